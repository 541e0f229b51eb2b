/** Copies a freshly drawn canvas into a PNG (or JPEG) of the asked size, on a background colour if one is given. */
import type { ScreenshotOptions } from './splat-scene.ts';

const JPEG_QUALITY = 0.85;

export function canvasToPng(source: HTMLCanvasElement, options: ScreenshotOptions = {}): string {
  const width = options.width ?? source.width;
  const height = options.height ?? source.height;
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const context = out.getContext('2d');
  if (!context) throw new Error('2D canvas is not available');
  if (options.background) {
    context.fillStyle = options.background;
    context.fillRect(0, 0, width, height);
  }
  // Cover: crop the source to the target's aspect ratio, centred.
  const scale = Math.max(width / source.width, height / source.height);
  const sw = width / scale;
  const sh = height / scale;
  context.drawImage(source, (source.width - sw) / 2, (source.height - sh) / 2, sw, sh, 0, 0, width, height);
  return out.toDataURL(options.type ?? 'image/png', JPEG_QUALITY);
}
