/**
 * Publishing a splat scene: the Publish dialog's addresses, the scene opened from the Public URL in a
 * fresh browser with no session, a personal link ('Public URL for User') whose opening the owner sees,
 * and unpublishing, after which the public link stops working.
 */
import { chromium, expect, test } from '@playwright/test';
import { plyScene, png } from './files-assets.ts';
import { createProject, listItems, uploadFiles } from './files-steps.ts';
import { confirmedUser, logIn, snap, toast } from './helpers.ts';
import { baseURL, quietChromium } from './playwright.config.ts';

// While a splat is previewed the viewer renders on the CPU (SwiftShader): the page answers slowly on a
// busy 2-core machine, so this spec allows longer for actions and assertions.
test.use({ actionTimeout: 30_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

test.describe('publishing', () => {
  test('publish a splat, open it without an account, unpublish it', async ({ page, context, request }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, await confirmedUser(request, 'publish'));
    await createProject(page, 'Riverside Hall');
    await uploadFiles(page, [plyScene('hall.ply', 800), png('floor.png')]);

    // Publish shows only while a splat file is previewed.
    await listItems(page)
      .getByRole('button', { name: /floor\.png/ })
      .first()
      .click();
    await slowExpect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await listItems(page)
      .getByRole('button', { name: /hall\.ply/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await slowExpect(dialog).toContainText('This scene is private');
    await dialog.getByRole('button', { name: 'Publish scene' }).click();

    const publicUrlField = dialog.getByRole('textbox', { name: 'Public URL', exact: true });
    await slowExpect(publicUrlField).toHaveValue(/\/splat-viewer\.html\?file=/);
    const publicUrl = await publicUrlField.inputValue();
    const fileUrl = Buffer.from(new URL(publicUrl).searchParams.get('file') ?? '', 'base64').toString();
    expect(fileUrl).toMatch(new RegExp(`^${baseURL}/published/[0-9a-f-]{36}/hall\\.ply$`));

    await dialog.getByLabel('Include Venue Tools').check();
    await slowExpect(publicUrlField).toHaveValue(/venue=true&tools=true/);
    await dialog.getByLabel('Include Venue Tools').uncheck();
    await slowExpect(dialog.getByLabel('Username')).toHaveValue(/^user-\d{13}$/);
    // A personal link names one person: a name the viewer would not take makes no link.
    const userUrlField = dialog.getByRole('textbox', { name: 'Public URL for User' });
    await dialog.getByLabel('Username').fill('guest 42');
    await slowExpect(userUrlField).toHaveValue('');
    await expect(dialog.getByText('Use 1 to 64 letters, digits, underscores or hyphens')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy Public URL for User' })).toBeDisabled();
    await snap(page, 'publish-dialog-bad-name');
    await dialog.getByLabel('Username').fill('guest-42');
    await slowExpect(userUrlField).toHaveValue(/username=guest-42/);
    const userUrl = await userUrlField.inputValue();
    await expect(dialog.getByRole('region', { name: 'Opened by' })).toContainText(
      'Nobody has opened a personal link yet.',
    );
    const embed = dialog.getByRole('textbox', { name: 'Embed Code' });
    await slowExpect(embed).toHaveValue(/^<iframe src="[^"]+" width="100%" style="min-height: 600px;/);

    await dialog.getByRole('button', { name: 'Copy Public URL', exact: true }).click();
    await slowExpect(dialog.getByRole('button', { name: 'Public URL copied' })).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    await snap(page, 'publish-dialog');
    await slowExpect(dialog.getByRole('button', { name: 'Copy Public URL', exact: true })).toHaveText(
      'Copy',
      {
        timeout: 3000,
      },
    );

    // A fresh browser, no session: the published file is served, and the viewer page loads the scene.
    const guest = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...quietChromium,
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ],
    });
    try {
      const guestContext = await guest.newContext();
      const guestPage = await guestContext.newPage();
      const served = await guestPage.request.get(fileUrl);
      expect(served.status()).toBe(200);
      expect((await served.body()).subarray(0, 3).toString()).toBe('ply');

      await guestPage.goto(publicUrl);
      expect(await guestPage.evaluate(() => sessionStorage.getItem('Authorization'))).toBeNull();
      await expect
        .poll(() => guestPage.evaluate(() => window.__atriumViewer?.splatCount ?? 0), { timeout: 60_000 })
        .toBe(800);
      await snap(guestPage, 'publish-public-viewer');
      // The plain link is nobody's: no note, nothing reported.
      await expect(guestPage.getByRole('note', { name: 'Personal link' })).toHaveCount(0);

      // The personal link: its page says whom it was shared with, and the owner sees it opened.
      await guestPage.goto(userUrl);
      const note = guestPage.getByRole('note', { name: 'Personal link' });
      await expect(note).toContainText('Shared with guest-42');
      await expect(note).toContainText('The owner of this scene sees when this link is opened.');
      await expect
        .poll(() => guestPage.evaluate(() => window.__atriumViewer?.splatCount ?? 0), { timeout: 60_000 })
        .toBe(800);
      await snap(guestPage, 'publish-personal-link-viewer');
      const openedBy = dialog.getByRole('region', { name: 'Opened by' });
      await slowExpect(openedBy.getByRole('listitem')).toHaveCount(1);
      await expect(openedBy.getByRole('listitem')).toContainText(/guest-42\s*opened once, last/);
      await snap(page, 'publish-dialog-opened-by');

      // Unpublish, confirmed: the same address stops working for everyone.
      await dialog.getByRole('button', { name: 'Unpublish' }).click();
      await expect(dialog.getByRole('button', { name: 'Yes, unpublish' })).toBeVisible();
      await snap(page, 'publish-unpublish-confirm');
      await dialog.getByRole('button', { name: 'Yes, unpublish' }).click();
      await expect(toast(page, 'Scene unpublished')).toBeVisible();
      await slowExpect(dialog.getByRole('button', { name: 'Publish scene' })).toBeVisible();
      expect((await guestPage.request.get(fileUrl)).status()).toBe(404);
      await guestPage.goto(publicUrl);
      await expect
        .poll(() => guestPage.evaluate(() => window.__atriumViewer?.state ?? 'missing'), { timeout: 30_000 })
        .toBe('error');
      expect(await guestPage.evaluate(() => window.__atriumViewer?.splatCount ?? 0)).toBe(0);
      // A page saying so, not a download error.
      await expect(guestPage.getByRole('heading', { name: 'This tour is no longer shared' })).toBeVisible();
      await expect(guestPage.getByText('Failed to load 3D model viewer')).toBeHidden();
      await snap(guestPage, 'publish-unpublished-viewer');
      await guestContext.close();
    } finally {
      await guest.close();
    }
  });
});
