/**
 * buildTour's failure at the cameras stage: a video without camera translation (a still picture held
 * for 10 s) gives COLMAP no depth to measure, and the build must stop there with a reason the user
 * can act on — not crash, not hang, not train on nothing. Small on purpose: 20 frames at 320 px.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildProgress } from '#shared/build-progress.ts';
import { colmapAvailable } from '../trainer/colmap-run.ts';
import { buildTour, trainerFromEnv } from './pipeline.ts';
import { ffmpeg } from './test-media.ts';

const hasColmap = colmapAvailable();
if (!hasColmap) console.warn('worker pipeline.test.ts skipped: `colmap` is not installed');

describe('trainerFromEnv', () => {
  it('defaults to the CPU trainer, takes gsplat, refuses anything else', () => {
    expect(trainerFromEnv({})).toBe('cpu');
    expect(trainerFromEnv({ ATRIUM_TRAINER: 'gsplat' })).toBe('gsplat');
    expect(() => trainerFromEnv({ ATRIUM_TRAINER: 'gpu' })).toThrow(
      'ATRIUM_TRAINER must be "cpu" or "gsplat"',
    );
  });
});

describe.skipIf(!hasColmap)('buildTour without parallax', () => {
  const root = mkdtempSync(join(tmpdir(), 'worker-pipeline-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fails at the cameras stage with a readable reason', async () => {
    const still = join(root, 'still.png');
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=320x240', '-frames:v', '1', still]);
    const video = join(root, 'held-still.mp4');
    ffmpeg([
      '-loop',
      '1',
      '-framerate',
      '10',
      '-i',
      still,
      '-t',
      '10',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      video,
    ]);

    const updates: BuildProgress[] = [];
    const build = buildTour([{ path: video, name: 'held-still.mp4' }], join(root, 'work'), {
      frames: 20,
      longSide: 320,
      iterations: 10,
      trainer: 'cpu',
      // The reference machine, free: nothing measured or written for the estimate.
      speed: { slowness: 1, machine: 'test', measuredAt: '' },
      contention: 1,
      onProgress: (p) => updates.push(p),
    });
    await expect(build).rejects.toThrow(
      expect.objectContaining({
        name: 'BuildFailure',
        message: expect.stringMatching(
          /^The camera positions could not be recovered: the views show no depth\./,
        ),
      }),
    );
    const stages = updates.map((p) => p.stage);
    expect(stages.at(-1)).toBe('cameras');
    expect(stages).not.toContain('training');
    // COLMAP's own output moves the cameras stage along, image by image, and the bar never goes back.
    const details = updates.filter((p) => p.stage === 'cameras').map((p) => p.detail);
    expect(details).toContain('features found in 1 of 20 images');
    expect(details).toContain('features found in 20 of 20 images');
    expect(details.some((d) => /^\d+ of 190 image pairs matched$/.test(d ?? ''))).toBe(true);
    const percents = updates.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  }, 60_000);
});
