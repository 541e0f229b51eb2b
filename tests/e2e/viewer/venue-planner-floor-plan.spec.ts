/**
 * The floor plan and its exports (issue #27) on the calibrated generated room (room-scene.ts, 6 m × 4 m):
 * every step is done in the 'Floor plan' view, with the page's own tools, at canvas pixels found from
 * room points through the viewer's test hook. The PDF, DXF and PNG the browser downloads are read back:
 * the PDF's text and the true length of the 6 m edge's dimension line, the DXF's zone and furniture, the
 * PNG's DPI.
 */
import { readFileSync } from 'node:fs';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { writeSplat } from '#formats/splat-cloud.ts';
import { readDxf } from '#venue/plan-sheet/dxf-read.test-kit.ts';
import { readPdf } from '#venue/plan-sheet/pdf-read.test-kit.ts';
import { pngDpi } from '#venue/plan-sheet/png-dpi.ts';
import { snap } from '../helpers.ts';
import { canvasBox } from './layout-steps.ts';
import {
  button,
  cameraSettled,
  editZone,
  openPlanner,
  type PlannerRun,
  pickTool,
  startPlannerRun,
  status,
  syncState,
} from './planner-steps.ts';
import { publishWithVenueTools } from './planner-stories.ts';
import { ROOM, roomCloud, roomToScene } from './room-scene.ts';
import { settled, snapViewer } from './viewer-helpers.ts';

type Vec3 = [number, number, number];
/** PDF points per millimetre. */
const PT_PER_MM = 72 / 25.4;
/** The zone drawn: a 3 m square in the room's left half (room meters, on the floor). */
const ZONE: Vec3[] = [
  [0.5, 0, 0.5],
  [3.5, 0, 0.5],
  [3.5, 0, 3.5],
  [0.5, 0, 3.5],
];

/** Clicks where a room point (meters) shows on the planner's canvas now. */
async function clickRoom(page: Page, frame: Frame, p: Vec3) {
  const box = await canvasBox(page);
  const at = await frame.evaluate((q) => window.__atriumViewer?.project(q) ?? null, roomToScene(p));
  if (!at || at[0] < 0 || at[1] < 0 || at[0] > box.width || at[1] > box.height)
    throw new Error(`room point ${p} is off screen (${at})`);
  await page.mouse.click(box.x + at[0], box.y + at[1]);
}

/** Waits for the plan camera (a 1° lens) to arrive and stand still; a software-drawn frame can take longer than a reading's gap. */
async function planFramed(frame: Frame) {
  await expect
    .poll(() => frame.evaluate(() => window.__atriumViewer?.getCamera()?.fov), { timeout: 20_000 })
    .toBe(1);
  await cameraSettled(frame);
}

/** A control of the toolbar's display group (Units, Scan), opening its menu when the toolbar has no room. */
async function displayControl(page: Page, label: string, value: string) {
  const options = page.getByRole('button', { name: 'Display options' });
  const folded = await options.isVisible();
  if (folded) await options.click();
  await page.getByLabel(label, { exact: true }).selectOption(value);
  if (folded) await page.keyboard.press('Escape');
}

/** Exports the plan in one format and reads the downloaded file. */
async function exportAs(
  page: Page,
  format: 'PDF' | 'PNG' | 'DXF',
  choose?: (menu: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await button(page, 'Export').click();
  const menu = page.getByRole('dialog', { name: 'Export' });
  await menu.getByRole('radio', { name: format }).click();
  await choose?.(menu);
  const downloading = page.waitForEvent('download');
  await menu.getByRole('button', { name: `Export ${format}` }).click();
  const download = await downloading;
  await expect(status(page)).toHaveText(`Exported ${download.suggestedFilename()}`);
  await page.keyboard.press('Escape');
  // Kept beside the screenshots, to be looked at.
  await download.saveAs(`.tmp/screens/floor-plan-export.${format.toLowerCase()}`);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test.describe
  .serial('venue planner: the floor plan and its exports', () => {
    let run: PlannerRun;
    let page: Page;
    let frame: Frame;
    test.beforeAll(async ({ browser }) => {
      run = await startPlannerRun(browser, {
        prefix: 'floor-plan',
        project: 'Summer Gala',
        scene: { name: 'room.splat', mimeType: '', buffer: Buffer.from(writeSplat(roomCloud(15_000))) },
      });
      page = run.page;
      await page.setViewportSize({ width: 1440, height: 900 });
    });
    test.afterAll(() => run.close());

    test('in the floor plan view: level, set the scale on the 6 m edge, draw a zone, a chair row and a measurement', async () => {
      frame = await openPlanner(page, run.projectUrl, 'room.splat');
      await button(page, 'Auto-level').click();
      await expect(status(page)).toHaveText('Floor levelled');
      // Shift+P opens the plan (P is Planning): straight above the floor, the scan faded, a scale bar.
      await button(page, 'Add Current').focus();
      await page.keyboard.press('Shift+P');
      await expect(button(page, 'Floor plan')).toHaveAttribute('aria-pressed', 'true');
      await expect(button(page, 'Export')).toBeVisible();
      await planFramed(frame);

      await pickTool(page, 'Set scale');
      await clickRoom(page, frame, [0, 0, ROOM.depth]);
      await clickRoom(page, frame, [ROOM.width, 0, ROOM.depth]);
      const setScale = page.getByRole('dialog', { name: 'Set scale' });
      await setScale.getByLabel('Real length (m)').fill(String(ROOM.width));
      await setScale.getByRole('button', { name: 'Set scale' }).click();
      await expect(status(page)).toHaveText(/^Scale set/);
      await expect(frame.locator('.plan-scale-bar')).toHaveAttribute('aria-label', /^Scale bar: \d+ m$/);

      await button(page, 'Draw').click();
      await pickTool(page, 'Capacity zone');
      for (const p of [...ZONE, ZONE[0] as Vec3]) await clickRoom(page, frame, p);
      await expect(status(page)).toHaveText('Capacity zone finished');
      await editZone(page, /Zone|Capacity/, 'Dance floor');
      // Picked in the list, the zone is framed from above (the plan stays a plan); off and on, the whole floor again.
      expect((await frame.evaluate(() => window.__atriumViewer?.getCamera()))?.fov).toBe(1);
      await button(page, 'Floor plan').click();
      await expect(button(page, 'Floor plan')).toHaveAttribute('aria-pressed', 'false');
      await button(page, 'Floor plan').click();
      await planFramed(frame);

      await button(page, 'Planning').click();
      await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Chair row' }).click();
      await clickRoom(page, frame, [4, 0, 1]);
      await clickRoom(page, frame, [5.8, 0, 1]);
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText('Chair row finished');

      // M: Measure mode, measuring at once.
      await button(page, 'Add Current').focus();
      await page.keyboard.press('m');
      await expect(status(page)).toHaveText(/Measure tool/);
      await clickRoom(page, frame, [0, 0, ROOM.depth]);
      await clickRoom(page, frame, [ROOM.width, 0, ROOM.depth]);
      await expect(page.getByRole('region', { name: 'Annotations', exact: true })).toContainText('6.00 m');
      await snap(page, 'floor-plan-view', { fullPage: false });
      await displayControl(page, 'Scan', 'hidden');
      await snapViewer(page, 'floor-plan-view-scan-hidden');
      await displayControl(page, 'Scan', 'faded');
    });

    test('a PDF at A3 1:100: the project, the zone and the scale in its text, the 6 m edge 60 mm long', async () => {
      const pdf = await exportAs(page, 'PDF', async (menu) => {
        await expect(menu.getByLabel('Paper')).toHaveValue('A3');
        await expect(menu.getByLabel('Scale')).toHaveValue('1:100');
      });
      expect(pdf.name).toBe('summer-gala-floor-plan.pdf');
      const [plan, summary] = await readPdf(new Uint8Array(pdf.bytes));
      const text = plan?.text.join('\n') ?? '';
      expect(text).toContain('Summer Gala');
      expect(text).toContain('Dance floor');
      expect(text).toContain('Scale: 1:100');
      expect(summary?.text.join('\n')).toContain('Total');
      // The measurement's dimension line: 6 m at 1:100 is 60 mm on paper.
      const lengths = (plan?.segments ?? []).map((s) => Math.hypot(s.x1 - s.x0, s.y1 - s.y0) / PT_PER_MM);
      expect(
        lengths.some((mm) => Math.abs(mm - 60) <= 0.6),
        lengths.filter((mm) => mm > 50 && mm < 70).join(', '),
      ).toBe(true);
    });

    test('a DXF: the zone as a closed polyline where it was drawn, a block reference per placed model', async () => {
      const dxf = readDxf((await exportAs(page, 'DXF')).bytes.toString('utf8'));
      expect(dxf.units).toBe(6);
      expect(dxf.layers).toEqual(
        expect.arrayContaining(['ZONES', 'FURNITURE', 'ANNOTATIONS', 'MEASUREMENTS', 'TEXT']),
      );
      const zone = dxf.polylines.find((p) => p.layer === 'ZONES');
      // The plan's floor frame: x along the floor's u axis, y against its v axis (sheet-frame.ts).
      const drawn = await frame.evaluate(() => {
        const hook = window.__atriumViewer;
        return (hook?.zones()[0]?.boundary ?? []).map((p) => hook?.floor2D(p) ?? [0, 0]);
      });
      expect(zone?.vertices).toHaveLength(drawn.length);
      drawn.forEach(([u = 0, v = 0], i) => {
        const vertex = zone?.vertices[i];
        expect(Math.hypot((vertex?.x ?? 0) - u, (vertex?.y ?? 0) + v)).toBeLessThan(0.03);
      });
      // Its sides are the 3 m the clicks were apart, within 1 %.
      const corners = zone?.vertices ?? [];
      for (const [i, a] of corners.entries()) {
        const b = corners[(i + 1) % corners.length] ?? a;
        expect(Math.abs(Math.hypot(b.x - a.x, b.y - a.y) - 3)).toBeLessThan(0.03);
      }
      // The summary is the project's, and prints with the plan.
      await page.getByRole('button', { name: 'Event summary' }).click();
      const summary = page.getByRole('dialog', { name: 'Event summary' });
      await expect(summary.getByTestId('event-summary-project')).toHaveText('Summer Gala');
      await expect(summary.getByRole('img', { name: 'Floor plan' })).toBeVisible({ timeout: 20_000 });
      await snap(page, 'floor-plan-event-summary', { fullPage: false });
      const totals = summary.getByTestId('event-summary-totals');
      const items = Number((await totals.innerText()).match(/Items\s*(\d+)/)?.[1]);
      await page.keyboard.press('Escape');
      expect(items).toBeGreaterThan(0);
      expect(dxf.inserts).toHaveLength(items);
    });

    test('a PNG at 150 DPI: the sheet at its paper size, and its DPI recorded', async () => {
      const png = await exportAs(page, 'PNG', async (menu) => {
        await menu.getByLabel('Resolution').selectOption('150');
      });
      const bytes = new Uint8Array(png.bytes);
      expect(pngDpi(bytes)).toBe(150);
      // A3 landscape at 150 DPI: 2480 × 1754 px.
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([2480, 1754]);
      await snap(page, 'floor-plan-export-menu', { fullPage: false });
    });

    test('a guest on the published link: the plan in its units, the floor plan from above and its PDF', async ({
      browser,
    }) => {
      // Feet are saved with the plan (venue_core), so the published link opens in them.
      await displayControl(page, 'Units', 'feet');
      await expect(syncState(page)).toHaveText('All changes synced', { timeout: 30_000 });
      const publicUrl = await publishWithVenueTools(page, run.projectUrl, 'room.splat');
      const guest = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const guestPage = await guest.newPage();
        await guestPage.goto(publicUrl);
        expect(await settled(guestPage)).toBe('ready');
        const plan = guestPage.getByRole('complementary', { name: 'Venue plan' });
        await expect(plan.getByRole('combobox', { name: 'Units' })).toHaveValue('feet');
        await expect(plan.getByRole('list', { name: 'Zones and annotations' })).toContainText(`19' 8"`);
        await plan.getByRole('button', { name: 'Floor plan' }).click();
        await expect
          .poll(() => guestPage.evaluate(() => window.__atriumViewer?.getCamera()?.fov), { timeout: 20_000 })
          .toBe(1);
        const downloading = guestPage.waitForEvent('download');
        await plan.getByRole('button', { name: 'Export PDF' }).click();
        const download = await downloading;
        await expect(plan.getByRole('status')).toHaveText('Floor plan exported');
        expect(download.suggestedFilename()).toBe('summer-gala-floor-plan.pdf');
        const [sheet] = await readPdf(new Uint8Array(readFileSync(await download.path())));
        const text = sheet?.text.join('\n') ?? '';
        expect(text).toContain('Summer Gala');
        expect(text).toContain('Dance floor');
        expect(text).toMatch(/Scale: Fit to page \(1:\d+\)/);
        // The guest's sheet is in the plan's feet too.
        expect(text).toContain(`19' 8"`);
        await snap(guestPage, 'floor-plan-guest', { fullPage: false });
      } finally {
        await guest.close();
      }
    });
  });
