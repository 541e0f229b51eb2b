/** Footprints: overlap (touching is fine), inside a polygon with a margin, and the grid search for overlaps. */
import { describe, expect, it } from 'vitest';
import { ellOf, rectangle } from '../test-fixtures.ts';
import {
  type Footprint,
  footprintInside,
  footprintOf,
  footprintsOverlap,
  overlappingIndices,
} from './footprints.ts';

const seat = { width: 0.5, depth: 0.4 };
const chair = (x: number, y: number, facing = 0) => footprintOf({ role: 'seat', x, y, facing }, seat);
const round = (x: number, y: number, diameter: number) =>
  footprintOf({ role: 'table', x, y, facing: 0 }, { width: diameter, depth: diameter }, 'round');
const square = rectangle(10, 10);
// An L: the square less its top-right 5 × 5 quarter, clockwise.
const ell = ellOf(10);

describe('footprints', () => {
  it('turns a seat to its facing: depth along it, width across', () => {
    expect(chair(1, 2, Math.PI / 2)).toEqual({
      kind: 'rectangle',
      x: 1,
      y: 2,
      facing: Math.PI / 2,
      halfWidth: 0.25,
      halfDepth: 0.2,
    });
    // Facing +y, the chair is 0.5 wide along x: one at x + 0.5 touches, x + 0.49 overlaps.
    expect(footprintsOverlap(chair(0, 0, Math.PI / 2), chair(0.5, 0, Math.PI / 2))).toBe(false);
    expect(footprintsOverlap(chair(0, 0, Math.PI / 2), chair(0.49, 0, Math.PI / 2))).toBe(true);
    expect(footprintsOverlap(chair(0, 0), chair(0.39, 0))).toBe(true);
  });

  it('overlaps turned rectangles and circles only where they really meet', () => {
    // A chair turned 45° at (0.55, 0): its nearest corner reaches 0.55 − 0.32 = 0.23 along x, clear of 0.2.
    expect(footprintsOverlap(chair(0, 0), chair(0.55, 0, Math.PI / 4))).toBe(false);
    expect(footprintsOverlap(chair(0, 0), chair(0.5, 0, Math.PI / 4))).toBe(true);
    expect(footprintsOverlap(round(0, 0, 2), round(2, 0, 2))).toBe(false);
    expect(footprintsOverlap(round(0, 0, 2), round(1.99, 0, 2))).toBe(true);
    expect(footprintsOverlap(round(0, 0, 2), chair(1.2, 0))).toBe(false);
    expect(footprintsOverlap(chair(1.19, 0), round(0, 0, 2))).toBe(true);
    // Near the rectangle's corner the circle must reach the corner itself.
    expect(footprintsOverlap(round(0.2 + 0.3, 0.25 + 0.3, 0.8), chair(0, 0))).toBe(false);
    expect(footprintsOverlap(round(0.2 + 0.28, 0.25 + 0.28, 0.8), chair(0, 0))).toBe(true);
  });

  it('keeps a margin from every edge of a convex or concave polygon, either way round', () => {
    expect(footprintInside(chair(0.2, 5), square)).toBe(true);
    expect(footprintInside(chair(0.2, 5), square, 0.9)).toBe(false);
    expect(footprintInside(chair(1.1, 5), square, 0.9)).toBe(true);
    expect(footprintInside(chair(1.09, 5), square, 0.9)).toBe(false);
    expect(footprintInside(chair(1.1, 5), [...square].reverse(), 0.9)).toBe(true);
    expect(footprintInside(round(5, 5, 2), square, 4)).toBe(true);
    expect(footprintInside(round(5, 5, 2), square, 4.01)).toBe(false);
    // In the L: clear of the reflex corner (5, 5) only when the whole chair is.
    expect(footprintInside(chair(6, 4), ell, 0.5)).toBe(true);
    expect(footprintInside(chair(5.5, 5.5), ell)).toBe(false);
    expect(footprintInside(chair(5.1, 5.1), ell)).toBe(false);
    expect(footprintInside(chair(4.5, 4.5, Math.PI / 4), ell, 0.1)).toBe(true);
    expect(footprintInside(round(4.5, 4.5, 1.5), ell)).toBe(false);
  });

  it('finds every footprint that overlaps another', () => {
    // Facing +x a chair is 0.4 deep along x: 0.4 apart they touch, 0.3 apart they overlap.
    const items: Footprint[] = [chair(0, 0), chair(0.3, 0), chair(0.6, 0), chair(5, 5), round(5, 5.9, 1.5)];
    expect([...overlappingIndices(items)].sort()).toEqual([0, 1, 2, 3, 4]);
    const touching = [chair(0, 0), chair(0.4, 0), chair(0.8, 0), chair(5, 5), round(5, 6, 1.5)];
    expect(overlappingIndices(touching).size).toBe(0);
    expect(overlappingIndices([chair(0, 0), chair(0.3, 0), chair(3, 0)])).toEqual(new Set([0, 1]));
    expect(overlappingIndices([chair(0, 0)]).size).toBe(0);
  });

  it('checks 5,000 footprints through its grid in well under 50 ms', () => {
    // A 100 × 50 grid of chairs edge to edge, and one that overlaps its neighbour.
    const items: Footprint[] = [];
    for (let i = 0; i < 100; i++) for (let j = 0; j < 50; j++) items.push(chair(i * 0.4, j * 0.5));
    items[4999] = chair(99 * 0.4, 48.8 * 0.5);
    // Warmed up first: the bound is for the compiled code, not the first interpreted run.
    for (let k = 0; k < 3; k++) overlappingIndices(items);
    const times = [0, 1, 2].map(() => {
      const start = performance.now();
      expect(overlappingIndices(items)).toEqual(new Set([4998, 4999]));
      return performance.now() - start;
    });
    expect(Math.min(...times)).toBeLessThan(50);
  });
});
