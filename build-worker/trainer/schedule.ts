/**
 * How long to train: an iteration count from the frame count and resolution, a held-out split (every
 * Nth frame), and a plateau rule that stops training once the held-out PSNR stops improving.
 */
import type { View } from './types.ts';

/** Passes over each frame at the reference size; bigger images need more (√ of the pixel ratio). */
const VISITS_PER_FRAME = 25;
const REFERENCE_PIXELS = 640 * 360;

export interface IterationPlan {
  frames: number;
  width: number;
  height: number;
  /** Bounds of the result (defaults 500 and 3,000: the CPU build-time target). */
  min?: number;
  max?: number;
}

/** Iterations for a run: frames × 25 × √(pixels / 640×360), within [min, max], rounded to 100. */
export function adaptiveIterations(plan: IterationPlan): number {
  const min = plan.min ?? 500;
  const max = plan.max ?? 3000;
  const scale = Math.sqrt((plan.width * plan.height) / REFERENCE_PIXELS);
  const raw = plan.frames * VISITS_PER_FRAME * scale;
  return Math.min(max, Math.max(min, Math.round(raw / 100) * 100));
}

/**
 * Every `every`-th view (the last of each group of `every`) is held out for evaluation, at most
 * `maxTest` of them, evenly spread; the rest train. With fewer than 2·every views nothing is held out.
 */
export function holdOut(views: View[], every: number, maxTest = 8): { train: View[]; test: View[] } {
  if (every < 2 || views.length < 2 * every) return { train: views, test: [] };
  const candidates = views.filter((_, i) => i % every === every - 1);
  const stride = Math.max(1, Math.ceil(candidates.length / maxTest));
  const test = candidates.filter((_, i) => i % stride === 0);
  const held = new Set(test);
  return { train: views.filter((v) => !held.has(v)), test };
}

export interface PlateauOptions {
  /** Evaluate the held-out PSNR every this many iterations. */
  evalEvery: number;
  /** Stop after this many evaluations in a row without a gain of `minGainDb` over the best. */
  patience: number;
  minGainDb: number;
  /** No stop before this iteration (default in train(): the end of densification). */
  minIteration?: number;
}

export const DEFAULT_PLATEAU: PlateauOptions = { evalEvery: 250, patience: 2, minGainDb: 0.1 };

/** Tracks held-out PSNR evaluations and says when they have stopped improving. */
export class PlateauStop {
  best = Number.NEGATIVE_INFINITY;
  bestIteration = 0;
  private stale = 0;

  constructor(private readonly options: PlateauOptions) {}

  /** Whether `iteration` is one at which the held-out PSNR should be measured. */
  due(iteration: number): boolean {
    return iteration % this.options.evalEvery === 0;
  }

  /** Records a measurement; true when training should stop. */
  observe(iteration: number, psnr: number): boolean {
    if (psnr >= this.best + this.options.minGainDb) {
      this.best = psnr;
      this.bestIteration = iteration;
      this.stale = 0;
    } else {
      this.best = Math.max(this.best, psnr);
      this.stale++;
    }
    return iteration >= (this.options.minIteration ?? 0) && this.stale >= this.options.patience;
  }
}
