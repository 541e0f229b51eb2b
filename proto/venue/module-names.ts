/**
 * The names of the venue data modules (spec venue-planner.md §3), shared by the server (which signs
 * their storage URLs) and the browser library (which encodes them). One module = one `.pb` file.
 */
export const MODULE_NAMES = [
  'venue_core',
  'tags',
  'annotations',
  'segmentations',
  'planning',
  'media',
  'sync_meta',
  'viewpoints',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

/** Version of the module document format this code writes. */
export const MODULE_VERSION = 1;

/** The content type module files are stored with. */
export const MODULE_CONTENT_TYPE = 'application/x-protobuf';
