/**
 * The tour build itself, from video files on disk to a trained 3DGS `.ply`: probe → frames →
 * cameras (COLMAP) → train (CPU trainer). Used by the worker (main.ts) and the `build-tour` CLI.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runColmap } from '../trainer/colmap-run.ts';
import { encodePly, loadDataset, train } from '../trainer/index.ts';
import { BuildFailure } from './task-record.ts';
import { extractFrames, probeVideo } from './video.ts';

export interface BuildOptions {
  frames: number;
  longSide: number;
  iterations: number;
  /** Stage name and overall percentage. */
  onProgress?: (stage: string, percent: number) => void;
  log?: (line: string) => void;
}

export const DEFAULT_BUILD_OPTIONS: BuildOptions = { frames: 90, longSide: 960, iterations: 3000 };
/** Fewer registered frames than this share means the video is unusable (too little overlap). */
const MIN_REGISTERED = 0.6;

export interface BuildResult {
  ply: Uint8Array;
  frames: number;
  registered: number;
  gaussians: number;
  trainPsnr: number;
  stageMs: Record<string, number>;
}

export async function buildTour(
  videos: { path: string; name: string }[],
  workDir: string,
  options: BuildOptions = DEFAULT_BUILD_OPTIONS,
): Promise<BuildResult> {
  const progress = options.onProgress ?? (() => {});
  const stageMs: Record<string, number> = {};
  let t = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    stageMs[stage] = now - t;
    t = now;
  };

  const framesDir = join(workDir, 'frames');
  mkdirSync(framesDir, { recursive: true });
  const perVideo = Math.max(10, Math.floor(options.frames / videos.length));
  for (const [i, video] of videos.entries()) {
    const info = await probeVideo(video.path, video.name);
    progress('frames', 5 + (10 * i) / videos.length);
    await extractFrames(video.path, info, framesDir, {
      targetFrames: perVideo,
      longSide: options.longSide,
      prefix: `v${i}-`,
    });
  }
  const frames = readdirSync(framesDir).length;
  if (frames < 8)
    throw new BuildFailure(
      `Only ${frames} frames could be taken from the videos; record a longer walkthrough.`,
    );
  lap('frames');

  progress('cameras', 15);
  let colmap: Awaited<ReturnType<typeof runColmap>>;
  try {
    colmap = await runColmap(framesDir, join(workDir, 'colmap'), {
      maxFeatures: 2048,
      ...(options.log ? { log: options.log } : {}),
    });
  } catch (error) {
    throw new BuildFailure(
      `The camera positions could not be recovered from the video: ${(error as Error).message}`,
    );
  }
  if (colmap.registered < frames * MIN_REGISTERED) {
    throw new BuildFailure(
      `Only ${colmap.registered} of ${frames} frames could be placed in 3D. Walk around the space more slowly, with more overlap between views.`,
    );
  }
  lap('cameras');

  progress('training', 35);
  const dataset = loadDataset(colmap.sparseDir, colmap.imagesDir, 1, options.longSide);
  const result = await train(dataset.views, dataset.points, {
    iterations: options.iterations,
    progressEvery: 50,
    onProgress: (e) => progress('training', 35 + (55 * e.iteration) / e.iterations),
  });
  lap('training');
  const ply = encodePly(result.params, result.count);
  lap('export');
  return {
    ply,
    frames,
    registered: colmap.registered,
    gaussians: result.count,
    trainPsnr: result.trainPsnr,
    stageMs,
  };
}
