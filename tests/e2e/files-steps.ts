/** Steps shared by the files and publishing specs. */
import { expect, type Page } from '@playwright/test';
import type { TestFile } from './files-assets.ts';
import { snap, toast } from './helpers.ts';

export async function createProject(page: Page, name: string): Promise<string> {
  await page.goto('/new-project');
  await page.getByLabel('Project Name').fill(name);
  await page.getByLabel('Description').fill('Files, previews and publishing.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}\/files/);
  return page.url().replace(/\/files.*$/, '');
}

export async function uploadFiles(page: Page, files: TestFile[]) {
  await page.getByRole('button', { name: 'Add Project Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Project Files' });
  await expect(dialog.getByText('Upload files from your local disk')).toBeVisible();
  await dialog.getByLabel('Choose files').setInputFiles(files);
  for (const file of files) await expect(dialog.getByText(file.name, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  for (const file of files) {
    await expect(dialog.getByRole('progressbar', { name: `${file.name} progress` })).toHaveAttribute(
      'aria-valuenow',
      '100',
      { timeout: 20_000 },
    );
  }
  await expect(toast(page, 'File uploaded successfully!').first()).toBeVisible();
  // Every chosen file can be scrolled to in the dialog's list, the last one included.
  const chosen = dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
  await expect(chosen).toHaveCount(files.length);
  await chosen.last().scrollIntoViewIfNeeded();
  await expect(chosen.last()).toBeInViewport();
  await snap(page, `files-upload-${files.length}`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Uploads one scene file and closes the dialog, without the screenshot and list checks of uploadFiles
 * (a full-page screenshot hangs while a viewer page sets up its GPU).
 */
export async function uploadScene(page: Page, file: TestFile) {
  await page.getByRole('button', { name: 'Add Project Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Project Files' });
  await dialog.getByLabel('Choose files').setInputFiles([file]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'File uploaded successfully!').first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

export function listItems(page: Page) {
  return page.getByRole('list', { name: 'Project files' }).getByRole('listitem');
}

export async function listedNames(page: Page): Promise<string[]> {
  return listItems(page)
    .locator('button[aria-current], button:not([aria-label])')
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('span span')?.textContent ?? ''));
}
