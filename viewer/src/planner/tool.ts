/**
 * What a planner tool is (supersplat's tools/, one file per tool in viewer/src/tools/): how the page shows
 * it (its description: name, label, page modes, icon, key, hint), how many picked points it takes,
 * whether it drops them onto the floor or closes on its first one, and what a finished drawing becomes
 * (an edit in the history, or a request to the app). The core runs the drawing around it
 * (tool-manager.ts, modes/draw-mode.ts) and never names a tool: the tools are handed to the planner at
 * the composition root (app/create-planner.ts). A tool never touches the renderer.
 */
import type { MeasurementUnits, PlannerToolDescription, Vec3, ViewerMode } from '../../protocol/index.ts';
import type { EditHistory } from './edit-history.ts';
import type { EntityStore } from './entity-store.ts';
import type { LayoutPlacing, LayoutPreview } from './layouts/layout-models.ts';
import type { FrameHolder } from './ops.ts';
import type { PlannerBus } from './planner-bus.ts';

export type CreationKind = 'annotation' | 'segmentation' | 'measurement';

/** Everything a tool may use when its drawing completes, read at that moment. */
export interface ToolContext {
  readonly bus: PlannerBus;
  readonly store: EntityStore;
  readonly history: EditHistory;
  readonly frames: FrameHolder;
  readonly mode: ViewerMode;
  readonly units: MeasurementUnits;
  /** What startCreation asked for, if the tool was picked through it. */
  readonly creation: CreationKind | null;
  /** The layout tools' models and their way to place a group (one undoable edit). */
  readonly layouts: LayoutPlacing;
  newId(): string;
  now(): number;
  /** Remembers the calibrate tool's line until the app sends its real length. */
  setCalibrationLine(points: [Vec3, Vec3]): void;
}

export interface Tool {
  /** What the page's toolbar, shortcuts and status line show of it (answer to getPlannerTools). */
  readonly description: PlannerToolDescription;
  /** Its place in the toolbar, lowest first (steps of 10 leave room for a tool in between). */
  readonly order: number;
  /** Fewest points a finished drawing has (Enter or a double click finishes it). */
  readonly minPoints: number;
  /** The drawing finishes by itself at this many points. */
  readonly maxPoints: number;
  /** A click on the first point finishes the drawing (polygons); its preview is drawn closed. */
  readonly closes: boolean;
  /** Picked points are dropped onto the floor plane (zones, boxes). */
  readonly onFloor: boolean;
  /**
   * Turns the finished points into an edit (or a request); called once per drawing. `placed`: what
   * `placeEarly` placed during this drawing, if it did (the edit then changes that).
   */
  complete(points: Vec3[], ctx: ToolContext, placed?: string | null): void;
  /**
   * What the drawing would make with the point under the cursor as its next one: a layout tool's ghost
   * of chairs and tables (drawn translucent, counted in the status line). Absent: only the outline shows.
   */
  preview?(points: Vec3[], ctx: ToolContext): LayoutPreview | null;
  /**
   * Places the result when the drawing reaches `description.afterPlacing.points` and goes on drawing
   * (the Chair row at its second click): the id of what it placed (a layout group), handed to `complete`.
   */
  placeEarly?(points: Vec3[], ctx: ToolContext): string | null;
}
