import { describe, expect, it } from 'vitest';
import {
  capacityFor,
  suggestedAnnotationCapacity,
  suggestedCapacities,
  suggestedZoneCapacity,
} from '#venue/capacity.ts';
import { defaultFrame, dropToFloor, heightAboveFloor, toMeters, toSquareMeters } from '#venue/frame.ts';
import { floorArea, insidePolygon, pathLength, polygonArea2D } from '#venue/geometry.ts';
import { formatArea, formatLength, metersTo, toMetersFrom } from '#venue/units.ts';
import type { SceneFrame } from '../../protocol/index.ts';

const tilted: SceneFrame = { up: [0, 0, 1], floor: 2, metersPerUnit: 0.5, levelledBy: 'fit' };

describe('lengths and areas', () => {
  it('sums path lengths, closing a loop when asked', () => {
    const square = [
      [0, 0, 0],
      [3, 0, 0],
      [3, 4, 0],
    ] as const;
    expect(pathLength(square.map((p) => [...p]) as never)).toBe(7);
    expect(pathLength(square.map((p) => [...p]) as never, true)).toBe(12);
  });

  it('measures a polygon on the floor, whatever its height above it', () => {
    // A 4 × 3 rectangle on a floor whose up is +z, corners at different heights.
    const area = floorArea(tilted, [
      [0, 0, 2],
      [4, 0, 5],
      [4, 3, 2],
      [0, 3, 9],
    ]);
    expect(area).toBeCloseTo(12, 9);
    expect(toSquareMeters(tilted, area)).toBeCloseTo(3, 9);
    expect(
      polygonArea2D([
        [0, 0],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(0.5);
  });

  it('knows inside from outside', () => {
    const square: Array<[number, number]> = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ];
    expect(insidePolygon(1, 1, square)).toBe(true);
    expect(insidePolygon(3, 1, square)).toBe(false);
  });

  it('has no meters before calibration', () => {
    const frame = defaultFrame(new Float32Array([0, 0, 0, 0, 5, 0]), [0, 2, 0]);
    expect(frame.up).toEqual([0, 1, 0]);
    expect(toMeters(frame, 3)).toBeNull();
    expect(toMeters(tilted, 3)).toBe(1.5);
    expect(heightAboveFloor(tilted, [1, 1, 7])).toBe(5);
    expect(dropToFloor(tilted, [1, 1, 7])).toEqual([1, 1, 2]);
  });
});

describe('units', () => {
  it('writes lengths in meters or feet and inches, areas with two decimals', () => {
    expect(formatLength(3.048, 1, 'meters')).toBe('3.05 m');
    expect(formatLength(3.048, 1, 'feet')).toBe(`10' 0"`);
    expect(formatArea(10, 1, 'meters')).toBe('10.00 m²');
    expect(formatArea(10, 1, 'feet')).toBe('107.64 ft²');
    expect(metersTo(1, 'feet')).toBeCloseTo(3.28084, 5);
    expect(toMetersFrom(10, 'feet')).toBeCloseTo(3.048, 9);
  });

  it('says a measurement is uncalibrated until the scene has a scale', () => {
    expect(formatLength(null, 1.234, 'feet')).toBe('1.23 units (uncalibrated)');
    expect(formatArea(null, 2, 'meters')).toBe('2.00 units² (uncalibrated)');
  });
});

describe('capacity', () => {
  it('suggests guests from the area and each layout density', () => {
    // 1,200 ft² (111.48 m²): banquet 12 → 100, theatre 10 → 120, classroom 18 → 66, cocktail 8 → 150, standing 5 → 240.
    const squareMeters = 1200 / 10.763910416709722;
    expect(suggestedCapacities(squareMeters)).toEqual({
      banquet: 100,
      theatre: 120,
      classroom: 66,
      cocktail: 150,
      standing: 240,
    });
    expect(suggestedZoneCapacity(squareMeters)).toEqual({
      maxSeated: 120,
      maxStanding: 240,
      recommendedSeated: 100,
      recommendedStanding: 150,
    });
    expect(suggestedAnnotationCapacity(squareMeters)).toEqual({ seated: 100, standing: 240, cocktail: 150 });
  });

  it('never suggests a negative or fractional capacity', () => {
    expect(capacityFor(0, 'banquet')).toBe(0);
    expect(capacityFor(-5, 'standing')).toBe(0);
    expect(capacityFor(Number.NaN, 'theatre')).toBe(0);
    expect(Number.isInteger(capacityFor(7.3, 'classroom'))).toBe(true);
  });
});
