/**
 * The build wizard's Google Drive step against the fake of Google's OAuth and Drive APIs that the
 * test server runs (ATRIUM_FAKE_GOOGLE=1, demo Drive in infra/local/google/): authorise in a new
 * tab through the consent page, browse folders with breadcrumbs, select videos, 'Select (n files)'.
 */
import { expect, test } from '@playwright/test';
import { confirmedUser, createProperty, logIn, snap } from './helpers.ts';

const ADDRESS = { street: '5 Drive Lane', city: 'Denver', state: 'CO', zip: '80202' };

test('authorise Google Drive, browse folders with breadcrumbs and select videos for the build', async ({
  page,
  request,
}) => {
  await logIn(page, await confirmedUser(request, 'driver'));
  const propertyId = await createProperty(page, ADDRESS);
  await page.goto(`/property/${propertyId}/build3d/step1/google-drive`);
  const dialog = page.getByRole('dialog', { name: 'Select videos' });

  // Not authorised yet: the consent page opens in a new tab and comes back to this step.
  const authorise = dialog.getByRole('button', { name: 'Authorise Google Drive' });
  await expect(authorise).toBeVisible();
  await snap(page, 'drive-authorise');
  const consentTab = page.waitForEvent('popup');
  await authorise.click();
  const consent = await consentTab;
  await expect(
    consent.getByRole('heading', { name: 'Atrium wants to access your Google Account' }),
  ).toBeVisible();
  await expect(consent.getByText('https://www.googleapis.com/auth/drive.readonly')).toBeVisible();
  const google = new URL(consent.url()).origin;
  await consent.getByRole('link', { name: 'Allow' }).click();
  await expect(consent).toHaveURL(new RegExp(`/property/${propertyId}/build3d/step1/google-drive$`));
  await consent.close();

  // This tab notices the authorisation and shows My Drive: folders and mp4/mov videos only.
  const files = dialog.getByRole('list', { name: 'Drive files' });
  await expect(files).toBeVisible();
  const breadcrumbs = dialog.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs).toHaveText(/Google Drive.*My Drive/);
  await expect(files.getByRole('listitem')).toHaveText([/Floor plans/, /Walkthroughs/, /intro\.mp4/]);

  await files.getByRole('button', { name: 'Walkthroughs' }).click();
  await expect(breadcrumbs).toHaveText(/My Drive.*Walkthroughs/);
  await expect(files.getByRole('listitem')).toHaveText([/Ground floor/, /living-room\.mp4/, /terrace\.mov/]);
  await files.getByText('terrace.mov').click();
  await expect(dialog.getByRole('button', { name: 'Select (1 file)' })).toBeEnabled();

  await files.getByRole('button', { name: 'Ground floor' }).click();
  await expect(breadcrumbs).toHaveText(/My Drive.*Walkthroughs.*Ground floor/);
  await expect(files.getByRole('listitem')).toHaveText([/hall\.mp4/, /kitchen\.mov/, /old-take\.mp4/]);
  await files.getByText('hall.mp4').click();
  await files.getByText('kitchen.mov').click();
  await expect(dialog.getByRole('button', { name: 'Select (3 files)' })).toBeEnabled();
  await snap(page, 'drive-folder-browser');

  // Back up through the breadcrumbs: the choice made in another folder is kept.
  await breadcrumbs.getByRole('button', { name: 'Walkthroughs' }).click();
  await expect(files.getByRole('checkbox', { name: 'terrace.mov' })).toBeChecked();
  await breadcrumbs.getByRole('button', { name: 'My Drive' }).click();
  await expect(files.getByRole('listitem')).toHaveCount(3);

  await dialog.getByRole('button', { name: 'Select (3 files)' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/property/${propertyId}/build3d$`));
  const selected = page.getByRole('list', { name: 'Selected videos' });
  await expect(selected.getByRole('listitem')).toHaveText(['terrace.mov', 'hall.mp4', 'kitchen.mov']);
  await expect(page.getByText('3 videos ready')).toBeVisible();
  await snap(page, 'drive-selected');

  // Reopening the step goes back to Drive with the choice kept.
  await page.getByRole('button', { name: 'Change videos' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${propertyId}/build3d/step1/google-drive$`));
  await expect(dialog.getByRole('button', { name: 'Select (3 files)' })).toBeEnabled();

  // The user removes Atrium's access in their Google account: the next listing answers 403
  // GOOGLE_DRIVE_NOT_AUTHORISED and the wizard asks to authorise again (the session stays).
  expect((await request.post(`${google}/__fake/revoke-all`)).ok()).toBe(true);
  await files.getByRole('button', { name: 'Floor plans' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your Google Drive authorisation has expired or was revoked. Authorise Google Drive again.',
  );
  await expect(dialog.getByRole('button', { name: 'Authorise Google Drive' })).toBeVisible();
  await snap(page, 'drive-reauthorise');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The purchase carries the Drive files as the build's sources.
  await page.getByRole('button', { name: 'Continue to purchase' }).click();
  await expect(page).toHaveURL(/\/purchase$/);
  const selection = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('atrium.purchaseSelection') ?? '{}'),
  );
  expect(selection.files).toEqual([
    { id: expect.any(String), name: 'terrace.mov', source: 'google-drive', type: 'mov' },
    { id: expect.any(String), name: 'hall.mp4', source: 'google-drive', type: 'mp4' },
    { id: expect.any(String), name: 'kitchen.mov', source: 'google-drive', type: 'mov' },
  ]);
});
