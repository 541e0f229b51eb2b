/**
 * The venue planner page end to end (spec venue-planner.md §2, §4): pick a project's scene file, draw a
 * capacity zone by clicks in the embedded viewer, set its capacity in the right panel, reload, and find
 * the zone again — in the zone list, in the right panel and drawn by the viewer. Lives with the viewer
 * specs because the page embeds the viewer (it needs the WebGL/WebGPU browser set-up).
 */
import { expect, type Frame, type Page, test } from '@playwright/test';
import { plyScene } from '../files-assets.ts';
import { createProject } from '../files-steps.ts';
import { confirmedUser, logIn, toast } from '../helpers.ts';
import { overlayShare, settled, snapViewer } from './viewer-helpers.ts';

const NOTHING_SELECTED = 'Select an object to view and edit its properties here (tags, capacity, metadata).';

async function viewerFrame(page: Page): Promise<Frame> {
  // The frame stays hidden until its viewer answers (its page may change once: WebGPU or WebGL).
  await expect(page.getByTitle('Venue planner 3D view')).toBeVisible({ timeout: 90_000 });
  const handle = await page.getByTitle('Venue planner 3D view').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('viewer frame missing');
  expect(await settled(frame)).toBe('ready');
  return frame;
}

/** The Files screen's upload (files-steps' uploadFiles takes a full-page screenshot, which hangs on the GPU set-up). */
async function uploadScene(page: Page) {
  const file = plyScene('ballroom.ply', 4000);
  await page.getByRole('button', { name: 'Add Project Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Project Files' });
  await dialog.getByLabel('Choose files').setInputFiles([file]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'File uploaded successfully!').first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const status = (page: Page) => page.getByTestId('planner-status');

test('venue planner: pick a scene, draw a zone, set its capacity, reload and see it again', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await logIn(page, await confirmedUser(request, 'planner'));
  const projectUrl = await createProject(page, 'Harbour Ballroom');
  await uploadScene(page);

  await page.goto(`${projectUrl}/venue-planner`);
  await expect(page.getByText('Choose a scene to plan')).toBeVisible();
  await expect(page.getByPlaceholder('Search splat files...')).toBeVisible();
  await page.getByRole('list', { name: 'Scene files' }).getByRole('button', { name: 'ballroom.ply' }).click();
  await expect(page).toHaveURL(/venue-planner\?file=/);

  const frame = await viewerFrame(page);
  await expect(page.getByRole('complementary', { name: 'Spaces & Zones' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Layers & Properties' })).toContainText(
    NOTHING_SELECTED,
  );
  await expect(
    page.getByText('No viewpoints yet. Move the camera in the viewer and click “Add Current”.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByRole('button', { name: 'Capacity zone', exact: true }).click();
  await expect(status(page)).toHaveText(/Capacity zone tool/);
  await expect(page.getByRole('button', { name: 'Capacity zone', exact: true })).toBeDisabled();

  const canvas = page.frameLocator('iframe[title="Venue planner 3D view"]').locator('canvas.splat-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const at = (fx: number, fy: number) => page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  for (const [fx, fy] of [
    [0.3, 0.6],
    [0.7, 0.6],
    [0.7, 0.85],
    [0.3, 0.85],
  ] as const)
    await at(fx, fy);
  await expect(status(page)).toHaveText('4 points placed. Press Esc to cancel');
  await at(0.3, 0.6);
  await expect(status(page)).toHaveText('Capacity zone finished');

  const zoneList = page.getByRole('list', { name: 'Zone list' });
  await expect(zoneList.getByRole('button', { name: /Zone 1/ })).toBeVisible();
  await expect.poll(() => overlayShare(frame, 'green')).toBeGreaterThan(0.01);

  // Add Current saves the camera as a viewpoint.
  await page.getByRole('button', { name: 'Add Current' }).click();
  await expect(page.getByRole('list', { name: 'Saved viewpoints' })).toContainText('View 1');

  // Escape from the page cancels a drawing in progress.
  await at(0.4, 0.5);
  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText('Drawing cancelled');

  await zoneList.getByRole('button', { name: /Zone 1/ }).click();
  const zone = page.getByRole('region', { name: 'Zone properties' });
  await expect(zone.getByLabel('Name')).toHaveValue('Zone 1');
  await zone.getByLabel('Name').fill('Dance floor');
  await zone.getByLabel('Max seated').fill('120.7');
  await expect(zone.getByText('Saving…')).toBeVisible();
  await expect(zone.getByText('All edits saved')).toBeVisible();
  await expect(zone.getByLabel('Max seated')).toHaveValue('120');
  await expect(zoneList).toContainText('120 seated');
  await expect(page.getByTestId('planner-sync')).toHaveText('All changes synced');
  await snapViewer(page, 'venue-planner-1280');

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  const again = await viewerFrame(page);
  // Up to 1024 px the right panel starts closed (spec §2); L opens it.
  await expect(page.getByRole('complementary', { name: 'Layers & Properties' })).toBeHidden();
  await expect(zoneList.getByRole('button', { name: /Dance floor/ })).toContainText('120 seated');
  await expect.poll(() => overlayShare(again, 'green')).toBeGreaterThan(0.01);
  await page
    .getByRole('list', { name: 'Saved viewpoints' })
    .getByRole('button', { name: 'View 1', exact: true })
    .click();
  await expect(status(page)).toHaveText('Moved to View 1');
  await page.keyboard.press('l');
  await zoneList.getByRole('button', { name: /Dance floor/ }).click();
  await expect(page.getByRole('region', { name: 'Zone properties' }).getByLabel('Max seated')).toHaveValue(
    '120',
  );
  await snapViewer(page, 'venue-planner-1024');
});
