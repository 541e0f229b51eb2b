/**
 * The venue planner inside the viewer page, driven as the planner page drives it: window messages in,
 * mouse clicks on the scene, drawing and edit events out, and the overlay visibly drawn over the splats
 * (and gone when its layer is hidden).
 */
import { expect, type Frame, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import {
  hostHtml,
  overlayShare,
  type PageKind,
  serveScenes,
  settled,
  snapViewer,
  viewerPath,
} from './viewer-helpers.ts';

async function embed(page: Page, kind: PageKind): Promise<Frame> {
  await serveScenes(page);
  const src = `${baseURL}${viewerPath(kind, 'scene.splat')}`;
  await page.route(`${baseURL}/e2e-planner-host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostHtml(src) }),
  );
  await page.goto(`${baseURL}/e2e-planner-host.html`);
  const frame = await (await page.locator('#viewer').elementHandle())?.contentFrame();
  if (!frame) throw new Error('viewer frame missing');
  expect(await settled(frame)).toBe('ready');
  return frame;
}

type Event = { type: string; [key: string]: unknown };
const events = (page: Page, type: string) =>
  page.evaluate((t) => (window as unknown as { events: Event[] }).events.filter((e) => e.type === t), type);
const send = (page: Page, message: unknown) =>
  page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message);

for (const kind of ['webgl', 'webgpu'] as PageKind[]) {
  test(`${kind} page: draw a zone and a measurement by clicks, see them, hide them, undo`, async ({
    page,
  }) => {
    const frame = await embed(page, kind);
    await expect.poll(() => events(page, 'sceneReadyForAnnotations')).toHaveLength(1);
    const canvas = page.frameLocator('#viewer').locator('canvas.splat-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    const at = (x: number, y: number) => page.mouse.click(box.x + x, box.y + y);

    await send(page, { type: 'setMode', mode: 'draw' });
    await send(page, { type: 'setTool', tool: 'capacityZone' });
    await expect
      .poll(() => events(page, 'drawingStarted'))
      .toEqual([{ type: 'drawingStarted', tool: 'capacityZone' }]);
    for (const [x, y] of [
      [200, 300],
      [440, 300],
      [440, 420],
      [200, 420],
    ] as const)
      await at(x, y);
    await expect.poll(async () => (await events(page, 'drawingUpdated')).length).toBe(4);
    await at(200, 300);
    await expect.poll(async () => (await events(page, 'drawingCompleted')).length).toBe(1);
    const [created] = await events(page, 'segmentationCreated');
    expect(created?.segmentation).toMatchObject({ name: 'Zone 1', type: 'zone' });
    await expect.poll(() => overlayShare(frame, 'green')).toBeGreaterThan(0.02);

    await send(page, { type: 'setMode', mode: 'measure' });
    await send(page, { type: 'startCreation', kind: 'measurement' });
    await at(150, 250);
    await at(500, 260);
    await expect.poll(async () => (await events(page, 'annotationCreated')).length).toBe(1);
    const [measurement] = await events(page, 'annotationCreated');
    expect(measurement?.annotation).toMatchObject({ type: 'measurement' });
    expect((measurement?.annotation as { metadata: { label: string } } | undefined)?.metadata.label).toMatch(
      /units \(uncalibrated\)$/,
    );
    await expect.poll(() => overlayShare(frame, 'orange')).toBeGreaterThan(0);
    await snapViewer(page, `planner-${kind}`);

    // Escape cancels a drawing in progress.
    await send(page, { type: 'setTool', tool: 'line' });
    await at(300, 200);
    await canvas.press('Escape');
    await expect
      .poll(() => events(page, 'drawingCancelled'))
      .toContainEqual({ type: 'drawingCancelled', tool: 'line', reason: 'escape' });

    // Keys the viewer does not use go to the page (its shortcuts must work while the frame has the focus).
    await canvas.press('1');
    await expect
      .poll(() => events(page, 'viewerKeyDown'))
      .toContainEqual(expect.objectContaining({ key: '1', code: 'Digit1' }));

    // Layers hide and show.
    await send(page, { type: 'setLayerVisibility', layer: 'zones', visible: false });
    await expect.poll(() => overlayShare(frame, 'green')).toBe(0);
    await send(page, { type: 'setLayerVisibility', layer: 'zones', visible: true });
    await expect.poll(() => overlayShare(frame, 'green')).toBeGreaterThan(0.02);

    // Undo takes the measurement back, then the zone; redo brings the zone back.
    await send(page, { type: 'undo' });
    await expect.poll(async () => (await events(page, 'annotationDeleted')).length).toBe(1);
    await send(page, { type: 'undo' });
    await expect.poll(async () => (await events(page, 'segmentationDeleted')).length).toBe(1);
    await expect.poll(() => overlayShare(frame, 'green')).toBe(0);
    await send(page, { type: 'redo' });
    await expect.poll(async () => (await events(page, 'segmentationCreated')).length).toBe(2);
  });
}
