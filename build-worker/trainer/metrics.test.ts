/** The quality figures a build reports: PSNR and SSIM as papers compute them. */
import { describe, expect, it } from 'vitest';
import { psnr, ssim } from './metrics.ts';
import { Rng } from './rng.ts';

const W = 32;
const H = 24;
function image(f: (x: number, y: number, c: number) => number): Float32Array {
  const out = new Float32Array(3 * W * H);
  for (let c = 0; c < 3; c++)
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) out[c * W * H + y * W + x] = f(x, y, c);
  return out;
}

describe('psnr and ssim', () => {
  const photo = image((x, y, c) => 0.5 + 0.4 * Math.sin(x / 3 + c) * Math.cos(y / 4));

  it('give a perfect score to the photo itself', () => {
    expect(ssim(photo, photo, W, H)).toBeCloseTo(1, 9);
    expect(psnr(photo, photo)).toBe(120);
  });

  it('give 20 dB to an error of 0.1 everywhere, and SSIM falls with noise', () => {
    const off = photo.map((v) => v + 0.1);
    expect(psnr(off, photo)).toBeCloseTo(20, 4);
    const rng = new Rng(3);
    const noisy = photo.map((v) => v + 0.1 * rng.normal());
    const noisier = photo.map((v) => v + 0.3 * rng.normal());
    const a = ssim(noisy, photo, W, H);
    const b = ssim(noisier, photo, W, H);
    expect(a).toBeLessThan(0.95);
    expect(b).toBeLessThan(a);
    expect(b).toBeGreaterThan(0);
  });

  it('clamp the render to [0, 1] as a saved image would be', () => {
    const over = photo.map((v) => (v > 0.8 ? 5 : v));
    const clamped = photo.map((v) => (v > 0.8 ? 1 : v));
    expect(psnr(over, photo)).toBeCloseTo(psnr(clamped, photo), 9);
    expect(ssim(over, photo, W, H)).toBeCloseTo(ssim(clamped, photo, W, H), 9);
  });
});
