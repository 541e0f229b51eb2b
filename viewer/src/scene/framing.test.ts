/** The default camera frames the body of the scene, not its stray floaters. */
import { describe, expect, it } from 'vitest';
import { frameCamera, robustBounds } from './framing.ts';

function cloud(points: [number, number, number][]): Float32Array {
  return new Float32Array(points.flat());
}

describe('robustBounds', () => {
  it('ignores a few far floaters', () => {
    const points: [number, number, number][] = [];
    for (let i = 0; i < 1000; i++) points.push([(i % 10) / 9, ((i / 10) % 10) / 9, (i % 7) / 6]);
    points.push([500, 500, 500], [-400, 0, 0]);
    const bounds = robustBounds(cloud(points));
    expect(bounds.max[0]).toBeLessThanOrEqual(1);
    expect(bounds.min[0]).toBeGreaterThanOrEqual(0);
    expect(bounds.center[0]).toBeCloseTo(0.5, 1);
    expect(bounds.radius).toBeLessThan(2);
  });

  it('never answers a zero radius (one point, or none)', () => {
    expect(robustBounds(cloud([[1, 2, 3]])).center).toEqual([1, 2, 3]);
    expect(robustBounds(cloud([[1, 2, 3]])).radius).toBeGreaterThan(0);
    expect(robustBounds(new Float32Array()).radius).toBeGreaterThan(0);
  });
});

describe('frameCamera', () => {
  const bounds = { min: [-1, -1, -1], max: [1, 1, 1], center: [2, 3, 4], radius: Math.sqrt(3) } as const;

  it('looks at the centre from far enough to see the whole bound', () => {
    const camera = frameCamera(
      { ...bounds, min: [...bounds.min], max: [...bounds.max], center: [2, 3, 4] },
      [0, 1, 0],
      60,
    );
    expect(camera.target).toEqual([2, 3, 4]);
    const distance = Math.hypot(camera.position[0] - 2, camera.position[1] - 3, camera.position[2] - 4);
    // The bounding sphere fits in a 60° view from distance r / sin(30°) = 2r.
    expect(distance).toBeGreaterThanOrEqual(2 * bounds.radius);
    expect(camera.fov).toBe(60);
  });

  it('stands a little above along the up vector, in front (+z)', () => {
    const camera = frameCamera({ min: [0, 0, 0], max: [0, 0, 0], center: [0, 0, 0], radius: 1 }, [0, 1, 0]);
    expect(camera.position[1]).toBeGreaterThan(0);
    expect(camera.position[2]).toBeGreaterThan(camera.position[1]);
    const down = frameCamera({ min: [0, 0, 0], max: [0, 0, 0], center: [0, 0, 0], radius: 1 });
    expect(down.up).toEqual([0, -1, 0]);
    expect(down.position[1]).toBeLessThan(0);
  });
});
