/**
 * The planner settings a user expects to find again on the next visit (spec venue-planner.md §3
 * "Planner settings"): mode, units, overview on/off and height, layer visibility, whether the right
 * panel is open, the tool of each mode, and for the scene file last open its camera and selection. Kept in this browser's local storage, one key per project; each field is read on its
 * own, so a stored value that no longer makes sense falls back to its default and never breaks the page.
 */
import { z } from 'zod';
import {
  type CameraState,
  cameraStateSchema,
  type LayerName,
  layerNames,
  type MeasurementUnits,
  type PlannerTool,
  plannerToolSchema,
  unitsSchema,
} from '#protocol/index.ts';
import { OVERVIEW_HEIGHT, overviewHeight, PLANNER_MODES, type PlannerMode } from './planner-model.ts';

export interface PlannerSettings {
  mode: PlannerMode;
  units: MeasurementUnits;
  overview: boolean;
  overviewHeight: number;
  layers: Record<LayerName, boolean>;
  /** The user's own choice for the right panel; null until they open or close it. */
  rightPanelOpen: boolean | null;
  /** The tool last picked in each mode (a mode change picks it again, spec §4). */
  toolByMode: Partial<Record<PlannerMode, PlannerTool>>;
  /** Where the user was in the scene file last open: put back when that file opens again. */
  scene: SceneSettings | null;
}

interface SceneSettings {
  /** The scene file's storage key. */
  file: string;
  camera: CameraState | null;
  selection: { ids: string[]; type: string | null };
}

export const DEFAULT_PLANNER_SETTINGS: PlannerSettings = {
  mode: 'venue',
  units: 'meters',
  overview: false,
  overviewHeight: OVERVIEW_HEIGHT.initial,
  layers: Object.fromEntries(layerNames.map((l) => [l, true])) as Record<LayerName, boolean>,
  rightPanelOpen: null,
  toolByMode: {},
  scene: null,
};

export const plannerSettingsKey = (projectId: string) => `atrium.planner-settings.${projectId}`;

const fields = {
  mode: z.enum(PLANNER_MODES),
  units: unitsSchema,
  overview: z.boolean(),
  overviewHeight: z.number().finite(),
  rightPanelOpen: z.boolean(),
  toolByMode: z.partialRecord(z.enum(PLANNER_MODES), plannerToolSchema),
  scene: z.object({
    file: z.string().min(1).max(2000),
    camera: cameraStateSchema.nullable(),
    selection: z.object({
      ids: z.array(z.string().max(200)).max(1000),
      type: z.string().max(100).nullable(),
    }),
  }),
};

function field<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** The stored settings of a project, each missing or invalid field at its default. */
export function loadPlannerSettings(projectId: string, storage: Storage | undefined = globalStorage()) {
  const d = DEFAULT_PLANNER_SETTINGS;
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(plannerSettingsKey(projectId)) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      raw = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: the defaults.
  }
  const storedLayers =
    raw.layers && typeof raw.layers === 'object' ? (raw.layers as Record<string, unknown>) : {};
  return {
    mode: field(fields.mode, raw.mode, d.mode),
    units: field(fields.units, raw.units, d.units),
    overview: field(fields.overview, raw.overview, d.overview),
    overviewHeight: overviewHeight(field(fields.overviewHeight, raw.overviewHeight, d.overviewHeight)),
    layers: Object.fromEntries(
      layerNames.map((l) => [l, field(z.boolean(), storedLayers[l], d.layers[l])]),
    ) as Record<LayerName, boolean>,
    rightPanelOpen: field(fields.rightPanelOpen, raw.rightPanelOpen, null as boolean | null),
    toolByMode: field(fields.toolByMode, raw.toolByMode, d.toolByMode),
    scene: field(fields.scene, raw.scene, null as SceneSettings | null),
  } satisfies PlannerSettings;
}

/** Stores a project's settings; a full or blocked storage only loses them for the next visit. */
export function savePlannerSettings(
  projectId: string,
  settings: PlannerSettings,
  storage: Storage | undefined = globalStorage(),
) {
  try {
    storage?.setItem(plannerSettingsKey(projectId), JSON.stringify(settings));
  } catch {
    // Not persisted; the page keeps working with them for this visit.
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
