/**
 * The functions the venue planner calls (spec venue-planner.md §7: annotation and segmentation
 * bridge, viewpoint adapter). Each change goes to the local store first (so it is never lost, offline
 * included) and schedules a debounced sync of its module.
 */

import { type MeasurementUnits, unitsSchema } from '#protocol/index.ts';
import {
  type Annotation,
  type AnnotationImage,
  type EntityByModule,
  type ModuleName,
  type PlanningElement,
  SCENE_CORE_ID,
  type Segmentation,
  type Vec3,
  type VenueCore,
  type Viewpoint,
} from '#venue/documents.ts';
import {
  annotationImages,
  cleanTags,
  cleanZoneCapacity,
  DEFAULT_ZONE_HEIGHT,
  metadataWithImages,
} from '#venue/entity-rules.ts';
import type { ModuleSync } from './sync.ts';
import type { VenueStore } from './venue-store.ts';

const ANNOTATION_IMAGES_UPDATED = 'annotationImagesUpdated';
const DEFAULT_VIEWPOINT_FOV = 60;

export type AnnotationChange =
  | { images: AnnotationImage[] }
  | { metadata: NonNullable<Annotation['metadata']> }
  | { tags: string[] };

export type SegmentationChange =
  | { name: string }
  | { properties: NonNullable<Segmentation['properties']> }
  /** A new boundary (a rectangle zone's width, depth or rotation typed in the right panel). */
  | { geometry: { boundary: Vec3[] } };

export function createVenueBridge(store: VenueStore, sync: ModuleSync, events: EventTarget = globalThis) {
  const annotationsChanged = () => sync.scheduleSync('annotations');
  const segmentationsChanged = () => sync.scheduleSync('segmentations');
  const viewpointsChanged = () => sync.scheduleSync('viewpoints');
  const planningChanged = () => sync.scheduleSync('planning');

  /** Writes fields of venue_core's one item (the scene frame, the units), then schedules its sync. */
  async function saveCore(fields: Partial<VenueCore>) {
    if (store.get('venue_core', SCENE_CORE_ID)) await store.update('venue_core', SCENE_CORE_ID, fields);
    else await store.create('venue_core', { id: SCENE_CORE_ID, ...fields });
    sync.scheduleSync('venue_core');
  }

  /** Creates the entity, or replaces the one stored under its id; then schedules its module's sync. */
  async function saveWhole<M extends ModuleName>(module: M, entity: EntityByModule[M]) {
    const id = entity.id ?? '';
    const saved = store.get(module, id)
      ? await store.update(module, id, entity)
      : await store.create(module, entity);
    sync.scheduleSync(module);
    return saved;
  }

  function cleanSegmentation(zone: Segmentation): Segmentation {
    return {
      ...zone,
      geometry: { ...zone.geometry, height: zone.geometry?.height ?? { ...DEFAULT_ZONE_HEIGHT } },
      properties: {
        ...zone.properties,
        capacity: cleanZoneCapacity(zone.properties?.capacity as Record<string, unknown> | undefined),
        features: cleanTags(zone.properties?.features ?? []),
      },
    };
  }

  return {
    getAnnotations: () => store.list('annotations'),

    /** One annotation, decoding only that one while the store is still decoding the rest. */
    getAnnotation: (id: string) => store.get('annotations', id),

    async updateAnnotation(id: string, change: AnnotationChange) {
      const current = store.get('annotations', id);
      let changes: Partial<Annotation>;
      if ('images' in change) changes = { metadata: metadataWithImages(current ?? {}, change.images) };
      else if ('tags' in change) changes = { tags: cleanTags(change.tags) };
      else
        changes = {
          metadata: {
            ...change.metadata,
            customAttributes: { ...current?.metadata?.customAttributes, ...change.metadata.customAttributes },
          },
        };
      const updated = await store.update('annotations', id, changes);
      annotationsChanged();
      if ('images' in change) {
        events.dispatchEvent(
          new CustomEvent(ANNOTATION_IMAGES_UPDATED, { detail: { id, images: annotationImages(updated) } }),
        );
      }
      return updated;
    },

    async deleteAnnotation(id: string) {
      await store.remove('annotations', id);
      annotationsChanged();
    },

    async setAnnotations(annotations: Annotation[]) {
      await store.replaceAll(
        'annotations',
        annotations.map((a) => ({ ...a, tags: cleanTags(a.tags ?? []) })),
      );
      annotationsChanged();
    },

    /** An annotation drawn, or changed by an undo/redo, in the viewer: created or replaced as a whole. */
    saveAnnotation: (annotation: Annotation) =>
      saveWhole('annotations', { ...annotation, tags: cleanTags(annotation.tags ?? []) }),

    getSegmentations: () => store.list('segmentations'),

    /** A zone drawn, or changed by an undo/redo, in the viewer: created or replaced as a whole. */
    saveSegmentation: (zone: Segmentation) => saveWhole('segmentations', cleanSegmentation(zone)),

    async deleteSegmentation(id: string) {
      await store.remove('segmentations', id);
      segmentationsChanged();
    },

    async updateSegmentation(id: string, change: SegmentationChange) {
      const current = store.get('segmentations', id);
      const changes: Partial<Segmentation> =
        'name' in change
          ? { name: change.name }
          : 'geometry' in change
            ? { geometry: { ...current?.geometry, boundary: change.geometry.boundary } }
            : { properties: cleanSegmentation({ ...current, properties: change.properties }).properties };
      const updated = await store.update('segmentations', id, changes);
      segmentationsChanged();
      return updated;
    },

    async setSegmentations(zones: Segmentation[]) {
      await store.replaceAll('segmentations', zones.map(cleanSegmentation));
      segmentationsChanged();
    },

    /** The placed models (planning elements, venue-planner §3). */
    getPlanningElements: () => store.list('planning'),

    /** A model placed, moved, turned or copied in the viewer (or an undo): created or replaced as a whole. */
    savePlanningElement: (element: PlanningElement) => saveWhole('planning', element),

    /** Many placed models changed by one edit in the viewer (a layout group, an undo of one): one write. */
    async writePlanningElements(saved: PlanningElement[], deleted: string[]) {
      await store.writeMany('planning', saved, deleted);
      planningChanged();
    },

    async deletePlanningElement(id: string) {
      await store.remove('planning', id);
      planningChanged();
    },

    syncModule: sync.syncModule.bind(sync),
    syncAllModules: sync.syncAllModules.bind(sync),

    async persistCreateViewpoint(name: string, position: Vec3, dir: Vec3, fov = DEFAULT_VIEWPOINT_FOV) {
      const count = store.list('viewpoints').length;
      const viewpoint: Viewpoint = {
        id: crypto.randomUUID(),
        name: name.trim() || `View ${count + 1}`,
        position,
        dir,
        fov: Number.isFinite(fov) ? fov : DEFAULT_VIEWPOINT_FOV,
      };
      const created = await store.create('viewpoints', viewpoint);
      viewpointsChanged();
      return created;
    },

    /** Rename (ignored when blank after trimming, spec §5) or set the thumbnail. */
    async persistUpdateViewpoint(id: string, change: { name: string } | { thumbnail: string }) {
      if ('name' in change && !change.name.trim()) return store.get('viewpoints', id);
      const updated = await store.update(
        'viewpoints',
        id,
        'name' in change
          ? { name: change.name.trim() }
          : { thumbnail: change.thumbnail, thumbnailUrl: change.thumbnail },
      );
      viewpointsChanged();
      return updated;
    },

    async persistDeleteViewpoint(id: string) {
      await store.remove('viewpoints', id);
      viewpointsChanged();
    },

    fetchViewpoints: () => store.list('viewpoints'),

    /** The scene frame (floor and scale) kept in venue_core's one item, or undefined before any. */
    getSceneFrame: () => store.get('venue_core', SCENE_CORE_ID)?.sceneFrame ?? undefined,

    async saveSceneFrame(frame: NonNullable<VenueCore['sceneFrame']>) {
      await saveCore({ sceneFrame: frame });
    },

    /** The plan's units (venue_core), so every device shows the plan in them; undefined before a choice. */
    getUnits(): MeasurementUnits | undefined {
      const parsed = unitsSchema.safeParse(store.get('venue_core', SCENE_CORE_ID)?.units);
      return parsed.success ? parsed.data : undefined;
    },

    async saveUnits(units: MeasurementUnits) {
      await saveCore({ units });
    },
  };
}

export type VenueBridge = ReturnType<typeof createVenueBridge>;
