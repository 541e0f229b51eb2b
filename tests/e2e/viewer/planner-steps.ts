/**
 * Steps shared by the venue planner page's stories: one signed-in planner with a project and its scene
 * for a run of stories (a serial describe shares it, so each story is short and nothing is set up
 * twice), opening the planner and waiting for its viewer, clicking in the 3D view, drawing and editing
 * a zone, and the page's layout checks.
 */
import { type Browser, type BrowserContext, expect, type Frame, type Page } from '@playwright/test';
import { plyScene, type TestFile } from '../files-assets.ts';
import { createProject, uploadScene } from '../files-steps.ts';
import { confirmedUser, logIn } from '../helpers.ts';
import { baseURL } from '../playwright.config.ts';
import { settled } from './viewer-helpers.ts';

export const NOTHING_SELECTED =
  'Select an object to view and edit its properties here (tags, capacity, metadata).';
export const OFFLINE = 'Offline — changes are kept in this browser';
export const VIEWER_TITLE = 'Venue planner 3D view';

export const status = (page: Page) => page.getByTestId('planner-status');
export const syncState = (page: Page) => page.getByTestId('planner-sync');
export const zoneList = (page: Page) => page.getByRole('list', { name: 'Zone list' });
export const rightPanel = (page: Page) => page.getByRole('complementary', { name: 'Layers & Properties' });
export const leftPanel = (page: Page) => page.getByRole('complementary', { name: 'Spaces & Zones' });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export interface PlannerRun {
  user: { username: string; password: string; email: string };
  context: BrowserContext;
  page: Page;
  projectUrl: string;
  close(): Promise<void>;
}

/** A planner for a run of stories: a new user, logged in, with a project holding the scene (ballroom.ply unless told). */
export async function startPlannerRun(
  browser: Browser,
  options: { prefix: string; project: string; scene?: TestFile },
): Promise<PlannerRun> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const user = await confirmedUser(context.request, options.prefix);
  await logIn(page, user);
  const projectUrl = await createProject(page, options.project);
  await uploadScene(page, options.scene ?? plyScene('ballroom.ply', 4000));
  return { user, context, page, projectUrl, close: () => context.close() };
}

/** The planner's viewer frame once its viewer is ready (its page may change once: WebGPU or WebGL). */
export async function viewerFrame(page: Page): Promise<Frame> {
  await expect(page.getByTitle(VIEWER_TITLE)).toBeVisible({ timeout: 90_000 });
  const frame = await (await page.getByTitle(VIEWER_TITLE).elementHandle())?.contentFrame();
  if (!frame) throw new Error('viewer frame missing');
  expect(await settled(frame)).toBe('ready');
  return frame;
}

/** Opens the planner on the project's scene file and waits for its viewer. */
export async function openPlanner(
  page: Page,
  projectUrl: string,
  sceneName = 'ballroom.ply',
): Promise<Frame> {
  await page.goto(`${projectUrl}/venue-planner`);
  await expect(page.getByText('Choose a scene to plan')).toBeVisible();
  await expect(page.getByPlaceholder('Search splat files...')).toBeVisible();
  await page.getByRole('list', { name: 'Scene files' }).getByRole('button', { name: sceneName }).click();
  await expect(page).toHaveURL(/venue-planner\?file=/);
  return viewerFrame(page);
}

/** Clicks at a fraction of the 3D view's width and height. */
export async function clicker(page: Page) {
  const canvas = page.frameLocator(`iframe[title="${VIEWER_TITLE}"]`).locator('canvas.splat-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  return (fx: number, fy: number) => page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

/** The four corners of the zone the stories draw, and its first corner again to close it. */
export const ZONE_CLICKS = [
  [0.3, 0.6],
  [0.7, 0.6],
  [0.7, 0.85],
  [0.3, 0.85],
  [0.3, 0.6],
] as const;

/** Picks a tool and waits until the viewer draws with it (its button is disabled while it draws). */
export async function pickTool(page: Page, name: string) {
  await button(page, name).click();
  await expect(button(page, name)).toBeDisabled();
}

/** Draws a capacity zone by four clicks in Draw mode, closed on its first point. */
export async function drawZone(page: Page) {
  await button(page, 'Draw').click();
  await pickTool(page, 'Capacity zone');
  await expect(status(page)).toHaveText(/Capacity zone tool/);
  const at = await clicker(page);
  for (const [fx, fy] of ZONE_CLICKS.slice(0, 4)) await at(fx, fy);
  await expect(status(page)).toHaveText('4 points placed. Press Esc to cancel');
  await at(ZONE_CLICKS[4][0], ZONE_CLICKS[4][1]);
  await expect(status(page)).toHaveText('Capacity zone finished');
}

/** Selects a zone in the list: its right-panel section and its capacity suggestions. */
export async function openZone(page: Page, name: RegExp) {
  await zoneList(page).getByRole('button', { name }).click();
  const zone = page.getByRole('region', { name: 'Zone properties' });
  return { zone, suggestions: zone.getByRole('region', { name: 'Capacity suggestions' }) };
}

/** Renames a zone (and sets its seats) in the right panel; waits until the edit is saved in this browser. */
export async function editZone(page: Page, from: RegExp, name: string, seated?: string) {
  await zoneList(page).getByRole('button', { name: from }).click();
  const zone = page.getByRole('region', { name: 'Zone properties' });
  await zone.getByLabel('Name').fill(name);
  if (seated !== undefined) await zone.getByLabel('Max seated').fill(seated);
  await expect(zone.getByText('All edits saved')).toBeVisible();
}

export const cameraPosition = (frame: Frame) =>
  frame.evaluate(() => window.__atriumViewer?.getCamera()?.position ?? null);

/**
 * Waits until the camera stands still (the overview camera glides to its height): two readings at least
 * 400 ms apart agree. Readings closer than a frame would agree mid-glide on a slow machine.
 */
export async function cameraSettled(frame: Frame) {
  let last = { at: Date.now(), position: JSON.stringify(await cameraPosition(frame)) };
  await expect
    .poll(
      async () => {
        const position = JSON.stringify(await cameraPosition(frame));
        if (Date.now() - last.at < 400) return false;
        const still = position === last.position;
        last = { at: Date.now(), position };
        return still;
      },
      { intervals: [450] },
    )
    .toBe(true);
}

/** The toolbar holds one line: nothing clipped, every visible control centred on the same row. */
export async function expectToolbarOnOneLine(page: Page) {
  const layout = await page.getByRole('toolbar', { name: 'Planner tools' }).evaluate((toolbar) => {
    const centres = [...toolbar.querySelectorAll('button, select, input')]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => r.top + r.height / 2);
    return {
      clipped: toolbar.scrollWidth > toolbar.clientWidth + 1,
      spread: Math.max(...centres) - Math.min(...centres),
    };
  });
  expect(layout.clipped, 'toolbar content clipped').toBe(false);
  expect(layout.spread, 'toolbar controls on more than one row').toBeLessThan(6);
}

export const viewerWidth = async (page: Page) =>
  (await page.getByTitle(VIEWER_TITLE).boundingBox())?.width ?? 0;
