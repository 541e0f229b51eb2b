/**
 * Renders a PNG thumbnail of every built-in catalogue model with the viewer's own thumbnail page
 * (/viewer-thumbnail.html, the page that renders user models at run time) in headless Chromium on
 * SwiftShader (WebGL 2), into web/public/catalogue/thumbnails/{id}.png. The catalogue JSON names them
 * (generate-catalogue.ts), so library cards show them at once, on every device.
 *
 * Run by hand after changing a model (it is not part of the tests: a render takes seconds):
 *   npm run catalogue:thumbnails [-- id ...]   (only those models; without ids, all, and stale ones go)
 * Needs Debian's Chromium (bash infra/local/system-deps.sh chromium).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { CATALOGUE_MODELS } from './catalogue-models.ts';
import {
  CATALOGUE_DIR,
  CATALOGUE_URL_PATH,
  MODELS_SUBDIR,
  THUMBNAIL_BACKGROUND,
  THUMBNAIL_SIZE,
  THUMBNAILS_SUBDIR,
} from './catalogue-paths.ts';

const VIEWER_CONFIG = fileURLToPath(new URL('../build/viewer.vite.config.ts', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The thumbnail page needs WebGL 2 only: ANGLE on SwiftShader, and nothing that phones home. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];
const RENDER_TIMEOUT_MS = 60_000;
/** A render where less than this share of pixels differs from the background drew nothing useful. */
const MIN_DRAWN_SHARE = 0.02;

/** The thumbnail page's parameters for one model (the spec's defaults: fov 50, frame padding 0.08). */
function thumbnailPath(id: string): string {
  const query = new URLSearchParams({
    gltf: `${CATALOGUE_URL_PATH}/${MODELS_SUBDIR}/${id}.glb`,
    thumb: '1',
    size: String(THUMBNAIL_SIZE),
    bg: THUMBNAIL_BACKGROUND,
    fov: '50',
    padding: '0.08',
  });
  return `/viewer-thumbnail.html?${query}`;
}

/** Renders one model and returns its PNG, refusing a render that is (nearly) only background. */
async function render(page: Page, origin: string, id: string): Promise<Buffer> {
  await page.goto(`${origin}${thumbnailPath(id)}`);
  await page.waitForFunction(() => ['ready', 'error'].includes(document.body.dataset.state ?? ''), null, {
    timeout: RENDER_TIMEOUT_MS,
  });
  const result = await page.evaluate(async (background) => {
    if (document.body.dataset.state !== 'ready') return { error: document.body.textContent ?? 'error' };
    const img = document.getElementById('thumbnail') as HTMLImageElement;
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), {
      width: img.naturalWidth,
      height: img.naturalHeight,
    });
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const bg = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      const diff = bg.reduce((sum, c, k) => sum + Math.abs((data[i + k] as number) - c), 0);
      if (diff > 30) drawn++;
    }
    return { dataUrl: img.src, drawn: drawn / (data.length / 4) };
  }, THUMBNAIL_BACKGROUND);
  if ('error' in result) throw new Error(`${id}: the thumbnail page failed: ${result.error}`);
  if (result.drawn < MIN_DRAWN_SHARE)
    throw new Error(`${id}: the render is nearly empty (${(result.drawn * 100).toFixed(1)}% drawn)`);
  return Buffer.from(result.dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

async function main() {
  const asked = process.argv.slice(2);
  const known = new Set(CATALOGUE_MODELS.map((m) => m.id));
  const unknown = asked.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Not in the catalogue: ${unknown.join(', ')}`);
  const ids = asked.length > 0 ? asked : [...known];
  const outDir = join(CATALOGUE_DIR, THUMBNAILS_SUBDIR);
  mkdirSync(outDir, { recursive: true });

  // The viewer's pages from Vite's dev server; the catalogue's models straight from their folder.
  const server = await createServer({
    configFile: VIEWER_CONFIG,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('Vite did not start');
  const origin = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE } });
    await page.route(`**${CATALOGUE_URL_PATH}/**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(CATALOGUE_URL_PATH.length + 1);
      return route.fulfill({
        body: readFileSync(join(CATALOGUE_DIR, path)),
        contentType: 'model/gltf-binary',
      });
    });
    let bytes = 0;
    for (const [n, id] of ids.entries()) {
      const png = await render(page, origin, id);
      writeFileSync(join(outDir, `${id}.png`), png);
      bytes += png.byteLength;
      console.log(`${n + 1}/${ids.length} ${id} (${(png.byteLength / 1024).toFixed(1)} KiB)`);
    }
    if (asked.length === 0)
      for (const file of readdirSync(outDir))
        if (!known.has(file.replace(/\.png$/, ''))) rmSync(join(outDir, file));
    console.log(`Wrote ${ids.length} thumbnails to ${outDir} (${(bytes / 1024).toFixed(0)} KiB)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
