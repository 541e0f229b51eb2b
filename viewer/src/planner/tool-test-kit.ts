/**
 * A real tool context (bus, store, history, frame) for the unit tests of the tools (viewer/src/tools/)
 * and of the core that runs them, with a record of the events it fires.
 */
import type { SceneFrame, Vec3, ViewerMode } from '../../protocol/index.ts';
import { EditHistory } from './edit-history.ts';
import { EntityStore } from './entity-store.ts';
import { type LayoutModels, layoutPlacing } from './layouts/layout-models.ts';
import type { FrameHolder } from './ops.ts';
import { PlacedItemStore } from './placed-items.ts';
import { createPlannerBus, type PlannerEvents } from './planner-bus.ts';
import type { CreationKind, Tool, ToolContext } from './tool.ts';

export function toolKit(
  options: {
    mode?: ViewerMode;
    creation?: CreationKind | null;
    frame?: Partial<SceneFrame>;
    layoutModels?: Partial<LayoutModels>;
  } = {},
) {
  const bus = createPlannerBus();
  const events: Array<{ name: keyof PlannerEvents; payload: unknown }> = [];
  for (const name of [
    'drawing.started',
    'drawing.updated',
    'drawing.completed',
    'drawing.cancelled',
    'entity.added',
    'entity.removed',
    'frame.changed',
    'calibration.picked',
  ] as const)
    bus.on(name, (payload) => events.push({ name, payload }));
  const store = new EntityStore(bus);
  const history = new EditHistory(bus);
  const frames: FrameHolder & { frame: SceneFrame } = {
    frame: { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit', ...options.frame },
    setFrame(frame, source) {
      this.frame = frame;
      bus.fire('frame.changed', { frame, source });
    },
  };
  let ids = 0;
  let calibration: unknown = null;
  let selected: string[] = [];
  const items = new PlacedItemStore(bus);
  const newId = () => `id-${++ids}`;
  const editTarget = {
    store,
    items,
    history,
    newId,
    get frame() {
      return frames.frame;
    },
    setSelection: (ids: string[]) => {
      selected = ids;
    },
  };
  const models = { seat: null, roundTable: null, longTable: null, ...options.layoutModels };
  const ctx: ToolContext = {
    bus,
    store,
    history,
    frames,
    mode: options.mode ?? 'annotate',
    units: 'meters',
    creation: options.creation ?? null,
    newId,
    now: () => 1_700_000_000_000,
    layouts: layoutPlacing(editTarget, models),
    setCalibrationLine: (points) => {
      calibration = points;
    },
  };
  return {
    bus,
    store,
    items,
    history,
    frames,
    ctx,
    events,
    calibration: () => calibration,
    selected: () => selected,
  };
}

/** Completes one drawing of `tool` through `points` in a fresh kit: the annotation it stored. */
export function drawnAnnotation(tool: Tool, points: Vec3[], options: Parameters<typeof toolKit>[0] = {}) {
  const { ctx, store } = toolKit(options);
  tool.complete(points, ctx);
  return store.list('annotation')[0];
}

/** A tool of the shape the core is given (the real ones are viewer/src/tools/), doing `complete` when it finishes. */
export function testTool(
  name: string,
  points: { min: number; max?: number; closes?: boolean; onFloor?: boolean },
  complete: Tool['complete'] = () => {},
): Tool {
  return {
    description: { name, label: name, modes: ['draw'] },
    order: 0,
    minPoints: points.min,
    maxPoints: points.max ?? Number.POSITIVE_INFINITY,
    closes: points.closes ?? false,
    onFloor: points.onFloor ?? false,
    complete,
  };
}
