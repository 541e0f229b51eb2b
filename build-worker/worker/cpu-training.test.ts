/**
 * The progressive CPU training of a build: the preview comes first (and is a readable scene), the
 * final training holds frames out and measures them, and the progress runs over both in order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGaussianPly } from '#formats/gaussian-ply.ts';
import { viewsToColmap, writeColmapBinary } from '../trainer/colmap-write.ts';
import { makeSyntheticScene } from '../trainer/synthetic.ts';
import { writeSceneImages } from '../trainer/synthetic-dataset.ts';
import { planCpuTraining, type TrainedScene, trainOnCpu } from './cpu-training.ts';

const root = mkdtempSync(join(tmpdir(), 'cpu-training-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('progressive CPU training', () => {
  const scene = makeSyntheticScene({ width: 48, height: 36, views: 16, points: 400, seed: 4 });
  const views = writeSceneImages(root, scene);
  const images = join(root, 'images');
  const sparse = join(root, 'sparse');
  writeColmapBinary(sparse, viewsToColmap(views, scene.points));

  it('delivers a preview first, then the final scene measured on held-out frames', async () => {
    const events: string[] = [];
    const fractions: number[] = [];
    const details: string[] = [];
    const remaining: number[] = [];
    let preview: TrainedScene | null = null;
    const { final, preview: returned } = await trainOnCpu(sparse, images, {
      longSide: 48,
      maxIterations: 120,
      threads: 1,
      onPreview: async (p) => {
        preview = p;
        events.push('preview');
      },
      onProgress: (fraction, detail, left) => {
        fractions.push(fraction);
        details.push(detail);
        remaining.push(left);
        events.push(detail.startsWith('preview') ? 'preview-progress' : 'final-progress');
      },
    });
    expect(returned).toBe(preview);
    expect(events.indexOf('preview')).toBeGreaterThan(events.lastIndexOf('preview-progress'));
    expect(events.indexOf('final-progress')).toBeGreaterThan(events.indexOf('preview'));
    expect(readGaussianPly((preview as unknown as TrainedScene).ply).count).toBeGreaterThan(0);
    expect(fractions.every((f, i) => i === 0 || f >= (fractions[i - 1] as number))).toBe(true);
    expect(fractions.at(-1)).toBe(1);
    // The counts named are the ones trained, from the first line on: the plan's.
    const plan = planCpuTraining({
      frames: 16,
      width: 48,
      height: 36,
      longSide: 48,
      maxIterations: 120,
      preview: true,
    });
    expect(plan.preview?.iterations).toBe(30); // a quarter of the final's 120
    expect(details[0]).toBe('preview: iteration 0 of 30');
    expect(details).toContain('iteration 0 of 120');
    expect(details.at(-1)).toBe('iteration 120 of 120');
    expect(remaining.every((r) => r >= 0)).toBe(true);
    expect(remaining.at(-1)).toBe(0);
    expect((preview as unknown as TrainedScene).iterations).toBe(30);
    expect(final.iterations).toBe(120);
    // Both hold every 8th of the 16 frames out, and measure themselves on them.
    for (const scene of [preview as unknown as TrainedScene, final]) {
      expect(scene.scores.heldOut?.frames).toBe(2);
      expect(scene.scores.train.frames).toBe(14);
      expect(scene.scores.heldOut?.ssim).toBeGreaterThan(0);
      expect(scene.scores.gaussians).toBe(scene.gaussians);
    }
    expect(final.evalPsnr).toBe(final.scores.heldOut?.psnr);
    expect(readGaussianPly(final.ply).count).toBe(final.gaussians);
  }, 120_000);

  it('trains only the final scene without a preview callback', async () => {
    const fractions: number[] = [];
    const { preview, final } = await trainOnCpu(sparse, images, {
      longSide: 48,
      maxIterations: 60,
      threads: 1,
      onProgress: (f) => fractions.push(f),
    });
    expect(preview).toBeNull();
    expect(final.iterations).toBe(60);
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
  }, 120_000);
});
