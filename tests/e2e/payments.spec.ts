import { expect, type Page, test } from '@playwright/test';
import { confirmedUser, createProperty, logIn, snap, toast } from './helpers.ts';

const ADDRESS = { street: '9 Market St', city: 'Austin', state: 'TX', zip: '73301' };

/**
 * What the build wizard hands to /purchase in session storage: a video uploaded to the property's
 * media (checkout refuses a source the build could not fetch), uploaded here through the API.
 */
async function selectVideos(page: Page, propertyId: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('Authorization'));
  const ticket = await page.request.post('/trpc/getUploadUrl', {
    headers: { authorization: token ?? '' },
    data: { propertyId, fileName: 'hall.mp4', fileType: 'video/mp4', fileExtension: 'mp4', fileSize: 64 },
  });
  const {
    body: url,
    key,
    contentType,
  } = (
    (await ticket.json()) as {
      result: { data: { body: string; key: string; contentType: string } };
    }
  ).result.data;
  expect(
    (await page.request.put(url, { headers: { 'content-type': contentType }, data: Buffer.alloc(64) })).ok(),
  ).toBe(true);
  await page.evaluate(
    ({ id, key }) => {
      sessionStorage.setItem(
        'atrium.purchaseSelection',
        JSON.stringify({
          propertyId: id,
          files: [{ id: key, name: 'hall.mp4', source: 'local-disk', type: 'mp4' }],
        }),
      );
    },
    { id: propertyId, key },
  );
}

test('pay in local test mode, return to Payment Successful and open the printable receipt', async ({
  page,
  request,
}) => {
  await logIn(page, await confirmedUser(request, 'payer'));
  const propertyId = await createProperty(page, ADDRESS);
  await selectVideos(page, propertyId);

  await page.goto('/purchase');
  await expect(page.getByRole('list', { name: 'Selected videos' })).toContainText('hall.mp4');
  await expect(page.getByText('Standard 3D Tour')).toBeVisible();
  await snap(page, 'purchase');
  await page.getByRole('button', { name: 'Purchase' }).click();

  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(page.getByText('$49.00')).toBeVisible();
  await snap(page, 'test-checkout');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`/property/${propertyId}/view3d\\?payment_status=success`));
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await snap(page, 'payment-successful');
  await page.getByRole('button', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(/\/receipts\?order=/);
  await expect(page.getByRole('list', { name: 'Receipts' })).toContainText('$49.00');
  await snap(page, 'receipts');

  await page
    .getByRole('link', { name: /Receipt / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Standard 3D Tour')).toBeVisible();
  await expect(page.getByText('Stripe (test mode)')).toBeVisible();
  // The receipt names the property the tour was built for.
  await expect(page.getByText('9 Market St, Austin, TX 73301')).toBeVisible();
  await snap(page, 'receipt-detail');

  await page.goto(`/property/${propertyId}/receipts`);
  await expect(page.getByRole('list', { name: 'Receipts' })).toContainText('$49.00');
});

test('cancel a payment and see Payment Cancelled with a retry', async ({ page, request }) => {
  await logIn(page, await confirmedUser(request, 'canceller'));
  const propertyId = await createProperty(page, ADDRESS);
  await selectVideos(page, propertyId);
  await page.goto('/purchase');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/payment_status=cancelled/);
  await expect(toast(page, 'Payment Cancelled')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/purchase$/);
  await page.goto('/receipts');
  await expect(page.getByText('No receipts yet')).toBeVisible();
});
