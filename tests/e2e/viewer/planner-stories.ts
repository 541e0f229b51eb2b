/** Longer steps of the venue planner page's stories: the shortcuts of spec §2, and publishing the plan. */
import { expect, type Frame, type Page } from '@playwright/test';
import { listItems } from '../files-steps.ts';
import { toast } from '../helpers.ts';
import { button, rightPanel, status, zoneList } from './planner-steps.ts';
import { overlayShare, settled, snapViewer } from './viewer-helpers.ts';

const modeButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Mode' }).getByRole('button', { name, exact: true });

/** V, M, A, P, D switch modes; 1–5 pick the Draw tools; typing in a field keeps keys as text. */
export async function modeAndToolKeys(page: Page) {
  await button(page, 'Add Current').focus();
  for (const [key, mode] of [
    ['v', 'Venue'],
    ['m', 'Measure'],
    ['a', 'Annotate'],
    ['p', 'Planning'],
    ['d', 'Draw'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(modeButton(page, mode)).toHaveAttribute('aria-pressed', 'true');
    // M also starts measuring.
    if (key === 'm') await expect(status(page)).toHaveText(/Measure tool/);
    await snapViewer(page, `venue-planner-mode-${mode.toLowerCase()}`);
  }
  // 1–5 in Draw pick the tools; another tool cancels the drawing in progress; Esc cancels.
  await page.keyboard.press('5');
  await expect(button(page, 'Capacity zone')).toBeDisabled();
  await page.keyboard.press('2');
  await expect(button(page, 'Line')).toBeDisabled();
  await expect(button(page, 'Capacity zone')).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText('Drawing cancelled');
  await page.keyboard.press('a');
  await page.keyboard.press('1');
  await expect(button(page, 'Point')).toBeDisabled();
  // While typing, keys are text (no mode change) except Escape, which still cancels the drawing.
  await page.keyboard.press('/');
  const search = page.getByLabel('Search spaces and zones');
  await expect(search).toBeFocused();
  await page.keyboard.type('vd');
  await expect(search).toHaveValue('vd');
  await expect(modeButton(page, 'Annotate')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText('Drawing cancelled');
  await expect(button(page, 'Point')).toBeEnabled();
  await search.fill('');
  await search.blur();
}

/** O, L and B toggle the overview and the panels; layers hide; Ctrl+Z and Ctrl+Shift+Z undo and redo. */
export async function panelLayerAndHistoryKeys(page: Page, frame: Frame) {
  const overview = page.getByRole('checkbox', { name: 'Overview' });
  await page.keyboard.press('o');
  await expect(overview).toBeChecked();
  await page.keyboard.press('o');
  await expect(overview).not.toBeChecked();
  await page.keyboard.press('l');
  await expect(rightPanel(page)).toBeHidden();
  await page.keyboard.press('l');
  await expect(rightPanel(page)).toBeVisible();
  const library = page.getByRole('region', { name: 'Asset Library' });
  await page.keyboard.press('b');
  await expect(library).toBeVisible();
  await page.keyboard.press('b');
  await expect(library).toBeHidden();
  await page.getByRole('checkbox', { name: 'Zones' }).uncheck();
  await expect.poll(() => overlayShare(frame, 'green')).toBe(0);
  await page.getByRole('checkbox', { name: 'Zones' }).check();
  await expect.poll(() => overlayShare(frame, 'green')).toBeGreaterThan(0.01);
  await page.keyboard.press('v');
  await page.keyboard.press('Control+z');
  await expect(zoneList(page).getByRole('button', { name: /Zone 1/ })).toHaveCount(0);
  await expect.poll(() => overlayShare(frame, 'green')).toBe(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(zoneList(page).getByRole('button', { name: /Zone 1/ })).toBeVisible();
  await expect.poll(() => overlayShare(frame, 'green')).toBeGreaterThan(0.01);
  await snapViewer(page, 'venue-planner-shortcuts');
}

/** Publishes the project's scene with 'Include Venue Tools'; answers the public link. */
export async function publishWithVenueTools(
  page: Page,
  projectUrl: string,
  sceneName = 'ballroom.ply',
): Promise<string> {
  await page.goto(projectUrl);
  await listItems(page).getByRole('button', { name: sceneName }).first().click();
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByRole('button', { name: 'Publish scene' }).click({ timeout: 30_000 });
  await dialog.getByLabel('Include Venue Tools').check({ timeout: 30_000 });
  await expect(toast(page, 'Venue plan published with the scene').first()).toBeVisible({ timeout: 30_000 });
  const publicUrl = await dialog.getByRole('textbox', { name: 'Public URL', exact: true }).inputValue();
  expect(publicUrl).toMatch(/venue=true&tools=true/);
  return publicUrl;
}

/** Unchecks 'Include Venue Tools' in the open Publish dialog: the scene stays published, its plan does not. */
export async function withdrawPlan(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByLabel('Include Venue Tools').uncheck({ timeout: 30_000 });
  await expect(dialog.getByLabel('Include Venue Tools')).not.toBeChecked();
}

/** A guest on a link whose plan was withdrawn is told so, with no failed request in the console. */
export async function guestSeesThePlanWithdrawn(guestPage: Page) {
  const failed: string[] = [];
  guestPage.on('console', (m) => {
    if (m.type() === 'error') failed.push(m.text());
  });
  await guestPage.reload();
  expect(await settled(guestPage)).toBe('ready');
  await expect(guestPage.getByRole('status', { name: 'Venue plan' })).toHaveText(
    'This plan is no longer shared',
  );
  await expect(guestPage.getByRole('complementary', { name: 'Venue plan' })).toHaveCount(0);
  expect(failed).toEqual([]);
}

/** A guest (no session) sees the published plan, and cannot change it. */
export async function guestSeesThePlan(guestPage: Page, publicUrl: string) {
  await guestPage.goto(publicUrl);
  expect(await settled(guestPage)).toBe('ready');
  const plan = guestPage.getByRole('complementary', { name: 'Venue plan' });
  await expect(plan).toContainText('View only');
  await expect(plan.getByRole('list', { name: 'Viewpoints' })).toContainText('View 1');
  const objects = plan.getByRole('list', { name: 'Zones and annotations' });
  await expect(objects.getByRole('button', { name: /Dance floor/ })).toBeVisible();
  await expect.poll(() => overlayShare(guestPage.mainFrame(), 'green')).toBeGreaterThan(0.01);
  await objects.getByRole('button', { name: /Dance floor/ }).click();
  await expect(plan.getByRole('region', { name: 'Selection details' })).toContainText('Max seated120');
  await expect(plan.getByRole('textbox')).toHaveCount(0);
  // Delete and undo do nothing; a zone tool asked for by message is refused, so clicks draw nothing.
  await guestPage.keyboard.press('Delete');
  await guestPage.keyboard.press('Control+z');
  await guestPage.evaluate(() => window.postMessage({ type: 'startCreation', kind: 'segmentation' }, '*'));
  const box = await guestPage.locator('canvas.splat-canvas').first().boundingBox();
  if (!box) throw new Error('no canvas');
  for (const [fx, fy] of [
    [0.6, 0.4],
    [0.8, 0.4],
    [0.8, 0.6],
    [0.6, 0.4],
  ] as const)
    await guestPage.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  await expect(objects.getByRole('button')).toHaveCount(1);
  await expect(objects.getByRole('button', { name: /Dance floor/ })).toBeVisible();
}
