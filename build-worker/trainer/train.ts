/**
 * The training loop (the paper's schedule): Adam with per-parameter learning rates and an exponentially
 * decaying position rate, SH degree grown every 1,000 iterations, adaptive density control, and
 * progress events. Deterministic for a seed (and independent of the thread count).
 */
import { availableParallelism } from 'node:os';
import { type DensifyOptions, densifyAndPrune, resetOpacity } from './densify.ts';
import { cameraCenter, Engine } from './engine.ts';
import { ExposureCompensation } from './exposure.ts';
import { resizeImage } from './images.ts';
import { initFromPoints, type PointCloud } from './init.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, P_SH, STRIDE } from './layout.ts';
import { psnr, ssim } from './metrics.ts';
import { Rng } from './rng.ts';
import {
  type CoarseSchedule,
  DEFAULT_COARSE,
  DEFAULT_DENSIFY,
  DensifyPlan,
  type DensifySchedule,
  gaussianBudget,
  plannedGaussians,
  RunClock,
} from './run-schedule.ts';
import { type PlateauOptions, PlateauStop } from './schedule.ts';
import type { Camera, ProgressEvent, View } from './types.ts';

interface LearningRates {
  /** Position rate at the start and end, times the scene extent; decays exponentially in between. */
  positionInit: number;
  positionFinal: number;
  sh0: number;
  shRest: number;
  opacity: number;
  scale: number;
  rotation: number;
}

const PAPER_LR: LearningRates = {
  positionInit: 0.00016,
  positionFinal: 0.0000016,
  sh0: 0.0025,
  shRest: 0.0025 / 20,
  opacity: 0.05,
  scale: 0.005,
  rotation: 0.001,
};

export interface TrainOptions {
  iterations?: number;
  shDegree?: number;
  seed?: number;
  threads?: number;
  /** Stop (and return what was learnt) once this much time (of `clock`) has passed. */
  timeBudgetMs?: number;
  /** The clock of the time budget and of the elapsed figures, in ms (default: wall time). */
  clock?: () => number;
  background?: number[];
  maxGaussians?: number;
  /**
   * The count densification grows to by the end of its window, growing linearly through it
   * (run-schedule.ts); default: about half the pixels of a view, within maxGaussians. Infinity: only
   * the gradient threshold and maxGaussians limit it (the paper's rule).
   */
  gaussianBudget?: number;
  /** When to densify and reset opacities, as fractions of the run (run-schedule.ts). */
  densify?: Partial<DensifySchedule>;
  /**
   * Coarse-to-fine: train on images scaled by `scale` (per side) until this fraction of the run
   * (default DEFAULT_COARSE; null: full size throughout).
   */
  coarse?: CoarseSchedule | null;
  /** Weight of (1 − SSIM) in the loss, the rest L1 (default 0.2, the paper's; 0: L1 alone, cheaper). */
  ssimLambda?: number;
  /** Learn a gain and an offset per colour channel for each training view (exposure.ts). Default off. */
  exposure?: boolean;
  gradThreshold?: number;
  percentDense?: number;
  minOpacity?: number;
  lr?: Partial<LearningRates>;
  progressEvery?: number;
  onProgress?: (e: ProgressEvent) => void;
  /** Reference mode (float64, exact exp): slow, for checks. */
  float64?: boolean;
  /**
   * Stop once the PSNR over `evalViews` stops improving (schedule.ts); no stop before
   * `minIteration`, by default the end of densification. Ignored without evalViews.
   */
  plateau?: PlateauOptions;
  /** Each of the plateau stop's measurements over `evalViews`: the held-out PSNR as the run goes. */
  onHeldOut?: (iteration: number, psnr: number) => void;
}

/** How close the renders come to the photos: mean PSNR (dB) and SSIM over `views` views. */
export interface ViewQuality {
  psnr: number;
  ssim: number;
  views: number;
}

export interface TrainResult {
  /** count × STRIDE parameters (see layout.ts). */
  params: Float32Array;
  count: number;
  shDegree: number;
  iterations: number;
  elapsedMs: number;
  /** Mean PSNR over the training views after training (dB). */
  trainPsnr: number;
  /** Mean PSNR, SSIM and count of the training views measured (at most 50, evenly spread). */
  train: ViewQuality;
  /** Mean PSNR over `evalViews`, when given. */
  evalPsnr: number | null;
  /** The same over `evalViews` (views never trained on), when given. */
  heldOut: ViewQuality | null;
  /** Why training ended: all iterations done, the time budget, or the held-out PSNR's plateau. */
  stopReason: 'iterations' | 'time-budget' | 'plateau';
  timings: Engine['timings'];
}

/** Radius of the camera centres around their mean × 1.1 (the reference's "cameras_extent"). */
function sceneExtent(cameras: Camera[]): number {
  const centres = cameras.map(cameraCenter);
  const mean = [0, 0, 0];
  for (const c of centres)
    for (let i = 0; i < 3; i++) mean[i] = (mean[i] as number) + (c[i] as number) / centres.length;
  let r = 0;
  for (const c of centres)
    r = Math.max(
      r,
      Math.hypot(
        (c[0] as number) - (mean[0] as number),
        (c[1] as number) - (mean[1] as number),
        (c[2] as number) - (mean[2] as number),
      ),
    );
  return Math.max(r, 1e-3) * 1.1;
}

/** Renders `camera` with the engine's current Gaussians; returns a copy of the planar RGB image. */
export async function renderView(
  engine: Engine,
  camera: Camera,
  shDegree: number,
  background?: number[],
): Promise<Float32Array> {
  const u = engine.uniforms(camera, { shDegree, bg: background ?? [0, 0, 0] });
  await engine.forward(u);
  return Float32Array.from(engine.views.image.subarray(0, 3 * camera.width * camera.height));
}

/** Mean PSNR (and SSIM, when asked: it costs more) of the engine's renders of `views` against their photos. */
async function measure(
  engine: Engine,
  views: View[],
  shDegree: number,
  background: number[],
  withSsim: boolean,
): Promise<ViewQuality> {
  let p = 0;
  let s = 0;
  for (const v of views) {
    const image = await renderView(engine, v.camera, shDegree, background);
    p += psnr(image, v.image);
    if (withSsim) s += ssim(image, v.image, v.camera.width, v.camera.height);
  }
  const n = views.length;
  return { psnr: n ? p / n : Number.NaN, ssim: n && withSsim ? s / n : Number.NaN, views: n };
}

function subsample(pc: PointCloud, max: number, rng: Rng): PointCloud {
  const n = pc.xyz.length / 3;
  if (n <= max) return pc;
  const idx = rng
    .shuffle(Array.from({ length: n }, (_, i) => i))
    .slice(0, max)
    .sort((a, b) => a - b);
  const xyz = new Float64Array(3 * max);
  const rgb = new Uint8Array(3 * max);
  idx.forEach((i, k) => {
    for (let c = 0; c < 3; c++) {
      xyz[3 * k + c] = pc.xyz[3 * i + c] as number;
      rgb[3 * k + c] = pc.rgb[3 * i + c] as number;
    }
  });
  return { xyz, rgb };
}

/** The views with their images and cameras scaled by `scale` per side (coarse-to-fine training). */
function scaledViews(views: View[], scale: number): View[] {
  return views.map((v) => {
    const c = v.camera;
    const width = Math.max(1, Math.round(c.width * scale));
    const height = Math.max(1, Math.round(c.height * scale));
    const sx = width / c.width;
    const sy = height / c.height;
    const image = resizeImage({ width: c.width, height: c.height, data: v.image }, width, height).data;
    return {
      ...v,
      camera: { ...c, width, height, fx: c.fx * sx, fy: c.fy * sy, cx: c.cx * sx, cy: c.cy * sy },
      image,
    };
  });
}

export async function train(
  views: View[],
  points: PointCloud,
  options: TrainOptions = {},
  evalViews: View[] = [],
): Promise<TrainResult> {
  if (views.length === 0) throw new Error('No training views');
  if (points.xyz.length === 0) throw new Error('The sparse model has no 3D points to start from');
  const iterations = options.iterations ?? 7000;
  const maxSh = Math.min(3, Math.max(0, options.shDegree ?? 3));
  const seed = options.seed ?? 0;
  const threads = options.threads ?? Math.min(availableParallelism(), 8);
  // 200k keeps a 3,000-iteration build at 480 px near 20 minutes on 2 cores (see docs/trainer.md).
  const maxGaussians = options.maxGaussians ?? 200_000;
  const schedule: DensifySchedule = { ...DEFAULT_DENSIFY, ...options.densify };
  const plan = new DensifyPlan(schedule);
  const bg = options.background ?? [0, 0, 0];
  const lr = { ...PAPER_LR, ...options.lr };
  const dens: DensifyOptions = {
    gradThreshold: options.gradThreshold ?? 0.0002,
    percentDense: options.percentDense ?? 0.01,
    minOpacity: options.minOpacity ?? 0.005,
    maxGaussians,
  };
  const progressEvery = options.progressEvery ?? 100;
  const rng = new Rng(seed);
  const extent = sceneExtent(views.map((v) => v.camera));

  const engine = await Engine.create({ threads, float64: options.float64 ?? false });
  try {
    const init = initFromPoints(subsample(points, maxGaussians, rng));
    engine.setGaussians(init, init.length / STRIDE);
    const startCount = engine.n;
    const largest = Math.max(...views.map((v) => v.camera.width * v.camera.height));
    const budget = Math.min(maxGaussians, options.gaussianBudget ?? gaussianBudget(largest, maxGaussians));

    const lrArr = new Array<number>(STRIDE).fill(0);
    for (let k = 0; k < 3; k++) lrArr[P_SCALE + k] = lr.scale;
    for (let k = 0; k < 4; k++) lrArr[P_ROT + k] = lr.rotation;
    lrArr[P_OPACITY] = lr.opacity;
    for (let k = 0; k < 3; k++) lrArr[P_SH + k] = lr.sh0;
    for (let k = 3; k < 48; k++) lrArr[P_SH + k] = lr.shRest;
    const logPos0 = Math.log(lr.positionInit * extent);
    const logPos1 = Math.log(lr.positionFinal * extent);

    const clock = new RunClock(iterations, options.timeBudgetMs, options.clock ?? (() => performance.now()));
    const coarseSchedule = options.coarse === undefined ? DEFAULT_COARSE : options.coarse;
    const coarse = coarseSchedule ? scaledViews(views, coarseSchedule.scale) : null;
    const exposure = options.exposure ? new ExposureCompensation(views.length) : null;
    let stack: number[] = [];
    let it = 0;
    let ema = { loss: 0, psnr: 0 };
    let stopReason: TrainResult['stopReason'] = 'iterations';
    // No plateau stop while the Gaussians still multiply.
    const plateau =
      options.plateau && evalViews.length
        ? new PlateauStop({ minIteration: Math.ceil(schedule.until * iterations), ...options.plateau })
        : null;
    for (it = 1; it <= iterations; it++) {
      if (options.timeBudgetMs !== undefined && clock.elapsedMs() > options.timeBudgetMs) {
        it--;
        stopReason = 'time-budget';
        break;
      }
      const position = clock.position(it);
      const posLr = Math.exp(logPos0 * (1 - position) + logPos1 * position);
      for (let k = 0; k < 3; k++) lrArr[P_MEAN + k] = posLr;
      const shDegree = Math.min(maxSh, Math.floor(it / 1000));
      if (stack.length === 0) stack = rng.shuffle(views.map((_, i) => i));
      const index = stack.pop() as number;
      const view = (coarse && coarseSchedule && position < coarseSchedule.until ? coarse : views)[
        index
      ] as View;
      const u = engine.uniforms(view.camera, {
        shDegree,
        bg,
        ...(options.ssimLambda === undefined ? {} : { ssimLambda: options.ssimLambda }),
      });
      u.step = it;
      u.lr = lrArr;
      u.trackStats = plan.tracking(position);
      await engine.forward(u);
      const plane = view.camera.width * view.camera.height;
      exposure?.apply(index, engine.views.image, plane);
      const lv = await engine.loss(u, view.image);
      exposure?.backward(index, engine.views.image, engine.views.dImage, plane);
      await engine.backward(u, true);
      ema =
        it === 1
          ? { loss: lv.loss, psnr: lv.psnr }
          : { loss: 0.6 * lv.loss + 0.4 * ema.loss, psnr: 0.6 * lv.psnr + 0.4 * ema.psnr };
      if (plan.densifyNow(it, position, clock.expectedIterations(it))) {
        const allowed = plannedGaussians(schedule, startCount, budget, position);
        densifyAndPrune(
          engine,
          { ...dens, maxGaussians: Math.min(maxGaussians, allowed) },
          extent,
          plan.pruneLarge() ? 20 : null,
          rng,
        );
      }
      if (plan.resetNow(position)) resetOpacity(engine);
      if (options.onProgress && (it % progressEvery === 0 || it === iterations)) {
        const elapsedMs = clock.elapsedMs();
        options.onProgress({
          iteration: it,
          iterations,
          loss: ema.loss,
          psnr: ema.psnr,
          gaussians: engine.n,
          elapsedMs,
          etaMs: (elapsedMs / it) * (iterations - it),
        });
      }
      if (plateau?.due(it) && it < iterations) {
        const held = await measure(engine, evalViews, Math.min(maxSh, Math.floor(it / 1000)), bg, false);
        options.onHeldOut?.(it, held.psnr);
        if (plateau.observe(it, held.psnr)) {
          stopReason = 'plateau';
          break;
        }
      }
    }
    const done = Math.min(it, iterations);
    const elapsedMs = clock.elapsedMs();
    const finalSh = Math.min(maxSh, Math.floor(done / 1000));
    // Train PSNR over at most 50 evenly spaced training views keeps the tail of a build short.
    const step = Math.max(1, Math.floor(views.length / 50));
    const trained = await measure(
      engine,
      views.filter((_, i) => i % step === 0),
      finalSh,
      bg,
      true,
    );
    const heldOut = evalViews.length ? await measure(engine, evalViews, finalSh, bg, true) : null;
    // Exported SH beyond the degree reached are zero, so the file renders what was trained.
    const params = new Float32Array(engine.n * STRIDE);
    params.set(engine.views.params.subarray(0, engine.n * STRIDE));
    return {
      params,
      count: engine.n,
      shDegree: finalSh,
      iterations: done,
      elapsedMs,
      trainPsnr: trained.psnr,
      train: trained,
      evalPsnr: heldOut?.psnr ?? null,
      heldOut,
      stopReason,
      timings: { ...engine.timings },
    };
  } finally {
    await engine.close();
  }
}
