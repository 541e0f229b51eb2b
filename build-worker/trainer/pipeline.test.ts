/**
 * The real pipeline: frames of a generated textured scene → COLMAP (CPU) → this trainer → .ply.
 * Needs Debian's `colmap` (infra/local/system-deps.sh colmap); skipped with a message without it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGaussianPly } from '#formats/gaussian-ply.ts';
import { colmapAvailable, runColmap } from './colmap-run.ts';
import { loadDataset } from './dataset.ts';
import { Engine } from './engine.ts';
import { STRIDE } from './layout.ts';
import { psnr } from './metrics.ts';
import { encodePly, plyToParams } from './ply.ts';
import { encodePng } from './png.ts';
import { renderSynthetic, ringCameras } from './synthetic.ts';
import { renderView, train } from './train.ts';

const hasColmap = colmapAvailable();
if (!hasColmap)
  console.warn(
    'pipeline.test.ts skipped: `colmap` is not installed (bash infra/local/system-deps.sh colmap)',
  );

describe.skipIf(!hasColmap)('frames → COLMAP → trainer → .ply', () => {
  const root = mkdtempSync(join(tmpdir(), 'trainer-pipeline-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reconstructs the cameras, trains, and writes a .ply that renders the views', async () => {
    const t0 = performance.now();
    const secs = (a: number, b: number) => ((b - a) / 1000).toFixed(1);
    const frames = join(root, 'frames');
    mkdirSync(frames);
    // 30 views 12° apart at 320×240: fewer or smaller frames leave COLMAP's mapper without a model.
    const count = 30;
    ringCameras(count, 320, 240).forEach((cam, i) => {
      const name = `frame_${String(i).padStart(3, '0')}.png`;
      writeFileSync(
        join(frames, name),
        encodePng({ width: 320, height: 240, data: renderSynthetic(cam, 'detailed') }),
      );
    });
    const t1 = performance.now();
    const colmap = await runColmap(frames, join(root, 'colmap'), { maxFeatures: 2048 });
    expect(colmap.registered).toBeGreaterThanOrEqual(count * 0.75);

    const t2 = performance.now();
    const data = loadDataset(colmap.sparseDir, colmap.imagesDir, 0.25);
    expect(data.model.format).toBe('bin');
    expect(data.points.xyz.length / 3).toBeGreaterThan(300);
    const result = await train(data.views, data.points, {
      iterations: 300,
      threads: 2,
      seed: 1,
      progressEvery: 1000,
    });
    console.log(
      `pipeline: frames ${secs(t0, t1)} s, COLMAP ${secs(t1, t2)} s (${colmap.registered}/${count} registered), training ${secs(t2, performance.now())} s (${result.count} Gaussians, PSNR ${result.trainPsnr.toFixed(2)} dB)`,
    );
    expect(result.trainPsnr).toBeGreaterThan(20);

    // The file holds what was trained: rendering it back reproduces a training view.
    const plyPath = join(root, 'point_cloud.ply');
    writeFileSync(plyPath, encodePly(result.params, result.count));
    const ply = readGaussianPly(readFileSync(plyPath));
    expect(ply.count).toBe(result.count);
    for (const values of [ply.positions, ply.dc, ply.shRest, ply.opacities, ply.logScales, ply.rotations])
      expect(values.every(Number.isFinite)).toBe(true);
    const engine = await Engine.create({ threads: 1 });
    try {
      engine.setGaussians(plyToParams(ply), ply.count);
      const view = data.views[0];
      if (!view) throw new Error('no view');
      const img = await renderView(engine, view.camera, result.shDegree);
      expect(psnr(img, view.image)).toBeGreaterThan(20);
    } finally {
      await engine.close();
    }
    expect(result.params.length).toBe(result.count * STRIDE);
  }, 170_000);
});
