/**
 * CPU Gaussian-splat trainer figures (`npm run bench trainer`):
 *  1. one training step (forward, loss, backward + Adam) in ms and iterations per second at 320×180
 *     and 640×360 with 20k, 100k and 300k Gaussians, on 1 and 2 threads, with a per-phase profile;
 *  2. end to end: time and held-out PSNR on the synthetic scene after 2,000 and 7,000 iterations.
 * The Gaussians of (1) come from the real capture /work/shared/fixtures/luma-seal.splat when it is
 * present (subsampled or replicated to the count), else from a synthetic surface distribution.
 * Env: TRAINER_BENCH_STEPS (timed steps per case, default 6), TRAINER_BENCH_E2E=0 skips (2),
 * TRAINER_BENCH_E2E_SIZE=WxH (default 160x120), TRAINER_BENCH_COUNTS=20000,100000 (subset).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Engine, emptyTimings } from '#build-worker/trainer/engine.ts';
import { logit } from '#build-worker/trainer/fastmath.ts';
import { initFromPoints } from '#build-worker/trainer/init.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, P_SH, STRIDE } from '#build-worker/trainer/layout.ts';
import { Rng } from '#build-worker/trainer/rng.ts';
import { SH_C0 } from '#build-worker/trainer/sh.ts';
import { lookAt, makeSyntheticScene, surfacePoints } from '#build-worker/trainer/synthetic.ts';
import { train } from '#build-worker/trainer/train.ts';
import type { Camera } from '#build-worker/trainer/types.ts';

const SPLAT = '/work/shared/fixtures/luma-seal.splat';
const STEPS = Number(process.env.TRAINER_BENCH_STEPS ?? 6);
const COUNTS = (process.env.TRAINER_BENCH_COUNTS ?? '20000,100000,300000').split(',').map(Number);

interface Source {
  name: string;
  params: Float64Array;
  count: number;
  centre: number[];
  radius: number;
}

/** .splat: position 3×f32, linear scale 3×f32, RGBA u8, rotation u8 (w x y z, (v − 128) / 128). */
function loadSplat(path: string): Source {
  const buf = readFileSync(path);
  const n = Math.floor(buf.length / 32);
  const params = new Float64Array(n * STRIDE);
  const xs: number[][] = [[], [], []];
  for (let i = 0; i < n; i++) {
    const b = i * 32;
    const o = i * STRIDE;
    for (let k = 0; k < 3; k++) {
      params[o + P_MEAN + k] = buf.readFloatLE(b + 4 * k);
      (xs[k] as number[]).push(params[o + P_MEAN + k] as number);
      params[o + P_SCALE + k] = Math.log(Math.max(1e-7, buf.readFloatLE(b + 12 + 4 * k)));
    }
    for (let c = 0; c < 3; c++) params[o + P_SH + c] = ((buf[b + 24 + c] as number) / 255 - 0.5) / SH_C0;
    params[o + P_OPACITY] = logit(Math.min(0.999, Math.max(0.001, (buf[b + 27] as number) / 255)));
    for (let k = 0; k < 4; k++) params[o + P_ROT + k] = ((buf[b + 28 + k] as number) - 128) / 128;
  }
  // Robust centre and size: 5th–95th percentiles.
  const pct = (a: number[], p: number) => a.sort((x, y) => x - y)[Math.floor(p * (a.length - 1))] as number;
  const lo = xs.map((a) => pct(a, 0.05));
  const hi = xs.map((a) => pct(a, 0.95));
  const centre = lo.map((l, k) => (l + (hi[k] as number)) / 2);
  const radius = Math.max(...lo.map((l, k) => (hi[k] as number) - l)) / 2;
  return { name: `luma-seal.splat (${n} real splats)`, params, count: n, centre, radius };
}

/** Fallback: Gaussians on the synthetic scene's surfaces with trained-like opacities and shapes. */
function syntheticSource(n: number): Source {
  const pc = surfacePoints(n, 11, 'detailed', 0.002);
  const params = initFromPoints(pc);
  const rng = new Rng(4);
  for (let g = 0; g < n; g++) {
    const o = g * STRIDE;
    params[o + P_OPACITY] = logit(rng.next() < 0.5 ? rng.range(0.6, 0.99) : rng.range(0.02, 0.5));
    for (let k = 0; k < 3; k++)
      params[o + P_SCALE + k] = (params[o + P_SCALE + k] as number) + rng.range(-1, 0.5);
    for (let k = 0; k < 4; k++) params[o + P_ROT + k] = rng.normal();
  }
  return { name: `synthetic surfaces (${n} Gaussians)`, params, count: n, centre: [0, -0.3, 0], radius: 2.5 };
}

/** `count` Gaussians from the source: a seeded subsample, or copies with a small jitter. */
function resample(src: Source, count: number): Float64Array {
  const rng = new Rng(count);
  const out = new Float64Array(count * STRIDE);
  for (let g = 0; g < count; g++) {
    const s = count <= src.count ? Math.floor((g * src.count) / count) : rng.int(src.count);
    out.set(src.params.subarray(s * STRIDE, (s + 1) * STRIDE), g * STRIDE);
    if (count > src.count)
      for (let k = 0; k < 3; k++)
        out[g * STRIDE + P_MEAN + k] =
          (out[g * STRIDE + P_MEAN + k] as number) + rng.normal() * 0.01 * src.radius;
  }
  return out;
}

function orbit(src: Source, i: number, w: number, h: number): Camera {
  const a = 0.7 * i;
  const d = 2.2 * src.radius;
  const c = src.centre;
  const eye = [
    (c[0] as number) + d * Math.cos(a),
    (c[1] as number) + 0.3 * d,
    (c[2] as number) + d * Math.sin(a),
  ];
  return lookAt(eye, c, w, h, 0.8 * w);
}

async function stepCase(src: Source, count: number, w: number, h: number, threads: number) {
  const engine = await Engine.create({ threads });
  engine.setGaussians(resample(src, count), count);
  const target = new Float32Array(3 * w * h).fill(0.4);
  const lr = new Array<number>(STRIDE).fill(1e-4);
  let fwd = 0;
  let loss = 0;
  let bwd = 0;
  let inst = 0;
  let cpu = 0;
  for (let s = -2; s < STEPS; s++) {
    const u = engine.uniforms(orbit(src, s + 2, w, h), { shDegree: 3 });
    u.lr = lr;
    u.step = s + 3;
    if (s === 0) Object.assign(engine.timings, emptyTimings());
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const bins = await engine.forward(u);
    const t1 = performance.now();
    await engine.loss(u, target);
    const t2 = performance.now();
    await engine.backward(u, true);
    const t3 = performance.now();
    const c1 = process.cpuUsage(c0);
    if (s >= 0) {
      cpu += (c1.user + c1.system) / 1000;
      fwd += t1 - t0;
      loss += t2 - t1;
      bwd += t3 - t2;
      inst += bins.instances;
    }
  }
  const t = engine.timings;
  await engine.close();
  const per = (x: number) => x / STEPS;
  return {
    fwd: per(fwd),
    loss: per(loss),
    bwd: per(bwd),
    its: 1000 / per(fwd + loss + bwd),
    cpu: per(cpu),
    inst: per(inst),
    profile: `project ${per(t.project).toFixed(0)}, bin+sort ${per(t.bin).toFixed(0)}, composite ${per(t.rasterFwd).toFixed(0)}, loss ${per(t.loss).toFixed(0)}, composite bwd ${per(t.rasterBwd).toFixed(0)}, project bwd+Adam ${per(t.projectBwd).toFixed(0)}`,
  };
}

async function main() {
  console.log(
    `CPU: ${cpus()[0]?.model ?? '?'} × ${cpus().length}; load average at start ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const src = existsSync(SPLAT) ? loadSplat(SPLAT) : syntheticSource(100_000);
  if (!existsSync(SPLAT)) console.log(`(${SPLAT} is absent: using a synthetic distribution instead)`);
  console.log(
    `Gaussians from ${src.name}; SH degree 3; ${STEPS} timed steps per case after 2 warm-up steps\n`,
  );
  console.log('(cpu ms: CPU time of all threads per step — what the step costs when the machine is shared)');
  console.log(
    'size      Gaussians threads  forward ms  loss ms  backward ms   it/s  cpu ms  instances  profile (ms)',
  );
  for (const [w, h] of [
    [320, 180],
    [640, 360],
  ] as const) {
    for (const count of COUNTS) {
      for (const threads of [1, 2]) {
        const r = await stepCase(src, count, w, h, threads);
        console.log(
          `${`${w}×${h}`.padEnd(9)} ${String(count).padStart(9)} ${String(threads).padStart(7)} ${r.fwd.toFixed(0).padStart(11)} ${r.loss.toFixed(0).padStart(8)} ${r.bwd.toFixed(0).padStart(12)} ${r.its.toFixed(2).padStart(6)} ${r.cpu.toFixed(0).padStart(7)} ${Math.round(r.inst).toString().padStart(10)}  ${r.profile}`,
        );
      }
    }
  }
  if (process.env.TRAINER_BENCH_E2E === '0') return;
  const [ew, eh] = (process.env.TRAINER_BENCH_E2E_SIZE ?? '160x120').split('x').map(Number) as [
    number,
    number,
  ];
  const scene = makeSyntheticScene({ width: ew, height: eh, views: 48, points: 5000, seed: 1 });
  console.log(
    `\nEnd to end on the synthetic scene (${ew}×${eh}, ${scene.train.length} training and ${scene.test.length} held-out views, 2 threads):`,
  );
  for (const iterations of [2000, 7000]) {
    const r = await train(scene.train, scene.points, { iterations, threads: 2, seed: 1 }, scene.test);
    console.log(
      `${String(iterations).padStart(5)} iterations: ${(r.elapsedMs / 1000).toFixed(1)} s (${((1000 * r.iterations) / r.elapsedMs).toFixed(1)} it/s), ${r.count} Gaussians, train PSNR ${r.trainPsnr.toFixed(2)} dB, held-out PSNR ${r.evalPsnr?.toFixed(2)} dB`,
    );
  }
  console.log(
    `load average at end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

await main();
