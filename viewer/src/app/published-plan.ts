/**
 * The venue plan of a published scene ('Include Venue Tools'): the data modules the owner published
 * beside the scene (functions/files/published-plan.ts), read from the publication's plan/ folder and
 * decoded into what the planner draws — the scene frame, annotations, zones, viewpoints and placed
 * models (planning elements that are catalogue model instances). Loaded
 * lazily by the viewer page, so the plain viewer never carries the module codec.
 */
import {
  PUBLISHED_PLAN_MODULES,
  type PublishedPlanModule,
  publishedFolderOfUrl,
  publishedPlanPath,
} from '#shared/keys.ts';
import {
  type PublishedPlanManifest,
  publishedPlanManifestPath,
  publishedPlanManifestSchema,
} from '#shared/published-plan-manifest.ts';
import { decodeModule, plainEntity } from '#venue/codec.ts';
import {
  type Annotation,
  type ModuleDocument,
  type PlanningElement,
  SCENE_CORE_ID,
  type Segmentation,
} from '#venue/documents.ts';
import { placedItems } from '#venue/placed-elements.ts';
import { viewerFrame } from '#venue/stored-frame.ts';
import {
  type AnnotationData,
  annotationDataSchema,
  type CameraState,
  DEFAULT_FOV,
  type MeasurementUnits,
  type PlacedItemData,
  placedItemSchema,
  type SceneFrame,
  type SegmentationData,
  segmentationDataSchema,
  unitsSchema,
  type Vec3,
} from '../../protocol/index.ts';

export interface PlanViewpoint {
  id: string;
  name: string;
  position: Vec3;
  /** Where it looks: target minus position. */
  dir: Vec3;
  fov: number;
}

export interface PublishedPlan {
  frame: SceneFrame | null;
  /** The plan's units as its owner chose them (null: never chosen, the viewer's meters). */
  units: MeasurementUnits | null;
  annotations: AnnotationData[];
  segmentations: SegmentationData[];
  viewpoints: PlanViewpoint[];
  placedItems: PlacedItemData[];
  /** Tag id → name, for the details of what is selected. */
  tags: Map<string, string>;
  /** The published modules as stored, for the floor plan a guest exports. */
  documents: PlanData;
  /** The project's name and event date (YYYY-MM-DD), when the manifest names them. */
  projectName: string | null;
  eventDate: string | null;
}

/** What the guest's floor plan sheet is made of. */
interface PlanData {
  annotations: Annotation[];
  zones: Segmentation[];
  elements: PlanningElement[];
}

type Fetch = (input: string) => Promise<Response>;

async function readModule<M extends PublishedPlanModule>(
  folder: URL,
  module: M,
  fetchFn: Fetch,
): Promise<ModuleDocument<M> | null> {
  const response = await fetchFn(new URL(publishedPlanPath(module), folder).href);
  if (response.status === 404 || response.status === 403) return null;
  if (!response.ok) throw new Error(`The published plan could not be read (HTTP ${response.status})`);
  return decodeModule(module, new Uint8Array(await response.arrayBuffer()));
}

const vec = (p: { x?: number | null; y?: number | null; z?: number | null } | null | undefined): Vec3 => [
  p?.x ?? 0,
  p?.y ?? 0,
  p?.z ?? 0,
];

/** Keeps what the planner can draw; an entity the protocol refuses is left out with a warning. */
function valid<T>(items: unknown[], schema: { safeParse(v: unknown): { success: boolean; data?: T } }) {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(plainEntity(item));
    if (parsed.success) return [parsed.data as T];
    console.warn('A published plan entry could not be shown', item);
    return [];
  });
}

/** Turns decoded module documents into the plan the viewer shows. */
function planFromDocuments(docs: {
  venue_core?: ModuleDocument<'venue_core'> | null;
  tags?: ModuleDocument<'tags'> | null;
  annotations?: ModuleDocument<'annotations'> | null;
  segmentations?: ModuleDocument<'segmentations'> | null;
  viewpoints?: ModuleDocument<'viewpoints'> | null;
  planning?: ModuleDocument<'planning'> | null;
}): PublishedPlan {
  const core = docs.venue_core?.items.find((item) => item.id === SCENE_CORE_ID);
  return {
    frame: viewerFrame(core?.sceneFrame ?? undefined),
    units: unitsSchema.safeParse(core?.units).data ?? null,
    annotations: valid<AnnotationData>(docs.annotations?.items ?? [], annotationDataSchema),
    segmentations: valid<SegmentationData>(docs.segmentations?.items ?? [], segmentationDataSchema),
    viewpoints: (docs.viewpoints?.items ?? []).map((v, i) => ({
      id: v.id ?? `viewpoint-${i + 1}`,
      name: v.name || `View ${i + 1}`,
      position: vec(v.position),
      dir: vec(v.dir ?? { z: -1 }),
      fov: v.fov || DEFAULT_FOV,
    })),
    // Planning elements that are not placed models (no model) are not drawn.
    placedItems: valid<PlacedItemData>(placedItems(docs.planning?.items ?? []), placedItemSchema),
    tags: new Map((docs.tags?.items ?? []).flatMap((t) => (t.id ? [[t.id, t.name || t.id]] : []))),
    documents: {
      annotations: docs.annotations?.items ?? [],
      zones: docs.segmentations?.items ?? [],
      elements: docs.planning?.items ?? [],
    },
    projectName: null,
    eventDate: null,
  };
}

/** The plan's manifest; null for a publication made before manifests (its modules are read as they are). */
async function readManifest(folder: URL, fetchFn: Fetch): Promise<PublishedPlanManifest | null> {
  const response = await fetchFn(new URL(publishedPlanManifestPath(), folder).href);
  if (response.status === 404 || response.status === 403) return null;
  if (!response.ok) throw new Error(`The published plan could not be read (HTTP ${response.status})`);
  const parsed = publishedPlanManifestSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('The published plan’s manifest is not one');
  return parsed.data;
}

/**
 * Reads the plan published beside a scene: 'withdrawn' when its owner stopped sharing it, null when
 * none was published. Only the modules the manifest names are read (a missing one would be a 404).
 */
export async function loadPublishedPlan(
  fileUrl: string,
  fetchFn: Fetch = (input) => fetch(input, { cache: 'no-store' }),
): Promise<PublishedPlan | 'withdrawn' | null> {
  const folder = publishedFolderOfUrl(fileUrl);
  if (!folder) return null;
  const manifest = await readManifest(folder, fetchFn);
  if (manifest && !manifest.shared) return 'withdrawn';
  const listed = new Set<PublishedPlanModule>(manifest ? manifest.modules : PUBLISHED_PLAN_MODULES);
  const read = <M extends PublishedPlanModule>(module: M) =>
    listed.has(module) ? readModule(folder, module, fetchFn) : Promise.resolve(null);
  const [venue_core, tags, annotations, segmentations, viewpoints, planning] = await Promise.all([
    read('venue_core'),
    read('tags'),
    read('annotations'),
    read('segmentations'),
    read('viewpoints'),
    read('planning'),
  ]);
  if (!venue_core && !tags && !annotations && !segmentations && !viewpoints && !planning) return null;
  const plan = planFromDocuments({ venue_core, tags, annotations, segmentations, viewpoints, planning });
  return manifest?.shared
    ? { ...plan, projectName: manifest.projectName ?? null, eventDate: manifest.eventDate ?? null }
    : plan;
}

/** The camera of a viewpoint, level with the scene's up. */
export function viewpointCamera(viewpoint: PlanViewpoint, up: Vec3): CameraState {
  const [x, y, z] = viewpoint.position;
  const [dx, dy, dz] = viewpoint.dir;
  return { position: [x, y, z], target: [x + dx, y + dy, z + dz], up, fov: viewpoint.fov };
}
