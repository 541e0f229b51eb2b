/** A file the viewer cannot open ends in the readable error state, never in an endless spinner. */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { strToU8, unzipSync, zipSync } from 'fflate';
import {
  fileParam,
  openScene,
  PAGES,
  type PageKind,
  scenes,
  serveScenes,
  settled,
  snapViewer,
} from './viewer-helpers.ts';

for (const kind of ['webgpu', 'webgl'] as PageKind[]) {
  test(`${kind} page: a file that is not a scene shows the error`, async ({ page }) => {
    await serveScenes(page, { 'broken.ply': { body: '<html>this is not a splat scene</html>' } });
    expect(await openScene(page, kind, 'broken.ply')).toBe('error');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load 3D model viewer');
    await expect(alert).toContainText('not a splat scene');
    await expect(page.getByText('Loading 3D view...')).toBeHidden();
  });
}

for (const kind of ['webgpu', 'webgl'] as PageKind[]) {
  test(`${kind} page: a torn .ply shows the error with the reason`, async ({ page }) => {
    const ply = readFileSync(join(scenes(), 'scene.ply'));
    await serveScenes(page, { 'torn.ply': { body: ply.subarray(0, ply.length - 1000) } });
    expect(await openScene(page, kind, 'torn.ply')).toBe('error');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load 3D model viewer');
    await expect(alert).toContainText('The PLY file is shorter than its header says');
    await snapViewer(page, `${kind}-torn-ply`);
  });
}

for (const kind of ['webgpu', 'webgl'] as PageKind[]) {
  test(`${kind} page: a .sog with an image missing or not decodable shows the error with the reason`, async ({
    page,
  }) => {
    const sog = unzipSync(new Uint8Array(readFileSync(join(scenes(), 'scene.sog'))));
    const { 'quats.webp': _quats, ...withoutQuats } = sog;
    await serveScenes(page, {
      'missing.sog': { body: Buffer.from(zipSync(withoutQuats)) },
      'torn.sog': { body: Buffer.from(zipSync({ ...sog, 'sh0.webp': strToU8('RIFF torn') })) },
    });
    expect(await openScene(page, kind, 'missing.sog')).toBe('error');
    await expect(page.getByRole('alert')).toContainText(
      'The .sog file cannot be read: The .sog file does not contain quats.webp',
    );
    // The browser's own decoder refuses the torn image.
    expect(await openScene(page, kind, 'torn.sog')).toBe('error');
    await expect(page.getByRole('alert')).toContainText('The .sog image sh0.webp cannot be decoded');
  });
}

for (const kind of ['webgpu', 'webgl'] as PageKind[]) {
  test(`${kind} page: a download that stalls ends in the error state, not an endless progress bar`, async ({
    page,
  }) => {
    await serveScenes(page);
    // The server accepts the request and never answers: only the viewer's own stall timer ends it.
    await page.route('**/e2e-scenes/stalled.splat', () => {});
    expect(await openScene(page, kind, 'stalled.splat', '&loadTimeoutMs=2000', 30_000)).toBe('error');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load 3D model viewer');
    await expect(alert).toContainText('The scene file stopped downloading (no data for 2 s)');
    // Reload, with the same stalled file, fails the same way rather than hanging.
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(alert).toBeHidden();
    expect(await settled(page, 30_000)).toBe('error');
    await expect(alert).toContainText('stopped downloading');
  });
}

test('a missing file and a corrupt .splat show the error with the reason', async ({ page }) => {
  await serveScenes(page, { 'torn.splat': { body: Buffer.alloc(32 * 10 + 5) } });
  expect(await openScene(page, 'webgl', 'nothing-here.splat')).toBe('error');
  await expect(page.getByRole('alert')).toContainText('HTTP 404');
  expect(await openScene(page, 'webgl', 'torn.splat')).toBe('error');
  await expect(page.getByRole('alert')).toContainText('Failed to load 3D model viewer');
});

test('a file address on another scheme is refused', async ({ page }) => {
  const param = Buffer.from('javascript:alert(1)').toString('base64');
  await page.goto(`${PAGES.webgl}?file=${encodeURIComponent(param)}`);
  expect(await settled(page)).toBe('error');
  await expect(page.getByRole('alert')).toContainText('The scene address is not valid.');
});

for (const kind of ['webgpu', 'webgl'] as PageKind[]) {
  test(`${kind} page: a published link that was unpublished says the tour is no longer shared`, async ({
    page,
  }) => {
    // Nothing is published under this id: exactly what a visitor meets once the owner unpublished.
    const gone = `/published/00000000-0000-4000-8000-000000000000/point_cloud.spz`;
    await page.goto(`${PAGES[kind]}?file=${encodeURIComponent(fileParam(gone))}`);
    expect(await settled(page)).toBe('error');
    await expect(page.getByRole('heading', { name: 'This tour is no longer shared' })).toBeVisible();
    await expect(page.getByText('Failed to load 3D model viewer')).toBeHidden();
    await expect(page.getByRole('alert').getByRole('button', { name: 'Reload' })).toBeHidden();
    // The page has the site's icon and a title like the app's pages.
    await expect(page).toHaveTitle('3D tour · Atrium');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(icon ?? '/missing')).status()).toBe(200);
  });
}
