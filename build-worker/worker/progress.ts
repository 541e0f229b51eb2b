/**
 * The build's progress as a person reads it: each stage's own progress turned into one overall
 * percentage, each stage weighted by its share of the build's time (measured, see docs/tour-build.md),
 * and the time left, from the rate measured so far. Pure: the clock is passed in.
 */
import { BUILD_STAGES, type BuildProgress, type BuildStage } from '#shared/build-progress.ts';

/**
 * Seconds per unit of work, measured on this machine's 2 shared cores (the 90-frame benchmark video and
 * the end-to-end walkthrough; docs/tour-build.md, "Stage times"). Only their ratios matter for the bar.
 */
const SECONDS = {
  framePerVideoSecond: 0.1,
  cameraPerFrameSequential: 1.0,
  /** Exhaustive matching (short clips): features and mapping per frame, matching per pair. */
  cameraPerFrameExhaustive: 1.5,
  cameraPerPairExhaustive: 0.3,
  cpuIteration: 0.56,
  gsplatIteration: 0.05,
  export: 2,
} as const;

export interface BuildShape {
  frames: number;
  iterations: number;
  trainer: 'cpu' | 'gsplat';
  matcher: 'exhaustive' | 'sequential';
  /** Seconds of video in all (0 when unknown). */
  videoSeconds?: number;
}

/** Each stage's expected share of the build's time, summing to 1. */
export function stageWeights(shape: BuildShape): Record<BuildStage, number> {
  const seconds: Record<BuildStage, number> = {
    frames: Math.max(1, (shape.videoSeconds ?? 10) * SECONDS.framePerVideoSecond),
    cameras:
      shape.matcher === 'exhaustive'
        ? shape.frames * SECONDS.cameraPerFrameExhaustive +
          ((shape.frames * (shape.frames - 1)) / 2) * SECONDS.cameraPerPairExhaustive
        : shape.frames * SECONDS.cameraPerFrameSequential,
    training:
      shape.iterations * (shape.trainer === 'gsplat' ? SECONDS.gsplatIteration : SECONDS.cpuIteration),
    export: SECONDS.export,
  };
  const total = BUILD_STAGES.reduce((sum, s) => sum + seconds[s], 0);
  return Object.fromEntries(BUILD_STAGES.map((s) => [s, seconds[s] / total])) as Record<BuildStage, number>;
}

/** Below this share done, or this many seconds in, the rate says too little to estimate from. */
const MIN_FRACTION_FOR_ESTIMATE = 0.03;
const MIN_SECONDS_FOR_ESTIMATE = 5;

export class ProgressTracker {
  private readonly start: number;
  private weights: Record<BuildStage, number>;
  private best = 0;

  constructor(
    weights: Record<BuildStage, number>,
    private readonly report: (progress: BuildProgress) => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.weights = weights;
    this.start = now();
  }

  /** The weights, re-estimated once the build knows more of its shape (frames, video length). */
  reweigh(weights: Record<BuildStage, number>) {
    this.weights = weights;
  }

  /** The stage and how far it is (0–1), with what it has done in words. */
  update(stage: BuildStage, fraction: number, detail?: string): BuildProgress {
    const within = Math.min(1, Math.max(0, fraction));
    let before = 0;
    for (const s of BUILD_STAGES) {
      if (s === stage) break;
      before += this.weights[s];
    }
    // Never backwards: a re-weighing must not make the bar jump back.
    this.best = Math.max(this.best, Math.min(1, before + this.weights[stage] * within));
    const elapsed = (this.now() - this.start) / 1000;
    const progress: BuildProgress = {
      stage,
      percent: Math.round(this.best * 1000) / 10,
      stagePercent: Math.round(within * 100),
      ...(detail ? { detail } : {}),
    };
    if (this.best >= MIN_FRACTION_FOR_ESTIMATE && elapsed >= MIN_SECONDS_FOR_ESTIMATE && this.best < 1) {
      progress.remainingSeconds = Math.round((elapsed * (1 - this.best)) / this.best);
    }
    this.report(progress);
    return progress;
  }
}
