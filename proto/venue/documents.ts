/**
 * The eight data modules of a venue scene (spec venue-planner.md §3) and the protobuf document type
 * of each. Everything module-specific is looked up here, so the store and the sync engine stay generic.
 */
import { atrium } from '../generated/venue.js';
import { MODULE_NAMES, MODULE_VERSION, type ModuleName } from './module-names.ts';

export { MODULE_NAMES, MODULE_VERSION, type ModuleName };

const v1 = atrium.venue.v1;

export type Annotation = atrium.venue.v1.Annotation.$Properties;
type Tag = atrium.venue.v1.Tag.$Properties;
export type Segmentation = atrium.venue.v1.Segmentation.$Properties;
export type PlanningElement = atrium.venue.v1.PlanningElement.$Properties;
export type Viewpoint = atrium.venue.v1.Viewpoint.$Properties;
type MediaItem = atrium.venue.v1.MediaItem.$Properties;
export type VenueCore = atrium.venue.v1.VenueCore.$Properties;
type SyncMetaItem = atrium.venue.v1.SyncMeta.$Properties;
export type AnnotationImage = atrium.venue.v1.AnnotationImage.$Properties;
export type Vec3 = atrium.venue.v1.Vec3.$Properties;
export type Tombstone = { id: string; deletedAt: number };
/** When each field of one entity was last written (proto EntityClock; field-lww.ts reads and writes it). */
export type EntityClock = { id: string; fields: Record<string, number> };

/** The id of venue_core's single item (the scene's own settings). */
export const SCENE_CORE_ID = 'scene';

/** What every module's items have: an id, and when they last changed (for the merge rule). */
export interface ModuleEntity {
  id?: string | null;
  modifiedAt?: number | null;
}

export interface EntityByModule {
  venue_core: VenueCore;
  tags: Tag;
  annotations: Annotation;
  segmentations: Segmentation;
  planning: PlanningElement;
  media: MediaItem;
  sync_meta: SyncMetaItem;
  viewpoints: Viewpoint;
}

/** A decoded module document. Unknown fields of newer clients ride along in `$unknowns` (protobufjs). */
export interface ModuleDocument<M extends ModuleName = ModuleName> {
  module: M;
  version: number;
  timestamp: number;
  items: EntityByModule[M][];
  tombstones: Tombstone[];
  /** Per-field clocks of the entities that need them (absent in documents from before issue #28). */
  clocks?: EntityClock[];
}

/** The generated codec for each module's document message. */
export const DOCUMENT_TYPES = {
  venue_core: v1.VenueCoreModule,
  tags: v1.TagsModule,
  annotations: v1.AnnotationsModule,
  segmentations: v1.SegmentationsModule,
  planning: v1.PlanningModule,
  media: v1.MediaModule,
  sync_meta: v1.SyncMetaModule,
  viewpoints: v1.ViewpointsModule,
} as const;

/** The generated codec of each module's entity (for the delta log). */
export const ENTITY_TYPES = {
  venue_core: v1.VenueCore,
  tags: v1.Tag,
  annotations: v1.Annotation,
  segmentations: v1.Segmentation,
  planning: v1.PlanningElement,
  media: v1.MediaItem,
  sync_meta: v1.SyncMeta,
  viewpoints: v1.Viewpoint,
} as const;

/** The entity's name in error messages ('Annotation {id} not found', spec §8). */
export const ENTITY_LABEL: Record<ModuleName, string> = {
  venue_core: 'Venue',
  tags: 'Tag',
  annotations: 'Annotation',
  segmentations: 'Segmentation',
  planning: 'Planning element',
  media: 'Media item',
  sync_meta: 'Sync record',
  viewpoints: 'Viewpoint',
};

export function emptyDocument<M extends ModuleName>(module: M, now = Date.now()): ModuleDocument<M> {
  return { module, version: MODULE_VERSION, timestamp: now, items: [], tombstones: [] };
}
