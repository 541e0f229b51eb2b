/** Seats in zones: the point-in-polygon count of seating models per zone, holes, tilted floors, the warning. */
import { describe, expect, it } from 'vitest';
import type { PlanningElement, Segmentation } from '#venue/documents.ts';
import { zoneThrough } from '#venue/test-fixtures.ts';
import { overCapacityZones, seatsByZone, seatsText } from './seats.ts';

const chairAt = (id: string, x: number, z: number, y = 0): PlanningElement => ({
  id,
  type: 'chair',
  category: 'Seating',
  position: { x, y, z },
});
const tableAt = (id: string, x: number, z: number): PlanningElement => ({
  id,
  type: 'table',
  category: 'Tables',
  position: { x, y: 0, z },
});
const square = (
  id: string,
  x0: number,
  z0: number,
  size: number,
  holes: number[][][] = [],
): Segmentation => ({
  id,
  geometry: {
    boundary: [
      { x: x0, y: 0, z: z0 },
      { x: x0 + size, y: 0, z: z0 },
      { x: x0 + size, y: 0, z: z0 + size },
      { x: x0, y: 0, z: z0 + size },
    ],
    holes: holes.map((ring) => ({ points: ring.map(([x, z]) => ({ x, y: 0, z })) })),
  },
});

describe('zones over capacity', () => {
  it('are those with more seats inside than their max seated', () => {
    const full = { ...square('full', 0, 0, 5), properties: { capacity: { maxSeated: 1 } } };
    const roomy = { ...square('roomy', 10, 0, 5), properties: { capacity: { maxSeated: 4 } } };
    const chairs = [chairAt('1', 1, 1), chairAt('2', 2, 2), chairAt('3', 11, 1)];
    expect([...overCapacityZones([full, roomy], chairs)]).toEqual(['full']);
  });
});

describe('seats by zone', () => {
  it('counts only seating models inside each zone', () => {
    const zones = [square('a', 0, 0, 5), square('b', 10, 0, 5)];
    const elements = [
      chairAt('1', 1, 1),
      chairAt('2', 4, 4),
      chairAt('3', 11, 2),
      chairAt('4', 7, 2),
      tableAt('t', 2, 2),
    ];
    const counts = seatsByZone(zones, elements);
    expect(counts.get('a')).toBe(2);
    expect(counts.get('b')).toBe(1);
  });

  it('leaves out the seats in a zone’s holes', () => {
    const zones = [
      square('a', 0, 0, 10, [
        [
          [4, 4],
          [6, 4],
          [6, 6],
          [4, 6],
        ],
      ]),
    ];
    expect(seatsByZone(zones, [chairAt('1', 5, 5), chairAt('2', 1, 1)]).get('a')).toBe(1);
  });

  it('projects on the floor of the scene’s up: the height of a seat does not matter', () => {
    // Up is +z here: the floor is the x/y plane.
    const zone = zoneThrough('z', [
      [0, 0, 0],
      [2, 0, 0],
      [2, 2, 0],
      [0, 2, 0],
    ]);
    const seat: PlanningElement = { id: 's', category: 'Seating', position: { x: 1, y: 1, z: 0.4 } };
    expect(seatsByZone([zone], [seat], [0, 0, 1]).get('z')).toBe(1);
    expect(seatsByZone([zone], [seat], [0, 1, 0]).get('z')).toBe(0);
  });

  it('says "seats / capacity" and warns when over', () => {
    expect(seatsText(8, 10)).toEqual({ text: '8 / 10', warning: null });
    expect(seatsText(10, 10).warning).toBeNull();
    expect(seatsText(12, 10).warning).toBe("2 seats over this zone's capacity");
    expect(seatsText(1, 0).warning).toBe("1 seat over this zone's capacity");
  });
});
