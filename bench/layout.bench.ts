/**
 * Layout figures (issue #26, "Laying out an event at a professional's speed"), each printed beside the
 * issue's target: a zone fill of 500+ seats computed in Node (fillZone, theatre and banquet); the same
 * fill applied in the viewer (placeLayout until a query posted behind it is answered and the next frame
 * is drawn), with its undo and redo; the planning module of 5,000 placed items in 25 layout groups
 * encoded and decoded; the planner's overlay draw with 5,000 placed items and 200 zones; and dragging a
 * selection of 500 items, once the viewer can. Node figures come with a ratio against a fixed workload
 * (a sort) or JSON timed in the same run; browser figures come from headless Chromium on SwiftShader
 * (WebGL page, a small synthetic scene so a frame is cheap), with a bare query + frame as their baseline.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSplat } from '#formats/splat-cloud.ts';
import { syntheticScene } from '#formats/synthetic.ts';
import { ensureViewerBuilt } from '#infra/local/web-build.ts';
import { defaultFillLayout, type PlacedItemData } from '#protocol/index.ts';
import { normaliseCatalogue } from '#shared/asset-catalogue.ts';
import { decodeModule, encodeModule } from '#venue/codec.ts';
import { MODULE_VERSION, type ModuleDocument } from '#venue/documents.ts';
import type { P2 } from '#venue/layout/layout-types.ts';
import { type FillZoneSpec, fillZone } from '#venue/layout/zone-fill.ts';
import { elementFromPlacedItem } from '#web/src/pages/project/tabs/planner/furniture/planning-elements.ts';
import { median, p95, time } from './bench-kit.ts';
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
  type Timed,
} from './viewer-bench-stack.ts';

const SPLATS = 5_000;
const VIEWER_RUNS = 7;

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
const verdict = (x: number, target: number) => (x <= target ? 'within' : 'OVER');

/** The fixed workload Node figures are compared with: sorting 200,000 pseudo-random doubles. */
const reference = Float64Array.from({ length: 200_000 }, (_, i) => Math.sin(i * 12.9898) * 43758.5453);
const referenceMs = () => time(20, () => Float64Array.from(reference).sort());

// ---- 1. A fill of 500 seats, computed --------------------------------------------------------------
const CHAIR = {
  modelId: 'chiavari-chair-gold',
  modelUrl: '/catalogue/models/chiavari-chair-gold.glb',
  scale: 1,
  width: 0.4,
  depth: 0.42,
};
const ROUND = {
  modelId: 'round-table-60in-linen',
  modelUrl: '/catalogue/models/round-table-60in-linen.glb',
  scale: 1,
  width: 1.524,
  depth: 1.524,
  shape: 'round' as const,
};
/** The models the viewer's fills use, as the page would tell it. */
const FILL_MODELS = { seat: CHAIR, roundTable: ROUND, longTable: null };
const rectangle = (w: number, d: number): P2[] => [
  { x: -w / 2, y: -d / 2 },
  { x: w / 2, y: -d / 2 },
  { x: w / 2, y: d / 2 },
  { x: -w / 2, y: d / 2 },
];
const FILLS: Array<{ label: string; size: [number, number]; spec: FillZoneSpec }> = [
  {
    label: 'theatre',
    size: [22, 15],
    spec: { polygon: rectangle(22, 15), style: 'theatre', seat: CHAIR },
  },
  {
    label: 'banquet, rounds of 10',
    size: [36, 30],
    spec: { polygon: rectangle(36, 30), style: 'banquet', seat: CHAIR, table: ROUND, seatsPerTable: 10 },
  },
];
const ref1 = referenceMs();
console.log(
  `\n1. A fill of 500 seats computed (fillZone in Node, warmed up, median of 20; reference: sorting 200k doubles ${ms(ref1)}):`,
);
for (const { label, size, spec } of FILLS) {
  let placed = fillZone(spec);
  for (let i = 0; i < 10; i++) placed = fillZone(spec);
  const fillMs = time(20, () => {
    placed = fillZone(spec);
  });
  const seats = placed.filter((p) => p.role === 'seat').length;
  const tables = placed.length - seats;
  console.log(
    `  ${`${label}, ${size[0]} m × ${size[1]} m:`.padEnd(40)} ${ms(fillMs).padStart(9)} for ${seats} seats${tables ? ` at ${tables} tables` : ''} (${(fillMs / ref1).toFixed(2)}× the reference) — target ≤ 50 ms: ${verdict(fillMs, 50)}`,
  );
}

// ---- 3. Encoding the planning module of 5,000 placed items -----------------------------------------
const assets = normaliseCatalogue(JSON.parse(readFileSync(join(CATALOGUE_DIR, 'catalogue.json'), 'utf8')));
const byId = new Map(assets.map((a) => [a.id, a]));
const GROUPS = 25;
const ITEMS = 5_000;
const now = Date.now();
const elements = Array.from({ length: ITEMS }, (_, i) => {
  const group = i % GROUPS;
  const k = Math.floor(i / GROUPS);
  const table = k % 11 === 0;
  const model = table ? ROUND : CHAIR;
  const zoneId = `00000000-0000-4000-8000-${String(group).padStart(12, '0')}`;
  const item: PlacedItemData = {
    id: crypto.randomUUID(),
    modelId: model.modelId,
    modelUrl: model.modelUrl,
    position: { x: group * 20 + (k % 15) * 1.1, y: 0, z: Math.floor(k / 15) * 1.1 },
    rotation: { x: 0, y: (k % 10) * 0.628, z: 0 },
    scale: { x: 1, y: 1, z: 1 },
    groupId: `10000000-0000-4000-8000-${String(group).padStart(12, '0')}`,
    layout: defaultFillLayout(zoneId, 'banquet', FILL_MODELS) ?? undefined,
  };
  return { ...elementFromPlacedItem(item, byId.get(model.modelId), undefined), modifiedAt: now + i };
});
const planningDoc: ModuleDocument<'planning'> = {
  module: 'planning',
  version: MODULE_VERSION,
  timestamp: now,
  items: elements,
  tombstones: [],
};
let bytes = encodeModule(planningDoc);
for (let i = 0; i < 5; i++) decodeModule('planning', encodeModule(planningDoc));
const encodeMs = time(10, () => {
  bytes = encodeModule(planningDoc);
});
const decodeMs = time(10, () => decodeModule('planning', bytes));
let json = JSON.stringify(planningDoc);
const stringifyMs = time(10, () => {
  json = JSON.stringify(planningDoc);
});
const parseMs = time(10, () => JSON.parse(json));
console.log(
  `\n3. The planning module with ${ITEMS.toLocaleString('en-US')} placed items in ${GROUPS} layout groups (protobuf ${(bytes.length / 1e6).toFixed(2)} MB, JSON ${(json.length / 1e6).toFixed(2)} MB; median of 10):`,
);
console.log(
  `  encodeModule   ${ms(encodeMs).padStart(9)} (${(encodeMs / stringifyMs).toFixed(2)}× JSON.stringify of the same, ${ms(stringifyMs)}) — target ≤ 100 ms: ${verdict(encodeMs, 100)}`,
);
console.log(
  `  decodeModule   ${ms(decodeMs).padStart(9)} (${(decodeMs / parseMs).toFixed(2)}× JSON.parse of the same, ${ms(parseMs)})`,
);

// ---- In the viewer: 2. applying the fill, 4. the overlay per frame, 5. dragging a selection --------
const viewerDist = ensureViewerBuilt(REPO_ROOT, 'test');
const sceneFile = join(tmpdir(), `atrium-layout-bench-${process.pid}.splat`);
writeFileSync(sceneFile, writeSplat(syntheticScene(SPLATS, 5)));
const { server, origin } = await serveViewerBuild(viewerDist, sceneAndCatalogue(sceneFile, CATALOGUE_DIR));
const browser = await launchViewerChromium();

/** In the page: the floor helpers (viewer-bench-stack.ts) and the timed post of a command (or of nothing: the bare query + frame). */
const PAGE_HELPERS = `
${FLOOR_HELPERS}
${TIMED_POST}`;

/** Whether the viewer can drag a selection yet (its ArrangeMode, in the lead's plan for issue #26). */
const modesDir = join(REPO_ROOT, 'viewer/src/planner/modes');
const dragBuilt = readdirSync(modesDir).some((name) =>
  readFileSync(join(modesDir, name), 'utf8').includes('class ArrangeMode'),
);

/**
 * In the page: presses the on-screen chair of the fill nearest the canvas's middle, moves the pointer
 * 60 times (2 px a move) and lets go; the milliseconds each move's dispatch took (the planner handles
 * it synchronously).
 */
const DRAG_SCRIPT = `(async () => {
  const hook = window.__atriumViewer;
  const floor = window.benchFloor();
  const canvas = document.querySelector('canvas');
  const box = canvas.getBoundingClientRect();
  let best = null;
  for (const [a, b] of window.benchSeats) {
    const p = floor.at(a, b);
    const at = hook.project([p.x, p.y, p.z]);
    if (!at || at[0] < 0 || at[1] < 0 || at[0] > box.width || at[1] > box.height) continue;
    const d = Math.hypot(at[0] - box.width / 2, at[1] - box.height / 2);
    if (!best || d < best.d) best = { at, d };
  }
  if (!best) return { moves: [], hit: false };
  const [x0, y0] = [box.left + best.at[0], box.top + best.at[1]];
  const target = document.elementFromPoint(x0, y0) ?? canvas;
  const event = (type, x, y, buttons) =>
    new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons, clientX: x, clientY: y });
  const before = JSON.stringify(hook.getCamera());
  target.dispatchEvent(event('pointerdown', x0, y0, 1));
  const moves = [];
  const withRedraw = [];
  for (let i = 1; i <= 60; i++) {
    const e = event('pointermove', x0 + 2 * i, y0 + i, 1);
    const t0 = performance.now();
    target.dispatchEvent(e);
    const t1 = performance.now();
    // What the move queued (the furniture's instanced-mesh update) runs before this await resumes.
    await Promise.resolve();
    moves.push(t1 - t0);
    withRedraw.push(performance.now() - t0);
  }
  target.dispatchEvent(event('pointerup', x0 + 120, y0 + 60, 0));
  // A press no mode took goes to the camera's controls: the moves turned the camera, not the chairs.
  const orbited = JSON.stringify(hook.getCamera()) !== before;
  if (orbited) window.postMessage({ type: 'setCameraPosition', camera: JSON.parse(before) }, '*');
  return { moves, withRedraw, hit: true, orbited };
})()`;

/** A timed post with the main thread's busy time while it ran (mainThreadBusy). */
type Busy = Timed & { busyMs: number };

const post = postTimed;

const FILL_ZONE = 'bench-fill-zone';
const place = {
  type: 'placeLayout',
  layout: defaultFillLayout(FILL_ZONE, 'theatre', FILL_MODELS),
};

try {
  const tab = await openScenePage(browser, origin, '/webgl-splat-viewer.html');
  await tab.evaluate(PAGE_HELPERS);
  // The frame the zones are drawn in: the camera's up, the floor through its target, 1 m per unit.
  await tab.evaluate(() => {
    const { up, floor } = (
      window as unknown as { benchFloor(): { up: number[]; floor: number } }
    ).benchFloor();
    window.postMessage(
      { type: 'setSceneFrame', frame: { up, floor, metersPerUnit: 1, levelledBy: 'points' } },
      '*',
    );
  });
  await tab.evaluate((id) => {
    const w = window as unknown as { benchZone(...a: unknown[]): object };
    window.postMessage({ type: 'setSegmentations', segmentations: [w.benchZone(id, 0, 0, 22, 15)] }, '*');
  }, FILL_ZONE);

  // ---- 2. The fill applied, undone and redone ----
  const chairLoaded = tab.waitForResponse((r) => r.url().endsWith(CHAIR.modelUrl));
  await post(tab, place); // warm-up: loads the chair model
  await chairLoaded;
  await tab.waitForTimeout(1000);
  await post(tab, { type: 'undo' });
  const bare: number[] = [];
  const placed: Busy[] = [];
  const undone: Busy[] = [];
  const redone: Busy[] = [];
  /** A timed post, profiled: how long the page's main thread was busy until the next frame was drawn. */
  const profiled = async (message: object) => {
    const { result, busyMs } = await mainThreadBusy(tab, () => post(tab, message));
    return { ...result, busyMs };
  };
  for (let run = 0; run < VIEWER_RUNS; run++) {
    bare.push((await post(tab, null)).drawn);
    placed.push(await profiled(place));
    undone.push(await profiled({ type: 'undo' }));
    redone.push(await profiled({ type: 'redo' }));
    await post(tab, { type: 'undo' });
  }
  // Placed once more: the fill's items become the selection, for the drag. A top-level viewer page
  // tells no parent what changed, so the seats are the same fill computed here (the viewer runs the
  // same fillZone on the same outline, in the floor axes benchFloor shares with it).
  await post(tab, place);
  const seatsAt = fillZone({ polygon: rectangle(22, 15), style: 'theatre', seat: CHAIR })
    .filter((p) => p.role === 'seat')
    .map((p) => [p.x, p.y]);
  await tab.evaluate((at) => {
    (window as unknown as { benchSeats: number[][] }).benchSeats = at;
  }, seatsAt);
  const seats = seatsAt.length;
  const bareMs = median(bare);
  // The target is the planner's own work (store, instanced meshes, overlay): the main thread's busy
  // time. 'Drawn' adds SwiftShader rasterising 500 chairs on the CPU in the GPU process.
  const line2 = (what: string, runs: Busy[], target?: number) => {
    const ack = median(runs.map((r) => r.ack));
    const drawn = median(runs.map((r) => r.drawn));
    const busy = median(runs.map((r) => r.busyMs));
    return `  ${what.padEnd(14)} acknowledged ${ms(ack).padStart(9)}, main thread busy ${ms(busy).padStart(9)}${target ? ` — target ≤ ${target} ms: ${verdict(busy, target)}` : ''}; drawn on SwiftShader ${ms(drawn).padStart(9)} (${(drawn / bareMs).toFixed(1)}× the bare query + frame)`;
  };
  console.log(
    `\n2. The theatre fill of a 22 m × 15 m zone applied in the viewer (${seats} seats; store, instanced meshes, overlay; a top-level page posts no events, so the app's copy of placedItemsChanged is not in; WebGL page, SwiftShader, 1280×720, ${SPLATS.toLocaleString('en-US')}-splat scene; median of ${VIEWER_RUNS}; bare query + frame ${ms(bareMs)}):`,
  );
  console.log(line2('placeLayout', placed, 200));
  console.log(line2('undo', undone));
  console.log(line2('redo', redone));

  // ---- 5. Dragging a selection of 500 items (the fill placed again is the selection), in Planning mode ----
  if (dragBuilt) await post(tab, { type: 'setMode', mode: 'planning' });
  const drag = dragBuilt
    ? await tab.evaluate(DRAG_SCRIPT).then((r) => {
        const { moves, withRedraw, hit, orbited } = r as {
          moves: number[];
          withRedraw: number[];
          hit: boolean;
          orbited: boolean;
        };
        if (!hit) return 'not measured: no selected chair was on screen to press';
        if (orbited) return 'not measured: the press on a selected chair was not taken (the camera orbited)';
        const med = median(moves);
        const full = median(withRedraw);
        return `median ${ms(med)}, p95 ${ms(p95(moves))} of synchronous handling per pointermove (${moves.length} moves); with the instanced-mesh update it queues, median ${ms(full)}, p95 ${ms(p95(withRedraw))} — target ≤ 4 ms: ${verdict(full, 4)}`;
      })
    : 'not measured: dragging a selection is not built yet';
  console.log(
    `\n5. Dragging a selection of 500 items (the ${seats}-seat fill; a press on its chair nearest the middle, 60 moves of 2 px × 1 px, snapping on):`,
  );
  console.log(`  ${drag}`);

  // ---- 4. 5,000 placed items and 200 zones: the overlay per frame ----
  const emptyOverlay = await tab.evaluate(() => {
    window.postMessage({ type: 'setPlacedItems', items: [] }, '*');
    window.postMessage({ type: 'setSegmentations', segmentations: [] }, '*');
    return new Promise((r) => setTimeout(r, 500)).then(
      () => window.__atriumViewer?.measureOverlayMs(60) ?? 0,
    );
  });
  const tableLoaded = tab.waitForResponse((r) => r.url().endsWith(ROUND.modelUrl));
  await tab.evaluate(
    ({ chair, round }) => {
      const w = window as unknown as {
        benchZone(...a: unknown[]): object;
        benchFloor(): { at(a: number, b: number): { x: number; y: number; z: number } };
      };
      const { at } = w.benchFloor();
      const items = Array.from({ length: 5000 }, (_, i) => {
        const model = i % 11 === 0 ? round : chair;
        return {
          id: `item-${i}`,
          modelId: model.modelId,
          modelUrl: model.modelUrl,
          position: at(((i % 100) - 50) * 0.6, (Math.floor(i / 100) - 25) * 0.6),
          rotation: { x: 0, y: 0, z: 0 },
          scale: { x: 1, y: 1, z: 1 },
        };
      });
      const zones = Array.from({ length: 200 }, (_, i) =>
        w.benchZone(`zone-${i}`, ((i % 20) - 10) * 3, (Math.floor(i / 20) - 5) * 3, 2.5, 2.5),
      );
      window.postMessage({ type: 'setSegmentations', segmentations: zones }, '*');
      window.postMessage({ type: 'setPlacedItems', items }, '*');
    },
    { chair: CHAIR, round: ROUND },
  );
  await tableLoaded;
  await tab.waitForTimeout(1500);
  const overlays: number[] = [];
  for (let i = 0; i < 5; i++)
    overlays.push(await tab.evaluate(() => window.__atriumViewer?.measureOverlayMs(60) ?? 0));
  const overlay = median(overlays);
  console.log(
    "\n4. 5,000 placed items (chairs and 5 ft rounds) and 200 zones: the planner's draw per frame (measureOverlayMs: labels laid out, the overlay's three.js scene — zones, labels and the furniture's instanced meshes — rendered and finished; on SwiftShader \"finished\" includes rasterising it on the CPU; 60 orbit steps, median of 5):",
  );
  console.log(
    `  overlay + furniture ${ms(overlay).padStart(9)} a frame (${ms(emptyOverlay)} with nothing placed; ${(overlay / emptyOverlay).toFixed(1)}×) — target ≤ 2 ms: ${verdict(overlay, 2)}`,
  );
  await tab.close();
} finally {
  await browser.close();
  server.close();
  rmSync(sceneFile, { force: true });
}
