/**
 * A WebGPU device that is granted and then lost on the first present (what Chromium does here with
 * --enable-unsafe-webgpu but without the Vulkan presentation flags): the WebGPU page notices, rebuilds on
 * WebGL in place, and still draws the scene; the only word to the user is a note in the about panel.
 */
import { chromium, expect, test } from '@playwright/test';
import { baseURL, quietChromium } from '../playwright.config.ts';
import { expectSceneDrawn, openScene, pixelStats, serveScenes, snapViewer } from './viewer-helpers.ts';

test('the WebGPU page falls back to WebGL when its device is lost, and still draws', async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...quietChromium, '--enable-unsafe-swiftshader', '--enable-unsafe-webgpu'],
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 800, height: 600 } });
    const warnings: string[] = [];
    page.on('console', (m) => warnings.push(m.text()));
    await serveScenes(page);
    expect(await openScene(page, 'webgpu', 'scene.splat')).toBe('ready');
    expect(await page.evaluate(() => document.body.dataset.renderer)).toBe('webgl');
    expect(await page.evaluate(() => window.__atriumViewer?.fellBack)).toBe(true);
    expect(warnings.some((w) => /WebGPU device lost .*switching to WebGL/.test(w))).toBe(true);
    expectSceneDrawn(await pixelStats(page));
    await expect(page.getByRole('alert')).toBeHidden();
    await page.getByRole('button', { name: 'About' }).click();
    await expect(page.getByRole('dialog', { name: 'About this viewer' })).toContainText(
      'WebGPU stopped working on this device, so the viewer switched to WebGL.',
    );
    await snapViewer(page, 'webgpu-lost-device-fallback');
  } finally {
    await browser.close();
  }
});
