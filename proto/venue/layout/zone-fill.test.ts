/** Zone fills: every style stays clear of the zone's edge and of itself, and packs the obvious rectangle well. */
import { describe, expect, it } from 'vitest';
import { ellOf, rectangle } from '../test-fixtures.ts';
import { type Footprint, footprintInside, footprintOf, overlappingIndices } from './footprints.ts';
import type { P2, Placement2D } from './layout-types.ts';
import {
  COCKTAIL_TABLE_SPACING_M,
  DEFAULT_COCKTAIL_TABLE,
  DEFAULT_RECTANGULAR_TABLE,
  DEFAULT_ROUND_TABLE,
  DEFAULT_SEATS_PER_TABLE,
  DEFAULT_TABLE_SPACING_M,
  DEFAULT_ZONE_CLEARANCE_M,
  FILL_STYLE_LABELS,
  type FillStyle,
  fillStyles,
  fillTable,
  fillZone,
} from './zone-fill.ts';

const seat = { width: 0.46, depth: 0.5 };
// 20 × 15, counter-clockwise; its first edge (the default facing point's) runs along y = 0.
const hall = rectangle(20, 15);
// An L, clockwise: 20 × 20 less its top-right 10 × 10.
const ell = ellOf(20);
const tables = (placed: Placement2D[]) => placed.filter((p) => p.role === 'table');
const seats = (placed: Placement2D[]) => placed.filter((p) => p.role === 'seat');
const footprints = (style: FillStyle, placed: Placement2D[]): Footprint[] => {
  const table = fillTable(style);
  return placed.map((p) =>
    p.role === 'table' && table ? footprintOf(p, table, table.shape) : footprintOf(p, seat),
  );
};

describe('fillZone', () => {
  it('names its styles', () => {
    expect(fillStyles.map((s) => FILL_STYLE_LABELS[s])).toEqual([
      'Theatre',
      'Classroom',
      'Banquet',
      'Cabaret',
      'Cocktail',
      'Boardroom',
      'U-shape',
    ]);
  });

  it('uses the usual planning figures, and the given table where it suits the style', () => {
    expect([
      DEFAULT_TABLE_SPACING_M,
      DEFAULT_ZONE_CLEARANCE_M,
      DEFAULT_SEATS_PER_TABLE,
      COCKTAIL_TABLE_SPACING_M,
    ]).toEqual([1.5, 0.9, 10, 2.5]);
    expect(fillTable('banquet')).toEqual({ width: 1.524, depth: 1.524, shape: 'round' });
    expect(fillTable('theatre')).toBeNull();
    expect(fillTable('classroom', DEFAULT_ROUND_TABLE)).toBe(DEFAULT_RECTANGULAR_TABLE);
    expect(fillTable('cabaret', DEFAULT_RECTANGULAR_TABLE)).toBe(DEFAULT_ROUND_TABLE);
    expect(fillTable('banquet', DEFAULT_RECTANGULAR_TABLE)).toBe(DEFAULT_RECTANGULAR_TABLE);
    expect(fillTable('cocktail')).toBe(DEFAULT_COCKTAIL_TABLE);
  });

  for (const [name, polygon] of [
    ['a rectangle', hall],
    ['the rectangle clockwise', [...hall].reverse()],
    ['an L', ell],
  ] as [string, P2[]][]) {
    it(`keeps every style inside ${name} by the clearance, none overlapping, the same each time`, () => {
      for (const style of fillStyles) {
        const placed = fillZone({ polygon, style, seat });
        expect(placed.length, style).toBeGreaterThan(style === 'boardroom' ? 10 : 40);
        const prints = footprints(style, placed);
        expect(
          prints.filter((f) => !footprintInside(f, polygon, 0.9)),
          style,
        ).toEqual([]);
        expect(overlappingIndices(prints).size, style).toBe(0);
        expect(fillZone({ polygon, style, seat })).toEqual(placed);
      }
    });
  }

  it('keeps a larger clearance when asked, and gives nothing in a zone too small', () => {
    const placed = fillZone({ polygon: hall, style: 'theatre', seat, clearance: 2 });
    expect(Math.min(...placed.map((p) => p.x))).toBeGreaterThanOrEqual(2 + 0.23 - 1e-9);
    expect(Math.min(...placed.map((p) => p.y))).toBeCloseTo(2.25, 9);
    const closet = rectangle(2.5, 2.5);
    for (const style of fillStyles) expect(fillZone({ polygon: closet, style, seat }), style).toEqual([]);
    expect(fillZone({ polygon: hall.slice(0, 2), style: 'theatre', seat })).toEqual([]);
  });

  it('sets theatre rows 0.9 m apart facing the first edge, split by a 1.2 m centre aisle', () => {
    const placed = fillZone({ polygon: hall, style: 'theatre', seat });
    // Rows from y = 0.9 + 0.25 to 15 − 1.15: 15 rows; 28 seats a row at 0.61 with the aisle.
    expect(placed).toHaveLength(15 * 28);
    for (const p of placed) expect(p.facing).toBeCloseTo(-Math.PI / 2, 9);
    const rowsAt = [...new Set(placed.map((p) => p.y.toFixed(6)))].map(Number).sort((a, b) => a - b);
    expect(rowsAt).toHaveLength(15);
    for (const [i, y] of rowsAt.slice(1).entries()) expect(y - (rowsAt[i] as number)).toBeCloseTo(0.9, 9);
    const front = placed
      .filter((p) => Math.abs(p.y - (rowsAt[0] as number)) < 1e-6)
      .map((p) => p.x)
      .sort((a, b) => a - b);
    const clear = front.slice(1).map((x, i) => x - (front[i] as number) - seat.width);
    expect(Math.max(...clear)).toBeCloseTo(1.2, 9);
    const aisle = clear.indexOf(Math.max(...clear));
    expect(((front[aisle] as number) + (front[aisle + 1] as number)) / 2).toBeCloseTo(10, 9);
    for (const [i, c] of clear.entries()) if (i !== aisle) expect(c).toBeCloseTo(0.15, 9);
  });

  it('turns to a facing point given elsewhere', () => {
    const placed = fillZone({ polygon: hall, style: 'theatre', seat, facingPoint: { x: 25, y: 7.5 } });
    for (const p of placed) expect(p.facing).toBeCloseTo(0, 9);
    expect(Math.max(...placed.map((p) => p.x))).toBeCloseTo(20 - 0.9 - 0.25, 9);
  });

  it('sits classroom chairs behind their tables, facing the front', () => {
    const placed = fillZone({ polygon: hall, style: 'classroom', seat });
    expect(tables(placed)).toHaveLength(64);
    expect(seats(placed)).toHaveLength(3 * 64);
    for (const p of seats(placed)) {
      expect(p.facing).toBeCloseTo(-Math.PI / 2, 9);
      // A table 0.38 + 0.45 in front of each chair.
      expect(
        tables(placed).some((t) => Math.abs(t.y - (p.y - 0.83)) < 1e-9 && Math.abs(t.x - p.x) < 0.92),
      ).toBe(true);
    }
  });

  it('fits at least 12 rounds of 10 in 20 m × 15 m, 1.5 m clear between sets', () => {
    const placed = fillZone({ polygon: hall, style: 'banquet', seat });
    const rounds = tables(placed);
    expect(rounds.length).toBeGreaterThanOrEqual(12);
    expect(seats(placed)).toHaveLength(10 * rounds.length);
    // A set reaches at least 0.762 + 0.45 + 0.25 from its centre.
    for (const [i, a] of rounds.entries()) {
      for (const b of rounds.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * 1.462 + 1.5);
    }
    const bigger = fillZone({ polygon: hall, style: 'banquet', seat, tableSpacing: 3 });
    expect(tables(bigger).length).toBeLessThan(rounds.length);
  });

  it('sets banquet tables of the given model, never more chairs round a table than stand clear', () => {
    const table = DEFAULT_RECTANGULAR_TABLE;
    const placed = fillZone({ polygon: ell, style: 'banquet', seat, table, seatsPerTable: 8 });
    const prints = placed.map((p) =>
      p.role === 'table' ? footprintOf(p, table, 'rectangular') : footprintOf(p, seat),
    );
    expect(tables(placed).length).toBeGreaterThanOrEqual(10);
    expect(seats(placed)).toHaveLength(8 * tables(placed).length);
    expect(overlappingIndices(prints).size).toBe(0);
    expect(prints.every((f) => footprintInside(f, ell, DEFAULT_ZONE_CLEARANCE_M))).toBe(true);
    // Round a 1 m table the chairs' inner corners stand 0.7 m out, each 0.23 to the side: atan(0.23 / 0.7)
    // = 0.318 rad either way, so 9 (2π / 9 = 0.698 apart) clear each other and 10 (0.628) would not.
    const small = { width: 1, depth: 1, shape: 'round' as const };
    const crowded = fillZone({ polygon: hall, style: 'banquet', seat, table: small, seatsPerTable: 14 });
    expect(seats(crowded)).toHaveLength(9 * tables(crowded).length);
    const crowdedPrints = crowded.map((p) =>
      p.role === 'table' ? footprintOf(p, small, 'round') : footprintOf(p, seat),
    );
    expect(overlappingIndices(crowdedPrints).size).toBe(0);
  });

  it('opens every cabaret set to the facing point', () => {
    const stage = { x: 10, y: -3 };
    const placed = fillZone({ polygon: hall, style: 'cabaret', seat, facingPoint: stage });
    expect(tables(placed).length).toBeGreaterThanOrEqual(12);
    let table = placed[0] as Placement2D;
    for (const p of placed) {
      if (p.role === 'table') table = p;
      else
        expect((p.x - table.x) * (stage.x - table.x) + (p.y - table.y) * (stage.y - table.y)).toBeLessThan(
          1e-9,
        );
    }
    expect(seats(placed)).toHaveLength(6 * tables(placed).length);
  });

  it('spaces cocktail tables about 2.5 m apart, with no chairs', () => {
    const placed = fillZone({ polygon: hall, style: 'cocktail', seat });
    expect(seats(placed)).toEqual([]);
    expect(placed.length).toBeGreaterThanOrEqual(7 * 5);
    const nearest = placed.map((a) =>
      Math.min(...placed.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y))),
    );
    expect(Math.min(...nearest)).toBeGreaterThanOrEqual(2.5 - 1e-9);
    expect(Math.min(...nearest)).toBeLessThan(2.6);
  });

  it('lays one boardroom table end to end, chairs along both sides and one at each end', () => {
    const placed = fillZone({ polygon: hall, style: 'boardroom', seat });
    const row = tables(placed);
    // Across the 18.2 m clear width: 9 tables of 1.83 m, 27 chairs a side at 0.61.
    expect(row).toHaveLength(9);
    for (const t of row) expect(t.y).toBeCloseTo(7.5, 9);
    expect(seats(placed)).toHaveLength(2 * 27 + 2);
    expect(seats(placed).filter((p) => Math.abs(p.y - 7.5) < 1e-9)).toHaveLength(2);
  });

  it('opens the U to the facing point with its chairs outside', () => {
    const placed = fillZone({ polygon: hall, style: 'uShape', seat });
    const ts = tables(placed);
    const back = Math.max(...ts.map((t) => t.y));
    const arms = ts.filter((t) => t.y < back - 1e-6);
    const left = Math.min(...arms.map((t) => t.x));
    const right = Math.max(...arms.map((t) => t.x));
    expect(arms.length).toBeGreaterThan(0);
    for (const t of arms) expect(Math.min(t.x - left, right - t.x)).toBeLessThan(1e-6);
    for (const p of seats(placed)) {
      const outside = p.y > back || p.x < left || p.x > right;
      expect(outside).toBe(true);
      // Arm chairs face in; base chairs face the front.
      const facing = p.y > back ? -Math.PI / 2 : p.x < left ? 0 : Math.PI;
      expect(Math.cos(p.facing - facing)).toBeCloseTo(1, 9);
    }
  });
});
