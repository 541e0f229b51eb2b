/**
 * The CPU trainer's part of a tour build, progressive: a preview (low resolution, few iterations)
 * handed to `onPreview` as soon as it exists, then the final scene, whose iteration count follows the
 * frame count and resolution and which stops once the held-out PSNR (every 8th frame) stops improving.
 */
import {
  adaptiveIterations,
  DEFAULT_PLATEAU,
  encodePly,
  holdOut,
  loadDataset,
  type TrainResult,
  train,
} from '../trainer/index.ts';

/**
 * Long side of the preview's images, and its iteration bounds (frames × 25 × √(pixels ratio), at
 * most a quarter of the final run's).
 */
const PREVIEW_LONG_SIDE = 320;
const PREVIEW_ITERATIONS = { min: 200, max: 500 };
/** Every HOLD_OUT_EVERY-th frame is held out of the final training to measure its progress. */
const HOLD_OUT_EVERY = 8;
/** Share of the training stage's progress bar the preview takes. */
export const PREVIEW_SHARE = 0.15;

export interface TrainedScene {
  ply: Uint8Array;
  gaussians: number;
  iterations: number;
  trainPsnr: number;
  evalPsnr: number | null;
  stopReason: TrainResult['stopReason'];
}

export interface CpuTrainingOptions {
  /** Long side of the final training images. */
  longSide: number;
  /** Most iterations of the final training (fewer for few frames or small images, or on a plateau). */
  maxIterations: number;
  /** Called with the preview scene; the final training starts once it resolves. Absent: no preview. */
  onPreview?: (scene: TrainedScene) => Promise<void>;
  /** Training progress in [0, 1] over preview and final together, and a line a person reads. */
  onProgress?: (fraction: number, detail: string) => void;
  threads?: number;
}

export async function trainOnCpu(
  sparseDir: string,
  imagesDir: string,
  options: CpuTrainingOptions,
): Promise<{ final: TrainedScene; preview: TrainedScene | null }> {
  const report = options.onProgress ?? (() => {});
  let preview: TrainedScene | null = null;
  const finalStart = options.onPreview ? PREVIEW_SHARE : 0;
  if (options.onPreview) {
    const small = loadDataset(sparseDir, imagesDir, 1, Math.min(PREVIEW_LONG_SIDE, options.longSide));
    const cam = small.views[0]?.camera;
    const iterations = adaptiveIterations({
      frames: small.views.length,
      width: cam?.width ?? 1,
      height: cam?.height ?? 1,
      // At most a quarter of the final run: the preview must come well before it.
      min: Math.min(PREVIEW_ITERATIONS.min, Math.ceil(options.maxIterations / 4)),
      max: Math.min(PREVIEW_ITERATIONS.max, Math.ceil(options.maxIterations / 4)),
    });
    const result = await train(small.views, small.points, {
      iterations,
      shDegree: 0,
      progressEvery: Math.max(1, Math.round(iterations / 20)),
      ...(options.threads ? { threads: options.threads } : {}),
      onProgress: (e) =>
        report(
          PREVIEW_SHARE * (e.iteration / e.iterations),
          `preview: iteration ${e.iteration} of ${e.iterations}`,
        ),
    });
    preview = scene(result);
    await options.onPreview(preview);
  }
  const full = loadDataset(sparseDir, imagesDir, 1, options.longSide);
  const cam = full.views[0]?.camera;
  const iterations = adaptiveIterations({
    frames: full.views.length,
    width: cam?.width ?? 1,
    height: cam?.height ?? 1,
    max: options.maxIterations,
    min: Math.min(500, options.maxIterations),
  });
  const { train: trainViews, test } = holdOut(full.views, HOLD_OUT_EVERY);
  const result = await train(
    trainViews,
    full.points,
    {
      iterations,
      plateau: DEFAULT_PLATEAU,
      progressEvery: Math.max(1, Math.min(50, Math.round(iterations / 30))),
      ...(options.threads ? { threads: options.threads } : {}),
      onProgress: (e) =>
        report(
          finalStart + (1 - finalStart) * (e.iteration / e.iterations),
          `iteration ${e.iteration} of ${e.iterations}`,
        ),
    },
    test,
  );
  return { final: scene(result), preview };
}

function scene(result: TrainResult): TrainedScene {
  return {
    ply: encodePly(result.params, result.count),
    gaussians: result.count,
    iterations: result.iterations,
    trainPsnr: result.trainPsnr,
    evalPsnr: result.evalPsnr,
    stopReason: result.stopReason,
  };
}
