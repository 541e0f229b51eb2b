/**
 * JPEG training images (most COLMAP datasets ship JPEG) through pdfjs-dist's JPEG decoder, the
 * maintained one already installed for PDF plans: baseline and progressive, grey, YCbCr and CMYK.
 */
import { JpegImage } from 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs';
import type { RgbImage } from './png.ts';

export function decodeJpeg(file: Uint8Array, name = 'image'): RgbImage {
  const jpeg = new JpegImage();
  try {
    jpeg.parse(file);
  } catch (e) {
    throw new Error(`${name}: not a readable JPEG (${e instanceof Error ? e.message : String(e)})`);
  }
  const { width, height } = jpeg;
  if (!(width > 0) || !(height > 0)) throw new Error(`${name}: JPEG has no image size`);
  const rgb = jpeg.getData({ width, height, forceRGB: true });
  const plane = width * height;
  if (rgb.length < 3 * plane) throw new Error(`${name}: JPEG data is truncated`);
  const data = new Float32Array(3 * plane);
  for (let p = 0; p < plane; p++) {
    data[p] = (rgb[3 * p] as number) / 255;
    data[plane + p] = (rgb[3 * p + 1] as number) / 255;
    data[2 * plane + p] = (rgb[3 * p + 2] as number) / 255;
  }
  return { width, height, data };
}
