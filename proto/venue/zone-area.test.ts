/** A zone's area from its boundary and the stored scene frame, and the capacities suggested from it. */
import { describe, expect, it } from 'vitest';
import type { Segmentation, VenueCore } from './documents.ts';
import { zoneThrough } from './test-fixtures.ts';
import { acceptedCapacity, capacitySuggestions, zoneArea } from './zone-area.ts';

/** A 10 × 20 unit rectangle on the floor y = 0. */
const zone = zoneThrough('z1', [
  [0, 0, 0],
  [10, 0, 0],
  [10, 0, 20],
  [0, 0, 20],
]);
const frame = (metersPerUnit: number): NonNullable<VenueCore['sceneFrame']> => ({
  up: { x: 0, y: 1, z: 0 },
  floor: 0,
  metersPerUnit,
  levelledBy: 'fit',
});

describe('zone area', () => {
  it('is in m² or ft² once the scene has a scale', () => {
    // 200 units² at 0.5 m per unit = 50 m² = 538.20 ft².
    expect(zoneArea(zone, frame(0.5), 'meters')).toEqual({ squareMeters: 50, text: '50.00 m²' });
    expect(zoneArea(zone, frame(0.5), 'feet').text).toBe('538.20 ft²');
  });

  it('says it is uncalibrated before the scene has a scale', () => {
    expect(zoneArea(zone, frame(0), 'meters')).toEqual({
      squareMeters: null,
      text: '200.00 units² (uncalibrated)',
    });
    expect(zoneArea(zone, undefined, 'feet').squareMeters).toBeNull();
  });

  it('measures the footprint along the stored up, whatever the scene axes', () => {
    const tilted: Segmentation = {
      geometry: { boundary: zone.geometry?.boundary?.map((p) => ({ x: p.x, y: p.z, z: 0 })) },
    };
    const upZ = { ...frame(1), up: { x: 0, y: 0, z: 1 } };
    expect(zoneArea(tilted, upZ, 'meters').squareMeters).toBeCloseTo(200, 6);
  });
});

describe('capacity suggestions', () => {
  it('divide the area by the density of each layout, in whole guests', () => {
    // 1,200 ft²: banquet 12 → 100, theatre 10 → 120, classroom 18 → 66, cocktail 8 → 150, standing 5 → 240.
    const squareMeters = 1200 * 0.3048 ** 2;
    const rows = capacitySuggestions(squareMeters, 'feet');
    expect(rows.map((r) => [r.label, r.perGuest, r.guests, r.field])).toEqual([
      ['Banquet', '12 ft²', 100, 'maxSeated'],
      ['Theatre', '10 ft²', 120, 'maxSeated'],
      ['Classroom', '18 ft²', 66, 'maxSeated'],
      ['Cocktail', '8 ft²', 150, 'maxStanding'],
      ['Standing', '5 ft²', 240, 'maxStanding'],
    ]);
    expect(capacitySuggestions(squareMeters, 'meters').map((r) => r.perGuest)).toEqual([
      '1.11 m²',
      '0.93 m²',
      '1.67 m²',
      '0.74 m²',
      '0.46 m²',
    ]);
  });

  it('accepting fills the four capacity fields as a newly drawn zone gets them', () => {
    expect(acceptedCapacity(1200 * 0.3048 ** 2)).toEqual({
      maxSeated: 120,
      recommendedSeated: 100,
      maxStanding: 240,
      recommendedStanding: 150,
    });
  });
});
