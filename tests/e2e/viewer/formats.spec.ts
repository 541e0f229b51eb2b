/**
 * Every delivered format opens on both pages and draws the scene (pixels checked, screenshots kept), and
 * so do files other tools wrote: PlayCanvas's `.sog`, splat-transform's `.ply`, compressed `.ply` and
 * `.spz`, and the `.ply` layouts of other writers.
 */
import { expect, type Page, test } from '@playwright/test';
import { PLY_VARIANTS } from '#formats/ply-fixtures.ts';
import { BUNDLE_CAMERA, FOREIGN_SPLAT_COUNT, PLY_VARIANT_NAMES, SCENE_FORMATS } from './make-scenes.ts';
import {
  expectSceneDrawn,
  openScene,
  type PageKind,
  pixelStats,
  SPLAT_COUNT,
  serveScenes,
  snapViewer,
} from './viewer-helpers.ts';

for (const kind of ['webgpu', 'webgl'] as PageKind[]) {
  test.describe(`${kind} page`, () => {
    for (const format of SCENE_FORMATS) {
      test(`opens a .${format} scene and draws it`, async ({ page }) => {
        await serveScenes(page);
        expect(await openScene(page, kind, `scene.${format}`)).toBe('ready');
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

    /** Opens one scene file and checks it is ready, whole and drawn; returns the framed camera. */
    async function open(page: Page, name: string, splats: number) {
      expect(await openScene(page, kind, name), name).toBe('ready');
      expect(await page.evaluate(() => window.__atriumViewer?.splatCount), name).toBe(splats);
      expectSceneDrawn(await pixelStats(page));
      return page.evaluate(() => window.__atriumViewer?.getCamera());
    }

    test('opens PlayCanvas .sog, bundled or as a zipped folder, as splat-transform reads it back', async ({
      page,
    }) => {
      await serveScenes(page);
      const sog = await open(page, 'scene.sog', FOREIGN_SPLAT_COUNT);
      await snapViewer(page, `${kind}-sog`);
      await page.getByRole('button', { name: 'About' }).click();
      await expect(page.getByRole('dialog', { name: 'About this viewer' })).toContainText('sog');
      await page.keyboard.press('Escape');
      const folder = await open(page, 'sog-folder.zip', FOREIGN_SPLAT_COUNT);
      // The tool's own decode of the same file, as a plain .ply: framed the same, so the splats are
      // where the tool puts them (the framing comes from the splat centres).
      const readback = await open(page, 'scene.sog.readback.ply', FOREIGN_SPLAT_COUNT);
      for (const camera of [sog, folder]) {
        for (let k = 0; k < 3; k++) {
          expect(camera?.position[k]).toBeCloseTo(readback?.position[k] as number, 2);
          expect(camera?.target[k]).toBeCloseTo(readback?.target[k] as number, 2);
        }
      }
    });

    test('opens .ply layouts of other writers and the files splat-transform wrote', async ({ page }) => {
      test.setTimeout(120_000);
      await serveScenes(page);
      // The layouts that reach the renderers as they are, and one of those rewritten first (all rewritten
      // ones come out in the same layout, which ply-variants.test.ts checks).
      for (const name of PLY_VARIANT_NAMES.filter((n) => !PLY_VARIANTS[n]?.rewritten || n === 'big-endian'))
        await open(page, `variant-${name}.ply`, SPLAT_COUNT);
      for (const name of [
        'splat-transform.ply',
        'splat-transform.compressed.ply',
        'splat-transform.v3.spz',
        'splat-transform.v4.spz',
      ]) {
        await open(page, name, FOREIGN_SPLAT_COUNT);
      }
      await snapViewer(page, `${kind}-splat-transform-v4-spz`);
    });

    test('names its renderer and the scene in the about panel', async ({ page }) => {
      await serveScenes(page);
      await openScene(page, kind, 'scene.splat');
      await page.getByRole('button', { name: 'About' }).click();
      const about = page.getByRole('dialog', { name: 'About this viewer' });
      await expect(about).toContainText(kind === 'webgpu' ? 'WebGPU' : 'WebGL 2');
      await expect(about).toContainText('15,000');
    });
  });
}
