/**
 * Viewpoints and special cameras: a viewpoint from the current camera (venue-planner §3: name 'View N',
 * dir = target − position, fov 60), the camera that shows a viewpoint, the camera that frames an object,
 * and the overview: a top-down camera at a given height above the floor.
 */

import { dropToFloor, floorBasis, fromMeters, type SceneFrame } from '#venue/frame.ts';
import { add, distance, normalize, scale, sub } from '#venue/vec.ts';
import { type CameraState, DEFAULT_FOV, type Vec3 } from '../../protocol/index.ts';

export interface ViewpointData {
  id: string;
  name: string;
  position: { x: number; y: number; z: number };
  dir: { x: number; y: number; z: number };
  fov: number;
}

export function viewpointFromCamera(camera: CameraState, id: string, existing: number): ViewpointData {
  const dir = sub(camera.target, camera.position);
  return {
    id,
    name: `View ${existing + 1}`,
    position: { x: camera.position[0], y: camera.position[1], z: camera.position[2] },
    dir: { x: dir[0], y: dir[1], z: dir[2] },
    fov: DEFAULT_FOV,
  };
}

export function cameraFromViewpoint(viewpoint: ViewpointData, up: Vec3): CameraState {
  const position: Vec3 = [viewpoint.position.x, viewpoint.position.y, viewpoint.position.z];
  const dir: Vec3 = [viewpoint.dir.x, viewpoint.dir.y, viewpoint.dir.z];
  return { position, target: add(position, dir), up, fov: viewpoint.fov || DEFAULT_FOV };
}

/** Looks at the points' centre from where the camera looks now, near enough that they fill the view. */
export function frameObjectCamera(points: readonly Vec3[], camera: CameraState): CameraState | null {
  if (points.length === 0) return null;
  const center: Vec3 = scale(
    points.reduce<Vec3>((s, p) => add(s, p), [0, 0, 0]),
    1 / points.length,
  );
  const radius = Math.max(...points.map((p) => distance(p, center)), 1e-3);
  const halfFov = ((camera.fov / 2) * Math.PI) / 180;
  const back = normalize(sub(camera.position, camera.target));
  const dir = back[0] === 0 && back[1] === 0 && back[2] === 0 ? ([0, 0, 1] as Vec3) : back;
  const dist = (radius / Math.sin(halfFov)) * 1.3;
  return { ...camera, target: center, position: add(center, scale(dir, dist)) };
}

/**
 * The overview camera: straight down from `heightMeters` above the floor point under `center` (an
 * uncalibrated scene counts one unit as one meter; never closer than a hair above the floor).
 */
export function overviewCamera(
  frame: SceneFrame,
  center: Vec3,
  heightMeters: number,
  fov = DEFAULT_FOV,
): CameraState {
  const { v, n } = floorBasis(frame);
  const ground = dropToFloor(frame, center);
  const height = Math.max(fromMeters(frame, heightMeters), fromMeters(frame, 0.1));
  return { position: add(ground, scale(n, height)), target: ground, up: scale(v, -1), fov };
}
