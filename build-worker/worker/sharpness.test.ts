import { describe, expect, it } from 'vitest';
import { Rng } from '../trainer/rng.ts';
import { laplacianVariance, SharpestPerWindow } from './sharpness.ts';

/** A textured grey image: random blocks of 4×4 pixels, like detail in a room. */
function textured(width: number, height: number): Uint8Array {
  const rng = new Rng(7);
  const blocks = Array.from({ length: Math.ceil(width / 4) * Math.ceil(height / 4) }, () => rng.int(256));
  const img = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      img[y * width + x] = blocks[Math.floor(y / 4) * Math.ceil(width / 4) + Math.floor(x / 4)] as number;
  return img;
}

/** Box blur of radius r (separable, edges clamped), as a defocused or shaken frame. */
function boxBlur(img: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const pass = (src: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = -r; k <= r; k++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
          sum += src[yy * width + xx] as number;
        }
        out[y * width + x] = Math.round(sum / (2 * r + 1));
      }
    return out;
  };
  return pass(pass(img, true), false);
}

describe('laplacianVariance', () => {
  const w = 96;
  const h = 64;
  const sharp = textured(w, h);

  it('scores a sharp image far above blurred copies of it, decreasing with the blur', () => {
    const s0 = laplacianVariance(sharp, w, h);
    const s1 = laplacianVariance(boxBlur(sharp, w, h, 1), w, h);
    const s3 = laplacianVariance(boxBlur(sharp, w, h, 3), w, h);
    expect(s0).toBeGreaterThan(2 * s1);
    expect(s1).toBeGreaterThan(2 * s3);
  });

  it('is zero for a flat image and for a linear ramp (no second derivative)', () => {
    expect(laplacianVariance(new Uint8Array(w * h).fill(90), w, h)).toBe(0);
    const ramp = Uint8Array.from({ length: w * h }, (_, i) => i % w);
    expect(laplacianVariance(ramp, w, h)).toBe(0);
  });

  it('measures detail, not brightness: an offset changes nothing, half the contrast quarters it', () => {
    const half = sharp.map((v) => Math.round(v / 2));
    const halfBrighter = half.map((v) => v + 100);
    expect(laplacianVariance(halfBrighter, w, h)).toBeCloseTo(laplacianVariance(half, w, h), 6);
    const ratio = laplacianVariance(half, w, h) / laplacianVariance(sharp, w, h);
    expect(ratio).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(0.3);
  });
});

describe('SharpestPerWindow', () => {
  it('keeps the highest score of each window and lists the picks in window order', () => {
    const p = new SharpestPerWindow(3);
    p.offer(0, 0, 5);
    p.offer(0, 1, 9);
    p.offer(0, 2, 1);
    p.offer(2, 7, 3);
    p.offer(2, 8, 4);
    p.offer(3, 9, 100); // outside the windows: ignored
    expect(p.picks()).toEqual([1, 8]);
  });
});
