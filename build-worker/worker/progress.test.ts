/** The overall bar and the time left: stage weights from the build's shape, a bar that never goes back. */
import { describe, expect, it } from 'vitest';
import { describeProgress, formatRemaining } from '#shared/build-progress.ts';
import { colmapProgressReader, sequentialPairs } from '../trainer/colmap-progress.ts';
import { ProgressTracker, stageSeconds } from './progress.ts';

/** Progress reports the tests do not look at. */
const ignore = () => {};

describe('stageSeconds', () => {
  it("predicts each stage from the build's shape and the machine's speed", () => {
    const shape = { frames: 90, matcher: 'sequential' as const, videoSeconds: 30, trainingSeconds: 600 };
    expect(stageSeconds(shape)).toEqual({ frames: 3, cameras: 90, training: 600, export: 2 });
    // A machine half as fast takes twice as long for everything it measured itself against.
    expect(stageSeconds({ ...shape, slowness: 2 })).toEqual({
      frames: 6,
      cameras: 180,
      training: 600,
      export: 4,
    });
    // A short clip: every pair of its frames matched.
    expect(stageSeconds({ ...shape, frames: 20, matcher: 'exhaustive' }).cameras).toBeCloseTo(
      20 * 0.25 + 190 * 0.08,
      9,
    );
  });
});

describe('ProgressTracker', () => {
  const predicted = { frames: 10, cameras: 30, training: 50, export: 10 };

  it('weights the stages by their predicted time and never goes back', () => {
    let now = 0;
    const seen: number[] = [];
    const tracker = new ProgressTracker(
      predicted,
      (p) => seen.push(p.percent),
      () => now,
    );
    expect(tracker.update('frames', 0).percent).toBe(0);
    now = 10_000;
    const half = tracker.update('cameras', 0.5, '15 of 30 images placed');
    expect(half.percent).toBe(25);
    expect(half.stagePercent).toBe(50);
    tracker.replan({ frames: 5, cameras: 15, training: 70, export: 10 });
    expect(tracker.update('cameras', 0.6).percent).toBe(25);
    expect(tracker.update('training', 0.5).percent).toBe(55);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('says the time left from the first update, from the plan', () => {
    let now = 0;
    const tracker = new ProgressTracker(predicted, ignore, () => now);
    expect(tracker.update('frames', 0).remainingSeconds).toBe(100);
    now = 10_000;
    // Frames took as predicted: the plan stands.
    expect(tracker.update('cameras', 0).remainingSeconds).toBe(90);
    // The training stage's own estimate replaces its prediction.
    now = 40_000;
    expect(tracker.update('training', 0.2, 'iteration 20 of 100', 80).remainingSeconds).toBe(90);
  });

  it('follows a stage going slower than predicted, and expects the next ones to be slower too', () => {
    let now = 0;
    const tracker = new ProgressTracker(predicted, ignore, () => now);
    tracker.update('frames', 0);
    now = 10_000;
    tracker.update('cameras', 0);
    // Half the cameras in 30 s, where 15 s were predicted: the pace counts for half.
    now = 40_000;
    const slow = tracker.update('cameras', 0.5);
    // 0.5 × 30 s (pace) + 0.5 × 15 s (plan) for the cameras, then training and export as planned.
    expect(slow.remainingSeconds).toBe(Math.round(0.5 * 30 + 0.5 * 15 + 50 + 10));
    // The cameras took 60 s for 30 predicted (with frames, 70 for 40): later stages × √(70 / 40).
    now = 70_000;
    const next = tracker.update('training', 0);
    expect(next.remainingSeconds).toBe(Math.round((50 + 10) * Math.sqrt(70 / 40)));
  });
});

describe('colmapProgressReader', () => {
  it('reads features, matched pairs, registered images and undistortion from COLMAP 3.8 output', () => {
    const read = colmapProgressReader({ images: 30, matcher: 'sequential', overlap: 10 });
    expect(read('Processed file [3/30]')?.detail).toBe('features found in 3 of 30 images');
    const all = sequentialPairs(30, 30, 10);
    expect(read('Matching image [30/30] in 0.1s')?.detail).toBe(`${all} of ${all} image pairs matched`);
    expect(read('Initializing with image pair #4 and #9')?.detail).toBe('2 of 30 images placed');
    const reg = read('Registering image #11 (12)');
    expect(reg?.detail).toBe('12 of 30 images placed');
    expect(reg?.step).toBe('mapping');
    expect(read('Undistorting image [30/30]')?.fraction).toBeCloseTo(1, 6);
    expect(read('Bundle adjustment report')).toBeNull();
    const exhaustive = colmapProgressReader({ images: 20, matcher: 'exhaustive', overlap: 10 });
    expect(exhaustive('Matching block [1/1, 1/1]')?.detail).toBe('190 of 190 image pairs matched');
  });

  it('counts sequential pairs with quadratic overlap once each', () => {
    // Image 0 of 20 with overlap 3: 1, 2, 3 and 2^0, 2^1, 2^2 = 1, 2, 4 → {1, 2, 3, 4}.
    expect(sequentialPairs(1, 20, 3)).toBe(4);
    expect(sequentialPairs(1, 3, 3)).toBe(2);
  });
});

describe('describeProgress', () => {
  it('names the stage in plain words with its figures and the time left', () => {
    expect(
      describeProgress({
        stage: 'cameras',
        percent: 52,
        stagePercent: 40,
        detail: '12 of 30 images placed',
        remainingSeconds: 130,
      }),
    ).toBe('Finding camera positions 40% (12 of 30 images placed) · 52% overall · About 2 min 10 s left');
    expect(formatRemaining(42)).toBe('About 40 s left');
  });
});
