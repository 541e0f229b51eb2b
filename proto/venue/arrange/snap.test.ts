/** Snapping: grid steps in meters and 6 in, 15° rotations, and a dragged selection onto items, zone edges or the grid. */
import { describe, expect, it } from 'vitest';
import { box, span } from '../test-fixtures.ts';
import {
  GRID_STEP_FT_IN_M,
  GRID_STEP_M,
  gridStep,
  ROTATION_SNAP_DEG,
  snapAngle,
  snapMove,
  snapToGrid,
} from './snap.ts';

const none = { boxes: [], edges: [] };
const free = { grid: null, tolerance: 0.1 };

describe('grid and angle snapping', () => {
  it('uses 0.25 m, or 6 in (0.1524 m) when the venue shows feet', () => {
    expect(GRID_STEP_M).toBe(0.25);
    expect(GRID_STEP_FT_IN_M).toBe(0.1524);
    expect(gridStep('meters')).toBe(0.25);
    expect(gridStep('feet')).toBe(0.1524);
  });

  it('rounds a point to the nearest 0.25 m', () => {
    expect(snapToGrid({ x: 1.12, y: -0.62 }, GRID_STEP_M)).toEqual({ x: 1, y: -0.5 });
    expect(snapToGrid({ x: 1.13, y: -0.63 }, GRID_STEP_M)).toEqual({ x: 1.25, y: -0.75 });
    expect(snapToGrid({ x: -0.1, y: 0.1 }, GRID_STEP_M)).toEqual({ x: 0, y: 0 });
  });

  it('rounds a point to the nearest 6 in', () => {
    const p = snapToGrid({ x: 0.4, y: 0.95 }, GRID_STEP_FT_IN_M);
    expect(p.x).toBeCloseTo(0.4572, 9); // 18 in
    expect(p.y).toBeCloseTo(0.9144, 9); // 36 in = 3 ft
  });

  it('leaves a point alone without a positive step', () => {
    expect(snapToGrid({ x: 1.13, y: 2.2 }, 0)).toEqual({ x: 1.13, y: 2.2 });
  });

  it('snaps rotations to 15° and keeps them in [0, 360)', () => {
    expect(ROTATION_SNAP_DEG).toBe(15);
    expect(snapAngle(37)).toBe(30);
    expect(snapAngle(38)).toBe(45);
    expect(snapAngle(-8)).toBe(345);
    expect(snapAngle(358)).toBe(0);
    expect(snapAngle(100, 45)).toBe(90);
  });
});

describe('snapping a dragged selection', () => {
  const table = box('t', 0, 0); // x from -0.5 to 0.5
  const other = box('o', 3, 0); // x from 2.5 to 3.5

  it('snaps its left edge onto another item’s right edge within tolerance', () => {
    // Dragged left edge lands at 3.5 + 0.07 = 3.57; the other's right edge is 3.5.
    const r = snapMove([box('m', 4, 5)], { x: 0.07, y: 0 }, { boxes: [other], edges: [] }, free);
    expect(r.delta.x).toBeCloseTo(0, 9);
    expect(r.guides).toContainEqual({ axis: 'x', at: 3.5 });
  });

  it('does not snap to an edge beyond the tolerance', () => {
    const r = snapMove([box('m', 4, 5)], { x: 0.12, y: 0 }, { boxes: [other], edges: [] }, free);
    expect(r.delta).toEqual({ x: 0.12, y: 0 });
    expect(r.guides).toEqual([]);
  });

  it('snaps centre to centre', () => {
    // A 2 m square dragged to centre (3.06, -0.04): its edges (2.06, 4.06; -1.04, 0.96) are far from the
    // other's (2.5, 3.5; -0.5, 0.5), its centre is 0.06 and 0.04 from the other's centre.
    const r = snapMove([box('m', 0, 5, 1, 1)], { x: 3.06, y: -5.04 }, { boxes: [other], edges: [] }, free);
    expect(r.delta.x).toBeCloseTo(3, 9);
    expect(r.delta.y).toBeCloseTo(-5, 9);
    expect(r.guides).toEqual([
      { axis: 'x', at: 3 },
      { axis: 'y', at: 0 },
    ]);
  });

  it('takes the nearest target line when several are within tolerance', () => {
    const r = snapMove(
      [box('m', 10, 10)],
      { x: 0, y: 0 },
      {
        boxes: [box('a', 9.45, 0), box('b', 9.47, 0)],
        edges: [],
      },
      free,
    );
    // Moving left edge 9.5; 'a' right edge 9.95, 'b' right edge 9.97; centres 9.45 and 9.47 against 9.5 / 10.
    expect(r.delta.x).toBeCloseTo(-0.03, 9);
  });

  it('leaves the moving items out of the targets by id', () => {
    const r = snapMove([table], { x: 0.05, y: 0.05 }, { boxes: [table], edges: [] }, free);
    expect(r.delta).toEqual({ x: 0.05, y: 0.05 });
  });

  it('snaps the selection’s bounding box, not each item', () => {
    // Two chairs spanning x 0..2 dragged by 1.96: right edge 3.96 is 0.04 from the wall item's left edge 4.
    const chairs = [box('c1', 0.5, 0), box('c2', 1.5, 0)];
    const r = snapMove(chairs, { x: 1.96, y: 0 }, { boxes: [box('w', 4.5, 20)], edges: [] }, free);
    expect(r.delta.x).toBeCloseTo(2, 9);
  });

  it('snaps to an axis-parallel zone edge when no item is near', () => {
    const wall = span(5, -10, 5, 10);
    // Right edge lands at 4.92; the wall is x = 5.
    const r = snapMove([table], { x: 4.42, y: 0 }, { boxes: [], edges: [wall] }, free);
    expect(r.delta.x).toBeCloseTo(4.5, 9);
    expect(r.guides).toEqual([{ axis: 'x', at: 5 }]);
  });

  it('prefers an item over a zone edge', () => {
    const wall = span(5, -10, 5, 10);
    // Right edge lands at 4.96: the wall (x = 5) is 0.04 away, an item's left edge (4.88) 0.08 away,
    // still within tolerance, so the item wins though further.
    const r = snapMove([table], { x: 4.46, y: 0 }, { boxes: [box('i', 5.38, 3)], edges: [wall] }, free);
    expect(r.delta.x).toBeCloseTo(4.38, 9);
    expect(r.guides).toEqual([{ axis: 'x', at: 4.88 }]);
  });

  it('ignores slanted zone edges and edges whose span does not reach the selection', () => {
    const slanted = span(5, -10, 6, 10);
    const farAway = span(5, 20, 5, 30);
    const r = snapMove([table], { x: 4.42, y: 0 }, { boxes: [], edges: [slanted, farAway] }, free);
    expect(r.delta).toEqual({ x: 4.42, y: 0 });
  });

  it('falls back to the grid, putting the bounding box’s min corner on it', () => {
    // Table min corner (-0.5, -0.5) + (1.1, 0.3) = (0.6, -0.2) → grid (0.5, -0.25).
    const r = snapMove([table], { x: 1.1, y: 0.3 }, none, { grid: GRID_STEP_M, tolerance: 0.1 });
    expect(r.delta.x).toBeCloseTo(1.0, 9);
    expect(r.delta.y).toBeCloseTo(0.25, 9);
    expect(r.guides).toEqual([]);
  });

  it('snaps each axis on its own: x to an item, y to the grid', () => {
    const r = snapMove(
      [table],
      { x: 3.07, y: 0.3 },
      { boxes: [other], edges: [] },
      {
        grid: GRID_STEP_M,
        tolerance: 0.1,
      },
    );
    // x: left edge 2.57 → other's left 2.5 (centre 3.07 → 3 equally near; same correction).
    expect(r.delta.x).toBeCloseTo(3, 9);
    // y: would snap to the other's centre line 0 only within 0.1; centre at 0.3 is not, so the grid: -0.2 → -0.25.
    expect(r.delta.y).toBeCloseTo(0.25, 9);
    expect(r.guides).toEqual([
      { axis: 'x', at: 2.5 },
      { axis: 'x', at: 3 },
      { axis: 'x', at: 3.5 },
    ]);
  });

  it('returns the delta unchanged for an empty selection', () => {
    expect(snapMove([], { x: 1.1, y: 2 }, { boxes: [other], edges: [] }, free)).toEqual({
      delta: { x: 1.1, y: 2 },
      guides: [],
    });
  });
});
