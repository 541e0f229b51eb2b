import { expect, type Page, test } from '@playwright/test';
import { confirmedUser, logIn, snap } from './helpers.ts';

async function createProject(page: Page, name: string): Promise<string> {
  await page.goto('/new-project');
  await page.getByLabel('Project Name').fill(name);
  await page.getByLabel('Description').fill('Planner data that must never be lost.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}\/files/);
  return page.url().replace(/\/files.*$/, '');
}

const synced = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible();

test('planner data is kept in the browser, survives a reload, and reaches a second browser', async ({
  page,
  browser,
  request,
}) => {
  const user = await confirmedUser(request, 'venue');
  await logIn(page, user);
  const projectUrl = await createProject(page, 'Riverside Hall');

  await page.goto(`${projectUrl}/venue-planner`);
  await synced(page);
  await expect(page.getByText('No annotations found.')).toBeVisible();
  await page.getByLabel('Annotation label').fill('Main stage');
  await page.getByRole('button', { name: 'Add annotation' }).click();
  await page.getByLabel('Viewpoint name').fill('Entrance');
  await page.getByRole('button', { name: 'Add viewpoint' }).click();
  await expect(page.getByRole('list', { name: 'Annotations' })).toContainText('Main stage');
  await expect(page.getByRole('list', { name: 'Viewpoints' })).toContainText('Entrance');
  await synced(page);
  await snap(page, 'planner-data');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Annotations' })).toContainText('Main stage');
  await expect(page.getByRole('list', { name: 'Viewpoints' })).toContainText('Entrance');

  // A second browser (its own IndexedDB) gets the same data from the cloud.
  const other = await browser.newContext();
  const second = await other.newPage();
  await logIn(second, user);
  await second.goto(`${projectUrl}/venue-planner`);
  await expect(second.getByRole('list', { name: 'Annotations' })).toContainText('Main stage');
  await expect(second.getByRole('list', { name: 'Viewpoints' })).toContainText('Entrance');

  // Offline edits in the first browser wait, then sync when it is back online.
  await page.context().setOffline(true);
  await page.getByLabel('Annotation label').fill('Coat check');
  await page.getByRole('button', { name: 'Add annotation' }).click();
  await expect(page.getByRole('status')).toContainText('Offline');
  await snap(page, 'planner-data-offline');
  await page.context().setOffline(false);
  await synced(page);

  await second.getByRole('button', { name: 'Sync now' }).click();
  await expect(second.getByRole('list', { name: 'Annotations' })).toContainText('Coat check');
  await other.close();
});
