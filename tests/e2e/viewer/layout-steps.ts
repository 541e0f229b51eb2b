/**
 * Steps of the layout story (issue #26) on the planner page: canvas pixels found from floor points
 * through the viewer's test hook, so a row is exactly as long as the story needs whatever the camera.
 */
import { expect, type Frame, type Page } from '@playwright/test';
import type { Vec3 } from '#protocol/index.ts';
import { VIEWER_TITLE } from './planner-steps.ts';

type Pixel = [number, number];

export async function canvasBox(page: Page) {
  const box = await page
    .frameLocator(`iframe[title="${VIEWER_TITLE}"]`)
    .locator('canvas.splat-canvas')
    .boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

/** The canvas pixel `meters` along the floor from the one at (fx, fy), towards the one at (tx, fy). */
export async function pixelAlongFloor(frame: Frame, page: Page, from: Pixel, towards: Pixel, meters: number) {
  const box = await canvasBox(page);
  const px = (f: Pixel): Pixel => [box.width * f[0], box.height * f[1]];
  const target = await frame.evaluate(
    ({ a, b, meters }) => {
      const hook = window.__atriumViewer;
      const p = hook?.floorAt(...a);
      const q = hook?.floorAt(...b);
      if (!hook || !p || !q) return null;
      const [pu, pv] = hook.floor2D(p) ?? [0, 0];
      const [qu, qv] = hook.floor2D(q) ?? [0, 0];
      // Scene units per meter along this direction: its floor length in meters over its scene length.
      const sceneLength = Math.hypot(q[0] - p[0], q[1] - p[1], q[2] - p[2]);
      const unitsPerMeter = sceneLength / Math.hypot(qu - pu, qv - pv);
      const k = (meters * unitsPerMeter) / sceneLength;
      const point: Vec3 = [p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k, p[2] + (q[2] - p[2]) * k];
      return hook.project(point);
    },
    { a: px(from), b: px(towards), meters },
  );
  if (!target) throw new Error('no floor there');
  return {
    start: [box.x + px(from)[0], box.y + px(from)[1]] as Pixel,
    end: [box.x + target[0], box.y + target[1]] as Pixel,
  };
}

/** The placed models the viewer holds: id, group, and where each stands on the floor plane (meters). */
export const placedOnFloor = (frame: Frame) =>
  frame.evaluate(() => {
    const hook = window.__atriumViewer;
    return (hook?.items() ?? []).map((item) => ({
      id: item.id,
      groupId: item.groupId ?? null,
      at: hook?.floor2D([item.position.x, item.position.y, item.position.z]) ?? [0, 0],
    }));
  });

/** The page pixel of a zone's middle (the mean of its corners, on the floor). */
export async function zoneMiddle(frame: Frame, page: Page, name: string): Promise<Pixel> {
  const box = await canvasBox(page);
  const at = await frame.evaluate((zoneName) => {
    const zone = window.__atriumViewer?.zones().find((z) => z.name === zoneName);
    if (!zone || zone.boundary.length === 0) return null;
    const n = zone.boundary.length;
    const mean = [0, 1, 2].map((k) => zone.boundary.reduce((s, p) => s + (p[k] ?? 0), 0) / n) as Vec3;
    return window.__atriumViewer?.project(mean) ?? null;
  }, name);
  if (!at) throw new Error(`zone ${name} off screen`);
  return [box.x + at[0], box.y + at[1]];
}

/** Drags the mouse from one page pixel to another in steps, as a hand does. */
export async function dragMouse(page: Page, from: Pixel, to: Pixel) {
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, { steps: 3 });
  await page.mouse.move(...to, { steps: 3 });
  await page.mouse.up();
}

/** The event summary's item count and counts by type, read and closed again. */
export async function summaryCounts(page: Page) {
  await page.getByRole('button', { name: 'Event summary' }).click();
  const summary = page.getByRole('dialog', { name: 'Event summary' });
  const counts = (await summary.getByRole('list', { name: 'Counts by type' }).innerText()).replace(
    /\s+/g,
    ' ',
  );
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();
  return counts;
}
