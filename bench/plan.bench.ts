/**
 * Floor plan figures (issue #27, "A floor plan to hand to the venue"), each printed beside the issue's
 * target, on a plan of 5,000 placed items and 200 zones:
 * 1. a pan and a zoom of the plan view: the main thread's busy time (Chrome's sampling profiler) from the
 *    posted camera move until the next frame is drawn — the planner's own CPU, not SwiftShader's
 *    rasterising, which a GPU does in about a millisecond;
 * 2. the scan from above as the viewer hands it to the exports, captured on a canvas the size of an A3
 *    sheet's drawing area at 150 DPI (the real phone capture in ../shared/fixtures when it is there);
 * 3. the PDF of that plan with that scan, written in Node (pdf-lib), and the DXF: time and size.
 * Browser figures come from headless Chromium on SwiftShader (WebGL page).
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { writeSplat } from '#formats/splat-cloud.ts';
import { syntheticScene } from '#formats/synthetic.ts';
import { ensureViewerBuilt } from '#infra/local/web-build.ts';
import type { CameraState } from '#protocol/index.ts';
import { pageLayout, type SheetOptions } from '#venue/plan-sheet/paper.ts';
import { planDxf } from '#venue/plan-sheet/plan-dxf.ts';
import { planPdf } from '#venue/plan-sheet/plan-pdf.ts';
import { crowdedSheet, TITLE } from '#venue/plan-sheet/sheet.test-kit.ts';
import { backgroundOf } from '#venue/plan-sheet/sheet-from-plan.ts';
import { median } from './bench-kit.ts';
import {
  CATALOGUE_DIR,
  FLOOR_HELPERS,
  launchViewerChromium,
  mainThreadBusy,
  openScenePage,
  postTimed,
  REPO_ROOT,
  sceneAndCatalogue,
  serveViewerBuild,
  TIMED_POST,
} from './viewer-bench-stack.ts';

const fixture = resolve(REPO_ROOT, '../shared/fixtures/luma-seal.splat');
const MOVES = 15;
const SHEET: SheetOptions = { paper: 'A3', orientation: 'landscape', scale: 'fit' };
const DPI = 150;

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
const verdict = (x: number, target: number) => (x <= target ? 'within' : 'OVER');

const { sheet, summary } = crowdedSheet(5_000, 200);
const drawing = pageLayout(sheet.bounds, SHEET).drawing;
const canvasPx = {
  width: Math.round((drawing.width / 25.4) * DPI),
  height: Math.round((drawing.height / 25.4) * DPI),
};

const viewerDist = ensureViewerBuilt(REPO_ROOT, 'test');
const synthetic = join(tmpdir(), `atrium-plan-bench-${process.pid}.splat`);
const real = existsSync(fixture);
if (!real) writeFileSync(synthetic, writeSplat(syntheticScene(20_000, 5)));
const sceneFile = real ? fixture : synthetic;
const { server, origin } = await serveViewerBuild(viewerDist, sceneAndCatalogue(sceneFile, CATALOGUE_DIR));
const browser = await launchViewerChromium();

const PAGE_HELPERS = `
${FLOOR_HELPERS}
${TIMED_POST}
window.benchBackdrop = () =>
  new Promise((resolve) => {
    const onMessage = (e) => {
      if (e.data?.type !== 'planBackdrop') return;
      removeEventListener('message', onMessage);
      resolve(e.data);
    };
    addEventListener('message', onMessage);
    window.postMessage({ type: 'getPlanBackdrop', requestId: 'bench' }, '*');
  });`;

const post = postTimed;

/** Levels the scene on the camera's up (the floor through its target, a unit a meter) and opens the plan. */
async function openPlan(tab: Page) {
  await tab.evaluate(PAGE_HELPERS);
  await tab.evaluate(() => {
    const { up, floor } = (
      window as unknown as { benchFloor(): { up: number[]; floor: number } }
    ).benchFloor();
    window.postMessage(
      { type: 'setSceneFrame', frame: { up, floor, metersPerUnit: 1, levelledBy: 'points' } },
      '*',
    );
    window.postMessage({ type: 'setPlanView', on: true }, '*');
  });
  await tab.waitForFunction(() => window.__atriumViewer?.getCamera()?.fov === 1, null, { timeout: 60_000 });
  await tab.waitForTimeout(1500);
}

try {
  // ---- 2. The scan from above, at 150 DPI of an A3 sheet's drawing ----
  const big = await openScenePage(browser, origin, '/webgl-splat-viewer.html');
  await big.setViewportSize(canvasPx);
  await openPlan(big);
  const t0 = performance.now();
  const backdrop = (await big.evaluate(() =>
    (window as unknown as { benchBackdrop(): Promise<unknown> }).benchBackdrop(),
  )) as { image: string | null; rect: { minX: number; minY: number; maxX: number; maxY: number } | null };
  const captureMs = performance.now() - t0;
  await big.close();
  if (!backdrop.image || !backdrop.rect) throw new Error('The viewer gave no scan picture');
  const scan = backgroundOf(backdrop.image, backdrop.rect);
  console.log(
    `\n2. The scan from above (${real ? 'the phone capture luma-seal.splat' : 'a synthetic 20,000-splat scene: the fixture is not here'}), on a ${canvasPx.width} × ${canvasPx.height} canvas — an A3 landscape sheet's ${drawing.width.toFixed(0)} × ${drawing.height.toFixed(0)} mm drawing at ${DPI} DPI:`,
  );
  console.log(
    `  getPlanBackdrop ${ms(captureMs).padStart(9)} (sorted and drawn on SwiftShader), ${scan.format.toUpperCase()} ${(scan.image.length / 1e6).toFixed(2)} MB`,
  );

  // ---- 3. The PDF and the DXF of 5,000 items and 200 zones, with that scan ----
  const withScan = { ...sheet, background: { ...scan, rect: sheet.bounds } };
  let pdf = await planPdf(withScan, SHEET, TITLE, summary);
  const pdfRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    pdf = await planPdf(withScan, SHEET, TITLE, summary);
    pdfRuns.push(performance.now() - start);
  }
  const pdfMs = median(pdfRuns);
  const dxfStart = performance.now();
  const dxf = planDxf(sheet);
  const dxfMs = performance.now() - dxfStart;
  console.log(
    '\n3. The plan of 5,000 items and 200 zones written (Node, pdf-lib and @tarikjabiri/dxf; A3 landscape fitted; median of 5 after one warm-up):',
  );
  console.log(
    `  PDF with the scan ${ms(pdfMs).padStart(9)} — target ≤ 3 s: ${verdict(pdfMs, 3000)}; ${(pdf.length / 1e6).toFixed(2)} MB — target ≤ 5 MB: ${verdict(pdf.length / 1e6, 5)}`,
  );
  console.log(`  DXF               ${ms(dxfMs).padStart(9)}; ${(dxf.length / 1e6).toFixed(2)} MB`);

  // ---- 1. Pan and zoom of the plan view with 5,000 items and 200 zones ----
  const tab = await openScenePage(browser, origin, '/webgl-splat-viewer.html');
  await openPlan(tab);
  await tab.evaluate(() => {
    const w = window as unknown as {
      benchZone(...a: unknown[]): object;
      benchFloor(): { at(a: number, b: number): { x: number; y: number; z: number } };
    };
    const { at } = w.benchFloor();
    const items = Array.from({ length: 5000 }, (_, i) => ({
      id: `item-${i}`,
      modelId: i % 11 === 0 ? 'round-table-60in-linen' : 'chiavari-chair-gold',
      modelUrl:
        i % 11 === 0
          ? '/catalogue/models/round-table-60in-linen.glb'
          : '/catalogue/models/chiavari-chair-gold.glb',
      position: at(((i % 100) - 50) * 0.6, (Math.floor(i / 100) - 25) * 0.6),
      rotation: { x: 0, y: 0, z: 0 },
      scale: { x: 1, y: 1, z: 1 },
    }));
    const zones = Array.from({ length: 200 }, (_, i) =>
      w.benchZone(`zone-${i}`, ((i % 20) - 10) * 3, (Math.floor(i / 20) - 5) * 3, 2.5, 2.5),
    );
    window.postMessage({ type: 'setSegmentations', segmentations: zones }, '*');
    window.postMessage({ type: 'setPlacedItems', items }, '*');
  });
  await tab.waitForTimeout(3000);
  const start = (await tab.evaluate(() => window.__atriumViewer?.getCamera())) as CameraState;
  const along = (camera: CameraState, k: number): CameraState => {
    // A pan: along the screen's up (the camera's up lies in the floor in the plan).
    const shift = camera.up.map((u) => u * k);
    return {
      ...camera,
      position: camera.position.map((p, i) => p + (shift[i] ?? 0)) as CameraState['position'],
      target: camera.target.map((p, i) => p + (shift[i] ?? 0)) as CameraState['target'],
    };
  };
  const closer = (camera: CameraState, f: number): CameraState => ({
    ...camera,
    position: camera.position.map(
      (p, i) => (camera.target[i] ?? 0) + (p - (camera.target[i] ?? 0)) * f,
    ) as CameraState['position'],
  });
  const busy = async (camera: CameraState) =>
    (await mainThreadBusy(tab, () => post(tab, { type: 'setCameraPosition', camera }))).busyMs;
  const pans: number[] = [];
  const zooms: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    bare.push((await mainThreadBusy(tab, () => post(tab, null))).busyMs);
    pans.push(await busy(along(start, (i % 2 ? -1 : 1) * 0.5)));
    zooms.push(await busy(closer(start, i % 2 ? 1.1 : 0.9)));
  }
  await tab.close();
  const line = (what: string, runs: number[]) =>
    `  ${what.padEnd(5)} main thread busy ${ms(median(runs)).padStart(9)} a move (worst ${ms(Math.max(...runs))}) — target ≤ 16 ms: ${verdict(median(runs), 16)}`;
  console.log(
    `\n1. The plan view with 5,000 placed items (chairs and 5 ft rounds) and 200 zones: a pan and a zoom, from the posted camera move to the next frame drawn (WebGL page, SwiftShader, 1280×720; median of ${MOVES}; a bare query + frame keeps it ${ms(median(bare))} busy):`,
  );
  console.log(line('pan', pans));
  console.log(line('zoom', zooms));
} finally {
  await browser.close();
  server.close();
  rmSync(synthetic, { force: true });
}
