import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { densifyAndPrune, resetOpacity } from './densify.ts';
import { Engine } from './engine.ts';
import { logit, sigmoid } from './fastmath.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, STRIDE } from './layout.ts';
import { Rng } from './rng.ts';

const OPTS = { gradThreshold: 0.0002, percentDense: 0.01, minOpacity: 0.005, maxGaussians: 100 };
const EXTENT = 10; // small/large boundary: max scale 0.1; "big in the world": 1.0

function gaussian(x: number, scale: number, opacity: number): number[] {
  const p = new Array<number>(STRIDE).fill(0);
  p[P_MEAN] = x;
  p[P_MEAN + 2] = 5;
  for (let k = 0; k < 3; k++) p[P_SCALE + k] = Math.log(scale);
  p[P_ROT] = 1;
  p[P_OPACITY] = logit(opacity);
  return p;
}

describe('adaptive density control', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await Engine.create({ threads: 1 });
  });
  afterAll(async () => {
    await engine.close();
  });

  function setup(gs: number[][], grads: number[], radii: number[] = []) {
    engine.setGaussians(gs.flat(), gs.length);
    grads.forEach((g, i) => {
      engine.views.gradAccum[i] = g * 4;
      engine.views.denom[i] = 4;
      engine.views.maxRadii[i] = radii[i] ?? 5;
    });
  }
  const xs = () =>
    Array.from({ length: engine.n }, (_, g) => engine.views.params[g * STRIDE + P_MEAN] as number);

  it('clones small and splits large Gaussians above the gradient threshold, keeps the rest', () => {
    setup(
      [gaussian(0, 0.05, 0.5), gaussian(1, 0.5, 0.5), gaussian(2, 0.05, 0.5), gaussian(3, 0.5, 0.5)],
      [0.001, 0.001, 0.0001, 0.0001],
    );
    engine.views.adamM[0] = 0.7;
    const r = densifyAndPrune(engine, OPTS, EXTENT, null, new Rng(1));
    expect(r).toEqual({ cloned: 1, split: 1, pruned: 0, count: 6 });
    // Order: survivors in place (the split parent removed), then the clone, then the two children.
    expect(xs().slice(0, 4)).toEqual([0, 2, 3, 0]);
    const p = engine.views.params;
    // Clone: identical parameters, fresh optimiser state.
    for (let k = 0; k < STRIDE; k++) expect(p[3 * STRIDE + k]).toBe(p[k]);
    expect(engine.views.adamM[3 * STRIDE]).toBe(0);
    expect(engine.views.adamM[0]).toBeCloseTo(0.7);
    // Split children: scale / 1.6, centres sampled around the parent (x = 1).
    for (const g of [4, 5]) {
      expect(Math.exp(p[g * STRIDE + P_SCALE] as number)).toBeCloseTo(0.5 / 1.6, 5);
      expect(Math.abs((p[g * STRIDE + P_MEAN] as number) - 1)).toBeLessThan(2.5);
    }
    expect(p[4 * STRIDE + P_MEAN]).not.toBe(p[5 * STRIDE + P_MEAN]);
    // Statistics start again.
    expect(engine.views.denom[0]).toBe(0);
  });

  it('prunes transparent Gaussians always, and oversized ones after the first opacity reset', () => {
    const gs = [
      gaussian(0, 0.05, 0.004),
      gaussian(1, 2, 0.5),
      gaussian(2, 0.05, 0.5),
      gaussian(3, 0.05, 0.5),
    ];
    setup(gs, [0, 0, 0, 0], [5, 5, 30, 5]);
    expect(densifyAndPrune(engine, OPTS, EXTENT, null, new Rng(1)).count).toBe(3);
    expect(xs()).toEqual([1, 2, 3]);
    setup(gs, [0, 0, 0, 0], [5, 5, 30, 5]);
    // World scale 2 > 0.1·extent and screen radius 30 > 20 go too.
    expect(densifyAndPrune(engine, OPTS, EXTENT, 20, new Rng(1))).toEqual({
      cloned: 0,
      split: 0,
      pruned: 3,
      count: 1,
    });
    expect(xs()).toEqual([3]);
  });

  it('keeps the count under the cap, preferring the largest gradients', () => {
    const gs = Array.from({ length: 6 }, (_, i) => gaussian(i, 0.05, 0.5));
    setup(gs, [0.001, 0.005, 0.002, 0.004, 0.0001, 0.003]);
    const r = densifyAndPrune(engine, { ...OPTS, maxGaussians: 8 }, EXTENT, null, new Rng(1));
    expect(r.count).toBe(8);
    expect(xs().slice(6)).toEqual([1, 3]);
  });

  it('resets opacities to at most 0.01 and clears their Adam moments', () => {
    setup([gaussian(0, 0.05, 0.9), gaussian(1, 0.05, 0.005)], [0, 0]);
    engine.views.adamV[P_OPACITY] = 3;
    resetOpacity(engine);
    expect(sigmoid(engine.views.params[P_OPACITY] as number)).toBeCloseTo(0.01, 6);
    expect(sigmoid(engine.views.params[STRIDE + P_OPACITY] as number)).toBeCloseTo(0.005, 6);
    expect(engine.views.adamV[P_OPACITY]).toBe(0);
  });
});
