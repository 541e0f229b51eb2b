/** Property media end to end: the empty state, uploads, the image and video dialogs, the cover on the dashboard card, deletion. */
import { expect, test } from '@playwright/test';
import { png, webm } from './files-assets.ts';
import { confirmedUser, logIn, snap, submitAddress, toast } from './helpers.ts';

test('upload media to a property, set the cover, see it on the dashboard card, delete one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, await confirmedUser(request, 'media'));
  await page.goto('/new');
  await submitAddress(page, { street: '12 Harbour Road', city: 'Portland', state: 'ME', zip: '04101' });
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/view3d/);
  const propertyUrl = page.url().replace(/\/view3d.*$/, '');

  await page.goto(`${propertyUrl}/media`);
  await expect(page).toHaveTitle(/Manage Property - Media/);
  await expect(page.getByText('You do not have any media file yet')).toBeVisible();
  await expect(page.getByText('Add a multimedia file for your property')).toBeVisible();
  await snap(page, 'media-empty');

  const video = await webm(page, 'tour.webm');
  await page.getByRole('button', { name: 'Add Media Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Media Files' });
  // Media takes photos and videos only: the drop library refuses the rest.
  await dialog
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  await expect(dialog.getByRole('alert')).toContainText('notes.txt: this kind of file is not accepted');
  await expect(dialog.getByRole('alert')).toContainText('Accepted: images, videos');
  await dialog.getByLabel('Choose files').setInputFiles([png('front.png', 400, 260), video]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'front.png progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(dialog.getByRole('progressbar', { name: 'tour.webm progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(toast(page, 'Media file uploaded successfully!').first()).toBeVisible();
  // Done closes the dialog.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');

  const grid = page.getByRole('list', { name: 'Media files' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await snap(page, 'media-grid');

  // The image and the video open in their dialogs.
  await grid.getByRole('button', { name: 'Open front.png' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'front.png' });
  await expect(imageDialog.getByRole('img', { name: 'front.png' })).toBeVisible();
  expect(
    await imageDialog
      .getByRole('img', { name: 'front.png' })
      .evaluate((i: HTMLImageElement) => i.naturalWidth),
  ).toBe(400);
  // Sized to landscape media, not a narrow portrait box.
  const dialogBox = await imageDialog.boundingBox();
  expect(dialogBox && dialogBox.width > dialogBox.height).toBe(true);
  await snap(page, 'media-image-dialog');
  await page.keyboard.press('Escape');
  await grid.getByRole('button', { name: 'Open tour.webm' }).click();
  const videoDialog = page.getByRole('dialog', { name: 'tour.webm' });
  await expect
    .poll(() => videoDialog.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
  await snap(page, 'media-video-dialog');
  await page.keyboard.press('Escape');

  // Set the cover; the dashboard card shows it.
  await grid.getByRole('button', { name: 'Set front.png as cover' }).click();
  await expect(toast(page, 'Set cover image successfully!')).toBeVisible();
  await expect(grid.getByText('Cover', { exact: true })).toBeVisible();
  await page.goto('/');
  const cover = page.getByRole('img', { name: 'Cover of 12 Harbour Road' });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(400);
  await snap(page, 'media-dashboard-cover');

  // Delete the video after confirming.
  await page.goto(`${propertyUrl}/media`);
  await grid.getByRole('button', { name: 'Delete tour.webm' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete media file' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'File deleted successfully')).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(1);
});
