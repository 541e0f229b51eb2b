/**
 * The planner's asset library end to end (spec venue-planner.md §2, §5): open it beside the scene,
 * find the round table by a query with typos ('rnd tabel'), preview it in 3D in the hidden viewer page,
 * and close the preview with Esc — pressed while the 3D preview has the focus; then the settings form
 * refuses an out-of-range size, and with auto-generate on a card gets its rendered thumbnail; with the
 * CDN setting on too, it is stored in the project, and a second device (another browser context, its
 * own empty cache, auto-generate off) shows that stored picture. Lives with the viewer specs because
 * the planner and the preview embed viewer pages (WebGL on SwiftShader).
 */
import { expect, type Page, test } from '@playwright/test';
import { plyScene } from '../files-assets.ts';
import { createProject, uploadScene } from '../files-steps.ts';
import { confirmedUser, logIn, snap } from '../helpers.ts';
import { settled } from './viewer-helpers.ts';

const VIEWPORT = { width: 1280, height: 860 };

/** The URLs of this page's answered requests of `method` to a project's `_cdn_thumbnails`, as they come. */
function thumbnailRequests(page: Page, method: 'GET' | 'PUT'): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const sent = response.request();
    if (sent.method() === method && sent.url().includes('/_cdn_thumbnails/') && response.ok())
      urls.push(sent.url());
  });
  return urls;
}

test('asset library: search with typos, preview the round table in 3D (Esc closes), settings, generated thumbnails read back on another device', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize(VIEWPORT);
  const user = await confirmedUser(request, 'library');
  await logIn(page, user);
  const projectUrl = await createProject(page, 'Library Hall');
  await uploadScene(page, plyScene('ballroom.ply', 2000));
  await page.goto(`${projectUrl}/venue-planner`);
  await page.getByRole('list', { name: 'Scene files' }).getByRole('button', { name: 'ballroom.ply' }).click();
  await expect(page).toHaveURL(/venue-planner\?file=/);
  const plannerUrl = page.url();

  // The toggle opens the library (the viewer may still be loading); '/' then focuses its search.
  const library = page.getByRole('region', { name: 'Asset Library' });
  await page.getByRole('button', { name: 'Asset Library' }).click();
  await expect(library.getByRole('tab', { name: 'All 60' })).toBeVisible();
  await expect(library.getByRole('tab', { name: 'Categories 7' })).toBeVisible();
  await expect(library.getByRole('tab', { name: 'Favorites 0' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(library.getByRole('searchbox', { name: 'Search assets' })).toBeFocused();
  await page.keyboard.type('rnd tabel');

  const roundTable = library.getByRole('article', { name: 'Round Table 5 ft', exact: true });
  await expect(roundTable).toBeVisible();
  await expect(library.getByRole('tab', { name: /^All \d+$/ })).not.toHaveText('All 60');
  await expect(roundTable.getByTestId('generic-model-icon')).toBeVisible();
  await roundTable.getByRole('button', { name: 'Favorite Round Table 5 ft' }).click();
  await expect(library.getByRole('tab', { name: 'Favorites 1' })).toBeVisible();
  await snap(page, 'asset-library-panel', { element: library });

  await roundTable.getByRole('button', { name: 'Preview Round Table 5 ft' }).click();
  const preview = page.getByRole('dialog', { name: 'Round Table 5 ft' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('1.52 m × 1.52 m');
  const frame = page.frameLocator('iframe[title="3D preview of Round Table 5 ft"]');
  const handle = await page.getByTitle('3D preview of Round Table 5 ft').elementHandle();
  const content = await handle?.contentFrame();
  if (!content) throw new Error('preview frame missing');
  expect(await settled(content, 30_000)).toBe('ready');
  await expect(frame.locator('canvas.splat-canvas')).toBeVisible();
  await snap(page, 'asset-library-preview', { element: preview });

  // Esc with the focus inside the 3D preview: the page forwards it and the modal closes.
  await frame.locator('canvas.splat-canvas').click();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Settings: a size out of range is refused; with auto-generate on, the card gets its rendered thumbnail.
  await library.getByRole('button', { name: 'Asset library settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Asset library settings' });
  await settings.getByLabel('Size (px)').fill('2000');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Thumbnail size must be 64 to 1024');
  await settings.getByLabel('Size (px)').fill('128');
  await settings.getByRole('button', { name: 'Test connection' }).click();
  await expect(settings.getByRole('status')).toHaveText('No credentials configured.');
  await settings.getByLabel('Generate thumbnails automatically').check();
  await settings.getByLabel('Store generated thumbnails in the project (_cdn_thumbnails)').check();
  const uploads = thumbnailRequests(page, 'PUT');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  await expect(roundTable.locator('img')).toHaveAttribute('src', /^data:image\/png/, { timeout: 30_000 });
  await snap(page, 'asset-library-thumbnails', { element: library });
  // Every render so far (the round table's among them) has reached the project's storage.
  const rendered = await library.locator('img[src^="data:image/png"]').count();
  await expect.poll(() => uploads.length).toBeGreaterThanOrEqual(rendered);

  // Another device: its own empty cache, the CDN setting on, auto-generate off (so it renders
  // nothing). The card shows the stored picture, read from the project's storage, and keeps it: after
  // a reload it shows again without reading storage.
  const otherDevice = await browser.newContext({ viewport: VIEWPORT });
  try {
    const second = await otherDevice.newPage();
    const storageReads = thumbnailRequests(second, 'GET');
    await logIn(second, user);
    await second.goto(plannerUrl);
    const secondLibrary = second.getByRole('region', { name: 'Asset Library' });
    await second.getByRole('button', { name: 'Asset Library' }).click();
    await secondLibrary.getByRole('button', { name: 'Asset library settings' }).click();
    const secondSettings = second.getByRole('dialog', { name: 'Asset library settings' });
    await secondSettings.getByLabel('Size (px)').fill('128');
    await secondSettings.getByLabel('Store generated thumbnails in the project (_cdn_thumbnails)').check();
    await expect(secondSettings.getByLabel('Generate thumbnails automatically')).not.toBeChecked();
    await secondSettings.getByRole('button', { name: 'Save settings' }).click();
    const storedPicture = secondLibrary
      .getByRole('article', { name: 'Round Table 5 ft', exact: true })
      .locator('img');
    const showStoredPicture = async () => {
      await secondLibrary.getByRole('searchbox', { name: 'Search assets' }).fill('rnd tabel');
      await expect(storedPicture).toHaveAttribute('src', /^data:image\/png/);
      await expect.poll(() => storedPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);
    };
    await showStoredPicture();
    expect(storageReads.length).toBeGreaterThan(0);
    expect(storageReads.every((url) => /\/_cdn_thumbnails\/user-upload\/[0-9a-f]{64}\.png\?/.test(url))).toBe(
      true,
    );
    await snap(second, 'asset-library-thumbnails-other-device', { element: secondLibrary });

    storageReads.length = 0;
    await second.reload();
    await second.getByRole('button', { name: 'Asset Library' }).click();
    await showStoredPicture();
    expect(storageReads).toEqual([]);
  } finally {
    await otherDevice.close();
  }
});
