/**
 * The same plan on two devices (spec venue-planner.md §4 sync), on each viewer page: the WebGPU one
 * this Chromium gets, and the WebGL one a browser without WebGPU gets. Device B is the same user in
 * another browser context; A goes offline and its edit reaches B once A is back.
 */
import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../helpers.ts';
import { baseURL } from '../playwright.config.ts';
import {
  drawZone,
  editZone,
  OFFLINE,
  openPlanner,
  type PlannerRun,
  startPlannerRun,
  syncState,
  viewerFrame,
  withoutWebGpu,
  zoneList,
} from './planner-steps.ts';
import { overlayShare, snapViewer } from './viewer-helpers.ts';

const PAGES = [
  { kind: 'webgpu', file: 'splat-viewer.html' },
  { kind: 'webgl', file: 'webgl-splat-viewer.html' },
] as const;

for (const viewer of PAGES)
  test.describe
    .serial(`venue planner on two devices (${viewer.kind} page)`, () => {
      const init = viewer.kind === 'webgl' ? withoutWebGpu : undefined;
      let a: PlannerRun;
      let pageB: Page;
      test.beforeAll(async ({ browser }) => {
        a = await startPlannerRun(browser, { prefix: `devices-${viewer.kind}`, project: 'Twin Hall', init });
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
        if (init) await other.addInitScript(init);
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
        await expect(syncState(a.page)).toHaveText(OFFLINE);
        await a.context.setOffline(false);
        await expect(syncState(a.page)).toHaveText('All changes synced', { timeout: 30_000 });
        await expect(zoneList(pageB).getByRole('button', { name: /Lounge/ })).toContainText('40 seated', {
          timeout: 45_000,
        });
        await snapViewer(pageB, `venue-planner-device-b-${viewer.kind}`);
      });
    });
