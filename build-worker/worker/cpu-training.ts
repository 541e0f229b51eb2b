/**
 * The CPU trainer's part of a tour build, progressive: a preview (low resolution, few iterations)
 * handed to `onPreview` as soon as it exists, then the final scene, whose iteration count follows the
 * frame count and resolution and which stops once the held-out PSNR stops improving. Both hold out
 * every 8th frame and measure themselves on it. `planCpuTraining` says in advance what both runs will
 * be, so the build's estimate and its progress line use the same iteration counts as the trainer.
 */
import type { SceneScores } from '#shared/build-quality.ts';
import { type RunShape, runSeconds, type StepCost } from '../trainer/cost-model.ts';
import {
  adaptiveIterations,
  DEFAULT_PLATEAU,
  encodePly,
  holdOut,
  loadDataset,
  type TrainResult,
  train,
  type ViewQuality,
} from '../trainer/index.ts';
import { DEFAULT_COARSE, DEFAULT_DENSIFY, gaussianBudget } from '../trainer/run-schedule.ts';
import type { TrainOptions } from '../trainer/train.ts';
import type { View } from '../trainer/types.ts';
import { stepCostOf } from './machine-speed.ts';

/**
 * Long side of the preview's images, and its iteration bounds (frames × 25 × √(pixels ratio), at
 * most a quarter of the final run's).
 */
const PREVIEW_LONG_SIDE = 320;
const PREVIEW_ITERATIONS = { min: 200, max: 500 };
/** Every HOLD_OUT_EVERY-th frame is held out of both trainings, to measure what a new view looks like. */
const HOLD_OUT_EVERY = 8;
/** The most Gaussians either run grows to (the trainer's default cap). */
const MAX_GAUSSIANS = 200_000;

export interface TrainedScene {
  ply: Uint8Array;
  gaussians: number;
  iterations: number;
  trainPsnr: number;
  evalPsnr: number | null;
  stopReason: TrainResult['stopReason'];
  /** PSNR and SSIM on the held-out and the training frames, as the task record keeps them. */
  scores: SceneScores;
}

export interface RunPlan {
  longSide: number;
  width: number;
  height: number;
  iterations: number;
}

export interface CpuTrainingPlan {
  preview: RunPlan | null;
  final: RunPlan;
}

export interface TrainingShape {
  /** Frames (registered, before the hold-out). */
  frames: number;
  /** Size of the frames as the trainer reads them (COLMAP's undistorted images). */
  width: number;
  height: number;
  /** Long side of the final training images. */
  longSide: number;
  /** Most iterations of the final training. */
  maxIterations: number;
  preview: boolean;
}

function scaled(width: number, height: number, longSide: number) {
  const s = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * s)), height: Math.max(1, Math.round(height * s)) };
}

/** Both runs' image sizes and iteration counts, as `trainOnCpu` will run them. */
export function planCpuTraining(shape: TrainingShape): CpuTrainingPlan {
  const finalSize = scaled(shape.width, shape.height, shape.longSide);
  const final: RunPlan = {
    longSide: shape.longSide,
    ...finalSize,
    iterations: adaptiveIterations({
      frames: shape.frames,
      ...finalSize,
      max: shape.maxIterations,
      min: Math.min(500, shape.maxIterations),
    }),
  };
  if (!shape.preview) return { preview: null, final };
  const longSide = Math.min(PREVIEW_LONG_SIDE, shape.longSide);
  const previewSize = scaled(shape.width, shape.height, longSide);
  // At most a quarter of the final run: the preview must come well before it.
  const quarter = Math.ceil(shape.maxIterations / 4);
  const preview: RunPlan = {
    longSide,
    ...previewSize,
    iterations: adaptiveIterations({
      frames: shape.frames,
      ...previewSize,
      min: Math.min(PREVIEW_ITERATIONS.min, quarter),
      max: Math.min(PREVIEW_ITERATIONS.max, quarter),
    }),
  };
  return { preview, final };
}

/**
 * The share of its Gaussian budget a run's densification is expected to reach: the gradient threshold
 * stops most runs short of it (measured: 52 % and 93 % in the tour bench's final and preview runs, 75 %
 * in the figurine's 10-minute run). With the whole budget, a build's first estimate was 29 % long.
 */
const EXPECTED_BUDGET_FILL = 0.7;

/** The cost model's view of a planned run, starting from `points` Gaussians. */
function runShape(run: RunPlan, points: number): RunShape {
  const pixels = run.width * run.height;
  return {
    iterations: run.iterations,
    pixels,
    startGaussians: points,
    // Never below the start: plannedGaussians keeps the count at least where it began.
    endGaussians: EXPECTED_BUDGET_FILL * gaussianBudget(pixels, MAX_GAUSSIANS),
    from: DEFAULT_DENSIFY.from,
    until: DEFAULT_DENSIFY.until,
    coarse: DEFAULT_COARSE,
  };
}

/** Predicted seconds of both runs on a machine with this step cost. */
export function predictTrainingSeconds(plan: CpuTrainingPlan, points: number, cost: StepCost): number {
  return (
    (plan.preview ? runSeconds(cost, runShape(plan.preview, points)) : 0) +
    runSeconds(cost, runShape(plan.final, points))
  );
}

export interface CpuTrainingOptions {
  /** Long side of the final training images. */
  longSide: number;
  /** Most iterations of the final training (fewer for few frames or small images, or on a plateau). */
  maxIterations: number;
  /** Called with the preview scene; the final training starts once it resolves. Absent: no preview. */
  onPreview?: (scene: TrainedScene) => Promise<void>;
  /**
   * Training progress: the share of the predicted training time done (preview and final together),
   * a line a person reads, and the predicted seconds left (the cost model, corrected by the pace so far).
   */
  onProgress?: (fraction: number, detail: string, remainingSeconds: number) => void;
  /** This machine's step cost (machine-speed.ts); without it, the reference machine's. */
  stepCost?: StepCost;
  threads?: number;
}

/** The training views of a run: every 8th frame held out to measure it. */
function split(views: View[]) {
  return holdOut(views, HOLD_OUT_EVERY);
}

/**
 * Turns iteration events into the share of the predicted time done and the seconds left. The
 * prediction for what is left is scaled by how the run has gone so far against its own prediction
 * (after its first tenth, when the pace says something), so a busy machine's estimate follows it.
 */
class TrainingClock {
  private readonly total: number;
  private doneBefore = 0;
  /** Actual over predicted seconds: of the running run once a tenth is done, else of the one before (the preview measures the scene's cost for the final). */
  private pace = 1;

  constructor(
    private readonly cost: StepCost,
    private readonly shapes: RunShape[],
  ) {
    this.total = shapes.reduce((s, r) => s + runSeconds(cost, r), 0);
  }

  /** Run `index` is at `iteration` after `elapsedSeconds` of it. */
  at(index: number, iteration: number, elapsedSeconds: number): { fraction: number; remaining: number } {
    const run = this.shapes[index] as RunShape;
    const predictedSoFar = runSeconds(this.cost, run) - runSeconds(this.cost, run, iteration);
    const share = iteration / run.iterations;
    if (share >= 0.1 && predictedSoFar > 0)
      this.pace = Math.min(4, Math.max(0.25, elapsedSeconds / predictedSoFar));
    let remaining = runSeconds(this.cost, run, iteration) * this.pace;
    for (const later of this.shapes.slice(index + 1)) remaining += runSeconds(this.cost, later) * this.pace;
    const fraction = Math.min(1, (this.doneBefore + predictedSoFar) / this.total);
    return { fraction, remaining };
  }

  finished(index: number): void {
    this.doneBefore += runSeconds(this.cost, this.shapes[index] as RunShape);
  }
}

const previewDetail = (i: number, n: number) => `preview: iteration ${i} of ${n}`;

/**
 * The preview run alone (the build's first delivery; also `npm run bench quality`): `run` from
 * planCpuTraining, SH degree 0, every 8th frame held out and measured.
 */
export async function trainPreview(
  sparseDir: string,
  imagesDir: string,
  run: RunPlan,
  options: Pick<TrainOptions, 'threads' | 'onProgress'> = {},
): Promise<TrainResult> {
  const small = loadDataset(sparseDir, imagesDir, 1, run.longSide);
  const { train: views, test } = split(small.views);
  options.onProgress?.({
    iteration: 0,
    iterations: run.iterations,
    loss: 0,
    psnr: 0,
    gaussians: 0,
    elapsedMs: 0,
    etaMs: 0,
  });
  return train(
    views,
    small.points,
    {
      iterations: run.iterations,
      shDegree: 0,
      progressEvery: Math.max(1, Math.round(run.iterations / 20)),
      ...options,
    },
    test,
  );
}

function scene(result: TrainResult): TrainedScene {
  const frames = (q: ViewQuality) => ({ psnr: q.psnr, ssim: q.ssim, frames: q.views });
  return {
    ply: encodePly(result.params, result.count),
    gaussians: result.count,
    iterations: result.iterations,
    trainPsnr: result.trainPsnr,
    evalPsnr: result.evalPsnr,
    stopReason: result.stopReason,
    scores: {
      heldOut: result.heldOut ? frames(result.heldOut) : null,
      train: frames(result.train),
      gaussians: result.count,
      iterations: result.iterations,
    },
  };
}

export async function trainOnCpu(
  sparseDir: string,
  imagesDir: string,
  options: CpuTrainingOptions,
): Promise<{ final: TrainedScene; preview: TrainedScene | null }> {
  const report = options.onProgress ?? (() => {});
  const full = loadDataset(sparseDir, imagesDir, 1, options.longSide);
  const cam = full.views[0]?.camera;
  const points = full.points.xyz.length / 3;
  const plan = planCpuTraining({
    frames: full.views.length,
    width: cam?.width ?? 1,
    height: cam?.height ?? 1,
    longSide: options.longSide,
    maxIterations: options.maxIterations,
    preview: Boolean(options.onPreview),
  });
  const cost = options.stepCost ?? stepCostOf({ slowness: 1 });
  const runs = [plan.preview, plan.final].filter((r): r is RunPlan => r !== null);
  const clock = new TrainingClock(
    cost,
    runs.map((r) => runShape(r, points)),
  );
  const threads = options.threads ? { threads: options.threads } : {};

  let preview: TrainedScene | null = null;
  if (plan.preview && options.onPreview) {
    const first = clock.at(0, 0, 0);
    report(first.fraction, previewDetail(0, plan.preview.iterations), first.remaining);
    const result = await trainPreview(sparseDir, imagesDir, plan.preview, {
      ...threads,
      onProgress: (e) => {
        const at = clock.at(0, e.iteration, e.elapsedMs / 1000);
        report(at.fraction, previewDetail(e.iteration, e.iterations), at.remaining);
      },
    });
    clock.finished(0);
    preview = scene(result);
    await options.onPreview(preview);
  }
  const index = runs.length - 1;
  const { train: views, test } = split(full.views);
  const detail = (i: number) => `iteration ${i} of ${plan.final.iterations}`;
  const start = clock.at(index, 0, 0);
  report(start.fraction, detail(0), start.remaining);
  const result = await train(
    views,
    full.points,
    {
      iterations: plan.final.iterations,
      plateau: DEFAULT_PLATEAU,
      progressEvery: Math.max(1, Math.min(50, Math.round(plan.final.iterations / 30))),
      ...threads,
      onProgress: (e) => {
        const at = clock.at(index, e.iteration, e.elapsedMs / 1000);
        report(at.fraction, detail(e.iteration), at.remaining);
      },
    },
    test,
  );
  return { final: scene(result), preview };
}
