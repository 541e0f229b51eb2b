/** Align and distribute: three boxes lined up on each edge, and unequal footprints spaced with equal gaps. */
import { describe, expect, it } from 'vitest';
import { box } from '../test-fixtures.ts';
import { ALIGN_LABELS, align, DISTRIBUTE_LABELS, distribute } from './align.ts';
import type { P2 } from './arrange-types.ts';

// Footprints: a x −0.5..0.5, y −0.5..0.5; b x 2..4, y 1.75..2.25; c x 0.75..1.25, y −4..−2.
// The selection spans x −0.5..4 (middle 1.75) and y −4..2.25 (middle −0.875).
const three = [box('a', 0, 0, 0.5, 0.5), box('b', 3, 2, 1, 0.25), box('c', 1, -3, 0.25, 1)];
const centres = (m: Map<string, P2>) => Object.fromEntries(m);

describe('align', () => {
  it('lines up left edges on the selection’s min x', () => {
    expect(centres(align(three, 'left'))).toEqual({
      a: { x: 0, y: 0 },
      b: { x: 0.5, y: 2 },
      c: { x: -0.25, y: -3 },
    });
  });

  it('lines up right edges on the selection’s max x', () => {
    expect(centres(align(three, 'right'))).toEqual({
      a: { x: 3.5, y: 0 },
      b: { x: 3, y: 2 },
      c: { x: 3.75, y: -3 },
    });
  });

  it('centres on the selection’s x middle', () => {
    expect(centres(align(three, 'centre'))).toEqual({
      a: { x: 1.75, y: 0 },
      b: { x: 1.75, y: 2 },
      c: { x: 1.75, y: -3 },
    });
  });

  it('lines up top edges on the selection’s max y (+y is top)', () => {
    expect(centres(align(three, 'top'))).toEqual({
      a: { x: 0, y: 1.75 },
      b: { x: 3, y: 2 },
      c: { x: 1, y: 1.25 },
    });
  });

  it('lines up bottom edges on the selection’s min y', () => {
    expect(centres(align(three, 'bottom'))).toEqual({
      a: { x: 0, y: -3.5 },
      b: { x: 3, y: -3.75 },
      c: { x: 1, y: -3 },
    });
  });

  it('puts middles on the selection’s y middle', () => {
    expect(centres(align(three, 'middle'))).toEqual({
      a: { x: 0, y: -0.875 },
      b: { x: 3, y: -0.875 },
      c: { x: 1, y: -0.875 },
    });
  });

  it('gives nothing for no boxes', () => {
    expect(align([], 'left').size).toBe(0);
  });

  it('has the planner’s labels', () => {
    expect(Object.values(ALIGN_LABELS)).toEqual(['Left', 'Centre', 'Right', 'Top', 'Middle', 'Bottom']);
    expect(Object.values(DISTRIBUTE_LABELS)).toEqual(['Horizontally', 'Vertically']);
  });
});

describe('distribute', () => {
  // Widths 1, 2, 3 and 0.5 between x −0.5 and 9: 9.5 − 6.5 = 3 m of room, so gaps of 1 m.
  const row = [
    box('d', 5, 1, 1.5, 0.1),
    box('c', 8.75, 2, 0.25, 0.1),
    box('a', 0, 3, 0.5, 0.1),
    box('b', 2, 4, 1, 0.1),
  ];

  it('spaces unequal footprints with equal gaps horizontally, the outer two staying put', () => {
    const result = distribute(row, 'horizontal');
    expect(centres(result)).toEqual({
      a: { x: 0, y: 3 },
      b: { x: 2.5, y: 4 },
      d: { x: 6, y: 1 },
      c: { x: 8.75, y: 2 },
    });
    // The gaps themselves: a ends 0.5, b 1.5..3.5, d 4.5..7.5, c starts 8.5.
    const left = (id: string) =>
      (result.get(id)?.x ?? Number.NaN) - (row.find((b) => b.id === id)?.halfWidth ?? 0);
    const right = (id: string) =>
      (result.get(id)?.x ?? Number.NaN) + (row.find((b) => b.id === id)?.halfWidth ?? 0);
    expect([left('b') - right('a'), left('d') - right('b'), left('c') - right('d')]).toEqual([1, 1, 1]);
  });

  it('spaces them vertically along y, keeping x', () => {
    const column = row.map((b) => ({ ...b, x: b.y, y: b.x, halfWidth: b.halfDepth, halfDepth: b.halfWidth }));
    expect(centres(distribute(column, 'vertical'))).toEqual({
      a: { x: 3, y: 0 },
      b: { x: 4, y: 2.5 },
      d: { x: 1, y: 6 },
      c: { x: 2, y: 8.75 },
    });
  });

  it('leaves fewer than three boxes unchanged', () => {
    expect(centres(distribute(row.slice(0, 2), 'horizontal'))).toEqual({
      d: { x: 5, y: 1 },
      c: { x: 8.75, y: 2 },
    });
  });
});
