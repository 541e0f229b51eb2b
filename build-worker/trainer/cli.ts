/**
 * `npm run train -- --colmap <sparse model dir> --images <dir> --out <file.ply> [options]`, or
 * `--dataset <dir>` for a folder as 3DGS's convert.py, COLMAP's image_undistorter or NeRF tools write it.
 * Trains Gaussians on the CPU from a COLMAP model and its images and writes a 3DGS .ply.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadDataset } from './dataset.ts';
import { loadDatasetFolder } from './dataset-layout.ts';
import { encodePly } from './ply.ts';
import { type TrainResult, train, type ViewQuality } from './train.ts';
import type { ProgressEvent } from './types.ts';

const USAGE = `Usage: npm run train -- (--colmap <sparse model dir> --images <dir> | --dataset <dir>) --out <file.ply>
  [--iterations N] [--scale S] [--sh D] [--threads T] [--seed S]
  [--max-gaussians N] [--time-budget SECONDS] [--test-every K] [--quiet]

  --colmap      COLMAP sparse model folder (cameras, images, points3D as .bin or .txt)
  --images      folder of the images the model refers to (PNG, JPEG or PPM; distorted
                SIMPLE_RADIAL, RADIAL and OPENCV cameras are undistorted on loading)
  --dataset     a folder with images/ and a COLMAP model in sparse/0 (3DGS's convert.py)
                or sparse/ (COLMAP's image_undistorter), or a NeRF-style transforms.json
  --out         output .ply (standard 3DGS layout)
  --iterations  training iterations (default 7000)
  --scale       image resolution scale, e.g. 0.5 (default 1)
  --sh          maximum spherical-harmonics degree 0..3 (default 3)
  --threads     worker threads (default: the machine's cores, at most 8)
  --seed        random seed (default 0)
  --max-gaussians  cap on the number of Gaussians (default 200000)
  --time-budget    stop after this many seconds and write what was learnt
  --test-every  hold out every K-th image and report its PSNR and SSIM (default 8; 0: none)`;

function fmtTime(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function intArg(
  v: string | undefined,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${v}"`);
  return n;
}

/** The quality lines: held out first (what a new view will look like), then the training views. */
function qualityLines(result: TrainResult): string[] {
  const fmt = (q: ViewQuality, what: string) =>
    `${q.psnr.toFixed(2)} dB PSNR, SSIM ${q.ssim.toFixed(3)} on ${q.views} ${what}`;
  const lines = [`Quality (training views): ${fmt(result.train, 'views trained on')}`];
  if (result.heldOut) lines.unshift(`Quality (held out): ${fmt(result.heldOut, 'views never trained on')}`);
  return lines;
}

export async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      options: {
        colmap: { type: 'string' },
        images: { type: 'string' },
        dataset: { type: 'string' },
        out: { type: 'string' },
        iterations: { type: 'string' },
        scale: { type: 'string' },
        sh: { type: 'string' },
        threads: { type: 'string' },
        seed: { type: 'string' },
        'max-gaussians': { type: 'string' },
        'time-budget': { type: 'string' },
        'test-every': { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  }
  try {
    args = parse();
  } catch (err) {
    console.error(`error: ${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const o = args.values;
  if (o.help) {
    console.log(USAGE);
    return 0;
  }
  if (!((o.colmap && o.images) || o.dataset) || !o.out) {
    console.error(`error: --colmap and --images (or --dataset), and --out are required\n\n${USAGE}`);
    return 2;
  }
  try {
    const iterations = intArg(o.iterations, 'iterations', 1) ?? 7000;
    const scale = o.scale === undefined ? 1 : Number(o.scale);
    if (!(scale > 0 && scale <= 1)) throw new Error(`--scale must be in (0, 1], got "${o.scale}"`);
    const testEvery = o['test-every'] === '0' ? 0 : (intArg(o['test-every'], 'test-every', 2) ?? 8);
    const budget = o['time-budget'] === undefined ? undefined : Number(o['time-budget']);
    if (budget !== undefined && !(budget > 0))
      throw new Error(`--time-budget must be a positive number of seconds`);
    const t0 = performance.now();
    const data =
      o.colmap && o.images
        ? (() => {
            const d = loadDataset(o.colmap, o.images, scale);
            return { ...d, source: `${d.model.format.toUpperCase()} model` };
          })()
        : loadDatasetFolder(o.dataset as string, scale);
    const all = data.views;
    const test = testEvery ? all.filter((_, i) => i % testEvery === testEvery - 1) : [];
    const trainViews = testEvery ? all.filter((_, i) => i % testEvery !== testEvery - 1) : all;
    const first = all[0];
    console.log(
      `Loaded ${data.source}: ${all.length} images (${first?.camera.width}×${first?.camera.height}), ${data.points.xyz.length / 3} points in ${fmtTime(performance.now() - t0)}`,
    );
    const result = await train(
      trainViews,
      data.points,
      {
        iterations,
        shDegree: intArg(o.sh, 'sh', 0, 3),
        threads: intArg(o.threads, 'threads', 1, 64),
        seed: intArg(o.seed, 'seed', 0),
        maxGaussians: intArg(o['max-gaussians'], 'max-gaussians', 1),
        timeBudgetMs: budget === undefined ? undefined : budget * 1000,
        progressEvery: 100,
        onProgress: o.quiet
          ? undefined
          : (e: ProgressEvent) =>
              console.log(
                `[${String(e.iteration).padStart(String(e.iterations).length)}/${e.iterations}] loss ${e.loss.toFixed(4)}  PSNR ${e.psnr.toFixed(2)} dB  Gaussians ${e.gaussians}  elapsed ${fmtTime(e.elapsedMs)}  ETA ${fmtTime(e.etaMs)}`,
              ),
      },
      test,
    );
    mkdirSync(dirname(o.out), { recursive: true });
    writeFileSync(o.out, encodePly(result.params, result.count));
    console.log(`Trained ${result.iterations} iterations in ${fmtTime(result.elapsedMs)}`);
    for (const line of qualityLines(result)) console.log(line);
    console.log(`Wrote ${o.out}: ${result.count} Gaussians, SH degree ${result.shDegree}`);
    return 0;
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
