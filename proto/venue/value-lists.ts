/**
 * The spec's fixed value lists that data modules store as strings (venue-planner.md §3 "Enumerations"):
 * tag categories and segmentation types. The store stays strings (venue.proto) so a newer client's value
 * survives a sync; these checks are where this client writes one (docs/venue-data.md). No imports: the
 * viewer's protocol uses it without pulling in the codec.
 */

export const TAG_CATEGORIES = [
  'space',
  'furniture',
  'decor',
  'lighting',
  'audio_visual',
  'catering',
  'floral',
  'ceremony',
  'reception',
] as const;

export const SEGMENTATION_TYPES = ['space', 'zone', 'layout', 'restriction'] as const;

/** A zone the spec's planner draws is a 'zone'; a segmentation written without a type is one too. */
const DEFAULT_SEGMENTATION_TYPE = 'zone';

/** Thrown for a value outside its list; the message is the one the user (or the log) reads. */
export class UnsupportedValueError extends Error {
  override name = 'UnsupportedValueError';
}

/** 'Audio Visual', ' audio-visual ' → 'audio_visual': the lists' own spelling. */
function spelling(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** In the style of the spec's 'Unsupported format ".ext". Allowed: ...' (venue-planner.md §5). */
function unsupported(what: string, value: string, allowed: readonly string[]): UnsupportedValueError {
  return new UnsupportedValueError(`Unsupported ${what} "${value}". Allowed: ${allowed.join(', ')}.`);
}

/** A tag's category in the list's spelling; '' (no category) stays ''. Throws for anything else. */
export function tagCategory(value: string | null | undefined): string {
  const spelled = spelling(value ?? '');
  if (spelled === '' || (TAG_CATEGORIES as readonly string[]).includes(spelled)) return spelled;
  throw unsupported('tag category', String(value), TAG_CATEGORIES);
}

/** A segmentation's type in the list's spelling; none is 'zone'. Throws for anything else. */
export function segmentationType(value: string | null | undefined): string {
  const spelled = spelling(value ?? '');
  if (spelled === '') return DEFAULT_SEGMENTATION_TYPE;
  if ((SEGMENTATION_TYPES as readonly string[]).includes(spelled)) return spelled;
  throw unsupported('segmentation type', String(value), SEGMENTATION_TYPES);
}
