/**
 * Levelling a scene that has no known up: a RANSAC plane fit over the splat centres that looks only for
 * floors (a plane near the current up with almost nothing below it, so walls, table tops and the ceiling
 * lose however many splats they hold), refined by least squares over its inliers. Also the plane
 * through three picked points, for a user who wants to set the floor by hand.
 */

import { cross, dot, length, normalize, scale, sub } from '#venue/vec.ts';
import type { SceneFrame, Vec3 } from '../../protocol/index.ts';
import { robustBounds } from '../scene/framing.ts';
import { seededRandom } from '../seeded-random.ts';

export interface FloorFitOptions {
  /** Which way is roughly up now (the camera's up): the floor's normal stays within maxTiltDeg of it. */
  hintUp: Vec3;
  maxTiltDeg?: number;
  iterations?: number;
  /** Inlier distance, in scene units; by default 1 % of the scene's robust size. */
  threshold?: number;
  /** Share of the points that may lie below a floor (floaters, noise under the surface). */
  maxBelow?: number;
  /** Random numbers in [0, 1); seeded by default so a fit is repeatable. */
  random?: () => number;
  /** Points used at most (an even sample of the rest). */
  maxPoints?: number;
}

export interface FloorFit {
  up: Vec3;
  floor: number;
  inliers: number;
  inlierRatio: number;
}

function point(centers: Float32Array, i: number): Vec3 {
  return [centers[i * 3] as number, centers[i * 3 + 1] as number, centers[i * 3 + 2] as number];
}

function evenSample(centers: Float32Array, max: number): Float32Array {
  const count = Math.floor(centers.length / 3);
  if (count <= max) return centers;
  const out = new Float32Array(max * 3);
  for (let i = 0; i < max; i++) out.set(point(centers, Math.floor((i * count) / max)), i * 3);
  return out;
}

/** The unit normal of the least-squares plane through points (smallest eigenvector of their covariance). */
export function leastSquaresNormal(points: readonly Vec3[], hint: Vec3): { normal: Vec3; centroid: Vec3 } {
  const n = points.length;
  const c: Vec3 = [0, 0, 0];
  for (const p of points) for (let k = 0; k < 3; k++) c[k] = (c[k] as number) + (p[k] as number) / n;
  let xx = 0;
  let xy = 0;
  let xz = 0;
  let yy = 0;
  let yz = 0;
  let zz = 0;
  for (const p of points) {
    const [x, y, z] = sub(p, c);
    xx += x * x;
    xy += x * y;
    xz += x * z;
    yy += y * y;
    yz += y * z;
    zz += z * z;
  }
  // Power iteration on (trace·I − C): its largest eigenvector is C's smallest.
  const t = xx + yy + zz;
  let v: Vec3 = normalize(hint);
  for (let i = 0; i < 60; i++) {
    const next: Vec3 = [
      (t - xx) * v[0] - xy * v[1] - xz * v[2],
      -xy * v[0] + (t - yy) * v[1] - yz * v[2],
      -xz * v[0] - yz * v[1] + (t - zz) * v[2],
    ];
    if (length(next) === 0) break;
    v = normalize(next);
  }
  return { normal: dot(v, hint) < 0 ? scale(v, -1) : v, centroid: c };
}

export function fitFloor(allCenters: Float32Array, options: FloorFitOptions): FloorFit | null {
  const centers = evenSample(allCenters, options.maxPoints ?? 40_000);
  const count = Math.floor(centers.length / 3);
  if (count < 3) return null;
  const hint = normalize(options.hintUp);
  const threshold = options.threshold ?? robustBounds(centers).radius * 0.01;
  const cosTilt = Math.cos(((options.maxTiltDeg ?? 45) * Math.PI) / 180);
  const maxBelow = options.maxBelow ?? 0.05;
  const random = options.random ?? seededRandom(7);
  const iterations = options.iterations ?? 400;

  let best: { normal: Vec3; offset: number; inliers: number } | null = null;
  for (let it = 0; it < iterations; it++) {
    const a = point(centers, Math.floor(random() * count));
    const b = point(centers, Math.floor(random() * count));
    const c = point(centers, Math.floor(random() * count));
    let normal = cross(sub(b, a), sub(c, a));
    if (length(normal) < 1e-12) continue;
    normal = normalize(normal);
    if (dot(normal, hint) < 0) normal = scale(normal, -1);
    if (dot(normal, hint) < cosTilt) continue;
    const offset = dot(normal, a);
    let inliers = 0;
    let below = 0;
    for (let i = 0; i < count; i++) {
      const d =
        normal[0] * (centers[i * 3] as number) +
        normal[1] * (centers[i * 3 + 1] as number) +
        normal[2] * (centers[i * 3 + 2] as number) -
        offset;
      if (Math.abs(d) <= threshold) inliers++;
      else if (d < -threshold * 3) below++;
    }
    if (below > maxBelow * count) continue;
    if (!best || inliers > best.inliers) best = { normal, offset, inliers };
  }
  if (!best) return null;

  // Least squares over the inliers, twice, the second time with half the band (walls meeting the floor
  // put splats just above it at the edges).
  let plane = { normal: best.normal, offset: best.offset };
  for (const band of [1, 0.5]) {
    const inlierPoints: Vec3[] = [];
    for (let i = 0; i < count; i++) {
      const p = point(centers, i);
      if (Math.abs(dot(plane.normal, p) - plane.offset) <= threshold * band) inlierPoints.push(p);
    }
    if (inlierPoints.length < 3) break;
    const { normal, centroid } = leastSquaresNormal(inlierPoints, plane.normal);
    plane = { normal, offset: dot(normal, centroid) };
  }
  return { up: plane.normal, floor: plane.offset, inliers: best.inliers, inlierRatio: best.inliers / count };
}

/** The floor through three picked points, its normal on the side of `hintUp`; null when they are in a line. */
export function floorFromPoints(a: Vec3, b: Vec3, c: Vec3, hintUp: Vec3): { up: Vec3; floor: number } | null {
  const normal = cross(sub(b, a), sub(c, a));
  const size = Math.max(length(sub(b, a)), length(sub(c, a)));
  if (length(normal) <= 1e-9 * size * size || size === 0) return null;
  let up = normalize(normal);
  if (dot(up, hintUp) < 0) up = scale(up, -1);
  return { up, floor: dot(up, a) };
}

/** The frame after levelling: the new up and floor, the scale kept. */
export const levelledFrame = (
  frame: SceneFrame,
  fit: { up: Vec3; floor: number },
  by: SceneFrame['levelledBy'],
): SceneFrame => ({ ...frame, up: fit.up, floor: fit.floor, levelledBy: by });
