import { describe, expect, it } from 'vitest';
import type { SceneFrame } from '../../protocol/index.ts';
import { testChair, testRound, testSeat } from './layouts/layout-fixtures.ts';
import { layoutItems } from './layouts/layout-items.ts';
import { overlappingItems } from './overlaps.ts';
import type { Footprint } from './placed-items.ts';

const frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' };
const seat = testSeat;
const round = testRound;
const footprints: Record<string, Footprint> = {
  'chair.glb': { halfWidth: 0.2, halfDepth: 0.21 },
  'round.glb': { halfWidth: 0.762, halfDepth: 0.762 },
};
const footprint = (url: string) => footprints[url] ?? { halfWidth: 0.25, halfDepth: 0.25 };
const chair = testChair;

describe('overlapping models', () => {
  it('finds the models whose footprints overlap, and only those', () => {
    const items = [chair('a', 0, 0), chair('b', 0.3, 0), chair('c', 2, 0), chair('d', 2.4, 0)];
    // a and b overlap by 0.1 m; c and d just touch (0.4 apart, 0.4 wide).
    expect([...overlappingItems(items, frame, footprint)].sort()).toEqual(['a', 'b']);
  });

  it('counts a table set’s round table as a circle: its chairs do not overlap it', () => {
    let n = 0;
    const set = layoutItems(
      'g',
      {
        kind: 'set',
        seat,
        table: round,
        centre: [0, 0, 0],
        count: 10,
        style: 'round',
        ends: false,
        rotation: 0,
      },
      { frame, zoneBoundary: () => null, newId: () => `i${++n}` },
    );
    expect(set).toHaveLength(11);
    expect(overlappingItems(set, frame, footprint).size).toBe(0);
    // A chair dropped onto the table overlaps it.
    expect([...overlappingItems([...set, chair('x', 0.5, 0)], frame, footprint)]).toContain('x');
  });
});
