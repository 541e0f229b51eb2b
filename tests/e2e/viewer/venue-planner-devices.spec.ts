/**
 * The same plan on two devices (spec venue-planner.md §4 sync), on the WebGPU viewer page this
 * Chromium gets. Device B is the same user in another browser context; A goes offline and its edit
 * reaches B once A is back. Sync is the page's and the planner's work, not the renderer's: the WebGL
 * page's drawing of zones, rows and the rest is planner.spec.ts's, which runs on both pages.
 */
import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../helpers.ts';
import { baseURL } from '../playwright.config.ts';
import {
  canvasBox,
  dragMouse,
  pixelAlongFloor,
  placedOnFloor,
  summaryCounts,
  zoneMiddle,
} from './layout-steps.ts';
import {
  button,
  cameraSettled,
  clicker,
  drawZone,
  editZone,
  OFFLINE,
  openPlanner,
  openZone,
  type PlannerRun,
  rightPanel,
  startPlannerRun,
  status,
  syncState,
  viewerFrame,
  zoneList,
} from './planner-steps.ts';
import { overlayShare, snapViewer } from './viewer-helpers.ts';

const sortById = <T extends { id: string }>(items: T[]) =>
  [...items].sort((x, y) => x.id.localeCompare(y.id));

const viewer = { kind: 'webgpu', file: 'splat-viewer.html' } as const;

test.describe
  .serial(`venue planner on two devices (${viewer.kind} page)`, () => {
    let a: PlannerRun;
    let pageB: Page;
    test.beforeAll(async ({ browser }) => {
      a = await startPlannerRun(browser, { prefix: `devices-${viewer.kind}`, project: 'Twin Hall' });
    });
    test.afterAll(async () => {
      await pageB?.context().close();
      await a.close();
    });

    test('B sees the zone A drew, and A’s edit', async ({ browser }) => {
      const frameA = await openPlanner(a.page, a.projectUrl);
      expect(new URL(frameA.url()).pathname).toBe(`/${viewer.file}`);
      await drawZone(a.page);
      await expect(syncState(a.page)).toHaveText('All changes synced');
      const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
      pageB = await other.newPage();
      await logIn(pageB, a.user);
      await pageB.goto(a.page.url());
      const frameB = await viewerFrame(pageB);
      expect(new URL(frameB.url()).pathname).toBe(`/${viewer.file}`);
      // B's viewer draws the zone A drew.
      await expect.poll(() => overlayShare(frameB, 'green')).toBeGreaterThan(0.01);
      await expect(zoneList(pageB).getByRole('button', { name: /Zone 1/ })).toBeVisible();
      // A edits; B, left open, pulls the edit.
      await editZone(a.page, /Zone 1/, 'Bar area');
      await expect(syncState(a.page)).toHaveText('All changes synced');
      await expect(zoneList(pageB).getByRole('button', { name: /Bar area/ })).toBeVisible({
        timeout: 45_000,
      });
    });

    test('A’s offline edit waits in A’s browser, then reaches B', async () => {
      // A goes offline and edits: the edit waits in A's browser, then syncs when A is back online.
      await a.context.setOffline(true);
      await expect(syncState(a.page)).toHaveText(OFFLINE);
      await editZone(a.page, /Bar area/, 'Lounge', '40');
      await expect(zoneList(a.page)).toContainText('40 seated');
      // The units are the plan's (issue #27): A's choice waits with the edit and reaches B with it.
      await a.page.getByLabel('Units').selectOption('feet');
      await expect(syncState(a.page)).toHaveText(OFFLINE);
      await a.context.setOffline(false);
      await expect(syncState(a.page)).toHaveText('All changes synced', { timeout: 30_000 });
      await expect(zoneList(pageB).getByRole('button', { name: /Lounge/ })).toContainText('40 seated', {
        timeout: 45_000,
      });
      await expect(pageB.getByLabel('Units')).toHaveValue('feet');
      await a.page.getByLabel('Units').selectOption('meters');
      await snapViewer(pageB, `venue-planner-device-b-${viewer.kind}`);
    });

    test('layouts (issue 26): two rows of 10 in two clicks each, marquee, align, move and delete; a banquet fill undone and redone; a 10 × 20 block; B sees them', async () => {
      const page = a.page;
      const frame = await viewerFrame(page);
      // One scene unit is 5 m: the zone drawn above is some 150 m².
      await rightPanel(page).getByLabel('Scale (m per scene unit)').fill('5');
      await rightPanel(page).getByRole('button', { name: 'Set', exact: true }).click();
      await button(page, 'Planning').click();
      const layout = page.getByRole('group', { name: 'Layout' });
      const group = page.getByRole('region', { name: 'Selected group' });
      // Two rows, each 5.45 m long: 10 chairs at 0.4 m + 0.15 m fit, 11 would not.
      for (const fy of [0.62, 0.72]) {
        await layout.getByRole('button', { name: 'Chair row' }).click();
        const { start, end } = await pixelAlongFloor(frame, page, [0.25, fy], [0.75, fy], 5.45);
        await page.mouse.click(...start);
        // While the end is picked, a ghost of the row shows and the status line counts it.
        await page.mouse.move(...end, { steps: 2 });
        await expect(status(page)).toHaveText('10 chairs');
        if (fy === 0.62) await snapViewer(page, `layout-row-ghost-${viewer.kind}`);
        await page.mouse.click(...end);
        await expect(group.getByTestId('group-counts')).toHaveText('10 chairs');
        await expect(status(page)).toHaveText(
          /(Chair row placed|10 chairs)\. Click a third point to bend it/,
        );
        if (fy === 0.72) {
          await page.keyboard.press('Enter');
          await expect(status(page)).toHaveText('Chair row finished');
          continue;
        }
        // The optional third click, 1.5 m off the row's middle, bends the same row into an arc: more
        // chairs fit along it. One Ctrl+Z takes the bend back.
        const canvas = await canvasBox(page);
        const middle: [number, number] = [((start[0] + end[0]) / 2 - canvas.x) / canvas.width, fy];
        const bendAt = (await pixelAlongFloor(frame, page, middle, [middle[0], fy + 0.1], 1.5)).end;
        await page.mouse.move(...bendAt, { steps: 2 });
        await expect(status(page)).toHaveText(/^1[1-4] chairs\. Click a third point/);
        await page.mouse.click(...bendAt);
        await expect(status(page)).toHaveText('Chair row finished');
        await expect(group.getByTestId('group-counts')).toHaveText(/^1[1-4] chairs$/);
        expect(Number(await group.getByLabel('Bend (m)').inputValue())).not.toBe(0);
        await snapViewer(page, `layout-row-arc-${viewer.kind}`);
        await page.keyboard.press('Control+z');
        await expect(status(page)).toHaveText('Undone: change chair row');
        await expect.poll(async () => (await placedOnFloor(frame)).length).toBe(10);
      }
      await snapViewer(page, `layout-rows-${viewer.kind}`);
      const rows = await placedOnFloor(frame);
      expect(rows).toHaveLength(20);
      // A marquee round both rows selects the 20 chairs; Top lines them up on one floor line.
      const box = await canvasBox(page);
      await dragMouse(
        page,
        [box.x + 4, box.y + box.height - 4],
        [box.x + box.width - 4, box.y + box.height * 0.55],
      );
      await expect(rightPanel(page)).toContainText('20 objects selected');
      await rightPanel(page)
        .getByRole('region', { name: 'Arrange' })
        .getByRole('button', { name: 'Top' })
        .click();
      await expect
        .poll(async () => new Set((await placedOnFloor(frame)).map((c) => c.at[1].toFixed(6))).size)
        .toBe(1);
      // Dragging one drags all 20 (one undo step), and Delete takes all 20 away.
      const [first] = await placedOnFloor(frame);
      const pixel = await frame.evaluate((id) => {
        const item = window.__atriumViewer?.items().find((i) => i.id === id);
        return item
          ? window.__atriumViewer?.project([item.position.x, item.position.y, item.position.z])
          : null;
      }, first?.id ?? '');
      if (!pixel) throw new Error('chair off screen');
      await dragMouse(
        page,
        [box.x + pixel[0], box.y + pixel[1]],
        [box.x + pixel[0] + 30, box.y + pixel[1] + 20],
      );
      await expect.poll(async () => (await placedOnFloor(frame))[0]?.at).not.toEqual(first?.at);
      await page.keyboard.press('Delete');
      await expect.poll(async () => (await placedOnFloor(frame)).length).toBe(0);

      // Fill zone: a click inside the zone fills it as a banquet of rounds of 10; its panel counts them.
      await layout.getByRole('button', { name: 'Fill zone' }).click();
      await page.mouse.click(...(await zoneMiddle(frame, page, 'Lounge')));
      await expect(group.getByRole('heading', { name: 'Zone fill' })).toBeVisible();
      const counts = await group.getByTestId('group-counts').innerText();
      const [, chairs, tables] = counts.match(/^(\d+) chairs, (\d+) tables?$/) ?? [];
      expect(Number(chairs)).toBe(10 * Number(tables));
      expect(Number(tables)).toBeGreaterThan(0);
      const filled = await placedOnFloor(frame);
      await snapViewer(page, `layout-fill-${viewer.kind}`);
      // One Ctrl+Z takes the whole fill away; one redo brings the same items back where they were.
      await page.keyboard.press('Control+z');
      await expect(status(page)).toHaveText('Undone: add zone fill');
      await expect.poll(async () => (await placedOnFloor(frame)).length).toBe(0);
      await page.keyboard.press('Control+Shift+z');
      await expect(status(page)).toHaveText('Redone: add zone fill');
      await expect.poll(async () => sortById(await placedOnFloor(frame))).toEqual(sortById(filled));
      await openZone(page, /Lounge/);
      await expect(page.getByTestId('zone-fill-seats')).toHaveText(`Seats in its fill${chairs}`);

      // A theatre block: the front row's middle, then the stage: 10 rows of 20 with a centre aisle.
      await layout.getByRole('button', { name: 'Chair block' }).click();
      const at = await clicker(page);
      await at(0.5, 0.55);
      await at(0.5, 0.45);
      await expect(group.getByTestId('group-counts')).toHaveText('200 chairs');
      await expect(group.getByLabel('Aisle every (seats)')).toHaveValue('10');
      await snapViewer(page, `layout-block-${viewer.kind}`);
      // In overview the grid a drag snaps to is drawn on the floor; with Snap off it is not.
      const overview = page.getByRole('checkbox', { name: 'Overview' });
      await overview.check();
      await cameraSettled(frame);
      const withGrid = await overlayShare(frame, 'opacity');
      await snapViewer(page, `layout-overview-grid-${viewer.kind}`);
      const snap = layout.getByRole('button', { name: 'Snap' });
      await snap.click();
      // Faint 1 px lines over a fifth of the view: the overlay is some 0.02 less opaque without them.
      await expect.poll(() => overlayShare(frame, 'opacity')).toBeLessThan(withGrid - 0.01);
      await snap.click();
      await overview.uncheck();
      const total = `Chairs: ${Number(chairs) + 200} ${tables === '1' ? 'Table' : 'Tables'}: ${tables}`;
      expect(await summaryCounts(page)).toBe(total);

      // B, left open, pulls the layout: the same counts in its summary.
      await expect(syncState(page)).toHaveText('All changes synced', { timeout: 30_000 });
      await expect.poll(() => summaryCounts(pageB), { timeout: 45_000 }).toBe(total);
    });
  });
