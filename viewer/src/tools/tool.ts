/**
 * What a planner tool is (supersplat's tools/, one file per tool): how many picked points it takes,
 * whether it snaps them to the floor or closes on its first point, and what a finished drawing becomes
 * (an edit operation in the history, or a request to the app). The tool manager runs the drawing
 * lifecycle around it; a tool never touches the renderer.
 */
import type { MeasurementUnits, PlannerTool, SceneFrame, Vec3, ViewerMode } from '../../protocol/index.ts';
import type { EditHistory } from '../planner/edit-history.ts';
import { ANNOTATION_TYPE, buildAnnotation } from '../planner/entities.ts';
import type { EntityStore } from '../planner/entity-store.ts';
import { addEntityOp, type FrameHolder } from '../planner/ops.ts';
import type { PlannerBus } from '../planner/planner-bus.ts';

export type CreationKind = 'annotation' | 'segmentation' | 'measurement';

export interface ToolContext {
  readonly bus: PlannerBus;
  readonly store: EntityStore;
  readonly history: EditHistory;
  readonly frames: FrameHolder;
  readonly mode: ViewerMode;
  readonly units: MeasurementUnits;
  /** What startCreation asked for, if the tool was picked through it. */
  readonly creation: CreationKind | null;
  newId(): string;
  now(): number;
  /** Remembers the calibrate tool's line until the app sends its real length. */
  setCalibrationLine(points: [Vec3, Vec3]): void;
}

export interface Tool {
  readonly name: PlannerTool;
  /** Fewest points a finished drawing has (Enter or a double click finishes it). */
  readonly minPoints: number;
  /** The drawing finishes by itself at this many points. */
  readonly maxPoints: number;
  /** A click on the first point finishes the drawing (polygons). */
  readonly closes: boolean;
  /** Picked points are dropped onto the floor plane (zones, boxes). */
  readonly onFloor: boolean;
  /** Turns the finished points into an edit (or a request); called once per drawing. */
  complete(points: Vec3[], ctx: ToolContext): void;
}

export function currentFrame(ctx: ToolContext): SceneFrame {
  return ctx.frames.frame;
}

/** The shared last step of the annotation tools: build the annotation and add it as one undoable edit. */
export function addAnnotation(tool: PlannerTool, points: Vec3[], ctx: ToolContext) {
  const ordinal = ctx.store.list('annotation').filter((a) => a.type === ANNOTATION_TYPE[tool]).length + 1;
  const annotation = buildAnnotation(tool, points, {
    id: ctx.newId(),
    now: ctx.now(),
    frame: currentFrame(ctx),
    units: ctx.units,
    mode: ctx.mode,
    ordinal,
  });
  if (annotation) ctx.history.add(addEntityOp(ctx.store, 'annotation', annotation));
}
