/**
 * Undistortion of COLMAP's distorted models: an image rendered through a synthetic distortion comes
 * back as the pinhole image of the same scene; unsupported models are refused by name.
 */
import { describe, expect, it } from 'vitest';
import type { ColmapCamera } from './colmap.ts';
import type { RgbImage } from './png.ts';
import { cameraDistortion, type Distortion, distortPoint, undistortImage } from './undistort.ts';

const W = 96;
const H = 72;
const K = { fx: 80, fy: 82, cx: 49, cy: 35 };

/** A smooth scene seen by the pinhole camera: colour as a function of normalised (u, v). */
function scene(u: number, v: number): [number, number, number] {
  return [0.5 + 0.4 * Math.sin(15 * u), 0.5 + 0.4 * Math.cos(14 * v), 0.5 + 0.3 * Math.sin(10 * (u + v))];
}

/** Inverse of the distortion by fixed-point iteration (what a real lens does to the scene). */
function undistortPoint(d: Distortion, x: number, y: number): [number, number] {
  let u = x;
  let v = y;
  for (let i = 0; i < 50; i++) {
    const [dx, dy] = distortPoint(d, u, v);
    u += x - dx;
    v += y - dy;
  }
  return [u, v];
}

/** The image a camera with distortion `d` takes of `scene`. */
function distortedShot(d: Distortion, k: typeof K): RgbImage {
  const plane = W * H;
  const data = new Float32Array(3 * plane);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const [u, v] = undistortPoint(d, (x + 0.5 - k.cx) / k.fx, (y + 0.5 - k.cy) / k.fy);
      const c = scene(u, v);
      for (let k = 0; k < 3; k++) data[k * plane + y * W + x] = c[k] as number;
    }
  return { width: W, height: H, data };
}

/** Largest colour error over the central 80 % of the frame. */
function maxError(a: RgbImage, b: RgbImage): number {
  const plane = W * H;
  let e = 0;
  for (let y = Math.round(0.1 * H); y < Math.round(0.9 * H); y++)
    for (let x = Math.round(0.1 * W); x < Math.round(0.9 * W); x++)
      for (let k = 0; k < 3; k++) {
        const i = k * plane + y * W + x;
        e = Math.max(e, Math.abs((a.data[i] as number) - (b.data[i] as number)));
      }
  return e;
}

const cam = (model: string, params: number[]): ColmapCamera => ({
  id: 7,
  model,
  width: W,
  height: H,
  params,
});

describe('undistortion', () => {
  const cases: [string, ColmapCamera][] = [
    ['SIMPLE_RADIAL', cam('SIMPLE_RADIAL', [80, 49, 35, -0.12])],
    ['RADIAL', cam('RADIAL', [80, 49, 35, -0.1, 0.03])],
    ['OPENCV', cam('OPENCV', [80, 82, 49, 35, 0.08, -0.02, 0.004, -0.003])],
  ];
  for (const [name, c] of cases) {
    it(`recovers the pinhole image of a ${name} camera`, () => {
      const d = cameraDistortion(c) as Distortion;
      expect(d).not.toBeNull();
      const k = name === 'OPENCV' ? K : { ...K, fy: K.fx };
      const shot = distortedShot(d, k);
      const pinhole = shotWith(k);
      // The distortion is visible: the raw shot differs from the pinhole image…
      expect(maxError(shot, pinhole)).toBeGreaterThan(0.05);
      // …and undistorting it gives the pinhole image back, up to bilinear resampling.
      expect(maxError(undistortImage(shot, k, d), pinhole)).toBeLessThan(0.01);
    });
  }

  it('treats zero distortion and pinhole models as undistorted', () => {
    expect(cameraDistortion(cam('PINHOLE', [80, 80, 48, 36]))).toBeNull();
    expect(cameraDistortion(cam('SIMPLE_RADIAL', [80, 48, 36, 0]))).toBeNull();
  });

  it('refuses models it cannot undo, naming the camera and the model', () => {
    expect(() => cameraDistortion(cam('OPENCV_FISHEYE', [80, 80, 48, 36, 0.1, 0, 0, 0]))).toThrow(
      /Camera 7 uses the distorted model OPENCV_FISHEYE, which the trainer cannot undistort/,
    );
    expect(() => cameraDistortion(cam('FULL_OPENCV', [80, 80, 48, 36, 0, 0, 0, 0, 0.1, 0, 0, 0]))).toThrow(
      /image_undistorter/,
    );
  });
});

/** Pinhole image with intrinsics `k` (for the single-focal models, fy = fx). */
function shotWith(k: typeof K): RgbImage {
  const plane = W * H;
  const data = new Float32Array(3 * plane);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const c = scene((x + 0.5 - k.cx) / k.fx, (y + 0.5 - k.cy) / k.fy);
      for (let j = 0; j < 3; j++) data[j * plane + y * W + x] = c[j] as number;
    }
  return { width: W, height: H, data };
}
