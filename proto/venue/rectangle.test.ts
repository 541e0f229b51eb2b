/** Rectangular zones: read back from a boundary, rebuilt about their centre, in the panel's units. */
import { describe, expect, it } from 'vitest';
import type { SceneFrame, Vec3 } from '#protocol/index.ts';
import type { Segmentation, VenueCore } from './documents.ts';
import {
  rectangleCorners,
  rectangleFromDiagonal,
  rectangleOf,
  reshapedZoneBoundary,
  zoneRectangle,
} from './rectangle.ts';
import { zoneArea } from './zone-area.ts';

const flat: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 0.5, levelledBy: 'fit' };
const stored: NonNullable<VenueCore['sceneFrame']> = {
  up: { x: 0, y: 1, z: 0 },
  floor: 0,
  metersPerUnit: 0.5,
  levelledBy: 'fit',
};
const zoneOf = (boundary: Vec3[]): Segmentation => ({
  id: 'z1',
  geometry: { boundary: boundary.map(([x, y, z]) => ({ x, y, z })) },
});

describe('rectangle zones', () => {
  it('reads a drawn diagonal as a rectangle on the floor along its axes', () => {
    const r = rectangleFromDiagonal(flat, [4, 2, 0], [0, 0, 6]);
    expect(r).toEqual({ center: [2, 0, 3], width: 4, depth: 6, rotation: 0 });
  });

  it('reads back what it builds, turned or not, and refuses other shapes', () => {
    for (const rotation of [0, 30, 135, 290]) {
      const r = { center: [1, 0, -2] as Vec3, width: 5, depth: 2, rotation };
      const back = rectangleOf(flat, rectangleCorners(flat, r));
      expect(back?.width).toBeCloseTo(5, 9);
      expect(back?.depth).toBeCloseTo(2, 9);
      expect(back?.rotation).toBeCloseTo(rotation, 9);
      for (const [i, c] of (back?.center ?? []).entries()) expect(c).toBeCloseTo(r.center[i] as number, 9);
    }
    expect(
      rectangleOf(flat, [
        [0, 0, 0],
        [4, 0, 0],
        [5, 0, 3],
        [0, 0, 3],
      ]),
    ).toBeNull();
    expect(
      rectangleOf(flat, [
        [0, 0, 0],
        [4, 0, 0],
        [4, 0, 3],
      ]),
    ).toBeNull();
  });

  it('shows a zone’s size in the chosen units and reshapes it about its centre', () => {
    // 20 × 16 units at 0.5 m per unit: 10 m × 8 m.
    const zone = zoneOf(rectangleCorners(flat, { center: [10, 0, 8], width: 20, depth: 16, rotation: 0 }));
    expect(zoneRectangle(zone, stored, 'meters')).toMatchObject({
      width: 10,
      depth: 8,
      rotation: 0,
      unit: 'm',
    });
    expect(zoneRectangle(zone, stored, 'feet')?.width).toBeCloseTo(32.808, 3);
    const boundary = reshapedZoneBoundary(zone, stored, 'meters', { width: 4, depth: 2, rotation: 90 });
    const reshaped = { ...zone, geometry: { boundary: boundary ?? [] } };
    expect(zoneArea(reshaped, stored, 'meters').text).toBe('8.00 m²');
    const r = zoneRectangle(reshaped, stored, 'meters');
    expect(r?.width).toBeCloseTo(4, 9);
    expect(r?.rotation).toBeCloseTo(90, 9);
    expect(rectangleOf(flat, boundary?.map((p) => [p.x, p.y, p.z] as Vec3) ?? [])?.center[0]).toBeCloseTo(
      10,
      9,
    );
    expect(reshapedZoneBoundary(zone, stored, 'meters', { width: 0, depth: 2, rotation: 0 })).toBeNull();
  });

  it('uses scene units before calibration', () => {
    const zone = zoneOf(rectangleCorners(flat, { center: [0, 0, 0], width: 3, depth: 2, rotation: 0 }));
    expect(zoneRectangle(zone, { ...stored, metersPerUnit: 0 }, 'feet')).toMatchObject({
      width: 3,
      unit: 'units',
    });
  });
});
