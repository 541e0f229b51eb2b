/**
 * `npm run build-tour -- <video files…> --out <dir> [--iterations N] [--frames N] [--long-side PX]`:
 * the worker's stages on this machine, without the cloud: writes point_cloud.ply, point_cloud.zip and
 * the compact point_cloud.spz into <dir>, printing the same progress figures the task record gets.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeProgress, stageLabel } from '#shared/build-progress.ts';
import { describeScores } from '#shared/build-quality.ts';
import { packDeliverables } from './deliverables.ts';
import { buildTour, DEFAULT_BUILD_OPTIONS } from './pipeline.ts';

function bar(percent: number): string {
  const filled = Math.min(20, Math.max(0, Math.round(percent / 5)));
  return `[${'#'.repeat(filled)}${'.'.repeat(20 - filled)}]`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      iterations: { type: 'string' },
      frames: { type: 'string' },
      'long-side': { type: 'string' },
    },
  });
  if (positionals.length === 0 || !values.out) {
    throw new Error(
      'Usage: npm run build-tour -- <video files…> --out <dir> [--iterations N] [--frames N] [--long-side PX]',
    );
  }
  for (const file of positionals) if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const number = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0)
      throw new Error(`--${name} must be a positive whole number, got "${value}"`);
    return n;
  };
  const out = resolve(values.out);
  mkdirSync(out, { recursive: true });
  const workDir = mkdtempSync(join(tmpdir(), 'atrium-build-tour-'));
  let lastStage = '';
  try {
    const result = await buildTour(
      positionals.map((path) => ({ path, name: basename(path) })),
      workDir,
      {
        frames: number(values.frames, DEFAULT_BUILD_OPTIONS.frames, 'frames'),
        longSide: number(values['long-side'], DEFAULT_BUILD_OPTIONS.longSide, 'long-side'),
        iterations: number(values.iterations, DEFAULT_BUILD_OPTIONS.iterations, 'iterations'),
        // The same figures as the task record: stage, its progress, overall, time left.
        onProgress: (progress) => {
          if (progress.stage !== lastStage && lastStage) process.stdout.write('\n');
          lastStage = progress.stage;
          process.stdout.write(`\r\x1b[K${bar(progress.percent)} ${describeProgress(progress)}`);
        },
      },
    );
    const files = packDeliverables(result.ply);
    const entries = Object.entries(files);
    for (const [i, [name, bytes]] of entries.entries()) {
      result.tracker.update(
        'export',
        (i + 1) / entries.length,
        `${i + 1} of ${entries.length} files written`,
      );
      writeFileSync(join(out, name), bytes);
    }
    console.log(
      `\n\n${result.registered}/${result.frames} frames placed, ${result.gaussians} Gaussians, training PSNR ${result.trainPsnr.toFixed(2)} dB`,
    );
    for (const [name, scores] of [
      ['Preview', result.previewScores],
      ['Final', result.scores],
    ] as const) {
      if (!scores) continue;
      const { headline, meaning } = describeScores(scores);
      console.log(
        `${name}: ${headline} (SSIM ${(scores.heldOut ?? scores.train).ssim.toFixed(3)}, ${scores.gaussians} Gaussians, ${scores.iterations} iterations)`,
      );
      if (name === 'Final') console.log(`  ${meaning}`);
    }
    for (const [stage, ms] of Object.entries(result.stageMs))
      console.log(`  ${stageLabel(stage).padEnd(26)} ${(ms / 1000).toFixed(1)} s`);
    console.log(`Wrote into ${out}:`);
    for (const [name, bytes] of Object.entries(files))
      console.log(`  ${name.padEnd(16)} ${(bytes.byteLength / 1e6).toFixed(2).padStart(8)} MB`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
});
