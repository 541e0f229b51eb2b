/** Theatre blocks: rows behind the front row away from the stage, centred, with aisles. */
import { describe, expect, it } from 'vitest';
import { centreAisle, chairBlock, DEFAULT_AISLE_WIDTH_M, DEFAULT_ROW_SPACING_M } from './chair-block.ts';
import type { P2, Placement2D } from './layout-types.ts';

const seat = { width: 0.5, depth: 0.5 };
const at = (seats: Placement2D[], i: number) => seats[i] as Placement2D;
/** `rows` × `columns` of the test seat, the front row centred on `front`, facing `facingPoint`. */
const block = (front: P2, facingPoint: P2, rows: number, columns: number, aisleEvery?: number) =>
  chairBlock({ front, facingPoint, rows, columns, seat, aisleEvery });

describe('chairBlock', () => {
  it('lays rows × columns away from the stage, centred on the front point, all facing the stage', () => {
    // Stage towards -y: rows go to +y, the guests' right is -x.
    const seats = block({ x: 10, y: 5 }, { x: 10, y: 0 }, 3, 4);
    expect(DEFAULT_ROW_SPACING_M).toBe(0.9);
    expect(seats).toHaveLength(12);
    expect(seats.slice(0, 4).map((s) => s.x)).toEqual([10.975, 10.325, 9.675, 9.025]);
    expect([0, 4, 8].map((i) => at(seats, i).y)).toEqual([5, 5.9, 6.8]);
    for (const s of seats) expect(s.facing).toBeCloseTo(-Math.PI / 2, 12);
  });

  it('cuts an aisle of aisleWidth clear between seats every N columns', () => {
    const seats = block({ x: 0, y: 0 }, { x: -5, y: 0 }, 2, 20, 10);
    const row = seats.slice(0, 20).map((s) => s.y);
    const clear = row.slice(1).map((y, i) => Math.abs(y - (row[i] as number)) - seat.width);
    expect(clear[9]).toBeCloseTo(DEFAULT_AISLE_WIDTH_M, 9);
    expect(clear.filter((c) => c > 0.5)).toHaveLength(1);
    for (const [i, c] of clear.entries()) if (i !== 9) expect(c).toBeCloseTo(0.15, 9);
    // Centred: the aisle's middle is on the front point.
    expect((at(seats, 9).y + at(seats, 10).y) / 2).toBeCloseTo(0, 9);
    expect(at(seats, 20).x).toBeCloseTo(0.9, 9);
  });

  it('names the centre aisle of a row', () => {
    expect(centreAisle(20)).toBe(10);
    expect(centreAisle(7)).toBe(4);
    expect(centreAisle(1)).toBe(0);
    const odd = block({ x: 0, y: 0 }, { x: 0, y: 1 }, 1, 7, centreAisle(7));
    const xs = odd.map((s) => s.x);
    const wide = xs.slice(1).filter((x, i) => Math.abs(x - (xs[i] as number)) > 1);
    expect(wide).toHaveLength(1);
  });
});
