import { describe, expect, it } from 'vitest';
import type { CameraState, SceneFrame } from '../../protocol/index.ts';
import { intersectFloor, makeProjector, pick, pickSplat } from './picking.ts';

const camera: CameraState = { position: [0, 1, 5], target: [0, 1, 0], up: [0, 1, 0], fov: 60 };
const view = { camera, width: 800, height: 600 };
const floor: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: null, levelledBy: 'default' };

/** A wall of splats at z = 0 (x, y in [-2, 2]), one floater at z = 3 in front of its centre. */
function wall(withFloater: boolean) {
  const points: number[] = [];
  for (let x = -2; x <= 2; x += 0.02) for (let y = -1; y <= 3; y += 0.02) points.push(x, y, 0);
  if (withFloater) points.push(0, 1, 3);
  return new Float32Array(points);
}

describe('picking', () => {
  it('projects points to the pixels the camera sees them at', () => {
    const projector = makeProjector(view);
    const [x, y] = projector.toScreen([0, 1, 0]) ?? [0, 0];
    expect(x).toBeCloseTo(400, 6);
    expect(y).toBeCloseTo(300, 6);
    expect(projector.toScreen([0, 1, 9])).toBeNull();
  });

  it('picks the surface under the cursor, not a lone floater in front of it', () => {
    const hit = pickSplat(wall(true), 400, 300, view);
    expect(hit?.point[2]).toBeCloseTo(0, 1);
    expect(hit?.point[0]).toBeCloseTo(0, 2);
    expect(hit?.point[1]).toBeCloseTo(1, 2);
  });

  it('puts the picked point on the ray through the cursor', () => {
    const projector = makeProjector(view);
    const hit = pickSplat(wall(false), 520, 210, view);
    const [x, y] = projector.toScreen(hit?.point ?? [0, 0, 0]) ?? [0, 0];
    expect(x).toBeCloseTo(520, 3);
    expect(y).toBeCloseTo(210, 3);
    expect(hit?.point[2]).toBeCloseTo(0, 1);
  });

  it('ignores transparent splats', () => {
    const centers = new Float32Array([0, 1, 2, 0, 1, 0]);
    const hit = pickSplat(centers, 400, 300, view, { opacities: new Float32Array([0, 1]) });
    expect(hit?.point[2]).toBeCloseTo(0, 6);
  });

  it('falls back to the floor plane where there are no splats', () => {
    const result = pick(new Float32Array(0), 400, 500, view, floor);
    expect(result?.on).toBe('floor');
    expect(result?.point[1]).toBeCloseTo(0, 9);
    expect(result?.point[2]).toBeGreaterThan(0);
    // Looking up, the ray never meets the floor.
    expect(intersectFloor(makeProjector(view).ray(400, 10), floor)).toBeNull();
  });
});
