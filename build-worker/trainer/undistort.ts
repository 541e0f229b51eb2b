/**
 * Undistortion of COLMAP's distorted camera models (SIMPLE_RADIAL, RADIAL, OPENCV), so plain COLMAP
 * output trains without running image_undistorter first. The undistorted image keeps the size and the
 * pinhole intrinsics (fx, fy, cx, cy) of the distorted camera; each of its pixels is looked up in the
 * distorted image through the forward distortion model and sampled bilinearly (edge pixels repeat
 * where the lookup falls outside, e.g. for pincushion distortion).
 */
import { type ColmapCamera, ColmapError } from './colmap.ts';
import type { RgbImage } from './png.ts';

/** Brown–Conrady coefficients in COLMAP's OPENCV convention (the other models are special cases). */
export interface Distortion {
  k1: number;
  k2: number;
  p1: number;
  p2: number;
}

/** The camera's distortion, null when there is none; models the trainer cannot undo are refused. */
export function cameraDistortion(cam: ColmapCamera): Distortion | null {
  const p = cam.params;
  let d: Distortion;
  switch (cam.model) {
    case 'SIMPLE_PINHOLE':
    case 'PINHOLE':
      return null;
    case 'SIMPLE_RADIAL':
      d = { k1: p[3] as number, k2: 0, p1: 0, p2: 0 };
      break;
    case 'RADIAL':
      d = { k1: p[3] as number, k2: p[4] as number, p1: 0, p2: 0 };
      break;
    case 'OPENCV':
      d = { k1: p[4] as number, k2: p[5] as number, p1: p[6] as number, p2: p[7] as number };
      break;
    case 'FULL_OPENCV':
      if (p.slice(8).every((k) => k === 0)) {
        d = { k1: p[4] as number, k2: p[5] as number, p1: p[6] as number, p2: p[7] as number };
        break;
      }
      throw unsupported(cam);
    default:
      throw unsupported(cam);
  }
  return d.k1 === 0 && d.k2 === 0 && d.p1 === 0 && d.p2 === 0 ? null : d;
}

function unsupported(cam: ColmapCamera): ColmapError {
  return new ColmapError(
    `Camera ${cam.id} uses the distorted model ${cam.model}, which the trainer cannot undistort (it handles SIMPLE_RADIAL, RADIAL and OPENCV): run COLMAP's image_undistorter and train on its output`,
  );
}

/** Normalised undistorted (u, v) → normalised distorted coordinates (COLMAP's OpenCV model). */
export function distortPoint(d: Distortion, u: number, v: number): [number, number] {
  const uu = u * u;
  const vv = v * v;
  const uv = u * v;
  const r2 = uu + vv;
  const radial = d.k1 * r2 + d.k2 * r2 * r2;
  return [
    u + u * radial + 2 * d.p1 * uv + d.p2 * (r2 + 2 * uu),
    v + v * radial + 2 * d.p2 * uv + d.p1 * (r2 + 2 * vv),
  ];
}

/**
 * The undistorted image of `img` taken by a camera with pinhole part (fx, fy, cx, cy) and distortion
 * `d`; cx, cy in COLMAP's convention (the top-left pixel's centre is at 0.5, 0.5).
 */
export function undistortImage(
  img: RgbImage,
  k: { fx: number; fy: number; cx: number; cy: number },
  d: Distortion,
): RgbImage {
  const { width: W, height: H } = img;
  const plane = W * H;
  const src = img.data;
  const data = new Float32Array(3 * plane);
  for (let y = 0; y < H; y++) {
    const v = (y + 0.5 - k.cy) / k.fy;
    for (let x = 0; x < W; x++) {
      const [du, dv] = distortPoint(d, (x + 0.5 - k.cx) / k.fx, v);
      // Distorted position in pixel-index coordinates (pixel i's centre at i).
      const sx = Math.min(W - 1, Math.max(0, du * k.fx + k.cx - 0.5));
      const sy = Math.min(H - 1, Math.max(0, dv * k.fy + k.cy - 0.5));
      const x0 = Math.min(W - 2, Math.floor(sx));
      const y0 = Math.min(H - 2, Math.floor(sy));
      const ax = W > 1 ? sx - x0 : 0;
      const ay = H > 1 ? sy - y0 : 0;
      const i00 = Math.max(0, y0) * W + Math.max(0, x0);
      const i01 = W > 1 ? i00 + 1 : i00;
      const i10 = H > 1 ? i00 + W : i00;
      const i11 = W > 1 ? i10 + 1 : i10;
      const o = y * W + x;
      for (let c = 0; c < 3; c++) {
        const b = c * plane;
        const top = (src[b + i00] as number) * (1 - ax) + (src[b + i01] as number) * ax;
        const bot = (src[b + i10] as number) * (1 - ax) + (src[b + i11] as number) * ax;
        data[b + o] = top * (1 - ay) + bot * ay;
      }
    }
  }
  return { width: W, height: H, data };
}
