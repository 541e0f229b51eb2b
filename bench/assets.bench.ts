/**
 * Asset library and placement figures (issue 14): the frame-time cost of 1,000 placed chairs over a
 * 100k-splat scene, as a ratio against the same scene with none, in one run and one tab (WebGL page,
 * headless Chromium on SwiftShader: CPU-bound figures, far below a real GPU's); and the catalogue at
 * 5,000 entries: parse + normalise, building the fuse.js index, and one search with typos.
 * BENCH_ASSETS_FPS_MS=5000 overrides the orbit time per measurement.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSplat } from '#formats/splat-cloud.ts';
import { syntheticScene } from '#formats/synthetic.ts';
import { ensureViewerBuilt } from '#infra/local/web-build.ts';
import { normaliseCatalogue } from '#shared/asset-catalogue.ts';
import { assetSearch } from '#web/src/pages/project/tabs/planner/library/asset-search.ts';
import { median } from './bench-kit.ts';
import {
  launchViewerChromium,
  openScenePage,
  sceneAndCatalogue,
  serveViewerBuild,
} from './viewer-bench-stack.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const catalogueDir = join(repoRoot, 'web/public/catalogue');
const FPS_MS = Number(process.env.BENCH_ASSETS_FPS_MS ?? 5000);
const CHAIRS = 1000;
const CHAIR_URL = '/catalogue/models/chiavari-chair-gold.glb';

// ---- Catalogue at 5,000 entries ------------------------------------------------------------------
const built = JSON.parse(readFileSync(join(catalogueDir, 'catalogue.json'), 'utf8')) as {
  assets: Array<Record<string, unknown>>;
};
const big = JSON.stringify({
  assets: Array.from({ length: 5000 }, (_, i) => {
    const a = built.assets[i % built.assets.length] as Record<string, unknown>;
    return { ...a, id: `${a.id}-${i}`, name: `${a.name} ${Math.floor(i / built.assets.length) + 1}` };
  }),
});
const loads: number[] = [];
const indexes: number[] = [];
const searches: number[] = [];
let found = 0;
for (let run = 0; run < 7; run++) {
  let t = performance.now();
  const assets = normaliseCatalogue(JSON.parse(big));
  loads.push(performance.now() - t);
  t = performance.now();
  const search = assetSearch(assets);
  indexes.push(performance.now() - t);
  t = performance.now();
  found = search('rnd tabel').length;
  searches.push(performance.now() - t);
}
console.log(`\nCatalogue of 5,000 entries (${(big.length / 1e6).toFixed(1)} MB JSON), median of 7 runs:`);
console.log(`  parse + normalise   ${median(loads).toFixed(1)} ms`);
console.log(`  fuse.js index       ${median(indexes).toFixed(1)} ms`);
console.log(`  search 'rnd tabel'  ${median(searches).toFixed(1)} ms (${found} matches)`);

// ---- 1,000 chairs over 100k splats ---------------------------------------------------------------
const viewerDist = ensureViewerBuilt(repoRoot, 'test');
const sceneFile = join(tmpdir(), `atrium-assets-bench-${process.pid}.splat`);
writeFileSync(sceneFile, writeSplat(syntheticScene(100_000, 5)));
const { server, origin } = await serveViewerBuild(viewerDist, sceneAndCatalogue(sceneFile, catalogueDir));
const browser = await launchViewerChromium();
try {
  const tab = await openScenePage(browser, origin, '/webgl-splat-viewer.html', { venue: 'true' });
  const fps = () => tab.evaluate((ms) => window.__atriumViewer?.measureFps(ms) ?? 0, FPS_MS);
  const none = await fps();
  // 1,000 chairs in a 32 × 32 grid around the camera's target, 0.6 units apart, standing on y.
  const loaded = tab.waitForResponse((r) => r.url().endsWith(CHAIR_URL));
  await tab.evaluate(
    ({ count, url }) => {
      const camera = window.__atriumViewer?.getCamera();
      const [tx, ty, tz] = camera?.target ?? [0, 0, 0];
      const items = Array.from({ length: count }, (_, i) => ({
        id: `chair-${i}`,
        modelId: 'chiavari-chair-gold',
        modelUrl: url,
        position: { x: tx + ((i % 32) - 16) * 0.6, y: ty, z: tz + (Math.floor(i / 32) - 16) * 0.6 },
        rotation: { x: 0, y: 0, z: 0 },
        scale: { x: 1, y: 1, z: 1 },
      }));
      window.postMessage({ type: 'setPlacedItems', items }, location.origin);
    },
    { count: CHAIRS, url: CHAIR_URL },
  );
  await loaded;
  await tab.waitForTimeout(1000);
  const chairs = await fps();
  const ms = (f: number) => (f > 0 ? 1000 / f : Number.NaN);
  console.log(
    `\n1,000 placed chairs over a 100,000-splat scene (WebGL page, SwiftShader, ${FPS_MS / 1000} s orbit each):`,
  );
  console.log(`  no chairs      ${ms(none).toFixed(1)} ms/frame (${none.toFixed(2)} FPS)`);
  console.log(`  1,000 chairs   ${ms(chairs).toFixed(1)} ms/frame (${chairs.toFixed(2)} FPS)`);
  console.log(
    `  ratio          ${(ms(chairs) / ms(none)).toFixed(2)}× the frame time (one instanced draw call)`,
  );
} finally {
  await browser.close();
  server.close();
  rmSync(sceneFile, { force: true });
}
