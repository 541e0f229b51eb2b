import { expect, type Frame, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { ROOM, roomToScene, roomUp } from './room-scene.ts';
import { hostHtml, serveScenes, settled, snapViewer, viewerPath } from './viewer-helpers.ts';

async function embed(page: Page): Promise<Frame> {
  await serveScenes(page);
  const src = `${baseURL}${viewerPath('webgl', 'room.splat')}`;
  await page.route(`${baseURL}/e2e-planner-host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostHtml(src) }),
  );
  await page.goto(`${baseURL}/e2e-planner-host.html`);
  const frame = await (await page.locator('#viewer').elementHandle())?.contentFrame();
  if (!frame) throw new Error('viewer frame missing');
  expect(await settled(frame)).toBe('ready');
  return frame;
}
const send = (page: Page, message: unknown) =>
  page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message);

test('tmp plan view look', async ({ page }) => {
  const frame = await embed(page);
  await send(page, {
    type: 'setSceneFrame',
    frame: { up: roomUp(), floor: 0, metersPerUnit: 1 / ROOM.unitsPerMeter, levelledBy: 'points' },
  });
  await page.waitForTimeout(500);
  const floorPt = roomToScene([0, 0, 0]);
  const up = roomUp();
  const floor = floorPt[0] * up[0] + floorPt[1] * up[1] + floorPt[2] * up[2];
  await send(page, {
    type: 'setSceneFrame',
    frame: { up, floor, metersPerUnit: 1 / ROOM.unitsPerMeter, levelledBy: 'points' },
  });
  await send(page, { type: 'setMeasurementUnits', units: 'feet' });
  await send(page, { type: 'setMode', mode: 'planning' });
  await send(page, { type: 'setPlanView', on: true });
  await page.waitForTimeout(2500);
  await snapViewer(page, 'tmp-plan-shown');
  await send(page, { type: 'setScanOpacity', opacity: 0.45 });
  await page.waitForTimeout(800);
  await snapViewer(page, 'tmp-plan-faded');
  const cam = await frame.evaluate(() => window.__atriumViewer?.getCamera());
  console.log(JSON.stringify(cam));
  await page.mouse.move(320, 240);
  await page.mouse.wheel(0, -300);
  await page.waitForTimeout(800);
  await page.mouse.move(300, 240);
  await page.mouse.down();
  await page.mouse.move(200, 200, { steps: 5 });
  await page.mouse.up();
  await page.waitForTimeout(800);
  await snapViewer(page, 'tmp-plan-zoomed');
});
