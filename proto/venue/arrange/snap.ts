/**
 * Snapping while the planner places and drags items: positions to a grid (0.25 m, or 6 in when the venue
 * shows feet), rotations to 15° steps, and a dragged selection to the other items' edges and centres,
 * then to zone edges, else to the grid, so rows of tables line up without typing numbers. Pure: the
 * viewer passes the dragged boxes, the raw drag and what there is to snap to, and draws the guides back.
 * Floor-plane meters (arrange-types.ts).
 */
import { type Bounds2, type Box2, boundsOf, type P2 } from './arrange-types.ts';

export const GRID_STEP_M = 0.25;
export const GRID_STEP_FT_IN_M = 0.1524; /* 6 in */
export const ROTATION_SNAP_DEG = 15;

/** A zone edge counts as axis-parallel when it strays from the axis by at most this much per unit of length (about 0.6°). */
const AXIS_PARALLEL_SLOPE = 0.01;

/** The grid step in meters for the venue's display units. */
export function gridStep(units: 'meters' | 'feet'): number {
  return units === 'feet' ? GRID_STEP_FT_IN_M : GRID_STEP_M;
}

// Adding 0 turns -0 into 0, so a snapped coordinate near zero reads as 0.
const roundTo = (value: number, step: number) => Math.round(value / step) * step + 0;

/** The nearest grid point; a step that is not positive leaves the point as it is. */
export function snapToGrid(p: P2, step: number): P2 {
  if (!(step > 0)) return { x: p.x, y: p.y };
  return { x: roundTo(p.x, step), y: roundTo(p.y, step) };
}

/** The nearest multiple of step, in [0, 360) like the planner's other rotations (rectangle.ts). */
export function snapAngle(degrees: number, step = ROTATION_SNAP_DEG): number {
  const snapped = step > 0 ? roundTo(degrees, step) : degrees;
  return (((snapped % 360) + 360) % 360) + 0;
}

/**
 * A line a drag snapped to: axis 'x' is the line x = at (drawn along y), axis 'y' the line y = at.
 * Grid snaps give none; the grid is drawn already.
 */
interface SnapGuide {
  axis: 'x' | 'y';
  at: number;
}

export interface SnapTargets {
  /** The other items; any with the id of a moving item are left out. */
  boxes: readonly Box2[];
  /** Zone edges; only axis-parallel ones snap (AXIS_PARALLEL_SLOPE). */
  edges: ReadonlyArray<readonly [P2, P2]>;
}

export interface SnapOptions {
  /** Grid step in meters, or null for no grid. */
  grid: number | null;
  /** How far (meters) an edge or centre may be from a target line and still snap to it; inclusive. */
  tolerance: number;
}

export interface SnapResult {
  delta: P2;
  guides: SnapGuide[];
}

// Target lines that match the chosen correction this closely are all returned as guides.
const SAME_LINE = 1e-9;

interface Line {
  at: number;
}

interface AxisSnap {
  correction: number;
  guides: number[];
}

/** The smallest move (within tolerance) that puts one of `own` on one of `targets`, and every target it lands on. */
function nearest(own: readonly number[], targets: readonly Line[], tolerance: number): AxisSnap | null {
  let best: number | null = null;
  for (const t of targets) {
    for (const s of own) {
      const d = t.at - s;
      if (Math.abs(d) <= tolerance && (best === null || Math.abs(d) < Math.abs(best))) best = d;
    }
  }
  if (best === null) return null;
  const correction = best;
  const guides: number[] = [];
  for (const t of targets) {
    if (guides.includes(t.at)) continue;
    if (own.some((s) => Math.abs(t.at - s - correction) <= SAME_LINE)) guides.push(t.at);
  }
  return { correction, guides };
}

/** Axis-parallel zone edges as lines of constant x (or y), kept when their span meets the selection's across the axis. */
function zoneLines(
  edges: SnapTargets['edges'],
  axis: 'x' | 'y',
  across: readonly [number, number],
  tolerance: number,
): Line[] {
  const other = axis === 'x' ? 'y' : 'x';
  const lines: Line[] = [];
  for (const [a, b] of edges) {
    const along = Math.abs(b[other] - a[other]);
    const off = Math.abs(b[axis] - a[axis]);
    if (along === 0 || off > along * AXIS_PARALLEL_SLOPE) continue;
    const lo = Math.min(a[other], b[other]);
    const hi = Math.max(a[other], b[other]);
    if (hi < across[0] - tolerance || lo > across[1] + tolerance) continue;
    lines.push({ at: (a[axis] + b[axis]) / 2 });
  }
  return lines;
}

function snapAxis(
  axis: 'x' | 'y',
  moved: Bounds2,
  others: readonly Box2[],
  targets: SnapTargets,
  options: SnapOptions,
): AxisSnap {
  const [min, max] = axis === 'x' ? [moved.minX, moved.maxX] : [moved.minY, moved.maxY];
  const across: [number, number] = axis === 'x' ? [moved.minY, moved.maxY] : [moved.minX, moved.maxX];
  const half = (b: Box2) => (axis === 'x' ? b.halfWidth : b.halfDepth);
  const itemLines = others.flatMap((b) => [
    { at: b[axis] - half(b) },
    { at: b[axis] },
    { at: b[axis] + half(b) },
  ]);
  const toItem = nearest([min, (min + max) / 2, max], itemLines, options.tolerance);
  if (toItem) return toItem;
  const toZone = nearest(
    [min, max],
    zoneLines(targets.edges, axis, across, options.tolerance),
    options.tolerance,
  );
  if (toZone) return toZone;
  if (options.grid !== null && options.grid > 0)
    return { correction: roundTo(min, options.grid) - min, guides: [] };
  return { correction: 0, guides: [] };
}

/**
 * Snaps a dragged selection, each axis on its own (x may snap to a table while y falls to the grid):
 *  1. the selection's bounding box left/centre/right (bottom/middle/top) onto any other item's
 *     left/centre/right (bottom/middle/top), the nearest within tolerance;
 *  2. else its bounding box edges onto an axis-parallel zone edge within tolerance whose span reaches
 *     the selection's across the axis; slanted zone edges do not snap;
 *  3. else, with a grid, the bounding box's min corner (its smallest x and y) onto the grid, so edges of
 *     items sized in whole steps sit on grid lines and such items butt together.
 * Returns the adjusted delta and the lines it snapped to (several when one move lines up more than one).
 */
export function snapMove(
  moving: readonly Box2[],
  delta: P2,
  targets: SnapTargets,
  options: SnapOptions,
): SnapResult {
  const before = boundsOf(moving);
  if (!before) return { delta: { x: delta.x, y: delta.y }, guides: [] };
  const moved: Bounds2 = {
    minX: before.minX + delta.x,
    maxX: before.maxX + delta.x,
    minY: before.minY + delta.y,
    maxY: before.maxY + delta.y,
  };
  const movingIds = new Set(moving.map((b) => b.id));
  const others = targets.boxes.filter((b) => !movingIds.has(b.id));
  const x = snapAxis('x', moved, others, targets, options);
  const y = snapAxis('y', moved, others, targets, options);
  return {
    delta: { x: delta.x + x.correction, y: delta.y + y.correction },
    guides: [
      ...x.guides.map((at) => ({ axis: 'x' as const, at })),
      ...y.guides.map((at) => ({ axis: 'y' as const, at })),
    ],
  };
}
