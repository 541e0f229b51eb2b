/** Rules for entity values (spec venue-planner.md §3, §5): images, tags, capacities and fixed value lists. */
import type { Annotation, AnnotationImage, EntityByModule, ModuleName, Segmentation } from './documents.ts';
import { segmentationType, tagCategory } from './value-lists.ts';

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

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

/**
 * The fields of an entity this client writes that hold a value of one of the spec's fixed lists (a
 * tag's category, a segmentation's type), respelled as the list spells them ('Audio Visual' →
 * 'audio_visual'; no type → 'zone'). A value the stored entity already has passes untouched, so one
 * from a newer client survives an edit of another field. A new value outside its list throws
 * UnsupportedValueError ('Unsupported segmentation type "stage". Allowed: …').
 */
export function listValueFixes<M extends ModuleName>(
  module: M,
  entity: EntityByModule[M],
  previous: EntityByModule[M] | undefined,
): Partial<EntityByModule[M]> {
  if (module === 'tags') {
    const { category } = entity as EntityByModule['tags'];
    if (previous && same(category, (previous as EntityByModule['tags']).category)) return {};
    const fixed = tagCategory(category);
    return (fixed === category ? {} : { category: fixed }) as Partial<EntityByModule[M]>;
  }
  if (module === 'segmentations') {
    const { type } = entity as EntityByModule['segmentations'];
    if (previous && same(type, (previous as EntityByModule['segmentations']).type)) return {};
    const fixed = segmentationType(type);
    return (fixed === type ? {} : { type: fixed }) as Partial<EntityByModule[M]>;
  }
  return {};
}
