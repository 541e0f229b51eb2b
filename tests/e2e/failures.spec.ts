/**
 * What the user sees when things go wrong (spec §6, §8): an action the server refuses says so in an
 * error toast with the server's reason, and a session the server no longer accepts (401 on the user
 * query) sends the user to the login form. The failures are real: the record was deleted meanwhile
 * (as from another tab), the session token is one the server does not accept.
 */
import { expect, type Page, test } from '@playwright/test';
import { confirmedUser, createProperty, logIn, snap, submitAddress } from './helpers.ts';

const ADDRESS = { street: '5 Failing Way', city: 'Austin', state: 'TX', zip: '73301' };

/** Calls a tRPC mutation with the page's session, as another tab of the same user would. */
async function mutateAsUser(page: Page, name: string, input: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('Authorization'));
  const response = await page.request.post(`/trpc/${name}`, {
    headers: { authorization: token ?? '' },
    data: input,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: Record<string, string> } }).result.data;
}

/** An error toast with its title and the server's reason under it. */
async function expectErrorToast(page: Page, title: string, reason: string) {
  const shown = page.locator('.Toastify__toast--error').filter({ hasText: title });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(reason);
}

test.beforeEach(async ({ page, request }) => {
  await logIn(page, await confirmedUser(request, 'failing'));
});

test('a property or project deleted meanwhile: each save and delete says it failed, and why', async ({
  page,
}) => {
  const propertyId = await createProperty(page, ADDRESS);
  await page.goto(`/property/${propertyId}/settings`);
  const addressForm = page.getByTestId('property-address-form');
  await expect(addressForm.getByLabel('Street')).toHaveValue(ADDRESS.street);
  await mutateAsUser(page, 'deleteProperty', { propertyId });

  await addressForm.getByLabel('Street').fill('6 Failing Way');
  await addressForm.getByRole('button', { name: 'Submit' }).click();
  await expectErrorToast(page, 'Failed to update property address', 'Property not found');
  await snap(page, 'toast-failed-address');
  const aboutForm = page.getByTestId('property-about-form');
  await aboutForm.getByLabel('About').fill('Gone before it was described.');
  await aboutForm.getByRole('button', { name: 'Submit' }).click();
  await expectErrorToast(page, 'Failed to update property info', 'Property not found');
  await page.getByRole('button', { name: /delete property/i }).click();
  await page.getByRole('dialog').getByLabel('Confirmation').fill(ADDRESS.street);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Deletion' }).click();
  await expectErrorToast(page, 'Property deletion failed!', 'Property not found');
  // A failed deletion leaves the user where they were.
  await expect(page).toHaveURL(new RegExp(`/property/${propertyId}/settings`));

  const { projectId } = await mutateAsUser(page, 'createProject', { name: 'Doomed', about: 'Soon gone' });
  await page.goto(`/project/${projectId}/settings`);
  const projectForm = page.getByTestId('project-about-form');
  await expect(projectForm.getByLabel('Project Name')).toHaveValue('Doomed');
  await mutateAsUser(page, 'deleteProject', { projectId });
  await projectForm.getByLabel('Project Name').fill('Doomed twice');
  await projectForm.getByRole('button', { name: 'Submit' }).click();
  await expectErrorToast(page, 'Failed to update project information', 'Project not found');
  await page.getByRole('button', { name: /delete project/i }).click();
  await page.getByRole('dialog').getByLabel('Confirmation').fill('Doomed');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Deletion' }).click();
  await expectErrorToast(page, 'Project deletion failed!', 'Project not found');
});

test('a session the server no longer accepts: the action fails, and the app goes to the login form', async ({
  page,
}) => {
  await page.goto('/new');
  // The token of this tab stops being accepted (here: its signature no longer matches).
  await page.evaluate(() => {
    const token = sessionStorage.getItem('Authorization') ?? '';
    sessionStorage.setItem('Authorization', `${token.slice(0, -6)}AAAAAA`);
  });
  await submitAddress(page, ADDRESS);
  await expectErrorToast(page, 'Failed to create new property', 'Sign in to continue');
  await snap(page, 'toast-failed-create');
  await expect(page).toHaveURL(/\/new$/);

  // The next load of the app asks who the user is: 401, and the login form.
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('Authorization'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
