/** Chair rows: how many fit, their pitch, which way they face, and rows bent into arcs. */
import { describe, expect, it } from 'vitest';
import { bendThrough, chairRow, DEFAULT_SEAT_GAP_M } from './chair-row.ts';
import type { Placement2D } from './layout-types.ts';

const seat = { width: 0.5, depth: 0.55 };
const gaps = (row: Placement2D[]) =>
  row.slice(1).map((p, i) => Math.hypot(p.x - (row[i] as Placement2D).x, p.y - (row[i] as Placement2D).y));

describe('chairRow', () => {
  it('fits as many chairs as have their full width between start and end, the first edge at start', () => {
    // Pitch 0.65: chairs end at 0.5, 1.15, …, 0.5 + 9 × 0.65 = 6.35 ≤ 6.5 < 7.
    const row = chairRow({ start: { x: 0, y: 0 }, end: { x: 6.5, y: 0 }, seat });
    expect(DEFAULT_SEAT_GAP_M).toBe(0.15);
    expect(row).toHaveLength(10);
    expect(row[0]).toMatchObject({ role: 'seat', x: 0.25, y: 0 });
    for (const g of gaps(row)) expect(g).toBeCloseTo(0.65, 9);
    expect(chairRow({ start: { x: 0, y: 0 }, end: { x: 0.2, y: 0 }, seat })).toHaveLength(1);
  });

  it('places exactly count chairs at the same pitch, with a custom gap, along any direction', () => {
    const row = chairRow({ start: { x: 1, y: 1 }, end: { x: 1, y: 2 }, seat, count: 4, gap: 0.1 });
    expect(row).toHaveLength(4);
    for (const [k, p] of row.entries()) {
      expect(p.x).toBeCloseTo(1, 9);
      expect(p.y).toBeCloseTo(1.25 + 0.6 * k, 9);
    }
  });

  it('faces the left of start → end, or all the other way when flipped', () => {
    const row = chairRow({ start: { x: 0, y: 0 }, end: { x: 3, y: 0 }, seat });
    for (const p of row) expect(p.facing).toBeCloseTo(Math.PI / 2, 9);
    const up = chairRow({ start: { x: 0, y: 0 }, end: { x: 0, y: 3 }, seat, flip: true });
    for (const p of up) expect(p.facing).toBeCloseTo(0, 9);
  });

  it('spaces chairs on an arc by arc length, each on the circle and facing its centre', () => {
    // Chord 8, sagitta 2: radius (16 + 4) / 4 = 5, centre (4, 3) left of +x.
    const row = chairRow({ start: { x: 0, y: 0 }, end: { x: 8, y: 0 }, seat, bend: 2 });
    const r = 5;
    const arcLength = r * 4 * Math.atan(4 / 8);
    expect(row).toHaveLength(Math.floor((arcLength - 0.5) / 0.65) + 1);
    for (const p of row) {
      expect(Math.hypot(p.x - 4, p.y - 3)).toBeCloseTo(r, 9);
      expect(p.facing).toBeCloseTo(Math.atan2(3 - p.y, 4 - p.x), 9);
      expect(p.y).toBeLessThanOrEqual(1e-9);
    }
    for (const g of gaps(row)) expect(g).toBeCloseTo(2 * r * Math.sin(0.65 / (2 * r)), 9);
    const last = row[row.length - 1] as Placement2D;
    expect(Math.atan2(last.y - 3, last.x - 4)).toBeLessThan(Math.atan2(-3, 4));
  });

  it('bends the other way for a negative sagitta, still facing left of start → end, and flips', () => {
    const row = chairRow({ start: { x: 0, y: 0 }, end: { x: 8, y: 0 }, seat, bend: -2, count: 3 });
    const flipped = chairRow({
      start: { x: 0, y: 0 },
      end: { x: 8, y: 0 },
      seat,
      bend: -2,
      count: 3,
      flip: true,
    });
    for (const [i, p] of row.entries()) {
      expect(Math.hypot(p.x - 4, p.y + 3)).toBeCloseTo(5, 9);
      expect(p.y).toBeGreaterThan(0);
      // Away from the centre (4, -3), which is the left side of travel here.
      expect(p.facing).toBeCloseTo(Math.atan2(p.y + 3, p.x - 4), 9);
      expect(Math.cos((flipped[i] as Placement2D).facing - p.facing)).toBeCloseTo(-1, 9);
    }
  });
});

describe('bendThrough', () => {
  const start = { x: 0, y: 0 };
  const end = { x: 6, y: 0 };

  it('is the sagitta of the circle through the three points, positive on the right of start → end', () => {
    // Right of (0,0) → (6,0) is -y: the circle through (3, -1.5) has its centre at (3, 2.25), radius 3.75.
    expect(bendThrough(start, end, { x: 3, y: -1.5 })).toBeCloseTo(1.5, 9);
    expect(bendThrough(start, end, { x: 3, y: 1.5 })).toBeCloseTo(-1.5, 9);
    // A point off the middle on the same circle gives the same arc.
    expect(bendThrough(start, end, { x: 0.75, y: -0.75 })).toBeCloseTo(1.5, 9);
    // The row chairRow makes with it runs through the clicked point's circle.
    const seats = chairRow({ start, end, seat: { width: 0.45, depth: 0.47 }, bend: 1.5 });
    for (const s of seats) expect(Math.hypot(s.x - 3, s.y - 2.25)).toBeCloseTo(3.75, 9);
  });

  it('keeps a row straight for a point all but on the line, and bends it a half circle at most', () => {
    expect(bendThrough(start, end, { x: 2, y: 0.02 })).toBe(0);
    expect(bendThrough(start, end, { x: 3, y: -40 })).toBeCloseTo(3, 9);
    expect(bendThrough(start, start, { x: 1, y: 1 })).toBe(0);
  });
});
