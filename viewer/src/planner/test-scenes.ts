/**
 * Synthetic rooms for the planner's unit tests: splat centres of a box-shaped room of known size (floor,
 * walls, ceiling, a table, floaters), placed in the scene by an arbitrary rotation, scale and shift,
 * as a COLMAP capture would be.
 */
import { Euler, Matrix4, Vector3 } from 'three';
import type { CameraState, Vec3 } from '../../protocol/index.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { seededRandom } from '../seeded-random.ts';

/** A renderer stand-in for the planner: an 800 × 600 canvas, these splat centres, a camera that jumps. */
export function fakeSplatScene(centers: Float32Array, camera: CameraState): SplatScene {
  let current = camera;
  return {
    canvas: { clientWidth: 800, clientHeight: 600 },
    sampleCenters: () => centers,
    getCamera: () => current,
    setCamera: (c: CameraState) => {
      current = c;
    },
    animateCamera: async (c: CameraState) => {
      current = c;
    },
    setMapControls: () => {},
    setScanOpacity: () => {},
    setBackground: () => {},
  } as unknown as SplatScene;
}

export interface RoomScene {
  centers: Float32Array;
  /** Room coordinates (meters, y up) → scene coordinates. */
  toScene(p: Vec3): Vec3;
  up: Vec3;
  /** Scene units per meter. */
  unitsPerMeter: number;
}

export function roomScene(
  options: { width?: number; depth?: number; height?: number; outliers?: number; wallPoints?: number } = {},
): RoomScene {
  const { width = 6, depth = 4, height = 3, outliers = 0.1, wallPoints = 1500 } = options;
  const random = seededRandom(42);
  const room: Vec3[] = [];
  const noise = () => (random() - 0.5) * 0.02;
  for (let i = 0; i < 5000; i++) room.push([random() * width, noise(), random() * depth]);
  for (let i = 0; i < 2500; i++) room.push([random() * width, height + noise(), random() * depth]);
  for (let i = 0; i < wallPoints; i++) {
    room.push([noise(), random() * height, random() * depth]);
    room.push([width + noise(), random() * height, random() * depth]);
    room.push([random() * width, random() * height, noise()]);
    room.push([random() * width, random() * height, depth + noise()]);
  }
  for (let i = 0; i < 1200; i++) room.push([2 + random(), 0.75 + noise(), 1 + random() * 2]);
  const clean = room.length;
  for (let i = 0; i < clean * outliers; i++)
    room.push([random() * width, random() * height * 1.2, random() * depth]);
  for (let i = 0; i < clean * 0.01; i++) room.push([random() * width, -random() * 0.5, random() * depth]);

  const unitsPerMeter = 0.37;
  const matrix = new Matrix4()
    .makeRotationFromEuler(new Euler(0.7, -0.4, 2.3))
    .scale(new Vector3(unitsPerMeter, unitsPerMeter, unitsPerMeter))
    .setPosition(1.5, -2, 4);
  const toScene = (p: Vec3): Vec3 => {
    const v = new Vector3(...p).applyMatrix4(matrix);
    return [v.x, v.y, v.z];
  };
  const centers = new Float32Array(room.length * 3);
  room.forEach((p, i) => {
    centers.set(toScene(p), i * 3);
  });
  const o = new Vector3(...toScene([0, 0, 0]));
  const u = new Vector3(...toScene([0, 1, 0])).sub(o).normalize();
  return { centers, toScene, up: [u.x, u.y, u.z], unitsPerMeter };
}
