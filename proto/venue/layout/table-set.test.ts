/** Table sets: the table first, then chairs facing it, round, rectangular (with ends) or cabaret. */
import { describe, expect, it } from 'vitest';
import { footprintOf, overlappingIndices } from './footprints.ts';
import type { Placement2D } from './layout-types.ts';
import { ROUND_CHAIR_OFFSET_M, tableSet } from './table-set.ts';

const seat = { width: 0.45, depth: 0.5 };
const round5ft = { width: 1.524, depth: 1.524, shape: 'round' as const };
const banquet6ft = { width: 1.83, depth: 0.76, shape: 'rectangular' as const };
const centre = { x: 3, y: -2 };
const towardsCentre = (p: Placement2D) => Math.atan2(centre.y - p.y, centre.x - p.x);
const footprints = (set: Placement2D[], table: typeof round5ft | typeof banquet6ft) =>
  set.map((p) => (p.role === 'table' ? footprintOf(p, table, table.shape) : footprintOf(p, seat)));

describe('tableSet', () => {
  it('spaces a round’s chairs evenly at the table’s radius + 0.45 m, each facing the centre', () => {
    const set = tableSet({ centre, table: round5ft, seat, count: 10 });
    expect(ROUND_CHAIR_OFFSET_M).toBe(0.45);
    expect(set[0]).toEqual({ role: 'table', x: 3, y: -2, facing: 0 });
    const chairs = set.slice(1);
    expect(chairs).toHaveLength(10);
    for (const [k, p] of chairs.entries()) {
      expect(p.role).toBe('seat');
      expect(Math.hypot(p.x - 3, p.y + 2)).toBeCloseTo(0.762 + 0.45, 9);
      expect(Math.cos(p.facing - towardsCentre(p))).toBeCloseTo(1, 9);
      const next = chairs[(k + 1) % 10] as Placement2D;
      expect(Math.hypot(next.x - p.x, next.y - p.y)).toBeCloseTo(2 * 1.212 * Math.sin(Math.PI / 10), 9);
    }
    expect(overlappingIndices(footprints(set, round5ft)).size).toBe(0);
  });

  it('spreads a rectangular table’s chairs along its long sides, one at each end with ends', () => {
    // Long axis along +y.
    const set = tableSet({ centre, table: banquet6ft, seat, count: 8, ends: true, rotation: Math.PI / 2 });
    expect(set).toHaveLength(9);
    expect(Math.abs(Math.cos((set[0] as Placement2D).facing))).toBeCloseTo(1, 9);
    const chairs = set.slice(1);
    const sides = chairs.slice(0, 6);
    // Three a side at 1.83 / 3 apart, 0.38 + 0.45 from the long axis, facing across it.
    for (const p of sides) {
      expect(Math.abs(p.x - 3)).toBeCloseTo(0.83, 9);
      expect(Math.cos(p.facing - (p.x > 3 ? Math.PI : 0))).toBeCloseTo(1, 9);
    }
    expect(sides.slice(0, 3).map((p) => p.y + 2)).toEqual([-0.61, 0, 0.61].map((y) => expect.closeTo(y, 9)));
    const ends = chairs.slice(6);
    expect(ends.map((p) => [p.x, p.y + 2])).toEqual([
      [expect.closeTo(3, 9), expect.closeTo(0.915 + 0.45, 9)],
      [expect.closeTo(3, 9), expect.closeTo(-0.915 - 0.45, 9)],
    ]);
    for (const p of ends) expect(Math.cos(p.facing - towardsCentre(p))).toBeCloseTo(1, 9);
    expect(overlappingIndices(footprints(set, banquet6ft)).size).toBe(0);
    expect(tableSet({ centre, table: banquet6ft, seat, count: 5 })).toHaveLength(6);
  });

  it('leaves a cabaret round open towards the facing point: the chairs of a round of 10 on the far half', () => {
    const stage = { x: 3, y: 10 };
    const set = tableSet({ centre, table: round5ft, seat, count: 10, style: 'cabaret', facingPoint: stage });
    const chairs = set.slice(1);
    expect(chairs).toHaveLength(6);
    for (const p of chairs) {
      expect(p.y).toBeLessThanOrEqual(-2 + 1e-9);
      expect(Math.cos(p.facing - towardsCentre(p))).toBeCloseTo(1, 9);
    }
    // Angles from straight away from the stage (−y): ±18°, ±54°, ±90°.
    const angles = chairs.map((p) => Math.atan2(p.x - 3, -(p.y + 2))).sort((a, b) => a - b);
    expect(angles[0]).toBeCloseTo(-Math.PI / 2, 9);
    for (const [i, a] of angles.slice(1).entries())
      expect(a - (angles[i] as number)).toBeCloseTo(Math.PI / 5, 9);
    // A round of 8 keeps one chair straight across from the stage.
    const eight = tableSet({ centre, table: round5ft, seat, count: 8, style: 'cabaret', facingPoint: stage });
    expect(eight).toHaveLength(6);
    expect(eight.some((p) => p.role === 'seat' && Math.abs(p.x - 3) < 1e-9 && p.y < -2)).toBe(true);
  });
});
