/**
 * The snapping grid drawn on the floor in overview (issue #26): the lines of the grid dragged models snap
 * to (0.25 m, or 6 in in feet), with every fourth line stronger (1 m, 2 ft), round the point the overview
 * looks down on and far enough to fill its view. Shown only while it means something: Planning mode,
 * snapping on, the camera in overview. The floor plan view (issue #27) always shows it, over the scan's
 * whole floor. Worked out once per set of inputs, so a redraw of the overlay for another reason keeps
 * the same grid (the overlay rebuilds its lines only when the grid changes).
 */
import { gridStep } from '#venue/arrange/snap.ts';
import { sheetFrame } from '#venue/plan-sheet/sheet-frame.ts';
import type { MeasurementUnits, SceneFrame, Vec3 } from '../../protocol/index.ts';
import { floorPlane } from './layouts/layout-items.ts';
import { floorExtent } from './plan-view.ts';

/** Line segments on the floor (scene coordinates, two points a segment): fine lines and every fourth. */
export interface FloorGrid {
  minor: Float32Array;
  major: Float32Array;
  /** Light lines over the scan, or dark ones on the plan view's paper. */
  ink?: 'light' | 'dark';
}

/** Every this many grid lines, a stronger one. */
const MAJOR_EVERY = 4;
/** How far the grid reaches from its centre (m), for an overview this high: a little past its view. */
const reachFor = (heightMeters: number) => Math.min(80, Math.max(10, 1.2 * heightMeters));

/** The grid's lines round `centre`, `reach` meters each way, its lines aligned to the floor's axes. */
export function floorGridLines(frame: SceneFrame, centre: Vec3, step: number, reach: number): FloorGrid {
  const plane = floorPlane(frame);
  const c = plane.to2D(centre);
  const major = step * MAJOR_EVERY;
  // Centred on a strong line, so the grid's lines stay where snapping puts models.
  const cx = Math.round(c.x / major) * major;
  const cy = Math.round(c.y / major) * major;
  const n = Math.ceil(reach / step);
  const minor: number[] = [];
  const strong: number[] = [];
  for (let i = -n; i <= n; i++) {
    const into = i % MAJOR_EVERY === 0 ? strong : minor;
    const x = cx + i * step;
    const y = cy + i * step;
    into.push(...plane.toScene({ x, y: cy - n * step }), ...plane.toScene({ x, y: cy + n * step }));
    into.push(...plane.toScene({ x: cx - n * step, y }), ...plane.toScene({ x: cx + n * step, y }));
  }
  return { minor: new Float32Array(minor), major: new Float32Array(strong) };
}

export interface GridSources {
  readonly frame: SceneFrame;
  readonly units: MeasurementUnits;
  readonly snapping: boolean;
  readonly tools: { readonly mode: string };
  readonly camera: { readonly overviewHeight: number | null; readonly plan: boolean };
  readonly pointer: { readonly center: Vec3; readonly centers: Float32Array };
}

/** The plan view's grid: round the middle of the scan's floor, a little past its farthest edge. */
function planGrid(planner: GridSources, step: number): FloorGrid {
  const rect = floorExtent(planner.pointer.centers, planner.frame);
  const middle = sheetFrame(planner.frame).toScene({
    x: (rect.minX + rect.maxX) / 2,
    y: (rect.minY + rect.maxY) / 2,
  });
  const reach = Math.max(rect.maxX - rect.minX, rect.maxY - rect.minY) / 2 + 2;
  return { ...floorGridLines(planner.frame, middle, step, Math.min(reach, 200)), ink: 'dark' };
}

let last: { key: string; grid: FloorGrid } | null = null;

/** The grid to draw now, or null: the same object while nothing it depends on changed. */
export function gridFor(planner: GridSources): FloorGrid | null {
  if (planner.camera.plan) {
    const step = gridStep(planner.units);
    const key = JSON.stringify(['plan', planner.frame, planner.pointer.center, step]);
    if (last?.key !== key) last = { key, grid: planGrid(planner, step) };
    return last.grid;
  }
  const height = planner.camera.overviewHeight;
  if (height === null || !planner.snapping || planner.tools.mode !== 'planning') return null;
  const step = gridStep(planner.units);
  const reach = reachFor(height);
  const key = JSON.stringify([planner.frame, planner.pointer.center, step, reach]);
  if (last?.key !== key)
    last = { key, grid: floorGridLines(planner.frame, planner.pointer.center, step, reach) };
  return last.grid;
}
