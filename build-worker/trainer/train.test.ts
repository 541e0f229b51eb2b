import { describe, expect, it } from 'vitest';
import { Engine } from './engine.ts';
import { initFromPoints } from './init.ts';
import { P_SH, STRIDE } from './layout.ts';
import { makeSyntheticScene } from './synthetic.ts';
import { train } from './train.ts';

describe('training', () => {
  const small = makeSyntheticScene({ width: 48, height: 36, views: 12, points: 600, seed: 2 });
  const opts = {
    iterations: 120,
    densify: { from: 0.25, until: 0.85, steps: 3, opacityResets: 1 },
    progressEvery: 1000,
  };

  it('is deterministic for a seed, and the same for 1 and 2 threads', async () => {
    const a = await train(small.train, small.points, { ...opts, seed: 5, threads: 1 });
    const b = await train(small.train, small.points, { ...opts, seed: 5, threads: 2 });
    const c = await train(small.train, small.points, { ...opts, seed: 6, threads: 2 });
    expect(a.count).toBeGreaterThan(600); // densification ran
    expect(b.count).toBe(a.count);
    expect(Buffer.from(b.params.buffer).equals(Buffer.from(a.params.buffer))).toBe(true);
    expect(Buffer.from(c.params.buffer).equals(Buffer.from(a.params.buffer))).toBe(false);
  }, 60_000);

  it('stops at the time budget and returns what it has learnt', async () => {
    const r = await train(small.train, small.points, { iterations: 100_000, timeBudgetMs: 300, threads: 1 });
    expect(r.iterations).toBeGreaterThan(0);
    expect(r.iterations).toBeLessThan(100_000);
    expect(r.count).toBeGreaterThan(0);
    expect(r.params.every(Number.isFinite)).toBe(true);
  });

  it('stops when the held-out PSNR stops improving, and only with held-out views', async () => {
    const held = small.test.length ? small.test : small.train.slice(0, 2);
    // A gain of 100 dB is never reached: every evaluation after the first is stale.
    const plateau = { evalEvery: 20, patience: 2, minGainDb: 100, minIteration: 50 };
    const measured: [number, number][] = [];
    const r = await train(
      small.train,
      small.points,
      { iterations: 1000, threads: 1, plateau, onHeldOut: (it, psnr) => measured.push([it, psnr]) },
      held,
    );
    expect(r.stopReason).toBe('plateau');
    expect(r.iterations).toBe(60);
    expect(r.evalPsnr).not.toBeNull();
    // Each measurement is reported as it is made: the held-out PSNR through the run.
    expect(measured.map(([it]) => it)).toEqual([20, 40, 60]);
    expect(measured.every(([, psnr]) => psnr > 5 && psnr < 60)).toBe(true);
    const noHeld = await train(small.train, small.points, { iterations: 80, threads: 1, plateau });
    expect(noHeld.stopReason).toBe('iterations');
    expect(noHeld.iterations).toBe(80);
  }, 60_000);

  it('float32 mode gradients agree with the float64 reference (documented tolerance 1e-5)', async () => {
    const grads: Float64Array[] = [];
    for (const float64 of [true, false]) {
      const e = await Engine.create({ threads: 1, float64 });
      const init = initFromPoints(small.points);
      // Lift colours off the clamp at 0 (black points start exactly on it; float32 rounding decides the side).
      for (let g = 0; g < init.length / STRIDE; g++)
        for (let c = 0; c < 3; c++)
          init[g * STRIDE + P_SH + c] = (init[g * STRIDE + P_SH + c] as number) + 0.1;
      e.setGaussians(init, init.length / STRIDE);
      const view = small.train[0];
      if (!view) throw new Error('no view');
      const u = e.uniforms(view.camera, { shDegree: 0 });
      await e.forward(u);
      // A fixed smooth loss (Σ w·image), so only arithmetic precision differs between the modes.
      const w = e.views.dImage;
      for (let i = 0; i < 3 * u.width * u.height; i++) w[i] = Math.sin(i * 0.37);
      await e.backward(u, false);
      grads.push(Float64Array.from(e.views.grads.subarray(0, e.n * STRIDE)));
      await e.close();
    }
    const [g64, g32] = grads as [Float64Array, Float64Array];
    let num = 0;
    let den = 0;
    for (let i = 0; i < g64.length; i++) {
      num += ((g32[i] as number) - (g64[i] as number)) ** 2;
      den += (g64[i] as number) ** 2;
    }
    expect(den).toBeGreaterThan(0);
    console.log(`float32 vs float64 gradient relative error ${Math.sqrt(num / den).toExponential(2)}`);
    expect(Math.sqrt(num / den)).toBeLessThan(1e-5);
  });

  it('recovers a synthetic scene: held-out PSNR ≥ 25 dB', async () => {
    const scene = makeSyntheticScene({ width: 96, height: 72, views: 48, points: 3000, seed: 1 });
    const t0 = performance.now();
    const events: number[] = [];
    const r = await train(
      scene.train,
      scene.points,
      {
        iterations: 700,
        threads: 2,
        seed: 1,
        progressEvery: 100,
        onProgress: (e) => events.push(e.iteration),
      },
      scene.test,
    );
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `convergence: ${r.iterations} its in ${secs.toFixed(1)} s, ${r.count} Gaussians, train ${r.trainPsnr.toFixed(2)} dB, held-out ${r.evalPsnr?.toFixed(2)} dB`,
    );
    expect(events).toEqual([100, 200, 300, 400, 500, 600, 700]);
    expect(scene.test.length).toBe(6);
    expect(r.evalPsnr).toBeGreaterThanOrEqual(25);
  }, 120_000);
});
