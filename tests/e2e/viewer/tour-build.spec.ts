/**
 * The whole tour build in the browser: upload a generated walkthrough through Local Disk (its first
 * half as .mp4, its second as .mov, as a phone user with two clips would), select both, pay in local
 * test mode, watch the step list, and see the finished scene in the 3D tab. The videos are a rendered
 * textured scene (real parallax, so COLMAP can place the cameras), encoded with ffmpeg; the build runs
 * the real state machine, worker, COLMAP and CPU trainer.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { encodePng } from '../../../build-worker/trainer/png.ts';
import { renderSynthetic, ringCameras } from '../../../build-worker/trainer/synthetic.ts';
import { confirmedUser, logIn, snap, toast } from '../helpers.ts';

/** Two clips of one walk around the scene: frames 0–14 as walkthrough.mp4, 15–29 as walkthrough-2.mov. */
function walkthroughVideos(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-video-'));
  const frames = join(dir, 'frames');
  mkdirSync(frames);
  ringCameras(30, 320, 240).forEach((camera, i) => {
    writeFileSync(
      join(frames, `f${String(i).padStart(3, '0')}.png`),
      encodePng({ width: 320, height: 240, data: renderSynthetic(camera, 'detailed') }),
    );
  });
  const clip = (name: string, first: number) => {
    const video = join(dir, name);
    // ffmpeg picks the container from the name: MP4, or QuickTime for .mov.
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-framerate', '10', '-start_number', String(first)],
      ...['-i', join(frames, 'f%03d.png'), '-frames:v', '15'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-crf', '12', video],
    ]);
    return video;
  };
  return [clip('walkthrough.mp4', 0), clip('walkthrough-2.mov', 15)];
}

test('build a 3D tour from an uploaded video, paid in test mode, and see it in the 3D tab', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const videos = walkthroughVideos();
  await logIn(page, await confirmedUser(request, 'tour'));
  await page.goto('/new');
  await page.getByLabel('Street').fill('12 Gallery Row');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'OR', exact: true }).click();
  await page.getByLabel('Zip Code').fill('97201');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Click to Build 3D Tour !')).toBeVisible();

  await page.getByText('Click to Build 3D Tour !').click();
  await page.getByRole('button', { name: 'Choose videos' }).click();
  await expect(page).toHaveURL(/\/build3d\/step1\/local-disk$/);
  const dialog = page.getByRole('dialog', { name: 'Select videos' });
  await dialog.locator('input[type=file]').setInputFiles(videos);
  await dialog.getByRole('button', { name: 'Upload videos' }).click();
  await dialog.getByRole('list', { name: 'Videos' }).getByText('walkthrough.mp4').click();
  await dialog.getByRole('list', { name: 'Videos' }).getByText('walkthrough-2.mov').click();
  await snap(page, 'build-step1');
  await dialog.getByRole('button', { name: 'Select (2 files)' }).click();
  await page.getByRole('button', { name: 'Continue to purchase' }).click();

  await page.getByRole('button', { name: 'Purchase' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(toast(page, 'Build task submitted')).toBeVisible();

  await expect(page.getByRole('list', { name: 'Build steps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Build 3D Tour' })).toBeDisabled();
  await snap(page, 'build-progress');

  // A second purchase while this build runs is refused before any payment is taken.
  const tab = page.url().replace(/\?.*$/, '');
  await page.goto('/purchase');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(toast(page, 'You are creating a new task too often')).toBeVisible();
  await expect(page).toHaveURL(/\/purchase$/);
  await page.goto(tab);
  // The tab polls every 10 s; the build (frames, COLMAP, a 75-iteration preview, then 300 training
  // iterations) takes minutes here. The preview is shown, badged, while the final scene trains.
  await expect(page.getByText('Preview — refining…')).toBeVisible({ timeout: 480_000 });
  await expect(page.frameLocator('iframe[title="3D tour"]').locator('body')).toBeVisible();
  await snap(page, 'build-preview');
  await expect(page.getByTestId('tour-quality')).toHaveText('Final', { timeout: 480_000 });
  await expect(page.getByRole('button', { name: 'Build Info' })).toBeVisible();
  const viewer = page.frameLocator('iframe[title="3D tour"]');
  await expect(viewer.locator('body')).toBeVisible();
  await page.waitForTimeout(8000);
  await snap(page, 'build-completed');
  await page.getByRole('button', { name: 'Build Info' }).click();
  await expect(page.getByText('walkthrough.mp4')).toBeVisible();
  await expect(page.getByText('walkthrough-2.mov')).toBeVisible();
});
