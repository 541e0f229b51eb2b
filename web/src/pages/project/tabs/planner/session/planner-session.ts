/**
 * The planner page's one store (tldraw's Editor state, without its framework): mode, tool, units,
 * overview, layers, selection, the history flags, which panels are open, the status line and the
 * tools the viewer offers. Plain TypeScript: React reads it through `useSessionValue` selectors, and
 * everything else (the controller, the viewer-event handler, the action registry) through `get` and
 * `update`. The settings a user expects to find again (venue-planner §3) are written to this
 * browser's storage whenever they change.
 */
import type {
  CameraState,
  LayerName,
  MeasurementUnits,
  PlannerTool,
  PlannerToolDescription,
  Vec3,
} from '#protocol/index.ts';
import type { PlannerMode } from '../planner-model.ts';
import { loadPlannerSettings, type PlannerSettings, savePlannerSettings } from '../planner-settings.ts';

export interface PlannerSelection {
  ids: readonly string[];
  /** The viewer's object type of a single selection ('zone', 'point' …); null for several or none. */
  type: string | null;
}

export interface PlannerSessionState {
  mode: PlannerMode;
  /** The tool picked in this mode, and the one drawing now (its button is disabled meanwhile). */
  tool: PlannerTool | null;
  /** The tool last picked in each mode: a mode change picks it again (spec §4). */
  toolByMode: Partial<Record<PlannerMode, PlannerTool>>;
  drawingTool: PlannerTool | null;
  /** The tools the viewer has (plannerTools), in toolbar order; empty until it answers. */
  tools: readonly PlannerToolDescription[];
  units: MeasurementUnits;
  overview: boolean;
  overviewHeight: number;
  /** The floor plan view (issue #27), and how its Scan layer shows under the plan. */
  planView: boolean;
  scan: ScanLayer;
  /** Whether a dragged selection snaps to the grid, other models and zone edges (Planning's 'Snap'). */
  snap: boolean;
  layers: Readonly<Record<LayerName, boolean>>;
  selection: PlannerSelection;
  /** The viewer's camera as it last reported it (kept, with the selection, for the next visit). */
  camera: CameraState | null;
  canUndo: boolean;
  canRedo: boolean;
  /** A plan the user may look at but not change: only actions marked readOnlyOk run. */
  readOnly: boolean;
  rightOpen: boolean;
  /** The user's own choice for the right panel (kept for the next visit); null until they made one. */
  rightChoice: boolean | null;
  libraryOpen: boolean;
  summaryOpen: boolean;
  /** The left panel's search. */
  search: string;
  /** How many placed models overlap another (the status line says so beside its message). */
  overlaps: number;
  /** The status line (read out by screen readers). */
  message: string;
  /** The viewer's own load error, shown over the 3D view. */
  loadError: string;
  /** A calibration line picked in the viewer, waiting for the user to give its true length. */
  calibration: { points: [Vec3, Vec3]; sceneDistance: number } | null;
}

const NO_SELECTION: PlannerSelection = { ids: [], type: null };

/** How the scan shows under the floor plan, and the opacity the viewer gives it. */
export const SCAN_LAYER = { shown: 1, faded: 0.45, hidden: 0 } as const;
export type ScanLayer = keyof typeof SCAN_LAYER;

type Listener = () => void;
type Patch = Partial<PlannerSessionState>;

/** A moving camera is written to storage at most this often. */
const CAMERA_SAVE_MS = 1000;

export class PlannerSession {
  private state: PlannerSessionState;
  private readonly listeners = new Set<Listener>();
  private readonly storage: Storage | undefined;
  private readonly sceneFile: string | null;
  private cameraTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly projectId: string,
    /**
     * wideScreen: up to 1024 px the right panel starts closed whatever was stored (spec §2). sceneFile:
     * the scene file open; its camera and selection come back when it was the one open last time.
     */
    options: { wideScreen: boolean; storage?: Storage; sceneFile?: string },
  ) {
    this.storage = options.storage;
    this.sceneFile = options.sceneFile ?? null;
    const stored = loadPlannerSettings(projectId, this.storage);
    const scene = stored.scene && stored.scene.file === this.sceneFile ? stored.scene : null;
    this.state = {
      mode: stored.mode,
      tool: stored.toolByMode[stored.mode] ?? null,
      toolByMode: stored.toolByMode,
      drawingTool: null,
      tools: [],
      units: stored.units,
      overview: stored.overview,
      overviewHeight: stored.overviewHeight,
      planView: false,
      scan: 'faded',
      snap: true,
      layers: stored.layers,
      selection: scene?.selection ?? NO_SELECTION,
      camera: scene?.camera ?? null,
      canUndo: false,
      canRedo: false,
      readOnly: false,
      rightOpen: options.wideScreen && (stored.rightPanelOpen ?? true),
      rightChoice: stored.rightPanelOpen,
      libraryOpen: false,
      summaryOpen: false,
      search: '',
      overlaps: 0,
      message: '',
      loadError: '',
      calibration: null,
    };
  }

  get(): PlannerSessionState {
    return this.state;
  }

  /** For useSyncExternalStore: called after every change. */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes some fields; listeners hear of it only when something really changed. */
  update(patch: Patch | ((state: PlannerSessionState) => Patch)) {
    const changes = typeof patch === 'function' ? patch(this.state) : patch;
    const keys = Object.keys(changes) as (keyof PlannerSessionState)[];
    if (keys.every((key) => Object.is(this.state[key], changes[key]))) return;
    const before = this.state;
    this.state = { ...before, ...changes };
    this.persist(before);
    for (const listener of [...this.listeners]) listener();
  }

  /** The settings as stored: the scene file's own part only while a scene file is open. */
  private settings(): PlannerSettings {
    const s = this.state;
    return {
      mode: s.mode,
      units: s.units,
      overview: s.overview,
      overviewHeight: s.overviewHeight,
      layers: { ...s.layers },
      rightPanelOpen: s.rightChoice,
      toolByMode: s.toolByMode,
      scene: this.sceneFile
        ? { file: this.sceneFile, camera: s.camera, selection: { ...s.selection, ids: [...s.selection.ids] } }
        : null,
    };
  }

  /** Writes the settings when they changed; a moving camera alone at most once a second. */
  private persist(before: PlannerSessionState) {
    const s = this.state;
    const changed = (keys: (keyof PlannerSessionState)[]) => keys.some((k) => !Object.is(s[k], before[k]));
    const save = () => savePlannerSettings(this.projectId, this.settings(), this.storage);
    if (
      changed([
        'mode',
        'units',
        'overview',
        'overviewHeight',
        'layers',
        'rightChoice',
        'toolByMode',
        'selection',
      ])
    ) {
      clearTimeout(this.cameraTimer);
      this.cameraTimer = undefined;
      save();
    } else if (changed(['camera']) && !this.cameraTimer) {
      this.cameraTimer = setTimeout(() => {
        this.cameraTimer = undefined;
        save();
      }, CAMERA_SAVE_MS);
    }
  }

  // ---- Small named changes the page makes often --------------------------------------------------

  say(message: string) {
    this.update({ message });
  }

  select(selection: PlannerSelection) {
    this.update({ selection });
  }

  /** A removed object leaves the selection. */
  deselect(id: string) {
    this.update((s) => ({ selection: { ...s.selection, ids: s.selection.ids.filter((i) => i !== id) } }));
  }

  /** Opens or closes the right panel as the user's own choice (kept for the next visit). */
  setRightOpen(open: boolean) {
    this.update({ rightOpen: open, rightChoice: open });
  }

  /** The label of a tool the viewer described ('Capacity zone'); its name until the viewer answered. */
  toolLabel(tool: PlannerTool): string {
    return this.state.tools.find((t) => t.name === tool)?.label ?? tool;
  }

  /** The status line while a tool draws: its label and what to do ('Drawing with the Set scale tool: …'). */
  drawingMessage(tool: PlannerTool): string {
    const hint = this.state.tools.find((t) => t.name === tool)?.hint;
    return `Drawing with the ${this.toolLabel(tool)} tool${hint ? `: ${hint}` : ''}. Press Esc to cancel`;
  }
}
