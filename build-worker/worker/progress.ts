/**
 * The build's progress as a person reads it: each stage's own progress turned into one overall
 * percentage, each stage weighted by its predicted share of the build's time, and the time left.
 * The time left comes from the plan from the first update: each stage's predicted seconds (from the
 * frame count, the resolution and this machine's measured speed: stageSeconds), replaced by what the
 * running stage says of itself (training) or blended with its measured pace as it advances, and the
 * stages still to come scaled by how the finished ones went against their prediction. Pure: the clock
 * is passed in.
 */
import { BUILD_STAGES, type BuildProgress, type BuildStage } from '#shared/build-progress.ts';

/**
 * Seconds per unit of work on the reference machine (its 2 shared cores; the 90-frame benchmark video
 * and the end-to-end walkthrough: docs/tour-build.md, "Stage times"), scaled by a machine's slowness.
 */
const SECONDS = {
  framePerVideoSecond: 0.1,
  cameraPerFrameSequential: 1.0,
  /**
   * Exhaustive matching (short clips): features and mapping per frame, matching per pair. Fitted to
   * two quiet runs: 30 frames at 480×270 in 36.9 s, 90 at 960×540 in 343 s (features are capped at
   * 2,048 a frame, so the frames' size hardly counts). 1.5 and 0.3 before: 4× too long on both.
   */
  cameraPerFrameExhaustive: 0.25,
  cameraPerPairExhaustive: 0.08,
  gsplatIteration: 0.05,
  export: 2,
} as const;

export interface BuildShape {
  frames: number;
  matcher: 'exhaustive' | 'sequential';
  /** Seconds of video in all (0 when unknown). */
  videoSeconds?: number;
  /** The training stage's predicted seconds (the CPU trainer's cost model: cpu-training.ts). */
  trainingSeconds: number;
  /** This machine's time against the reference machine's (machine-speed.ts); 1 when unknown. */
  slowness?: number;
}

/** Each stage's predicted seconds on this machine. */
export function stageSeconds(shape: BuildShape): Record<BuildStage, number> {
  const k = shape.slowness ?? 1;
  return {
    frames: k * Math.max(1, (shape.videoSeconds ?? 10) * SECONDS.framePerVideoSecond),
    cameras:
      k *
      (shape.matcher === 'exhaustive'
        ? shape.frames * SECONDS.cameraPerFrameExhaustive +
          ((shape.frames * (shape.frames - 1)) / 2) * SECONDS.cameraPerPairExhaustive
        : shape.frames * SECONDS.cameraPerFrameSequential),
    training: shape.trainingSeconds,
    export: k * SECONDS.export,
  };
}

/** gsplat on a GPU: seconds per iteration on the reference GPU (a guess until a GPU run: docs). */
export function gsplatSeconds(iterations: number): number {
  return iterations * SECONDS.gsplatIteration;
}

/** A stage's own pace counts for as much as it has done; before 5 % and 5 s it says nothing. */
const MIN_FRACTION_FOR_PACE = 0.05;
const MIN_SECONDS_FOR_PACE = 5;
/** Finished stages shorter than this (predicted) say nothing of the machine's pace. */
const MIN_SECONDS_FOR_CORRECTION = 10;

export class ProgressTracker {
  private predicted: Record<BuildStage, number>;
  private best = 0;
  private stage: BuildStage | null = null;
  private stageStart = 0;
  /** Seconds the finished stages took, and were predicted to take. */
  private took = 0;
  private expected = 0;

  constructor(
    predicted: Record<BuildStage, number>,
    private readonly report: (progress: BuildProgress) => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.predicted = predicted;
    this.stageStart = now();
  }

  /** A better prediction, once the build knows more of its shape (frames, video length, points). */
  replan(predicted: Record<BuildStage, number>) {
    this.predicted = predicted;
  }

  private enter(stage: BuildStage) {
    if (this.stage === stage) return;
    const now = this.now();
    if (this.stage) {
      this.took += (now - this.stageStart) / 1000;
      this.expected += this.predicted[this.stage];
    }
    this.stage = stage;
    this.stageStart = now;
  }

  /**
   * How much slower than predicted the finished stages went (damped: the square root, within ½–2),
   * applied to the stages still to come.
   */
  private correction(): number {
    if (this.expected < MIN_SECONDS_FOR_CORRECTION) return 1;
    return Math.min(2, Math.max(0.5, Math.sqrt(this.took / this.expected)));
  }

  /**
   * The stage and how far it is (0–1), with what it has done in words; `stageRemaining`: the stage's
   * own estimate of its seconds left, when it has one (training).
   */
  update(stage: BuildStage, fraction: number, detail?: string, stageRemaining?: number): BuildProgress {
    this.enter(stage);
    const within = Math.min(1, Math.max(0, fraction));
    const total = BUILD_STAGES.reduce((sum, s) => sum + this.predicted[s], 0);
    let before = 0;
    for (const s of BUILD_STAGES) {
      if (s === stage) break;
      before += this.predicted[s];
    }
    // Never backwards: a new plan must not make the bar jump back.
    this.best = Math.max(this.best, Math.min(1, (before + this.predicted[stage] * within) / total));
    const correction = this.correction();
    let remaining = stageRemaining ?? this.predicted[stage] * (1 - within) * correction;
    const inStage = (this.now() - this.stageStart) / 1000;
    if (stageRemaining === undefined && within >= MIN_FRACTION_FOR_PACE && inStage >= MIN_SECONDS_FOR_PACE) {
      const byPace = (inStage * (1 - within)) / within;
      remaining = within * byPace + (1 - within) * remaining;
    }
    for (const s of BUILD_STAGES.slice(BUILD_STAGES.indexOf(stage) + 1))
      remaining += this.predicted[s] * correction;
    const progress: BuildProgress = {
      stage,
      percent: Math.round(this.best * 1000) / 10,
      stagePercent: Math.round(within * 100),
      ...(detail ? { detail } : {}),
      ...(this.best < 1 ? { remainingSeconds: Math.max(0, Math.round(remaining)) } : {}),
    };
    this.report(progress);
    return progress;
  }
}
