/**
 * The NeRF / Instant-NGP / nerfstudio layout: a `transforms.json` with the intrinsics (`fl_x`, `fl_y`,
 * `cx`, `cy`, `w`, `h`, or `camera_angle_x`; optional OpenCV distortion `k1 k2 p1 p2`), at the top or
 * per frame, and `frames` of `{ file_path, transform_matrix }` where the matrix is camera-to-world in
 * OpenGL's axes (x right, y up, z towards the viewer). It carries no 3D points, so the Gaussians start
 * from random points in the box of the camera centres (as 3DGS does for NeRF's synthetic scenes):
 * slower to converge than from a COLMAP model.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ColmapCamera } from './colmap.ts';
import { makeView } from './dataset.ts';
import { cameraCenter } from './engine.ts';
import { loadImage } from './images.ts';
import type { PointCloud } from './init.ts';
import { Rng } from './rng.ts';
import type { View } from './types.ts';

/** Random starting points when the file names no point cloud. */
const RANDOM_POINTS = 20_000;

type Intrinsics = Partial<
  Record<
    | 'fl_x'
    | 'fl_y'
    | 'cx'
    | 'cy'
    | 'w'
    | 'h'
    | 'k1'
    | 'k2'
    | 'p1'
    | 'p2'
    | 'camera_angle_x'
    | 'camera_angle_y',
    number
  >
>;

interface Frame extends Intrinsics {
  file_path?: unknown;
  transform_matrix?: unknown;
}

function imagePath(root: string, filePath: string): string {
  const path = join(root, filePath);
  if (existsSync(path)) return path;
  // NeRF's Blender scenes name their frames without the extension.
  if (existsSync(`${path}.png`)) return `${path}.png`;
  throw new Error(`Image ${filePath} of transforms.json is not in ${root}`);
}

/** The COLMAP camera (PINHOLE, or OPENCV with distortion) of a frame, for its image's size. */
function frameCamera(k: Intrinsics, width: number, height: number): ColmapCamera {
  const w = k.w ?? width;
  const h = k.h ?? height;
  const fx = k.fl_x ?? (k.camera_angle_x === undefined ? undefined : w / 2 / Math.tan(k.camera_angle_x / 2));
  if (fx === undefined) throw new Error('transforms.json gives no focal length (fl_x or camera_angle_x)');
  const fy = k.fl_y ?? (k.camera_angle_y === undefined ? fx : h / 2 / Math.tan(k.camera_angle_y / 2));
  const cx = k.cx ?? w / 2;
  const cy = k.cy ?? h / 2;
  const d = [k.k1 ?? 0, k.k2 ?? 0, k.p1 ?? 0, k.p2 ?? 0];
  return d.some((v) => v !== 0)
    ? { id: 0, model: 'OPENCV', width: w, height: h, params: [fx, fy, cx, cy, ...d] }
    : { id: 0, model: 'PINHOLE', width: w, height: h, params: [fx, fy, cx, cy] };
}

/** Camera-to-world in OpenGL axes → COLMAP's world-to-camera (R row-major, t). */
function worldToCamera(c2w: number[][]): { R: number[]; t: number[] } {
  // OpenCV's camera axes are OpenGL's with y and z flipped: negate the second and third columns.
  const col = (j: number) => [0, 1, 2].map((i) => ((c2w[i]?.[j] as number) ?? 0) * (j === 0 ? 1 : -1));
  const x = col(0);
  const y = col(1);
  const z = col(2);
  const centre = [0, 1, 2].map((i) => (c2w[i]?.[3] as number) ?? 0);
  const R = [...x, ...y, ...z]; // the columns of the camera-to-world rotation are the rows of its inverse
  const t = [x, y, z].map((row) => -row.reduce((s, v, i) => s + v * (centre[i] as number), 0));
  return { R, t };
}

function randomPoints(views: View[], seed: number): PointCloud {
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (const v of views) {
    const c = cameraCenter(v.camera);
    for (let i = 0; i < 3; i++) {
      lo[i] = Math.min(lo[i] as number, c[i] as number);
      hi[i] = Math.max(hi[i] as number, c[i] as number);
    }
  }
  const rng = new Rng(seed);
  const xyz = new Float64Array(3 * RANDOM_POINTS);
  const rgb = new Uint8Array(3 * RANDOM_POINTS);
  for (let p = 0; p < RANDOM_POINTS; p++) {
    for (let i = 0; i < 3; i++) {
      xyz[3 * p + i] = rng.range(lo[i] as number, hi[i] as number);
      rgb[3 * p + i] = Math.floor(rng.range(0, 256));
    }
  }
  return { xyz, rgb };
}

export function loadTransforms(
  file: string,
  scale = 1,
  maxSide = Infinity,
): { views: View[]; points: PointCloud } {
  let doc: Intrinsics & { frames?: unknown };
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(doc.frames) || doc.frames.length === 0) throw new Error(`${file} has no frames`);
  const root = dirname(file);
  const frames = [...(doc.frames as Frame[])].sort((a, b) =>
    String(a.file_path) < String(b.file_path) ? -1 : String(a.file_path) > String(b.file_path) ? 1 : 0,
  );
  const views = frames.map((frame, i) => {
    const m = frame.transform_matrix;
    if (typeof frame.file_path !== 'string' || !Array.isArray(m) || m.length < 3)
      throw new Error(`Frame ${i + 1} of transforms.json needs a file_path and a 4×4 transform_matrix`);
    const path = imagePath(root, frame.file_path);
    const { R, t } = worldToCamera(m as number[][]);
    const raw = loadImage(path);
    const cam = frameCamera({ ...doc, ...frame }, raw.width, raw.height);
    return makeView(frame.file_path, raw, cam, R, t, scale, maxSide);
  });
  return { views, points: randomPoints(views, 0) };
}
