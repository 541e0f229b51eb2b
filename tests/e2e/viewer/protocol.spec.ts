/**
 * The window-message protocol as an embedding page uses it: camera set/get round trips, events, settings
 * from a trusted window, and messages from another origin or malformed ones ignored with a warning.
 */
import { expect, type Frame, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import {
  expectSceneDrawn,
  hostHtml,
  type PageKind,
  pixelStats,
  serveScenes,
  settled,
  viewerPath,
} from './viewer-helpers.ts';

const CAMERA = { position: [3.1, 0.4, -2.2], target: [0.1, -0.3, 0.2], up: [0, 1, 0], fov: 48 };

/**
 * Opens a host page at `hostUrl` that embeds the viewer (served at `viewerOrigin`, by default the app's
 * own), and returns the viewer's frame once it is ready.
 */
async function embed(page: Page, hostUrl: string, kind: PageKind, viewerOrigin = baseURL): Promise<Frame> {
  if (viewerOrigin !== baseURL) {
    // Chromium will not let a public page frame a localhost one, so both sides get public names here
    // and the viewer's files are fetched from the local server behind that name.
    await page.route(`${viewerOrigin}/**`, async (route) => {
      const url = new URL(route.request().url());
      route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }) });
    });
  }
  await serveScenes(page);
  const src = `${viewerOrigin}${viewerPath(kind, 'scene.splat')}`;
  await page.route(hostUrl, (route) => route.fulfill({ contentType: 'text/html', body: hostHtml(src) }));
  await page.goto(hostUrl);
  const frame = await (await page.locator('#viewer').elementHandle())?.contentFrame();
  if (!frame) throw new Error('viewer frame missing');
  expect(await settled(frame)).toBe('ready');
  return frame;
}

const eventsOf = (page: Page, type: string) =>
  page.evaluate(
    (t) => (window as unknown as { events: Array<{ type: string }> }).events.filter((e) => e.type === t),
    type,
  );

for (const kind of ['webgpu', 'webgl'] as PageKind[]) {
  test(`${kind} page: camera set and get round-trip through messages`, async ({ page }) => {
    const frame = await embed(page, `${baseURL}/e2e-host.html`, kind);
    await expect.poll(() => eventsOf(page, 'viewerReady')).toHaveLength(1);
    expect((await eventsOf(page, 'viewerReady'))[0]).toEqual({ type: 'viewerReady', renderer: kind });
    await expect
      .poll(() => eventsOf(page, 'sceneLoaded'))
      .toEqual([{ type: 'sceneLoaded', splatCount: 15000 }]);

    await page.evaluate((camera) => {
      const w = window as unknown as { send: (m: unknown) => void };
      w.send({ type: 'setCameraPosition', camera });
      w.send({ type: 'getCurrentCamera', requestId: 'q1' });
    }, CAMERA);
    await expect.poll(() => eventsOf(page, 'currentCamera')).toHaveLength(1);
    const [answer] = (await eventsOf(page, 'currentCamera')) as unknown as Array<{
      requestId: string;
      camera: typeof CAMERA;
    }>;
    expect(answer?.requestId).toBe('q1');
    for (const key of ['position', 'target', 'up'] as const) {
      answer?.camera[key].forEach((v, i) => {
        expect(v).toBeCloseTo(CAMERA[key][i] as number, 4);
      });
    }
    expect(answer?.camera.fov).toBeCloseTo(48, 4);
    // The move is announced, and the scene is still drawn from the new viewpoint.
    await expect
      .poll(
        async () =>
          ((await eventsOf(page, 'cameraChanged')).at(-1) as unknown as { camera: typeof CAMERA })?.camera
            .fov,
      )
      .toBeCloseTo(48, 4);
    const stats = await pixelStats(frame);
    expect(stats.drawn).toBeGreaterThan(0.1);
  });
}

test('messages from another origin are ignored with a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => warnings.push(m.text()));
  const frame = await embed(page, 'http://evil.test/host.html', 'webgl', 'http://atrium.test');
  const before = await frame.evaluate(() => window.__atriumViewer?.getCamera());
  await page.evaluate((camera) => {
    const w = window as unknown as { send: (m: unknown) => void };
    w.send({ type: 'setCameraPosition', camera });
    w.send({ type: 'VIEWER_SETTINGS_UPDATE', settings: { fov: 33 } });
    w.send({ type: 'getCurrentCamera', requestId: 'spy' });
  }, CAMERA);
  await expect
    .poll(() => warnings.filter((w) => w.includes('Message from untrusted origin was ignored')).length)
    .toBe(3);
  // Neither the camera nor the fov setting (which would change the camera's fov) was applied.
  // (A cross-site frame has no localStorage in this Chromium, so the stored settings cannot be read here.)
  expect(await frame.evaluate(() => window.__atriumViewer?.getCamera())).toEqual(before);
  expect(await eventsOf(page, 'currentCamera')).toEqual([]);
  expectSceneDrawn(await pixelStats(frame));
});

test('settings from the same origin are stored and applied; malformed messages are ignored', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => warnings.push(m.text()));
  const frame = await embed(page, `${baseURL}/e2e-host.html`, 'webgl');
  const before = await frame.evaluate(() => window.__atriumViewer?.getCamera());
  await page.evaluate(() => {
    const w = window as unknown as { send: (m: unknown) => void };
    w.send({ type: 'setCameraPosition', camera: { position: [0, 0, 0] } });
    w.send({ type: 'noSuchCommand' });
  });
  await expect
    .poll(() => warnings.some((w) => w.includes('Malformed setCameraPosition message was ignored')))
    .toBe(true);
  await expect.poll(() => warnings.some((w) => w.includes('Unknown viewer message was ignored'))).toBe(true);
  expect(await frame.evaluate(() => window.__atriumViewer?.getCamera())).toEqual(before);

  // The Files screen's messages are the viewer's context, not unknown ones.
  const unknownBefore = warnings.filter((w) => w.includes('Unknown viewer message')).length;
  await page.evaluate(() => {
    const w = window as unknown as { send: (m: unknown) => void };
    w.send({
      type: 'FILE_PREVIEW_CHANGED',
      previewFile: 'local/u/p/default/user-upload/hall.ply',
      isSplatFile: true,
    });
    w.send({ type: 'FILE_FILTER_CHANGED', filter: 'splat' });
    w.send({ type: 'FILE_UPLOADED', fileName: 'plan.pdf' });
  });
  await expect
    .poll(() => frame.evaluate(() => window.__atriumViewer?.files))
    .toEqual({
      previewFile: 'local/u/p/default/user-upload/hall.ply',
      isSplatFile: true,
      filter: 'splat',
      uploads: ['plan.pdf'],
    });
  expect(warnings.filter((w) => w.includes('Unknown viewer message')).length).toBe(unknownBefore);
  expect(await frame.evaluate(() => window.__atriumViewer?.getCamera())).toEqual(before);

  await page.evaluate(() => {
    (window as unknown as { send: (m: unknown) => void }).send({
      type: 'VIEWER_SETTINGS_UPDATE',
      settings: { fov: 45, showGrid: true },
    });
  });
  await expect.poll(() => frame.evaluate(() => localStorage.getItem('settings_fov'))).toBe('45');
  expect(await frame.evaluate(() => localStorage.getItem('settings_showGrid'))).toBe('true');
  await expect.poll(() => frame.evaluate(() => window.__atriumViewer?.getCamera()?.fov)).toBe(45);
});
