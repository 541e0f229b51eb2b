/**
 * The venue planner page end to end (spec venue-planner.md §2, §4), as stories of one planner: pick a
 * project's scene file, draw a capacity zone by clicks in the embedded viewer, run every shortcut,
 * save viewpoints, set the zone's capacity, reload and find it again, publish the scene with 'Include
 * Venue Tools' and see the plan read-only from the link. Lives with the viewer specs because the page
 * embeds the viewer (it needs the WebGL/WebGPU browser set-up).
 */
import { expect, type Frame, test } from '@playwright/test';
import { snap } from '../helpers.ts';
import {
  button,
  cameraPosition,
  cameraSettled,
  clicker,
  drawZone,
  leftPanel,
  NOTHING_SELECTED,
  openPlanner,
  type PlannerRun,
  rightPanel,
  startPlannerRun,
  status,
  syncState,
  viewerFrame,
  zoneList,
} from './planner-steps.ts';
import {
  guestSeesThePlan,
  guestSeesThePlanWithdrawn,
  modeAndToolKeys,
  panelLayerAndHistoryKeys,
  publishWithVenueTools,
  withdrawPlan,
} from './planner-stories.ts';
import { overlayShare, snapViewer } from './viewer-helpers.ts';

test.describe
  .serial('venue planner: a zone from drawing to publishing', () => {
    let run: PlannerRun;
    let frame: Frame;
    test.beforeAll(async ({ browser }) => {
      run = await startPlannerRun(browser, { prefix: 'planner', project: 'Harbour Ballroom' });
    });
    test.afterAll(() => run.close());

    test('pick the scene, draw a zone, save the view', async () => {
      const { page } = run;
      frame = await openPlanner(page, run.projectUrl);
      await expect(leftPanel(page)).toBeVisible();
      await expect(rightPanel(page)).toContainText(NOTHING_SELECTED);
      await expect(
        page.getByText('No viewpoints yet. Move the camera in the viewer and click “Add Current”.'),
      ).toBeVisible();
      await drawZone(page);
      await expect(zoneList(page).getByRole('button', { name: /Zone 1/ })).toBeVisible();
      await expect.poll(() => overlayShare(frame, 'green')).toBeGreaterThan(0.01);
      // Add Current saves the camera as a viewpoint.
      await button(page, 'Add Current').click();
      await expect(page.getByRole('list', { name: 'Saved viewpoints' })).toContainText('View 1');
    });

    test('shortcuts of spec §2: modes and tools', () => modeAndToolKeys(run.page));

    test('shortcuts of spec §2: panels, layers, undo and redo of the zone', () =>
      panelLayerAndHistoryKeys(run.page, frame));

    test('three viewpoints: 1, 2, 3 bring the camera to each', async () => {
      const { page } = run;
      const saved = page.getByRole('list', { name: 'Saved viewpoints' });
      await cameraSettled(frame);
      const positions = [await cameraPosition(frame)];
      await page.getByRole('checkbox', { name: 'Overview' }).check();
      for (const [n, height] of [
        [2, '6'],
        [3, '14.5'],
      ] as const) {
        const before = await cameraPosition(frame);
        await page.getByLabel('Height in meters').fill(height);
        await expect.poll(() => cameraPosition(frame)).not.toEqual(before);
        await cameraSettled(frame);
        await button(page, 'Add Current').click();
        await expect(saved).toContainText(`View ${n}`);
        positions.push(await cameraPosition(frame));
      }
      await page.getByRole('checkbox', { name: 'Overview' }).uncheck();
      await button(page, 'Add Current').focus();
      for (const n of [1, 2, 3]) {
        await page.keyboard.press(String(n));
        await expect(status(page)).toHaveText(`Moved to View ${n}`);
        const want = (positions[n - 1] ?? []).map((v) => expect.closeTo(v, 3));
        await expect.poll(() => cameraPosition(frame)).toEqual(want);
      }
      // Each has its 256 px picture; Rename takes a new name by prompt, and ignores a blank one.
      const pictures = saved.getByTestId('viewpoint-thumbnail');
      await expect(pictures).toHaveCount(3);
      await expect
        .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(256);
      page.once('dialog', (dialog) => void dialog.accept('Balcony'));
      await saved.getByRole('button', { name: 'Rename viewpoint View 3' }).click();
      await expect(saved).toContainText('Balcony');
      page.once('dialog', (dialog) => void dialog.accept('   '));
      await saved.getByRole('button', { name: 'Rename viewpoint Balcony' }).click();
      await expect(saved.getByRole('button', { name: 'Rename viewpoint Balcony' })).toBeVisible();
      await snapViewer(page, 'venue-planner-viewpoint-3');
    });

    test('Escape from the page cancels a drawing; the zone’s capacity is edited and synced', async () => {
      const { page } = run;
      await page.keyboard.press('d');
      await page.keyboard.press('5');
      await expect(button(page, 'Capacity zone')).toBeDisabled();
      await (await clicker(page))(0.4, 0.5);
      await page.keyboard.press('Escape');
      await expect(status(page)).toHaveText('Drawing cancelled');
      await zoneList(page)
        .getByRole('button', { name: /Zone 1/ })
        .click();
      const zone = page.getByRole('region', { name: 'Zone properties' });
      await expect(zone.getByLabel('Name')).toHaveValue('Zone 1');
      await zone.getByLabel('Name').fill('Dance floor');
      await zone.getByLabel('Max seated').fill('120.7');
      await expect(zone.getByText('Saving…')).toBeVisible();
      await expect(zone.getByText('All edits saved')).toBeVisible();
      await expect(zone.getByLabel('Max seated')).toHaveValue('120');
      await expect(zoneList(page)).toContainText('120 seated');
      await expect(syncState(page)).toHaveText('All changes synced');
      await snapViewer(page, 'venue-planner-1280');
    });

    test('after a reload at 1024 px the zone, its capacity and the viewpoints are there', async () => {
      const { page } = run;
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.reload();
      const again = await viewerFrame(page);
      // Up to 1024 px the right panel starts closed (spec §2); L opens it.
      await expect(rightPanel(page)).toBeHidden();
      await expect(zoneList(page).getByRole('button', { name: /Dance floor/ })).toContainText('120 seated');
      await expect.poll(() => overlayShare(again, 'green')).toBeGreaterThan(0.01);
      await page
        .getByRole('list', { name: 'Saved viewpoints' })
        .getByRole('button', { name: 'View 1', exact: true })
        .click();
      await expect(status(page)).toHaveText('Moved to View 1');
      // Picking a zone in the list opens its editor in the right panel.
      await zoneList(page)
        .getByRole('button', { name: /Dance floor/ })
        .click();
      const zone = page.getByRole('region', { name: 'Zone properties' });
      await expect(zone.getByLabel('Max seated')).toHaveValue('120');
      await snapViewer(page, 'venue-planner-1024');
    });

    test('published with venue tools, the plan is read-only for anyone with the link', async ({
      browser,
    }) => {
      const publicUrl = await publishWithVenueTools(run.page, run.projectUrl);
      const guest = await browser.newContext({ viewport: { width: 1024, height: 700 } });
      try {
        const guestPage = await guest.newPage();
        await guestSeesThePlan(guestPage, publicUrl);
        await snap(guestPage, 'viewer-published-plan', { fullPage: false });
        await withdrawPlan(run.page);
        await guestSeesThePlanWithdrawn(guestPage);
        await snap(guestPage, 'viewer-published-plan-withdrawn', { fullPage: false });
      } finally {
        await guest.close();
      }
    });
  });
