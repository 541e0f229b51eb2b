/** Shared steps for end-to-end tests: real users through the real API, codes from the local mailbox. */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

const PASSWORD = 'Str0ng!Passw0rd';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

export function newUser(prefix = 'e2e') {
  const username = `${prefix}_${randomUUID().slice(0, 8)}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

/** The newest code mailed to an address, read from the local mailbox as a person would. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const messages = (await (await request.get('/__local/mail')).json()) as MailMessage[];
  const code = messages.find((m) => m.to === email)?.code;
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** Signs up and confirms a user through the API (for tests whose subject is not sign-up itself). */
export async function confirmedUser(request: APIRequestContext, prefix = 'e2e') {
  const user = newUser(prefix);
  expect((await request.post('/api/auth/signup', { data: user })).ok()).toBe(true);
  const code = await latestCode(request, user.email);
  expect((await request.post('/api/auth/code', { data: { username: user.username, code } })).ok()).toBe(true);
  return user;
}

/** Logs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$|\/\?/);
}

/** Creates a property at this address through the API as the logged-in user and answers its id. */
export async function createProperty(
  page: Page,
  address: { street: string; city: string; state: string; zip: string },
): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('Authorization'));
  const response = await page.request.post('/trpc/createProperty', {
    headers: { authorization: token ?? '' },
    data: address,
  });
  return ((await response.json()) as { result: { data: { propertyId: string } } }).result.data.propertyId;
}

/**
 * Saves a screenshot under .tmp/screens for people to look at; asserts nothing. A WebGL page on a
 * busy 2-core machine can take longer than an action's 10 s to capture, so it gets its own timeout.
 * `element` clips the page's screenshot to it (an element screenshot waits on frames the GPU set-up
 * starves).
 */
export async function snap(
  page: Page,
  name: string,
  options: { fullPage?: boolean; element?: Locator } = {},
) {
  mkdirSync('.tmp/screens', { recursive: true });
  const clip = options.element ? await options.element.boundingBox() : null;
  await page.screenshot({
    path: `.tmp/screens/${name}.png`,
    timeout: 60_000,
    ...(clip ? { clip } : { fullPage: options.fullPage ?? true }),
  });
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('.Toastify').getByText(text);
}

/**
 * Picks an option of one of the app's selects (Radix Select) and waits until the select shows it.
 * The list is opened from the keyboard: opened by a pointer press, Radix ignores the first pointer
 * release near the press, tracked by listeners it attaches in an effect after the list renders; on
 * a loaded machine an automated click on an option can come before they are attached, its release
 * is swallowed and the list stays open (a person's click comes far too late for that).
 */
export async function chooseOption(page: Page, label: string, option: string) {
  const select = page.getByLabel(label);
  await select.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** Fills the address form (Venue name if given, Street, City, State, Zip Code) and submits it. */
export async function submitAddress(
  page: Page,
  address: { venueName?: string; street: string; city: string; state: string; zip: string },
) {
  if (address.venueName !== undefined) await page.getByLabel('Venue name (optional)').fill(address.venueName);
  await page.getByLabel('Street').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await chooseOption(page, 'State', address.state);
  await page.getByLabel('Zip Code').fill(address.zip);
  await page.getByRole('button', { name: 'Submit' }).click();
}
