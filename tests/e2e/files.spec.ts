/**
 * The project Files screen end to end: upload an image, a PDF, a video, a text file, a generated .ply
 * and a model straight to S3; preview each; sort, filter, search, the divider; delete one.
 */
import { expect, test } from '@playwright/test';
import { bytesFile, pdf, plyScene, png, textFile, webm } from './files-assets.ts';
import { createProject, listedNames, listItems, uploadFiles } from './files-steps.ts';
import { chooseOption, confirmedUser, logIn, snap, toast } from './helpers.ts';

test.describe('project files', () => {
  test.beforeEach(async ({ page, request }) => {
    await logIn(page, await confirmedUser(request, 'files'));
  });

  test('upload, preview, sort, filter, search, resize and delete', async ({ page }) => {
    test.setTimeout(120_000);
    const projectUrl = await createProject(page, 'Spring Expo');
    await expect(page.getByText('Select a file to preview')).toBeVisible();

    const files = [
      png(),
      pdf(),
      await webm(page),
      textFile(),
      plyScene(),
      bytesFile('chair.glb', 2048, 'model/gltf-binary'),
    ];
    await uploadFiles(page, files);
    await expect(listItems(page)).toHaveCount(6);
    await snap(page, 'files-list');

    // A refused type never reaches the list: the drop library says why.
    await page.getByRole('button', { name: 'Add Project Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project Files' });
    await dialog
      .getByLabel('Choose files')
      .setInputFiles([bytesFile('setup.exe', 10, 'application/x-msdownload')]);
    // One short line per refused file and one grouped line of what is accepted, not a list of MIME types.
    await expect(dialog.getByRole('alert')).toContainText('setup.exe: this kind of file is not accepted');
    await expect(dialog.getByRole('alert')).toContainText(/Accepted: images, videos, .*3D scenes \(\.\w+/);
    await expect(dialog.getByRole('alert')).not.toContainText('application/');
    await page.keyboard.press('Escape');

    const preview = page.getByTestId('file-preview');
    const select = (name: string) =>
      listItems(page).getByRole('button', { name, exact: false }).first().click();

    // Image: zoom in 0.25 steps up to 3, rotate by 90 degrees.
    await select('photo.png');
    const image = preview.getByRole('img', { name: 'photo.png' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await preview.getByRole('button', { name: 'Zoom in' }).click();
    await expect(preview.getByLabel('Zoom level')).toHaveText('125%');
    for (let i = 0; i < 10; i++)
      await preview.getByRole('button', { name: 'Zoom in' }).click({ force: true });
    await expect(preview.getByLabel('Zoom level')).toHaveText('300%');
    await expect(preview.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Reset' }).click();
    await preview.getByRole('button', { name: 'Rotate' }).click();
    await expect(image).toHaveAttribute('data-rotation', '90');
    // Rotated and zoomed, the whole image can be scrolled to: its top is not cut off above the pane.
    await preview.getByRole('button', { name: 'Zoom in' }).click();
    await preview.getByRole('button', { name: 'Zoom in' }).click();
    const pane = preview.getByTestId('image-pane');
    await pane.evaluate((el) => el.scrollTo(0, 0));
    const [paneBox, imageBox] = [await pane.boundingBox(), await image.boundingBox()];
    expect(imageBox && paneBox && imageBox.y >= paneBox.y - 1).toBe(true);
    expect(imageBox && paneBox && imageBox.x >= paneBox.x - 1).toBe(true);
    await snap(page, 'preview-image');

    // PDF: rendered into a canvas in the page, not downloaded.
    await select('brochure.pdf');
    const pageCanvas = preview.getByLabel('Page 1');
    await expect(pageCanvas).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 });
    const inked = await pageCanvas.evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(1000);
    await snap(page, 'preview-pdf');

    // Video: the browser reads its metadata.
    await select('walkthrough.webm');
    const video = preview.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await snap(page, 'preview-video');

    // Text.
    await select('notes.txt');
    await expect(preview.getByTestId('text-preview')).toContainText('Stage left: sound desk.');
    await snap(page, 'preview-text');

    // Splat: the embedded viewer frame is given the file, and Publish appears only for splats.
    await select('scene.ply');
    const frame = preview.locator('iframe[data-viewer-frame]');
    await expect(frame).toBeAttached();
    const src = (await frame.getAttribute('src')) ?? '';
    const fileParam = new URL(src, 'http://x').searchParams.get('file') ?? '';
    expect(Buffer.from(fileParam, 'base64').toString()).toContain('/user-upload/scene.ply');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    await snap(page, 'preview-splat');

    // No preview: the message and a working download.
    await select('chair.glb');
    await expect(preview.getByText('Preview not available for this file type')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('chair.glb');
    await snap(page, 'preview-none');

    // Sort by size, both directions; by extension; search; the splat filter.
    await chooseOption(page, 'Sort by', 'Size');
    const bySizeAsc = await listedNames(page);
    expect(bySizeAsc[0]).toBe('notes.txt');
    await page.getByRole('button', { name: 'Ascending' }).click();
    expect(await listedNames(page)).toEqual([...bySizeAsc].reverse());
    await chooseOption(page, 'Sort by', 'Extension');
    await page.getByRole('button', { name: 'Descending' }).click();
    expect(await listedNames(page)).toEqual([
      'chair.glb',
      'brochure.pdf',
      'scene.ply',
      'photo.png',
      'notes.txt',
      'walkthrough.webm',
    ]);
    await page.getByLabel('Search files').fill('NOTES');
    expect(await listedNames(page)).toEqual(['notes.txt']);
    await page.getByLabel('Search files').fill('');
    await page.getByRole('radio', { name: 'Splat Files' }).click();
    expect(await listedNames(page)).toEqual(['scene.ply']);
    await page.getByRole('radio', { name: 'All Files' }).click();
    await expect(listItems(page)).toHaveCount(6);

    // The divider: 224 px by default, dragged wider, never past min(500, 70 %), never under 180.
    const divider = page.getByRole('separator', { name: 'Resize file list' });
    await expect(divider).toHaveAttribute('aria-valuenow', '224');
    const box = await divider.boundingBox();
    if (!box) throw new Error('divider not laid out');
    await page.mouse.move(box.x + 3, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 103, box.y + 100, { steps: 5 });
    await page.mouse.up();
    await expect(divider).toHaveAttribute('aria-valuenow', '324');
    await page.mouse.move(box.x + 103, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 900, box.y + 100, { steps: 5 });
    await page.mouse.up();
    const max = Number(await divider.getAttribute('aria-valuemax'));
    expect(max).toBeLessThanOrEqual(500);
    await expect(divider).toHaveAttribute('aria-valuenow', String(max));
    await divider.focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
    await expect(divider).toHaveAttribute('aria-valuenow', '180');
    await snap(page, 'files-divider');

    // Delete one, after confirming.
    await listItems(page).getByRole('button', { name: 'Delete notes.txt' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file' });
    await expect(confirm).toContainText('notes.txt');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'File deleted successfully')).toBeVisible();
    await expect(listItems(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(listItems(page)).toHaveCount(5);
    await page.goto(`${projectUrl}/files`);
    await expect(listItems(page)).toHaveCount(5);
    await expect(listItems(page).getByText('notes.txt')).toHaveCount(0);
    // At phone width the preview takes the whole width under the list, not a sliver beside it.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const screenWidth = async () => (await page.getByTestId('files-screen').boundingBox())?.width ?? 0;
    await expect
      .poll(async () => (await page.getByRole('region', { name: 'Preview' }).boundingBox())?.width ?? 0)
      .toBeGreaterThan((await screenWidth()) * 0.9);
    await snap(page, 'preview-phone');
    if (desktop) await page.setViewportSize(desktop);
  });
});
