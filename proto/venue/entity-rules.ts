/** Rules for entity values (spec venue-planner.md §3, §5): images, tags and capacities. */
import type { Annotation, AnnotationImage, Segmentation } from './documents.ts';

/** The reserved custom attribute that holds an annotation's images as a JSON string. */
export const IMAGES_ATTRIBUTE = '__images';

/** Images without an id or a url are dropped. */
function validImages(images: unknown): AnnotationImage[] {
  if (!Array.isArray(images)) return [];
  return images.filter(
    (image): image is AnnotationImage =>
      typeof image === 'object' &&
      image !== null &&
      typeof (image as AnnotationImage).id === 'string' &&
      (image as AnnotationImage).id !== '' &&
      typeof (image as AnnotationImage).url === 'string' &&
      (image as AnnotationImage).url !== '',
  );
}

export function annotationImages(annotation: Annotation): AnnotationImage[] {
  const raw = annotation.metadata?.customAttributes?.[IMAGES_ATTRIBUTE];
  if (!raw) return [];
  try {
    return validImages(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** The annotation's metadata with its images written into the reserved attribute. */
export function metadataWithImages(
  annotation: Annotation,
  images: unknown,
): NonNullable<Annotation['metadata']> {
  const metadata = annotation.metadata ?? {};
  return {
    ...metadata,
    customAttributes: {
      ...(metadata.customAttributes ?? {}),
      [IMAGES_ATTRIBUTE]: JSON.stringify(validImages(images)),
    },
  };
}

/** Tags trimmed, empty ones dropped, duplicates removed (first occurrence kept). */
export function cleanTags(tags: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const trimmed = tag.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** Capacity inputs are integers, floored, at least 0; anything non-numeric counts as 0. */
export function capacityValue(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 0;
}

export function cleanZoneCapacity(
  capacity: Record<string, unknown> | null | undefined,
): NonNullable<NonNullable<Segmentation['properties']>['capacity']> {
  return {
    maxSeated: capacityValue(capacity?.maxSeated),
    maxStanding: capacityValue(capacity?.maxStanding),
    recommendedSeated: capacityValue(capacity?.recommendedSeated),
    recommendedStanding: capacityValue(capacity?.recommendedStanding),
  };
}

/** Default zone height 0 to 3 (spec §3). */
export const DEFAULT_ZONE_HEIGHT = { min: 0, max: 3 } as const;
