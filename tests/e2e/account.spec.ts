/**
 * Deleting one's account from Settings: the danger zone asks for the username, the button stays
 * disabled until it matches, and afterwards the session is over and the account cannot sign in.
 */
import { expect, test } from '@playwright/test';
import { confirmedUser, logIn, snap, submitAddress, toast } from './helpers.ts';

test('delete the account from Settings with the typed confirmation', async ({ page, request }) => {
  const user = await confirmedUser(request, 'leaver');
  await logIn(page, user);
  await page
    .getByRole('link', { name: /create property/i })
    .first()
    .click();
  await submitAddress(page, { street: '9 Farewell Road', city: 'Springfield', state: 'OR', zip: '97403' });
  await expect(toast(page, 'Property created successfully')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await snap(page, 'account-settings');
  await page.getByRole('button', { name: /delete account/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Confirmation Required' })).toBeDisabled();
  await dialog.getByLabel('Confirmation').fill(user.username.slice(0, -1));
  await expect(dialog.getByRole('button', { name: 'Confirmation Required' })).toBeDisabled();
  await dialog.getByLabel('Confirmation').fill(user.username);
  await snap(page, 'account-delete');
  await dialog.getByRole('button', { name: 'Confirm Deletion' }).click();

  await expect(toast(page, 'Account deleted')).toBeVisible();
  // '/' without a session is the login page.
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('Authorization'))).toBeNull();

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Incorrect user name or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await request.post('/api/auth/login', { data: user })).status()).toBe(401);
});
