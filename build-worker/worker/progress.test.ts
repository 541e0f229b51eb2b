/** The overall bar and the time left: stage weights from the build's shape, a bar that never goes back. */
import { describe, expect, it } from 'vitest';
import { describeProgress, formatRemaining } from '#shared/build-progress.ts';
import { colmapProgressReader, sequentialPairs } from '../trainer/colmap-progress.ts';
import { ProgressTracker, stageWeights } from './progress.ts';

describe('stageWeights', () => {
  it('gives each stage its share of the time, summing to 1, training the largest on the CPU', () => {
    const w = stageWeights({
      frames: 90,
      iterations: 500,
      trainer: 'cpu',
      matcher: 'sequential',
      videoSeconds: 30,
    });
    expect(w.frames + w.cameras + w.training + w.export).toBeCloseTo(1, 6);
    // The benchmark: cameras 92 s, training 282 s of about 377 s.
    expect(w.training).toBeGreaterThan(0.6);
    expect(w.cameras).toBeGreaterThan(0.15);
    const gpu = stageWeights({ frames: 90, iterations: 500, trainer: 'gsplat', matcher: 'sequential' });
    expect(gpu.training).toBeLessThan(w.training);
  });
});

describe('ProgressTracker', () => {
  it('weights the stages, never goes back, and estimates the time left from the measured rate', () => {
    let now = 0;
    const seen: number[] = [];
    const weights = { frames: 0.1, cameras: 0.3, training: 0.5, export: 0.1 };
    const tracker = new ProgressTracker(
      weights,
      (p) => seen.push(p.percent),
      () => now,
    );
    expect(tracker.update('frames', 0).remainingSeconds).toBeUndefined();
    now = 10_000;
    const half = tracker.update('cameras', 0.5, '15 of 30 images placed');
    expect(half.percent).toBe(25);
    expect(half.stagePercent).toBe(50);
    // 25 % in 10 s: 30 s left at that rate.
    expect(half.remainingSeconds).toBe(30);
    tracker.reweigh({ frames: 0.05, cameras: 0.15, training: 0.7, export: 0.1 });
    expect(tracker.update('cameras', 0.6).percent).toBe(25);
    expect(tracker.update('training', 0.5).percent).toBe(55);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
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
