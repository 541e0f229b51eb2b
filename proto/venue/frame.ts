/**
 * The scene frame (up, floor plane, scale) and what follows from it: floor-plane coordinates, heights,
 * lengths and areas in meters. Until a scene is calibrated, `metersPerUnit` is null and every
 * measurement says it is uncalibrated.
 */
import type { SceneFrame, Vec3 } from '#protocol/index.ts';
import { cross, dot, normalize, scale, sub } from './vec.ts';

export type { SceneFrame };

/**
 * Before any levelling: the camera's up and a floor under almost every splat (the 2nd percentile along
 * up), so floor picking works on a fresh scene.
 */
export function defaultFrame(centers: Float32Array, up: Vec3): SceneFrame {
  const n = normalize(up);
  const count = Math.floor(centers.length / 3);
  const heights = new Float32Array(count);
  for (let i = 0; i < count; i++)
    heights[i] = dot(n, [
      centers[i * 3] as number,
      centers[i * 3 + 1] as number,
      centers[i * 3 + 2] as number,
    ]);
  heights.sort();
  const floor = count > 0 ? (heights[Math.floor((count - 1) * 0.02)] as number) : 0;
  return { up: n, floor, metersPerUnit: null, levelledBy: 'default' };
}

/** Two unit vectors spanning the floor plane: with `up` they form a right-handed basis (u × up = v). */
export function floorBasis(frame: SceneFrame): { u: Vec3; v: Vec3; n: Vec3 } {
  const n = normalize(frame.up);
  const ref: Vec3 = Math.abs(n[0]) < 0.9 ? [1, 0, 0] : [0, 0, 1];
  const u = normalize(sub(ref, scale(n, dot(n, ref))));
  const v = cross(u, n);
  return { u, v, n };
}

/** Height of a point above the floor, in scene units. */
export const heightAboveFloor = (frame: SceneFrame, p: Vec3) => dot(normalize(frame.up), p) - frame.floor;

/** The point straight below (or above) `p` on the floor. */
export function dropToFloor(frame: SceneFrame, p: Vec3): Vec3 {
  const n = normalize(frame.up);
  return sub(p, scale(n, heightAboveFloor(frame, p)));
}

/** A point's coordinates in the floor plane (u, v), in scene units. */
export function toFloor2D(frame: SceneFrame, p: Vec3): [number, number] {
  const { u, v } = floorBasis(frame);
  return [dot(p, u), dot(p, v)];
}

/** Scene units → meters, or null when the scene has no scale yet. */
export const toMeters = (frame: SceneFrame, sceneLength: number) =>
  frame.metersPerUnit === null ? null : sceneLength * frame.metersPerUnit;

export const toSquareMeters = (frame: SceneFrame, sceneArea: number) =>
  frame.metersPerUnit === null ? null : sceneArea * frame.metersPerUnit ** 2;

/** Meters → scene units; an uncalibrated scene counts one unit as one meter. */
export const fromMeters = (frame: SceneFrame, meters: number) => meters / (frame.metersPerUnit ?? 1);
