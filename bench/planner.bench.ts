/**
 * Venue planner figures in one run of headless Chromium (SwiftShader), on both viewer pages: the push of
 * 10,000 annotations into the viewer (postMessage until the viewer answers the query sent right behind
 * it, so parsing, storing and rebuilding the overlay are all in; and until the next frame is drawn), and
 * the frame-time cost of 1,000 annotations + 200 zones over a 100,000-splat scene, as a ratio against the
 * same orbit with no overlays. The overlay's own draw time is measured
 * too (alone, over 60 frames), a steadier figure than the ratio on shared CPUs. BENCH_PLANNER_FPS_MS=15000 overrides the orbit length.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { writeSplat } from '#formats/splat-cloud.ts';
import { syntheticScene } from '#formats/synthetic.ts';
import { ensureViewerBuilt } from '#infra/local/web-build.ts';
import { median } from './bench-kit.ts';
import {
  launchViewerChromium,
  openScenePage,
  serveViewerBuild,
  TIMED_POST,
  type Timed,
} from './viewer-bench-stack.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const SPLATS = 100_000;
const FPS_MS = Number(process.env.BENCH_PLANNER_FPS_MS ?? 15000);
const PUSH_ANNOTATIONS = 10_000;
const PUSH_RUNS = 3;
const PAGES = { webgpu: '/splat-viewer.html', webgl: '/webgl-splat-viewer.html' } as const;

// The test build: the benchmark drives and reads the viewer through window.__atriumViewer.
const viewerDist = ensureViewerBuilt(repoRoot, 'test');
const work = join(tmpdir(), `atrium-planner-bench-${process.pid}`);
mkdirSync(work, { recursive: true });
const sceneFile = join(work, 'scene.splat');
writeFileSync(sceneFile, writeSplat(syntheticScene(SPLATS, 5)));

const { server, origin } = await serveViewerBuild(viewerDist, (path) =>
  path === '/bench/scene.splat' ? sceneFile : undefined,
);
const browser = await launchViewerChromium();

/**
 * In the page: the plan to push (points, lines and polygons on the scene's floor; square zones) and the
 * timed push. Given as source text: tsx would wrap named functions inside an evaluate callback in a helper the page lacks.
 */
const PLAN_MAKER = `window.makePlan = (annotations, zones) => {
  const at = (i, k) => ({
    x: Math.cos(i * 2.399 + k) * 2 * Math.sqrt(((i % 97) + 1) / 98),
    y: 1.2,
    z: Math.sin(i * 2.399 + k) * 2 * Math.sqrt(((i % 97) + 1) / 98),
  });
  const list = [];
  for (let i = 0; i < annotations; i++) {
    const base = { id: 'a' + i, metadata: { label: 'Note ' + i } };
    if (i % 3 === 0) list.push({ ...base, type: 'point', position: at(i, 0) });
    else if (i % 3 === 1) list.push({ ...base, type: 'line', points: [at(i, 0), at(i, 0.05)] });
    else list.push({ ...base, type: 'polygon', isClosed: true, vertices: [at(i, 0), at(i, 0.04), at(i, 0.08)] });
  }
  const segs = [];
  for (let i = 0; i < zones; i++) {
    const c = at(i * 7 + 3, 0);
    const r = 0.08;
    const boundary = [[-r, -r], [r, -r], [r, r], [-r, r]].map(([dx, dz]) => ({ x: c.x + dx, y: 1.2, z: c.z + dz }));
    segs.push({ id: 'z' + i, name: 'Zone ' + i, type: 'zone', geometry: { boundary, height: { min: 0, max: 3 } } });
  }
  return [list, segs];
};
${TIMED_POST}
window.pushPlan = (annotations, zones) => {
  const [list, segs] = window.makePlan(annotations, zones);
  return window.benchTimed(() => {
    window.postMessage({ type: 'setSegmentations', segmentations: segs }, '*');
    window.postMessage({ type: 'setAnnotations', annotations: list }, '*');
  });
};`;

/** Posts the plan, then a camera query; ms until the answer, and until the next frame is drawn. */
const push = (tab: Page, annotations: number, zones: number) =>
  tab.evaluate(
    (args) => (window as unknown as { pushPlan(a: number, z: number): Promise<Timed> }).pushPlan(...args),
    [annotations, zones] as [number, number],
  );

const overlayMs = (tab: Page) => tab.evaluate(() => window.__atriumViewer?.measureOverlayMs(60) ?? 0);
const fps = (tab: Page) => tab.evaluate((ms) => window.__atriumViewer?.measureFps(ms) ?? 0, FPS_MS);

const rows: string[] = [];
for (const [kind, path] of Object.entries(PAGES)) {
  const tab = await openScenePage(browser, origin, path);
  const renderer = await tab.evaluate(() => window.__atriumViewer?.renderer ?? '?');
  await tab.evaluate(PLAN_MAKER);

  const pushes = [];
  for (let run = 0; run < PUSH_RUNS; run++) pushes.push(await push(tab, PUSH_ANNOTATIONS, 0));
  const ack = median(pushes.map((p) => p.ack));
  const drawn = median(pushes.map((p) => p.drawn));

  await push(tab, 0, 0);
  const bare = await fps(tab);
  const emptyOverlay = await overlayMs(tab);
  await push(tab, 1000, 200);
  const loaded = await fps(tab);
  const fullOverlay = await overlayMs(tab);
  const line = `| ${kind} | ${renderer} | ${ack.toFixed(0)} ms | ${drawn.toFixed(0)} ms | ${(1000 / bare).toFixed(1)} ms | ${(1000 / loaded).toFixed(1)} ms | ${(bare / loaded).toFixed(2)}× | ${emptyOverlay.toFixed(1)} → ${fullOverlay.toFixed(1)} ms |`;
  console.log(line);
  rows.push(line);
  await tab.close();
}
await browser.close();
server.close();
rmSync(work, { recursive: true, force: true });

console.log(
  `\nVenue planner, headless Chromium on SwiftShader (1280×720, ${SPLATS.toLocaleString('en-US')}-splat scene; push: median of ${PUSH_RUNS}; frame time over ${FPS_MS / 1000} s of orbiting, splats and overlay finished every frame):`,
);
console.log(
  '| page | renderer | push 10k annotations: acknowledged | … drawn | frame, no overlays | frame, 1,000 annotations + 200 zones | ratio | overlay alone, empty → loaded |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
