/** Every delivered format opens on both pages and draws the scene (pixels checked, screenshots kept). */
import { expect, test } from '@playwright/test';
import { BUNDLE_CAMERA, SCENE_FORMATS } from './make-scenes.ts';
import {
  expectSceneDrawn,
  type PageKind,
  pixelStats,
  SPLAT_COUNT,
  serveScenes,
  settled,
  snapViewer,
  viewerPath,
} from './viewer-helpers.ts';

for (const kind of ['webgpu', 'webgl'] as PageKind[]) {
  test.describe(`${kind} page`, () => {
    for (const format of SCENE_FORMATS) {
      test(`opens a .${format} scene and draws it`, async ({ page }) => {
        await serveScenes(page);
        await page.goto(viewerPath(kind, `scene.${format}`));
        expect(await settled(page)).toBe('ready');
        expect(await page.evaluate(() => document.body.dataset.renderer)).toBe(kind);
        expect(await page.evaluate(() => window.__atriumViewer?.splatCount)).toBe(SPLAT_COUNT);
        await expect(page.getByText('Loading 3D view...')).toBeHidden();
        expectSceneDrawn(await pixelStats(page));
        if (format === 'atrium') {
          // The bundle's default camera is used instead of the framed one.
          const camera = await page.evaluate(() => window.__atriumViewer?.getCamera());
          expect(camera?.position[0]).toBeCloseTo(BUNDLE_CAMERA.position[0], 4);
          expect(camera?.target[1]).toBeCloseTo(BUNDLE_CAMERA.target[1], 4);
        }
        if (format === 'v3.spz') {
          await page.getByRole('button', { name: 'About' }).click();
          await expect(page.getByRole('dialog', { name: 'About this viewer' })).toContainText('spz v3');
          await page.keyboard.press('Escape');
        }
        if (format === 'compressed.ply') {
          await page.getByRole('button', { name: 'About' }).click();
          await expect(page.getByRole('dialog', { name: 'About this viewer' })).toContainText(
            'compressed ply',
          );
          await page.keyboard.press('Escape');
        }
        await snapViewer(page, `${kind}-${format}`);
      });
    }

    test('names its renderer and the scene in the about panel', async ({ page }) => {
      await serveScenes(page);
      await page.goto(viewerPath(kind, 'scene.splat'));
      await settled(page);
      await page.getByRole('button', { name: 'About' }).click();
      const about = page.getByRole('dialog', { name: 'About this viewer' });
      await expect(about).toContainText(kind === 'webgpu' ? 'WebGPU' : 'WebGL 2');
      await expect(about).toContainText('15,000');
    });
  });
}
