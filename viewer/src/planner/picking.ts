/**
 * Picking in the splat scene: a ray from the camera through the cursor. The splat centres that project
 * within a few pixels of the cursor are weighted by opacity and closeness to the cursor, and the depth
 * where the front quarter of that weight lies is the surface (a lone floater in front does not win);
 * the picked point is on the ray at that depth. Without splats under the cursor the ray meets the
 * floor plane instead. Renderer-independent: only the camera pose and the centres are needed.
 */
import { PerspectiveCamera, Vector3 } from 'three';
import { dot, normalize } from '#venue/vec.ts';
import type { CameraState, SceneFrame, Vec3 } from '../../protocol/index.ts';

export interface View {
  camera: CameraState;
  /** Canvas size in CSS pixels. */
  width: number;
  height: number;
}

export interface Ray {
  origin: Vec3;
  direction: Vec3;
}

export interface Projector {
  /** Canvas pixels of a world point, or null when it is behind the camera. */
  toScreen(p: Vec3): [number, number] | null;
  ray(x: number, y: number): Ray;
  camera: PerspectiveCamera;
}

export function makeProjector(view: View): Projector {
  const camera = new PerspectiveCamera(view.camera.fov, view.width / Math.max(1, view.height), 0.001, 1e7);
  camera.up.set(...view.camera.up);
  camera.position.set(...view.camera.position);
  camera.lookAt(...view.camera.target);
  camera.updateMatrixWorld(true);
  camera.updateProjectionMatrix();
  const v = new Vector3();
  return {
    camera,
    toScreen(p) {
      v.set(p[0], p[1], p[2]).applyMatrix4(camera.matrixWorldInverse);
      if (v.z >= 0) return null;
      v.applyMatrix4(camera.projectionMatrix);
      return [((v.x + 1) / 2) * view.width, ((1 - v.y) / 2) * view.height];
    },
    ray(x, y) {
      const ndc = new Vector3((x / view.width) * 2 - 1, 1 - (y / view.height) * 2, 0.5);
      const dir = ndc.unproject(camera).sub(camera.position).normalize();
      return { origin: [...view.camera.position] as Vec3, direction: [dir.x, dir.y, dir.z] };
    },
  };
}

export interface SplatPick {
  point: Vec3;
  /** Distance along the view direction. */
  depth: number;
  /** Splats that took part. */
  candidates: number;
}

export interface PickOptions {
  radiusPx?: number;
  /** One opacity per centre (0–1); all 1 when absent. */
  opacities?: Float32Array;
  /** Share of the candidates' weight in front of the chosen depth. */
  frontShare?: number;
}

export function pickSplat(
  centers: Float32Array,
  x: number,
  y: number,
  view: View,
  options: PickOptions = {},
): SplatPick | null {
  const radius = options.radiusPx ?? 8;
  const projector = makeProjector(view);
  const { camera } = projector;
  const m = camera.matrixWorldInverse.elements;
  const p = camera.projectionMatrix.elements;
  const count = Math.floor(centers.length / 3);
  const sigma2 = 2 * (radius / 2) ** 2;
  const depths: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < count; i++) {
    const wx = centers[i * 3] as number;
    const wy = centers[i * 3 + 1] as number;
    const wz = centers[i * 3 + 2] as number;
    // View space (column-major matrices).
    const vx = (m[0] as number) * wx + (m[4] as number) * wy + (m[8] as number) * wz + (m[12] as number);
    const vy = (m[1] as number) * wx + (m[5] as number) * wy + (m[9] as number) * wz + (m[13] as number);
    const vz = (m[2] as number) * wx + (m[6] as number) * wy + (m[10] as number) * wz + (m[14] as number);
    if (vz >= -camera.near) continue;
    const w = -vz;
    const sx = (((p[0] as number) * vx + (p[8] as number) * vz) / w + 1) * 0.5 * view.width;
    const sy = (1 - (((p[5] as number) * vy + (p[9] as number) * vz) / w + 1) * 0.5) * view.height;
    const d2 = (sx - x) ** 2 + (sy - y) ** 2;
    if (d2 > radius * radius) continue;
    const opacity = options.opacities ? (options.opacities[i] ?? 1) : 1;
    if (opacity <= 0.02) continue;
    depths.push(w);
    weights.push(opacity * Math.exp(-d2 / sigma2));
  }
  if (depths.length === 0) return null;
  const order = depths.map((_, i) => i).sort((a, b) => (depths[a] as number) - (depths[b] as number));
  const total = weights.reduce((s, w) => s + w, 0);
  const want = total * (options.frontShare ?? 0.25);
  let sum = 0;
  let depth = depths[order[0] as number] as number;
  for (const i of order) {
    sum += weights[i] as number;
    depth = depths[i] as number;
    if (sum >= want) break;
  }
  const ray = projector.ray(x, y);
  const forward = new Vector3();
  camera.getWorldDirection(forward);
  const along = depth / dot(ray.direction, [forward.x, forward.y, forward.z]);
  return {
    point: [
      ray.origin[0] + ray.direction[0] * along,
      ray.origin[1] + ray.direction[1] * along,
      ray.origin[2] + ray.direction[2] * along,
    ],
    depth,
    candidates: depths.length,
  };
}

/** Where a ray meets the floor plane, or null when it runs parallel to it or away from it. */
export function intersectFloor(ray: Ray, frame: SceneFrame): Vec3 | null {
  const n = normalize(frame.up);
  const denom = dot(n, ray.direction);
  if (Math.abs(denom) < 1e-9) return null;
  const t = (frame.floor - dot(n, ray.origin)) / denom;
  if (t <= 0) return null;
  return [
    ray.origin[0] + ray.direction[0] * t,
    ray.origin[1] + ray.direction[1] * t,
    ray.origin[2] + ray.direction[2] * t,
  ];
}

export type PickResult = { point: Vec3; on: 'splats' | 'floor' };

/** The splats first, the floor plane when there are none under the cursor. */
export function pick(
  centers: Float32Array,
  x: number,
  y: number,
  view: View,
  frame: SceneFrame,
  options?: PickOptions,
): PickResult | null {
  const hit = centers.length > 0 ? pickSplat(centers, x, y, view, options) : null;
  if (hit) return { point: hit.point, on: 'splats' };
  const floor = intersectFloor(makeProjector(view).ray(x, y), frame);
  return floor ? { point: floor, on: 'floor' } : null;
}
