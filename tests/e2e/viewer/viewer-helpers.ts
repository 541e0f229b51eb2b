/** Shared steps of the viewer end-to-end tests: scene files served to the page, waiting, pixel checks. */
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Frame, type Page } from '@playwright/test';
import { snap } from '../helpers.ts';
import { makeScenes } from './make-scenes.ts';

export const PAGES = {
  webgpu: '/splat-viewer.html',
  webgl: '/webgl-splat-viewer.html',
} as const;
export type PageKind = keyof typeof PAGES;

/** 15k splats: enough to look like a scene, few enough for SwiftShader on 2 shared cores. */
export const SPLAT_COUNT = 15_000;

let scenesDir: string | null = null;
/** Generates the scene files once per worker. */
export function scenes(): string {
  if (!scenesDir) {
    const dir = join(tmpdir(), `atrium-viewer-e2e-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    scenesDir = makeScenes(dir, SPLAT_COUNT);
  }
  return scenesDir;
}

/** Serves `/e2e-scenes/<name>` on the app's own origin from the generated files (nothing from the network). */
export async function serveScenes(
  page: Page,
  extra: Record<string, { body: Buffer | string; status?: number }> = {},
) {
  const dir = scenes();
  await page.route('**/e2e-scenes/**', async (route) => {
    const name = new URL(route.request().url()).pathname.replace('/e2e-scenes/', '');
    const custom = extra[name];
    if (custom) return route.fulfill({ status: custom.status ?? 200, body: custom.body });
    try {
      return await route.fulfill({
        body: readFileSync(join(dir, name)),
        contentType: 'application/octet-stream',
      });
    } catch {
      return route.fulfill({ status: 404, body: 'Not found' });
    }
  });
}

export function fileParam(path: string): string {
  return Buffer.from(path).toString('base64');
}

export function viewerPath(kind: PageKind, scene: string, extra = ''): string {
  return `${PAGES[kind]}?file=${encodeURIComponent(fileParam(`/e2e-scenes/${scene}`))}${extra}`;
}

/** Waits until the viewer is ready or shows its error; returns which. */
export async function settled(target: Page | Frame, timeout = 90_000): Promise<string> {
  await target.waitForFunction(() => ['ready', 'error'].includes(document.body.dataset.state ?? ''), null, {
    timeout,
  });
  return (await target.evaluate(() => document.body.dataset.state)) ?? '';
}

/** Opens `scene` on the `kind` page and waits until it is ready or shows its error; returns which. */
export async function openScene(
  page: Page,
  kind: PageKind,
  scene: string,
  extra = '',
  timeout?: number,
): Promise<string> {
  await page.goto(viewerPath(kind, scene, extra));
  return settled(page, timeout);
}

export interface PixelStats {
  /** Share of pixels that differ clearly from the background. */
  drawn: number;
  /** Share of the floor's yellow checker pixels. */
  yellow: number;
  /** Share of saturated pixels of the sphere (coloured by its normal). */
  colourful: number;
}

/** An image the page made (a data URL), decoded in the page and read back as RGBA bytes. */
export async function imagePixels(target: Page | Frame, url: string) {
  const { width, height, rgba } = await target.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    // As base64 text: Playwright hands a long array back number by number, seconds for one frame.
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  }, url);
  return { width, height, data: new Uint8Array(Buffer.from(rgba, 'base64')) };
}

/** Renders once explicitly, then reads the frame back and counts what is not background. */
export async function pixelStats(target: Page | Frame): Promise<PixelStats> {
  const url = await target.evaluate(() => {
    const hook = window.__atriumViewer;
    if (!hook) throw new Error('viewer hook missing');
    return hook.screenshot(200, 150);
  });
  if (!url) throw new Error('no screenshot');
  const { data } = await imagePixels(target, url);
  const [br, bg, bb] = [data[0] as number, data[1] as number, data[2] as number];
  let drawn = 0;
  let yellow = 0;
  let colourful = 0;
  const total = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    if (Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) > 60) drawn++;
    if (r > 150 && g > 120 && b < 90) yellow++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 80 && !(r > 150 && g > 120 && b < 90)) colourful++;
  }
  return { drawn: drawn / total, yellow: yellow / total, colourful: colourful / total };
}

/** The scene is visibly there: a good part of the frame is drawn, with both the floor and the sphere. */
export function expectSceneDrawn(stats: PixelStats) {
  expect(stats.drawn, 'share of pixels drawn').toBeGreaterThan(0.1);
  expect(stats.yellow, 'share of floor pixels').toBeGreaterThan(0.02);
  expect(stats.colourful, 'share of sphere pixels').toBeGreaterThan(0.02);
}

export async function snapViewer(page: Page, name: string) {
  await snap(page, `viewer-${name}`, { fullPage: false });
}

/** A host page that embeds the viewer at `src`, records the messages it posts and can post to it. */
export function hostHtml(src: string) {
  return `<!doctype html><html><body style="margin:0">
<iframe id="viewer" src="${src}" style="width:640px;height:480px;border:0"></iframe>
<script>
  window.events = [];
  addEventListener('message', (e) => window.events.push(e.data));
  window.send = (m) => document.getElementById('viewer').contentWindow.postMessage(m, '*');
</script></body></html>`;
}

/**
 * Share of the planner overlay's pixels in a layer colour (green: zones; orange: measurements), or of
 * all its drawn pixels (placed models, the ghost); 'opacity': how opaque it is on average (0–1), which
 * faint lines over a zone's fill raise where the share of drawn pixels cannot.
 */
export function overlayShare(frame: Frame, colour: 'green' | 'orange' | 'drawn' | 'opacity') {
  return frame.evaluate(async (c) => {
    const overlay = document.querySelector('canvas.planner-overlay') as HTMLCanvasElement | null;
    if (!overlay) return -1;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const copy = document.createElement('canvas');
    copy.width = overlay.width;
    copy.height = overlay.height;
    const context = copy.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(overlay, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
      const inColour = c === 'green' ? g > r + 40 && g > b + 30 : r > g + 40 && g > b + 30;
      if (c === 'opacity') hits += a / 255;
      else if (c === 'drawn' ? a > 0 : a >= 20 && inColour) hits++;
    }
    return hits / (data.length / 4);
  }, colour);
}
