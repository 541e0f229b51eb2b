/** The overview's snapping grid: its lines on the floor, and when it shows. */
import { describe, expect, it } from 'vitest';
import type { SceneFrame, Vec3 } from '../../protocol/index.ts';
import { floorGridLines, type GridSources, gridFor } from './floor-grid.ts';
import { floorPlane } from './layouts/layout-items.ts';

const frame: SceneFrame = { up: [0, 1, 0], floor: 0.5, metersPerUnit: 2, levelledBy: 'points' };

/** The segments of a line list, each as its two floor points (m). */
function segments(lines: Float32Array) {
  const { to2D } = floorPlane(frame);
  const out: Array<[{ x: number; y: number }, { x: number; y: number }]> = [];
  for (let i = 0; i < lines.length; i += 6) {
    const a = [lines[i], lines[i + 1], lines[i + 2]] as Vec3;
    const b = [lines[i + 3], lines[i + 4], lines[i + 5]] as Vec3;
    out.push([to2D(a), to2D(b)]);
  }
  return out;
}

describe('floor grid', () => {
  it('lays lines a grid step apart on the floor, every fourth a strong one on whole meters', () => {
    const grid = floorGridLines(frame, [0.3, 7, -0.2], 0.25, 2);
    const minor = segments(grid.minor);
    const major = segments(grid.major);
    // 2 m each way at 0.25 m: 17 lines each way, 5 of them strong.
    expect(major).toHaveLength(2 * 5);
    expect(minor).toHaveLength(2 * 12);
    // On the floor plane: every point is at the floor's height, whatever the centre's height was.
    for (let i = 1; i < grid.minor.length; i += 3) expect(grid.minor[i]).toBeCloseTo(0.5, 9);
    // Strong lines on whole meters (the centre is snapped to one), fine ones on quarter meters between.
    for (const [a, b] of major) {
      const fixed = a.x === b.x ? a.x : a.y;
      expect(Math.abs(fixed - Math.round(fixed))).toBeLessThan(1e-9);
    }
    for (const [a, b] of minor) {
      const fixed = a.x === b.x ? a.x : a.y;
      expect(Math.abs(fixed * 4 - Math.round(fixed * 4))).toBeLessThan(1e-9);
      expect(Math.abs(fixed - Math.round(fixed))).toBeGreaterThan(0.2);
    }
  });

  it('shows only in Planning mode with snapping on and the camera in overview, the same grid until something changes', () => {
    const sources: GridSources & { snapping: boolean; units: 'meters' | 'feet' } = {
      frame,
      units: 'meters',
      snapping: true,
      tools: { mode: 'planning' },
      camera: { overviewHeight: 20, plan: false },
      pointer: { center: [0, 0, 0], centers: new Float32Array() },
    };
    const grid = gridFor(sources);
    expect(grid).not.toBeNull();
    expect(gridFor(sources)).toBe(grid);
    expect(gridFor({ ...sources, camera: { overviewHeight: null, plan: false } })).toBeNull();
    expect(gridFor({ ...sources, snapping: false })).toBeNull();
    expect(gridFor({ ...sources, tools: { mode: 'view' } })).toBeNull();
    // In feet the step is 6 in: more lines over the same reach (24 m: 1.2 × the 20 m height).
    const feet = gridFor({ ...sources, units: 'feet' });
    expect(feet?.minor.length ?? 0).toBeGreaterThan(grid?.minor.length ?? 0);
    expect(segments(grid?.major ?? new Float32Array()).length).toBe(2 * (2 * 24 + 1));
  });

  it('always shows in the floor plan, over the whole scan: a 30 m floor gets lines 2 m past its edges', () => {
    // Splat centres on a 30 m × 10 m floor (y up, a unit is 2 m).
    const centers = new Float32Array(3 * 400);
    for (let i = 0; i < 400; i++)
      centers.set([(i % 20) * (15 / 19), 0, Math.floor(i / 20) * (5 / 19)], i * 3);
    const plan = gridFor({
      frame,
      units: 'meters',
      snapping: false,
      tools: { mode: 'view' },
      camera: { overviewHeight: null, plan: true },
      pointer: { center: [7.5, 0, 2.5], centers },
    });
    const xs = segments(plan?.major ?? new Float32Array()).flatMap(([a, b]) => [a.x, b.x]);
    expect(Math.min(...xs)).toBeLessThanOrEqual(-2);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(32);
  });
});
