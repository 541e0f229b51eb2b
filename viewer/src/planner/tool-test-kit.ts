/**
 * A real tool context (bus, store, history, frame) for the unit tests of the tools (viewer/src/tools/)
 * and of the core that runs them, with a record of the events it fires.
 */
import type { SceneFrame, Vec3, ViewerMode } from '../../protocol/index.ts';
import { EditHistory } from './edit-history.ts';
import { EntityStore } from './entity-store.ts';
import type { FrameHolder } from './ops.ts';
import { createPlannerBus, type PlannerEvents } from './planner-bus.ts';
import type { CreationKind, Tool, ToolContext } from './tool.ts';

export function toolKit(
  options: { mode?: ViewerMode; creation?: CreationKind | null; frame?: Partial<SceneFrame> } = {},
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
  const ctx: ToolContext = {
    bus,
    store,
    history,
    frames,
    mode: options.mode ?? 'annotate',
    units: 'meters',
    creation: options.creation ?? null,
    newId: () => `id-${++ids}`,
    now: () => 1_700_000_000_000,
    setCalibrationLine: (points) => {
      calibration = points;
    },
  };
  return { bus, store, history, frames, ctx, events, calibration: () => calibration };
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
