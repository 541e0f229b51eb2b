/**
 * Held-out quality against CPU time on real photos (`npm run bench quality`): the figurine of
 * `../shared/fixtures/figurine-colmap` (23 photos, COLMAP's undistorted model), at half resolution,
 * every 8th photo held out, trained with the CLI's default settings under a time budget, once per
 * budget; then the tour build's preview on the same photos. For each run: iterations, Gaussians,
 * CPU and wall seconds, PSNR and SSIM on the held-out and the training photos.
 *
 * The budgets are CPU time of the whole process divided by 2 ("minutes of this 2-core machine"), so
 * other work on the shared machine slows a run down without making it worse; QUALITY_BENCH_CLOCK=wall
 * budgets wall time instead. Env: QUALITY_BENCH_BUDGETS (seconds, default 120,600),
 * QUALITY_BENCH_PREVIEW=0 skips the preview run.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { loadDatasetFolder } from '#build-worker/trainer/dataset-layout.ts';
import { type TrainResult, train, type ViewQuality } from '#build-worker/trainer/train.ts';
import { planCpuTraining, trainPreview } from '#build-worker/worker/cpu-training.ts';

const FIGURINE = resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'figurine-colmap');
const BUDGETS = (process.env.QUALITY_BENCH_BUDGETS ?? '120,600').split(',').map(Number);
const WALL = process.env.QUALITY_BENCH_CLOCK === 'wall';
const CORES = 2;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const fmt = (q: ViewQuality | null) => (q ? `${q.psnr.toFixed(2)} dB / ${q.ssim.toFixed(3)}` : 'n/a');

function row(
  label: string,
  r: Pick<TrainResult, 'iterations' | 'count' | 'heldOut' | 'train'>,
  cpu: number,
  wall: number,
) {
  console.log(
    `| ${label} | ${(cpu / 1000).toFixed(0)} | ${(wall / 1000).toFixed(0)} | ${r.iterations} | ${r.count} | ${fmt(r.heldOut)} | ${fmt(r.train)} |`,
  );
}

async function main() {
  if (!existsSync(FIGURINE)) {
    console.log(
      `SKIPPED: the figurine photos are not here (${FIGURINE}); a fresh clone has no ../shared/fixtures.`,
    );
    return;
  }
  console.log(
    `CPU: ${cpus()[0]?.model ?? '?'} × ${cpus().length}; load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const data = loadDatasetFolder(FIGURINE, 0.5);
  const test = data.views.filter((_, i) => i % 8 === 7);
  const views = data.views.filter((_, i) => i % 8 !== 7);
  const first = data.views[0]?.camera;
  console.log(
    `figurine: ${data.views.length} photos at ${first?.width}×${first?.height}, ${test.length} held out, ${data.points.xyz.length / 3} COLMAP points; budgets in ${WALL ? 'wall seconds' : `CPU seconds / ${CORES}`}`,
  );
  console.log(
    '\n| run | CPU s | wall s | iterations | Gaussians | held out PSNR / SSIM | training PSNR / SSIM |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const budget of BUDGETS) {
    const c0 = cpuMs();
    const w0 = performance.now();
    const r = await train(
      views,
      data.points,
      {
        timeBudgetMs: budget * 1000,
        ...(WALL ? {} : { clock: () => cpuMs() / CORES }),
      },
      test,
    );
    row(`${budget} s budget (${r.stopReason})`, r, cpuMs() - c0, performance.now() - w0);
  }
  if (process.env.QUALITY_BENCH_PREVIEW !== '0') {
    const c0 = cpuMs();
    const w0 = performance.now();
    // The build's preview on these photos: its plan (320 px long side, its iteration rule) and run.
    const full = loadDatasetFolder(FIGURINE);
    const plan = planCpuTraining({
      frames: full.views.length,
      width: full.views[0]?.camera.width ?? 1,
      height: full.views[0]?.camera.height ?? 1,
      longSide: 960,
      maxIterations: 3000,
      preview: true,
    });
    if (!plan.preview) throw new Error('no preview planned');
    const r = await trainPreview(join(FIGURINE, 'sparse', '0'), join(FIGURINE, 'images'), plan.preview);
    row(
      `build preview (${plan.preview.width}×${plan.preview.height})`,
      r,
      cpuMs() - c0,
      performance.now() - w0,
    );
  }
  console.log(
    `\nload average at end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
