/**
 * GPU training with gsplat (the GPU image, ATRIUM_TRAINER=gsplat): runs build-worker/gpu/train_gsplat.py
 * on COLMAP's undistorted model, turns its progress lines into the training stage's percentage, and
 * reads back the .ply it writes. The script's protocol is one JSON object per line after a marker:
 *   ATRIUM_PROGRESS {"iteration":100,"iterations":3000,"loss":0.05,"psnr":24.1,"gaussians":51234}
 *   ATRIUM_DONE {"gaussians":123456,"psnr":27.3,"ply":"/…/point_cloud.ply","scores":{…}}
 * where `scores` is the scene's measured quality (every 8th frame held out: #shared/build-quality.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkGaussianPly, readPlyHeader } from '#formats/gaussian-ply.ts';
import { type SceneScores, sceneScoresSchema } from '#shared/build-quality.ts';
import { BuildFailure } from './task-record.ts';

export const GSPLAT_SCRIPT = fileURLToPath(new URL('../gpu/train_gsplat.py', import.meta.url));

export interface GsplatProgress {
  iteration: number;
  iterations: number;
  loss?: number;
  psnr?: number;
  gaussians?: number;
}

interface GsplatDone {
  gaussians: number;
  psnr: number;
  scores?: SceneScores;
}

export type TrainerLine =
  | { kind: 'progress'; progress: GsplatProgress }
  | { kind: 'done'; done: GsplatDone }
  | { kind: 'other'; text: string };

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** One stdout line of the script; malformed progress lines count as plain output, never as errors. */
export function parseTrainerLine(line: string): TrainerLine {
  const match = /^ATRIUM_(PROGRESS|DONE) (\{.*\})\s*$/.exec(line);
  if (!match) return { kind: 'other', text: line };
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(match[2] as string) as Record<string, unknown>;
  } catch {
    return { kind: 'other', text: line };
  }
  if (match[1] === 'PROGRESS') {
    if (!finite(value.iteration) || !finite(value.iterations)) return { kind: 'other', text: line };
    const progress: GsplatProgress = { iteration: value.iteration, iterations: value.iterations };
    if (finite(value.loss)) progress.loss = value.loss;
    if (finite(value.psnr)) progress.psnr = value.psnr;
    if (finite(value.gaussians)) progress.gaussians = value.gaussians;
    return { kind: 'progress', progress };
  }
  if (!finite(value.gaussians)) return { kind: 'other', text: line };
  const done: GsplatDone = { gaussians: value.gaussians, psnr: finite(value.psnr) ? value.psnr : 0 };
  // Scores the script could not measure (or wrote malformed) are left out, not guessed.
  const scores = sceneScoresSchema.safeParse(value.scores);
  if (scores.success) done.scores = scores.data;
  return { kind: 'done', done };
}

/**
 * Gaussians in the .ply the script wrote, or 0 when it is no complete 3DGS .ply (the one PLY reader's
 * check: every Gaussian property there, and the body holding every vertex — a file cut short is no result).
 */
export function plyVertexCount(ply: Uint8Array): number {
  try {
    const header = checkGaussianPly(ply, readPlyHeader(ply));
    return header.elements.find((element) => element.name === 'vertex')?.count ?? 0;
  } catch {
    return 0;
  }
}

export interface GsplatOptions {
  sparseDir: string;
  imagesDir: string;
  /** Where the script writes the .ply. */
  outPath: string;
  iterations: number;
  /** The program and its first arguments (default: python3 and the script; ATRIUM_GSPLAT_PYTHON overrides python3). */
  command?: string[];
  onProgress?: (p: GsplatProgress) => void;
  log?: (line: string) => void;
  timeoutMs?: number;
}

export interface GsplatResult {
  ply: Buffer;
  gaussians: number;
  trainPsnr: number;
  scores?: SceneScores;
}

export function trainWithGsplat(opts: GsplatOptions): Promise<GsplatResult> {
  const [program, ...first] = opts.command ?? [process.env.ATRIUM_GSPLAT_PYTHON ?? 'python3', GSPLAT_SCRIPT];
  const args = [
    ...first,
    '--sparse',
    opts.sparseDir,
    '--images',
    opts.imagesDir,
    '--out',
    opts.outPath,
    '--iterations',
    String(opts.iterations),
  ];
  const log = opts.log ?? (() => {});
  return new Promise((resolve, reject) => {
    const child = spawn(program as string, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let pending = '';
    let stderr = '';
    let done: GsplatDone | undefined;
    let lastPsnr = 0;
    const onLine = (line: string) => {
      const parsed = parseTrainerLine(line);
      if (parsed.kind === 'progress') {
        if (parsed.progress.psnr !== undefined) lastPsnr = parsed.progress.psnr;
        opts.onProgress?.(parsed.progress);
      } else if (parsed.kind === 'done') done = parsed.done;
      else if (line.trim()) log(line);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 3 * 60 * 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new BuildFailure(`The GPU trainer could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (pending) onLine(pending);
      if (code !== 0) {
        const reason = stderr.trim().split('\n').at(-1) ?? '';
        reject(
          new BuildFailure(
            signal
              ? 'Training on the GPU took too long and was stopped.'
              : `Training on the GPU failed: ${reason || `exit code ${code}`}`,
          ),
        );
        return;
      }
      const ply = existsSync(opts.outPath) ? readFileSync(opts.outPath) : undefined;
      const count = ply ? plyVertexCount(ply) : 0;
      if (!ply || count === 0) {
        reject(new BuildFailure('Training on the GPU finished without writing a usable scene file.'));
        return;
      }
      resolve({
        ply,
        gaussians: count,
        trainPsnr: done?.psnr ?? lastPsnr,
        ...(done?.scores ? { scores: done.scores } : {}),
      });
    });
  });
}
