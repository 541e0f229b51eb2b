/**
 * What the browser benchmarks (assets, layout, planner, viewer) stand on: a static server like the local
 * stack's (the viewer's test build with its isolation headers, plus the files a bench maps in), headless
 * Chromium with the viewer's GPU flags on SwiftShader, a viewer page opened on the bench's scene, and the
 * in-page timing of posted messages (`window.benchTimed`, and `window.benchPost` / `postTimed` for one command).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { VIEWER_ISOLATION_HEADERS } from '#infra/cloud/web/site-headers.ts';
import { quietChromium, viewerGpuFlags } from '#tests/e2e/playwright.config.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.glb': 'model/gltf-binary',
  '.json': 'application/json',
};

/**
 * Serves `viewerDist` on a free local port; `benchFile` maps a request path to a file of the bench's own
 * (a scene, a catalogue file), or gives undefined to serve from the viewer build.
 */
export async function serveViewerBuild(
  viewerDist: string,
  benchFile: (path: string) => string | undefined,
): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const own = benchFile(path);
    const file = own ?? normalize(join(viewerDist, path));
    if (own === undefined && !file.startsWith(viewerDist)) return void res.writeHead(403).end();
    if (!existsSync(file) || statSync(file).isDirectory()) return void res.writeHead(404).end();
    const headers: Record<string, string | number> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
    };
    if (path.endsWith('.html')) Object.assign(headers, VIEWER_ISOLATION_HEADERS);
    res.writeHead(200, headers).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { server, origin: `http://localhost:${typeof address === 'object' && address ? address.port : 0}` };
}

/** Headless Chromium with the viewer's GPU flags, WebGPU and WebGL on SwiftShader. */
export function launchViewerChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...quietChromium, ...viewerGpuFlags],
    env: { ...process.env, VK_ICD_FILENAMES: '/usr/lib/chromium/vk_swiftshader_icd.json' } as Record<
      string,
      string
    >,
  });
}

/** The path the benches serve their synthetic scene at. */
const SCENE_PATH = '/bench/scene.splat';

/** Maps the bench's scene and the catalogue's files (inside `catalogueDir` only: a URL's pathname has no '..' left). */
export const sceneAndCatalogue =
  (sceneFile: string, catalogueDir: string) =>
  (path: string): string | undefined =>
    path === SCENE_PATH
      ? sceneFile
      : path.startsWith('/catalogue/')
        ? normalize(join(catalogueDir, path.slice('/catalogue/'.length)))
        : undefined;

/** A 1280×720 tab on `page` (e.g. '/webgl-splat-viewer.html') showing the bench's scene, once it is drawn. */
export async function openScenePage(
  browser: Browser,
  origin: string,
  page: string,
  params: Record<string, string> = {},
): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const query = new URLSearchParams({
    file: Buffer.from(SCENE_PATH).toString('base64'),
    ...params,
    loadTimeoutMs: '600000',
  });
  await tab.goto(`${origin}${page}?${query}`);
  await tab.waitForFunction(() => ['ready', 'error'].includes(document.body.dataset.state ?? ''), null, {
    timeout: 300_000,
  });
  if ((await tab.evaluate(() => document.body.dataset.state)) === 'error')
    throw new Error(`${page} could not load the bench scene`);
  return tab;
}

/** What a timed post took in the page: until the viewer answered the query behind it, and until the next frame. */
export interface Timed {
  ack: number;
  drawn: number;
}

/**
 * In the page: `window.benchTimed(send)` runs `send` (posting the viewer its messages), posts a camera
 * query right behind them and times the answer and the next drawn frame. Given as source text: tsx would
 * wrap named functions inside an evaluate callback in a helper the page lacks.
 */
export const TIMED_POST = `
let benchQuery = 0;
window.benchTimed = async (send) => {
  const requestId = 'ack-' + benchQuery++;
  const answered = new Promise((resolve) => {
    const onMessage = (e) => {
      if (e.data?.type !== 'currentCamera' || e.data.requestId !== requestId) return;
      removeEventListener('message', onMessage);
      resolve();
    };
    addEventListener('message', onMessage);
  });
  const t0 = performance.now();
  send();
  window.postMessage({ type: 'getCurrentCamera', requestId }, '*');
  await answered;
  const ack = performance.now() - t0;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return { ack, drawn: performance.now() - t0 };
};
window.benchPost = (message) =>
  window.benchTimed(() => {
    if (message) window.postMessage(message, '*');
  });`;

/** Posts the viewer one command (or nothing: the bare query + frame) and times it (TIMED_POST is in the page). */
export const postTimed = (tab: Page, message: object | null) =>
  tab.evaluate(
    (m) => (window as unknown as { benchPost(m: object | null): Promise<Timed> }).benchPost(m),
    message,
  );

/** The repository and the built-in catalogue the benches read. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const CATALOGUE_DIR = join(REPO_ROOT, 'web/public/catalogue');

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string } }>;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Runs `run` under Chrome's sampling profiler and says how long the page's main thread was busy
 * meanwhile (every sample but the idle ones, native work such as GL calls included). On SwiftShader the
 * rest of a frame's wait is the GPU process rasterising on the CPU, which a real GPU does in about a
 * millisecond: this is the planner's own cost of a change.
 */
export async function mainThreadBusy<T>(
  tab: Page,
  run: () => Promise<T>,
): Promise<{ result: T; busyMs: number }> {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let busy = 0;
  profile.samples.forEach((node, i) => {
    if (!idle.has(node)) busy += profile.timeDeltas[i] ?? 0;
  });
  return { result, busyMs: busy / 1000 };
}

/**
 * In the page: `window.benchFloor()` (the camera's up, the floor through its target, and `at(a, b)`: a
 * floor point in the frame's own floor axes round the target) and `window.benchZone(id, a, b, w, d)` (a
 * w × d zone centred there). Given as source text: tsx would wrap named functions inside an evaluate
 * callback in a helper the page lacks.
 */
export const FLOOR_HELPERS = `
window.benchFloor = () => {
  const cam = window.__atriumViewer.getCamera();
  const len = (a) => Math.hypot(a[0], a[1], a[2]);
  const norm = (a) => { const l = len(a); return [a[0] / l, a[1] / l, a[2] / l]; };
  const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const up = norm(cam.up);
  const ref = Math.abs(up[0]) < 0.9 ? [1, 0, 0] : [0, 0, 1];
  const d = dot(up, ref);
  const u = norm([ref[0] - up[0] * d, ref[1] - up[1] * d, ref[2] - up[2] * d]);
  const v = [u[1] * up[2] - u[2] * up[1], u[2] * up[0] - u[0] * up[2], u[0] * up[1] - u[1] * up[0]];
  const floor = dot(up, cam.target);
  const t = cam.target;
  const h = dot(up, t) - floor;
  const at = (a, b) => ({
    x: t[0] - up[0] * h + u[0] * a + v[0] * b,
    y: t[1] - up[1] * h + u[1] * a + v[1] * b,
    z: t[2] - up[2] * h + u[2] * a + v[2] * b,
  });
  return { up, floor, at };
};
window.benchZone = (id, ca, cb, w, d) => {
  const { at } = window.benchFloor();
  const boundary = [at(ca - w / 2, cb - d / 2), at(ca + w / 2, cb - d / 2), at(ca + w / 2, cb + d / 2), at(ca - w / 2, cb + d / 2)];
  return { id, name: 'Zone ' + id, type: 'zone', geometry: { boundary, height: { min: 0, max: 3 } } };
};
`;
