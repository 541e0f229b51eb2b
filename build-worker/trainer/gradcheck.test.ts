import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from './engine.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, P_SH, STRIDE } from './layout.ts';
import { Rng } from './rng.ts';
import type { Camera, Uniforms } from './types.ts';

/** A small random scene in front of a rotated camera, SH degree 3. */
/** f's derivative in values[i] by central differences; values[i] is put back afterwards. */
async function centralDifference(
  f: (values: Float64Array) => Promise<number>,
  values: Float64Array,
  i: number,
  eps: number,
): Promise<number> {
  const v0 = values[i] as number;
  values[i] = v0 + eps;
  const fp = await f(values);
  values[i] = v0 - eps;
  const fm = await f(values);
  values[i] = v0;
  return (fp - fm) / (2 * eps);
}

function randomScene(seed: number, n: number, opaque = false): { params: Float64Array; cam: Camera } {
  const rng = new Rng(seed);
  const params = new Float64Array(n * STRIDE);
  for (let g = 0; g < n; g++) {
    const o = g * STRIDE;
    params[o + P_MEAN] = rng.range(-0.8, 0.8);
    params[o + P_MEAN + 1] = rng.range(-0.6, 0.6);
    params[o + P_MEAN + 2] = rng.range(-0.5, 1.5);
    for (let k = 0; k < 3; k++) params[o + P_SCALE + k] = Math.log(rng.range(0.04, 0.25));
    for (let k = 0; k < 4; k++) params[o + P_ROT + k] = rng.range(-1, 1);
    // The opaque variant saturates alpha at 0.99 and ends pixels early (transmittance < 1e-4).
    params[o + P_OPACITY] = opaque ? rng.range(2, 7) : rng.range(-1, 2);
    for (let k = 0; k < 3; k++) params[o + P_SH + k] = rng.range(-1, 1.5);
    for (let k = 3; k < 48; k++) params[o + P_SH + k] = rng.range(-0.3, 0.3);
  }
  // Camera 3 units back, slightly rotated about y.
  const a = 0.15;
  const cam: Camera = {
    width: 48,
    height: 40,
    fx: 52,
    fy: 50,
    cx: 24.3,
    cy: 19.8,
    R: [Math.cos(a), 0, -Math.sin(a), 0, 1, 0, Math.sin(a), 0, Math.cos(a)],
    t: [0.1, -0.05, 3],
  };
  return { params, cam };
}

const GROUPS: [string, number[]][] = [
  ['positions', [P_MEAN, P_MEAN + 1, P_MEAN + 2]],
  ['scales', [P_SCALE, P_SCALE + 1, P_SCALE + 2]],
  ['rotations', [P_ROT, P_ROT + 1, P_ROT + 2, P_ROT + 3]],
  ['opacities', [P_OPACITY]],
  ['SH degree 0', [P_SH, P_SH + 1, P_SH + 2]],
  ['SH degrees 1–3', Array.from({ length: 45 }, (_, i) => P_SH + 3 + i)],
];

describe.each([
  ['a translucent scene', 24, false, [0, 0, 0]],
  ['a translucent scene on a coloured background', 24, false, [0.3, 0.6, 0.9]],
  ['an opaque scene (alpha clamp, early termination)', 40, true, [0, 0, 0]],
])('analytic gradients match central finite differences (float64 mode), %s', (_label, n, opaque, bg) => {
  let engine: Engine;
  const { params, cam } = randomScene(7, n, opaque);
  const weights = new Float64Array(3 * cam.width * cam.height);
  const rng = new Rng(99);
  for (let i = 0; i < weights.length; i++) weights[i] = rng.range(-1, 1);
  let u: Uniforms;

  async function weightedSum(p: Float64Array): Promise<number> {
    engine.views.params.set(p);
    await engine.forward(u);
    let s = 0;
    const img = engine.views.image;
    for (let i = 0; i < weights.length; i++) s += (weights[i] as number) * (img[i] as number);
    return s;
  }

  let analytic: Float64Array;
  beforeAll(async () => {
    engine = await Engine.create({ threads: 1, float64: true });
    engine.setGaussians(params, n);
    u = engine.uniforms(cam, { shDegree: 3, bg });
    const bins = await engine.forward(u);
    expect(bins.visible).toBeGreaterThan(n / 2);
    if (opaque) {
      // The scene must exercise the early stop: some pixels end with transmittance near 1e-4.
      let minT = 1;
      for (let i = 0; i < cam.width * cam.height; i++)
        minT = Math.min(minT, engine.views.finalT[i] as number);
      expect(minT).toBeLessThan(1e-3);
    }
    engine.views.dImage.set(weights);
    await engine.backward(u, false);
    analytic = Float64Array.from(engine.views.grads.subarray(0, n * STRIDE));
  });
  afterAll(async () => {
    await engine.close();
  });

  for (const [name, offsets] of GROUPS) {
    it(`${name}: relative error < 1e-3`, async () => {
      const eps = 1e-6;
      const p = Float64Array.from(params);
      let num = 0;
      let den = 0;
      for (let g = 0; g < n; g++) {
        for (const off of offsets) {
          const i = g * STRIDE + off;
          const fd = await centralDifference(weightedSum, p, i, eps);
          const an = analytic[i] as number;
          num += (an - fd) ** 2;
          den += fd * fd;
        }
      }
      expect(den).toBeGreaterThan(0);
      expect(Math.sqrt(num / den)).toBeLessThan(1e-3);
    });
  }
});

describe('loss gradient matches finite differences', () => {
  // 0.2: L1 + SSIM, the default; 0: L1 alone, its own cheaper path (loss.ts).
  it.each([0.2, 0])('λ = %s: relative error < 1e-3 in float64 mode', async (ssimLambda) => {
    const engine = await Engine.create({ threads: 1, float64: true });
    const cam: Camera = {
      width: 23,
      height: 19,
      fx: 20,
      fy: 20,
      cx: 11.5,
      cy: 9.5,
      R: [1, 0, 0, 0, 1, 0, 0, 0, 1],
      t: [0, 0, 0],
    };
    engine.setGaussians(new Float64Array(0), 0);
    const u = engine.uniforms(cam, { shDegree: 0, ssimLambda });
    await engine.forward(u); // sizes the image buffers
    const rng = new Rng(5);
    const plane = cam.width * cam.height;
    const x = new Float64Array(3 * plane).map(() => rng.next());
    const y = new Float32Array(3 * plane).map((_, i) =>
      Math.min(1, Math.max(0, (x[i] as number) + rng.range(-0.3, 0.3))),
    );
    const lossAt = async (img: Float64Array) => {
      engine.views.image.set(img);
      return (await engine.loss(u, y)).loss;
    };
    const loss = await lossAt(x);
    if (ssimLambda === 0) {
      let l1 = 0;
      for (let i = 0; i < 3 * plane; i++) l1 += Math.abs((x[i] as number) - (y[i] as number));
      expect(loss).toBeCloseTo(l1 / (3 * plane), 12);
    }
    const analytic = Float64Array.from(engine.views.dImage.subarray(0, 3 * plane));
    const eps = 1e-6;
    let num = 0;
    let den = 0;
    for (let i = 0; i < 3 * plane; i += 7) {
      const fd = await centralDifference(lossAt, x, i, eps);
      num += ((analytic[i] as number) - fd) ** 2;
      den += fd * fd;
    }
    await engine.close();
    expect(den).toBeGreaterThan(0);
    expect(Math.sqrt(num / den)).toBeLessThan(1e-3);
  });
});
