/**
 * The default camera when the bundle has none: framed on a robust bound of the splats (the 2nd–98th
 * percentile per axis), so a few stray floaters far away do not shrink the scene to a dot.
 */
import { type CameraState, DEFAULT_FOV, type Vec3 } from '../../protocol/index.ts';

function percentile(sorted: Float32Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round((sorted.length - 1) * p)));
  return sorted[index] as number;
}

export interface RobustBounds {
  min: Vec3;
  max: Vec3;
  center: Vec3;
  radius: number;
}

export function robustBounds(centers: Float32Array, low = 0.02, high = 0.98): RobustBounds {
  const count = Math.floor(centers.length / 3);
  const min: Vec3 = [0, 0, 0];
  const max: Vec3 = [0, 0, 0];
  for (let axis = 0; axis < 3; axis++) {
    const values = new Float32Array(count);
    for (let i = 0; i < count; i++) values[i] = centers[i * 3 + axis] as number;
    values.sort();
    min[axis] = percentile(values, low);
    max[axis] = percentile(values, high);
  }
  const center: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  const radius = Math.max(1e-3, Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2);
  return { min, max, center, radius };
}

/**
 * Captures trained from COLMAP cameras (3DGS, Luma, Polycam exports) have +y pointing down, so that is
 * the default up; a bundle's manifest camera or the `up` setting says otherwise.
 */
export const DEFAULT_UP: Vec3 = [0, -1, 0];

/** A camera looking at the bounds' centre from the front and a little above, the whole bound in view. */
export function frameCamera(bounds: RobustBounds, up: Vec3 = DEFAULT_UP, fov = DEFAULT_FOV): CameraState {
  const halfFov = ((fov / 2) * Math.PI) / 180;
  const distance = (bounds.radius / Math.sin(halfFov)) * 1.05;
  // Front (+z) and 25 % up along the up vector.
  const dir: Vec3 = [up[0] * 0.25, up[1] * 0.25, up[2] * 0.25 + 1];
  const length = Math.hypot(...dir);
  const [cx, cy, cz] = bounds.center;
  return {
    position: [
      cx + (dir[0] / length) * distance,
      cy + (dir[1] / length) * distance,
      cz + (dir[2] / length) * distance,
    ],
    target: [cx, cy, cz],
    up,
    fov,
  };
}
