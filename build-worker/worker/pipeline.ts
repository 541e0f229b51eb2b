/**
 * The tour build itself, from video files on disk to a trained 3DGS `.ply`: probe → frames →
 * cameras (COLMAP) → train (the CPU trainer, or gsplat on the GPU image). Used by the worker
 * (main.ts) and the `build-tour` CLI.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { BuildProgress } from '#shared/build-progress.ts';
import type { SceneScores } from '#shared/build-quality.ts';
import { runColmap } from '../trainer/colmap-run.ts';
import { planCpuTraining, predictTrainingSeconds, type TrainedScene, trainOnCpu } from './cpu-training.ts';
import { trainWithGsplat } from './gsplat-trainer.ts';
import {
  type MachineSpeed,
  machineSpeed,
  measureContention,
  rememberedMachineSpeed,
  stepCostOf,
} from './machine-speed.ts';
import { gsplatSeconds, ProgressTracker, stageSeconds } from './progress.ts';
import { BuildFailure } from './task-record.ts';
import { extractFrames, probeVideo } from './video.ts';

export type TrainerKind = 'cpu' | 'gsplat';

/** ATRIUM_TRAINER: 'gsplat' on the GPU image (set in its Dockerfile), else the CPU trainer. */
export function trainerFromEnv(env: NodeJS.ProcessEnv = process.env): TrainerKind {
  const value = env.ATRIUM_TRAINER ?? 'cpu';
  if (value !== 'cpu' && value !== 'gsplat')
    throw new Error(`ATRIUM_TRAINER must be "cpu" or "gsplat", not "${value}"`);
  return value;
}

export interface BuildOptions {
  frames: number;
  longSide: number;
  /** The CPU trainer's most iterations (fewer for few frames or small images, or on a plateau). */
  iterations: number;
  /** CPU trainer: a quick preview scene, handed over before the final training starts. */
  onPreview?: (scene: TrainedScene) => Promise<void>;
  /** Which trainer (default: trainerFromEnv()). */
  trainer?: TrainerKind;
  /** The machine's speed (default: measured once and remembered: machine-speed.ts). */
  speed?: MachineSpeed;
  /** How much other work slows this machine now (default: measured at the start: machine-speed.ts). */
  contention?: number;
  /** The stage, its own progress, the overall percentage and the time left (progress.ts). */
  onProgress?: (progress: BuildProgress) => void;
  log?: (line: string) => void;
}

export const DEFAULT_BUILD_OPTIONS: BuildOptions = { frames: 90, longSide: 960, iterations: 3000 };
/** Up to this many frames every pair is matched (≤ 780 pairs); above it, sequential matching. */
const EXHAUSTIVE_MAX_FRAMES = 40;
/** Fewer registered frames than this share means the video is unusable (too little overlap). */
const MIN_REGISTERED = 0.6;
/** COLMAP's points per frame, for the estimate before COLMAP has run (the figurine: 63; video: more). */
const POINTS_PER_FRAME = 100;
/** The reference machine, free: the plan's speed until this machine's is known. */
const REFERENCE_SPEED = { slowness: 1 };

/** The trainer's threads (its default: the cores, at most 8). */
function trainingThreads(): number {
  return Math.min(availableParallelism(), 8);
}

/** A frame's size in training: the long side at `longSide`, at most the video's own. */
function frameSize(width: number, height: number, longSide: number) {
  const s = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.round(width * s), height: Math.round(height * s) };
}

export interface BuildResult {
  /** Goes on reporting the export stage (main.ts's upload, the CLI's writes). */
  tracker: ProgressTracker;
  ply: Uint8Array;
  frames: number;
  registered: number;
  gaussians: number;
  trainPsnr: number;
  /** The final scene's measured quality (the CPU trainer's; gsplat measures none yet). */
  scores?: SceneScores;
  /** The preview's, when there was one. */
  previewScores?: SceneScores;
  stageMs: Record<string, number>;
}

export async function buildTour(
  videos: { path: string; name: string }[],
  workDir: string,
  options: BuildOptions = DEFAULT_BUILD_OPTIONS,
): Promise<BuildResult> {
  const trainer = options.trainer ?? trainerFromEnv();
  // This machine's speed (measured once, then remembered) and how busy it is now set every stage's
  // predicted time; until they are known, the reference machine's.
  let speed: MachineSpeed | null = null;
  /** Each stage's predicted seconds for `frames` frames of width × height (points: a guess until COLMAP). */
  const plan = (frames: number, videoSeconds: number | undefined, width: number, height: number) =>
    stageSeconds({
      frames,
      matcher: frames > EXHAUSTIVE_MAX_FRAMES ? 'sequential' : 'exhaustive',
      ...(videoSeconds === undefined ? {} : { videoSeconds }),
      slowness: speed?.slowness ?? 1,
      trainingSeconds:
        trainer === 'cpu'
          ? predictTrainingSeconds(
              planCpuTraining({
                frames,
                width,
                height,
                longSide: options.longSide,
                maxIterations: options.iterations,
                preview: Boolean(options.onPreview),
              }),
              frames * POINTS_PER_FRAME,
              stepCostOf(speed ?? REFERENCE_SPEED),
            )
          : gsplatSeconds(options.iterations),
    });
  // Until the videos are probed: 16:9 frames.
  const guess = () =>
    plan(options.frames, undefined, options.longSide, Math.round((options.longSide * 9) / 16));
  const tracker = new ProgressTracker(guess(), options.onProgress ?? (() => {}));
  if (trainer === 'cpu') {
    const threads = trainingThreads();
    // The first estimate already uses this machine's remembered speed; measuring it takes a few
    // seconds the first time on a machine, and how busy it is about one on every build.
    const known = options.speed ?? rememberedMachineSpeed(threads);
    if (known) {
      speed = known;
      tracker.replan(guess());
    }
    if (!known || options.contention === undefined)
      tracker.update('frames', 0, "measuring this machine's speed");
    const measured = known ?? (await machineSpeed({ threads }));
    const contention = options.contention ?? (await measureContention(threads));
    speed = { ...measured, slowness: measured.slowness * contention };
    options.log?.(
      `machine speed: ${measured.slowness.toFixed(2)}× the reference machine's time (${measured.machine}), ${contention.toFixed(1)}× for other work now`,
    );
    tracker.replan(guess());
  }
  const stageMs: Record<string, number> = {};
  let t = performance.now();
  const buildStart = t;
  const lap = (stage: string) => {
    const now = performance.now();
    stageMs[stage] = now - t;
    t = now;
  };

  const framesDir = join(workDir, 'frames');
  mkdirSync(framesDir, { recursive: true });
  const perVideo = Math.max(10, Math.floor(options.frames / videos.length));
  tracker.update('frames', 0, `reading ${videos.length} video${videos.length === 1 ? '' : 's'}`);
  const infos = [];
  for (const video of videos) infos.push(await probeVideo(video.path, video.name));
  const videoSeconds = infos.reduce((sum, info) => sum + info.durationS, 0);
  const wanted = Math.min(options.frames, videos.length * perVideo);
  const first = infos[0];
  const size = frameSize(first?.width ?? 16, first?.height ?? 9, options.longSide);
  tracker.replan(plan(wanted, videoSeconds, size.width, size.height));
  let taken = 0;
  for (const [i, video] of videos.entries()) {
    const info = infos[i] as (typeof infos)[number];
    const extracted = await extractFrames(video.path, info, framesDir, {
      targetFrames: perVideo,
      longSide: options.longSide,
      prefix: `v${i}-`,
    });
    taken += extracted.frames;
    tracker.update(
      'frames',
      (i + 1) / videos.length,
      `${taken} frames taken from ${i + 1} of ${videos.length} videos`,
    );
    options.log?.(
      `${video.name}: ${info.width}×${info.height} ${info.codec}${info.hdr ? ` ${info.hdr.toUpperCase()} (tone-mapped)` : ''}, ${extracted.frames} sharpest of ${extracted.candidates} candidate frames`,
    );
  }
  const frames = readdirSync(framesDir).length;
  if (frames < 8)
    throw new BuildFailure(
      `Only ${frames} frames could be taken from the videos; record a longer walkthrough.`,
    );
  lap('frames');

  const matcher = frames > EXHAUSTIVE_MAX_FRAMES ? 'sequential' : 'exhaustive';
  tracker.replan(plan(frames, videoSeconds, size.width, size.height));
  tracker.update('cameras', 0, `${frames} frames`);
  let colmap: Awaited<ReturnType<typeof runColmap>>;
  try {
    colmap = await runColmap(framesDir, join(workDir, 'colmap'), {
      // Matching cost grows with the square of the feature count: keep the cap. Video frames come in
      // order, so each is matched with its neighbours only (n·overlap pairs, not n²/2); a short clip
      // has few frames far apart, where matching every pair is cheap and registers more of them.
      maxFeatures: 2048,
      matcher,
      overlap: 10,
      fastMapper: true,
      onProgress: (p) => tracker.update('cameras', p.fraction, p.detail),
      ...(options.log ? { log: options.log } : {}),
    });
  } catch (error) {
    throw camerasFailure(error as Error, options.log);
  }
  if (colmap.registered < frames * MIN_REGISTERED) {
    throw new BuildFailure(
      `Only ${colmap.registered} of ${frames} frames could be placed in 3D. Walk around the space more slowly, with more overlap between views.`,
    );
  }
  lap('cameras');

  tracker.update('cameras', 1, `${colmap.registered} of ${frames} images placed`);
  const trainingDetail = (iteration: number, iterations: number) => `iteration ${iteration} of ${iterations}`;
  let trained: { ply: Uint8Array; gaussians: number; trainPsnr: number; scores?: SceneScores };
  let previewScores: SceneScores | undefined;
  if (trainer === 'gsplat') {
    tracker.update('training', 0, trainingDetail(0, options.iterations));
    trained = await trainWithGsplat({
      sparseDir: colmap.sparseDir,
      imagesDir: colmap.imagesDir,
      outPath: join(workDir, 'point_cloud.ply'),
      iterations: options.iterations,
      onProgress: (p) =>
        tracker.update(
          'training',
          p.iteration / Math.max(1, p.iterations),
          trainingDetail(p.iteration, p.iterations),
        ),
      ...(options.log ? { log: options.log } : {}),
    });
    lap('training');
  } else {
    const onPreview = options.onPreview;
    // The trainer plans its runs from the frames COLMAP placed; its first update names them.
    tracker.update('training', 0, 'reading the placed frames');
    const { final, preview } = await trainOnCpu(colmap.sparseDir, colmap.imagesDir, {
      longSide: options.longSide,
      maxIterations: options.iterations,
      ...(speed ? { stepCost: stepCostOf(speed) } : {}),
      ...(onPreview
        ? {
            onPreview: async (scene: TrainedScene) => {
              // Time from the start of the build to a viewable preview (bench tour-build).
              stageMs.previewReady = performance.now() - buildStart;
              await onPreview(scene);
            },
          }
        : {}),
      onProgress: (fraction, detail, remaining) => tracker.update('training', fraction, detail, remaining),
    });
    if (preview) {
      previewScores = preview.scores;
      options.log?.(
        `preview: ${preview.gaussians} Gaussians after ${preview.iterations} iterations, held-out PSNR ${preview.evalPsnr?.toFixed(2) ?? 'n/a'} dB`,
      );
    }
    options.log?.(
      `final: ${final.iterations} iterations (${final.stopReason}), held-out PSNR ${final.evalPsnr?.toFixed(2) ?? 'n/a'} dB`,
    );
    lap('training');
    trained = final;
  }
  tracker.update('export', 0, 'packing the scene');
  lap('export');
  return {
    tracker,
    ply: trained.ply,
    frames,
    registered: colmap.registered,
    gaussians: trained.gaussians,
    trainPsnr: trained.trainPsnr,
    ...(trained.scores ? { scores: trained.scores } : {}),
    ...(previewScores ? { previewScores } : {}),
    stageMs,
  };
}

/**
 * The user's reason when COLMAP finds no cameras. The mapper finding no initial pair means the views
 * show no depth: a camera that only turned on the spot, zoomed or stood still. COLMAP's own output
 * goes to the log, not to the user.
 */
function camerasFailure(error: Error, log?: (line: string) => void): BuildFailure {
  log?.(error.message);
  if (/no sparse model|failed to create sparse model|No good initial image pair/.test(error.message)) {
    return new BuildFailure(
      'The camera positions could not be recovered: the views show no depth. Move through the space while filming — turning on the spot, zooming or holding still gives nothing to measure from.',
    );
  }
  const step = /colmap (\w+) exited/.exec(error.message)?.[1];
  return new BuildFailure(
    `The camera positions could not be recovered from the video${step ? ` (COLMAP ${step} failed)` : ''}.`,
  );
}
