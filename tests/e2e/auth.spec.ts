import { expect, test } from '@playwright/test';
import { confirmedUser, latestCode, logIn, newUser, snap, toast } from './helpers.ts';

test('sign-up form says what is wrong with each field', async ({ page }) => {
  await page.goto('/auth/signup');
  await snap(page, 'signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Email cannot be empty')).toBeVisible();
  await expect(page.getByText('Username cannot be empty')).toBeVisible();
  await expect(page.getByText('Password cannot be empty')).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Valid email address required')).toBeVisible();
  await expect(page.getByText('Password needs to have at least 8 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText(/lowercase letter, an uppercase letter, a digit and a special character/),
  ).toBeVisible();
  await snap(page, 'signup-errors');

  // Names the storage layout uses for itself are refused before anything is sent.
  await page.getByLabel('Username').fill('published');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('This username is reserved, please choose another one')).toBeVisible();
  await snap(page, 'signup-reserved');
});

test('sign up, confirm the e-mail with the mailed code, log in and log out', async ({ page, request }) => {
  const user = newUser('signup');
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(new RegExp(`/auth/code\\?user=${user.username}`));
  await snap(page, 'code');
  const code = await latestCode(request, user.email);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The confirmed user's name is already in the login form.
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await snap(page, 'login-prefilled');

  // A failed attempt first: its error toast does not follow the user onto the dashboard.
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Failed to login')).toBeVisible();
  await logIn(page, user);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(toast(page, 'Failed to login')).toBeHidden({ timeout: 2000 });
  await expect(page).toHaveTitle('Dashboard · Atrium');
  await snap(page, 'dashboard-empty');
  await page.evaluate(() =>
    sessionStorage.setItem('atrium.purchaseSelection', JSON.stringify({ propertyId: 'p', files: [] })),
  );

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText('FREE TIER')).toBeVisible();
  await expect(page.getByText('3 YRS')).toBeVisible();
  await expect(page.getByRole('menu').getByText(user.email)).toBeVisible();
  await snap(page, 'profile-card');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('Authorization'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('atrium.purchaseSelection'))).toBeNull();

  // Protected pages send a signed-out visitor to the login form.
  await page.goto('/new');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('wrong password, unconfirmed login and duplicate sign-up say what happened', async ({
  page,
  request,
}) => {
  const confirmed = await confirmedUser(request, 'wrongpw');
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(confirmed.username);
  await page.getByLabel('Password', { exact: true }).fill('Wr0ng!Password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Incorrect user name or password')).toBeVisible();
  await snap(page, 'login-wrong-password');
  await expect(page).toHaveURL(/\/auth\/login/);

  const unconfirmed = newUser('unconf');
  expect((await request.post('/api/auth/signup', { data: unconfirmed })).ok()).toBe(true);
  await page.getByLabel('Username').fill(unconfirmed.username);
  await page.getByLabel('Password', { exact: true }).fill(unconfirmed.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Email needs to be confirmed')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/code\\?user=${unconfirmed.username}`));

  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(confirmed.email);
  await page.getByLabel('Username').fill(confirmed.username);
  await page.getByLabel('Password', { exact: true }).fill(confirmed.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'User already exists')).toBeVisible();
  await expect(toast(page, 'Use login form instead')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('resend a confirmation code and confirm with the new one', async ({ page, request }) => {
  const user = newUser('resend');
  expect((await request.post('/api/auth/signup', { data: user })).ok()).toBe(true);
  const first = await latestCode(request, user.email);

  await page.goto(`/auth/code?user=${user.username}`);
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect.poll(async () => latestCode(request, user.email)).not.toBe(first);

  await page.getByLabel('Code').fill(first);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Failed to send code')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/code/);

  await page.getByLabel('Code').fill(await latestCode(request, user.email));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, user);
});

test('forgot password: reset with the mailed code, then log in with the new password', async ({
  page,
  request,
}) => {
  const user = await confirmedUser(request, 'forgot');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot/);
  await page.getByLabel('Username').fill(user.username);
  await snap(page, 'forgot');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/reset\\?user=${user.username}`));

  const newPassword = 'N3w!Passw0rd';
  await page.getByLabel('Code').fill(await latestCode(request, user.email));
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('Different!1a');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await snap(page, 'reset');

  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, { username: user.username, password: newPassword });
});
