import { describe, expect, it } from 'vitest';
import { add, dot, normalize, scale } from '#venue/vec.ts';
import type { Vec3 } from '../../protocol/index.ts';
import { fitFloor, floorFromPoints, leastSquaresNormal } from './floor-fit.ts';
import { roomScene } from './test-scenes.ts';

const degreesBetween = (a: Vec3, b: Vec3) =>
  (Math.acos(Math.min(1, dot(normalize(a), normalize(b)))) * 180) / Math.PI;

describe('floor fit', () => {
  it('finds the floor of a rotated, scaled room despite walls, ceiling, a table and 10 % outliers', () => {
    const room = roomScene();
    // The camera's up is only roughly right (25° off).
    const hint = normalize(add(room.up, scale(normalize([room.up[1], -room.up[0], 0]), 0.47)));
    expect(degreesBetween(hint, room.up)).toBeGreaterThan(20);
    const fit = fitFloor(room.centers, { hintUp: hint });
    expect(fit).not.toBeNull();
    expect(degreesBetween(fit?.up as Vec3, room.up)).toBeLessThan(1);
    const floorPoint = room.toScene([3, 0, 2]);
    const ceilingPoint = room.toScene([3, 3, 2]);
    expect(Math.abs(dot(fit?.up as Vec3, floorPoint) - (fit?.floor as number))).toBeLessThan(
      0.01 * room.unitsPerMeter * 3,
    );
    expect(dot(fit?.up as Vec3, ceilingPoint) - (fit?.floor as number)).toBeCloseTo(
      3 * room.unitsPerMeter,
      2,
    );
  });

  it('does not take a wall for the floor even when the wall holds more splats', () => {
    // A tall narrow room: each long wall has more splats than the floor.
    const room = roomScene({ width: 1, depth: 8, height: 8, outliers: 0, wallPoints: 8000 });
    const fit = fitFloor(room.centers, { hintUp: room.up });
    expect(degreesBetween(fit?.up as Vec3, room.up)).toBeLessThan(1);
  });

  it('gives up on too few points', () => {
    expect(fitFloor(new Float32Array([0, 0, 0, 1, 1, 1]), { hintUp: [0, 1, 0] })).toBeNull();
  });

  it('least squares recovers a plane normal on the hint side', () => {
    const points: Vec3[] = [];
    for (let i = 0; i < 50; i++) points.push([i % 7, 2 + ((i * 13) % 5) * 1e-4, Math.floor(i / 7)]);
    const { normal } = leastSquaresNormal(points, [0, -1, 0]);
    expect(normal[1]).toBeCloseTo(-1, 3);
  });
});

describe('floor from three picked points', () => {
  it('is the plane through them, its normal on the side of the old up', () => {
    const fit = floorFromPoints([0, 1, 0], [1, 1, 0], [0, 1, 1], [0.2, 0.9, 0]);
    expect(fit?.up[1]).toBeCloseTo(1, 9);
    expect(fit?.floor).toBeCloseTo(1, 9);
    const flipped = floorFromPoints([0, 1, 0], [0, 1, 1], [1, 1, 0], [0, 1, 0]);
    expect(flipped?.up[1]).toBeCloseTo(1, 9);
  });

  it('refuses three points in a line', () => {
    expect(floorFromPoints([0, 0, 0], [1, 1, 1], [2, 2, 2], [0, 1, 0])).toBeNull();
  });
});
