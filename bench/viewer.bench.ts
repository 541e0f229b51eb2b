/**
 * Viewer figures, both pages side by side in one run: time to first frame (navigation → scene drawn)
 * and frames per second while orbiting (each frame sorted and finished on the GPU) at 100k and 1M
 * splats, plus the real capture when /work/shared/fixtures/luma-seal.splat is there; and the bytes per
 * splat of every delivered format. Headless Chromium on SwiftShader here: figures are CPU-bound and far
 * below a real GPU's. BENCH_VIEWER_COUNTS=100000,1000000 and BENCH_VIEWER_FPS_MS=8000 override.
 */
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSplat } from '#formats/splat-cloud.ts';
import { syntheticScene } from '#formats/synthetic.ts';
import { ensureViewerBuilt } from '#infra/local/web-build.ts';
import { makeScenes } from '#tests/e2e/viewer/make-scenes.ts';
import { launchViewerChromium, serveViewerBuild } from './viewer-bench-stack.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const FIXTURE = '/work/shared/fixtures/luma-seal.splat';
const COUNTS = (process.env.BENCH_VIEWER_COUNTS ?? '100000,1000000').split(',').map(Number);
const FPS_MS = Number(process.env.BENCH_VIEWER_FPS_MS ?? 8000);
const PAGES = { webgpu: '/splat-viewer.html', webgl: '/webgl-splat-viewer.html' } as const;

// The test build: the benchmark reads and drives the viewer through window.__atriumViewer.
const viewerDist = ensureViewerBuilt(repoRoot, 'test');
const work = join(tmpdir(), `atrium-viewer-bench-${process.pid}`);
mkdirSync(work, { recursive: true });

// Bytes per splat of each delivered format, on one 100k scene.
const formatsDir = makeScenes(join(work, 'formats'), 100_000);
console.log('\nBytes per splat (100,000-splat synthetic scene):');
for (const ext of ['splat', 'ply', 'compressed.ply', 'spz', 'zip', 'ksplat', 'atrium']) {
  const size = statSync(join(formatsDir, `scene.${ext}`)).size;
  console.log(
    `  .${ext.padEnd(14)} ${(size / 100_000).toFixed(1).padStart(6)} B/splat  (${(size / 1e6).toFixed(1)} MB)`,
  );
}

const scenes: Array<{ label: string; file: string; count: number }> = COUNTS.map((count) => {
  const file = join(work, `synthetic-${count}.splat`);
  writeFileSync(file, writeSplat(syntheticScene(count, 5)));
  return { label: `${count.toLocaleString('en-US')} synthetic`, file, count };
});
if (existsSync(FIXTURE))
  scenes.push({ label: 'luma-seal capture', file: FIXTURE, count: statSync(FIXTURE).size / 32 });
else console.log(`\n(${FIXTURE} is absent: the real-capture row is skipped)`);

// A static server like the local stack's: the viewer pages with their headers, scenes under /bench/.
const { server, origin } = await serveViewerBuild(
  viewerDist,
  (path) => scenes.find((s) => path === `/bench/${encodeURIComponent(s.label)}.splat`)?.file,
);
const browser = await launchViewerChromium();

interface Row {
  scene: string;
  page: string;
  renderer: string;
  ttffS: number | null;
  fps: number | null;
  note: string;
}
const rows: Row[] = [];
for (const scene of scenes) {
  for (const [kind, page] of Object.entries(PAGES)) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const file = Buffer.from(`/bench/${encodeURIComponent(scene.label)}.splat`).toString('base64');
    const started = performance.now();
    let row: Row = { scene: scene.label, page: kind, renderer: '?', ttffS: null, fps: null, note: '' };
    try {
      await tab.goto(`${origin}${page}?file=${encodeURIComponent(file)}&loadTimeoutMs=600000`);
      await tab.waitForFunction(() => ['ready', 'error'].includes(document.body.dataset.state ?? ''), null, {
        timeout: 300_000,
      });
      const ttff = (performance.now() - started) / 1000;
      const info = await tab.evaluate(() => ({
        state: document.body.dataset.state,
        renderer: document.body.dataset.renderer ?? '?',
        error: window.__atriumViewer?.lastError,
        isolated: crossOriginIsolated,
      }));
      row = { ...row, renderer: info.renderer, note: info.isolated ? 'isolated' : 'not isolated' };
      if (info.state !== 'ready') row.note = `error: ${info.error}`;
      else {
        row.ttffS = ttff;
        row.fps = await tab.evaluate((ms) => window.__atriumViewer?.measureFps(ms) ?? 0, FPS_MS);
      }
    } catch (error) {
      row.note = `gave up: ${(error as Error).message.split('\n')[0]}`;
    }
    rows.push(row);
    console.log(
      `  ${row.scene.padEnd(22)} ${row.page.padEnd(7)} renderer=${row.renderer.padEnd(7)} first frame ${
        row.ttffS === null ? '   -  ' : `${row.ttffS.toFixed(1).padStart(5)} s`
      }  ${row.fps === null ? '   -' : row.fps.toFixed(2).padStart(6)} FPS  ${row.note}`,
    );
    await tab.close();
  }
}
await browser.close();
server.close();
rmSync(work, { recursive: true, force: true });

console.log(
  `\nViewer pages, headless Chromium on SwiftShader (1280×720, FPS over ${FPS_MS / 1000} s of orbiting):`,
);
console.log('| scene | page | renderer | time to first frame | FPS |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.scene} | ${r.page} | ${r.renderer} | ${r.ttffS === null ? `– (${r.note})` : `${r.ttffS.toFixed(1)} s`} | ${
      r.fps === null ? '–' : r.fps.toFixed(2)
    } |`,
  );
}
