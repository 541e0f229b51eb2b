/**
 * Loading training images: PNG (own decoder), JPEG (pdfjs-dist's decoder, `jpeg.ts`) and binary PPM
 * (P6); resizing by area averaging.
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { decodeJpeg } from './jpeg.ts';
import { decodePng, type RgbImage } from './png.ts';

function decodePpm(file: Uint8Array, name = 'image'): RgbImage {
  const text = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const tokens: string[] = [];
  let pos = 0;
  while (tokens.length < 4 && pos < text.length) {
    while (pos < text.length && /\s/.test(String.fromCharCode(text[pos] as number))) pos++;
    if (text[pos] === 35) {
      while (pos < text.length && text[pos] !== 10) pos++;
      continue;
    }
    const s = pos;
    while (pos < text.length && !/\s/.test(String.fromCharCode(text[pos] as number))) pos++;
    tokens.push(text.toString('latin1', s, pos));
  }
  pos++;
  const [magic, w, h, max] = tokens;
  const width = Number(w),
    height = Number(h),
    maxV = Number(max);
  if (magic !== 'P6' || !(width > 0) || !(height > 0) || !(maxV > 0 && maxV < 65536))
    throw new Error(`${name} is not a binary PPM (P6)`);
  const two = maxV > 255;
  if (text.length - pos < width * height * 3 * (two ? 2 : 1))
    throw new Error(`${name}: PPM data is truncated`);
  const plane = width * height;
  const data = new Float32Array(3 * plane);
  for (let p = 0; p < plane; p++) {
    for (let k = 0; k < 3; k++) {
      const i = p * 3 + k;
      const v = two
        ? ((text[pos + 2 * i] as number) << 8) | (text[pos + 2 * i + 1] as number)
        : (text[pos + i] as number);
      data[k * plane + p] = v / maxV;
    }
  }
  return { width, height, data };
}

export function loadImage(path: string): RgbImage {
  const ext = extname(path).toLowerCase();
  const file = readFileSync(path);
  if (ext === '.png') return decodePng(file, path);
  if (ext === '.ppm' || ext === '.pnm') return decodePpm(file, path);
  if (ext === '.jpg' || ext === '.jpeg') return decodeJpeg(file, path);
  throw new Error(`${path}: unsupported image format ${ext || '(none)'}`);
}

/** Area-averaging resize to (width, height) — exact box filter for integer factors. */
export function resizeImage(img: RgbImage, width: number, height: number): RgbImage {
  if (width === img.width && height === img.height) return img;
  const sx = img.width / width;
  const sy = img.height / height;
  const plane = width * height;
  const src = img.width * img.height;
  const data = new Float32Array(3 * plane);
  for (let y = 0; y < height; y++) {
    const y0 = y * sy,
      y1 = (y + 1) * sy;
    for (let x = 0; x < width; x++) {
      const x0 = x * sx,
        x1 = (x + 1) * sx;
      const acc = [0, 0, 0];
      let wsum = 0;
      for (let yy = Math.floor(y0); yy < Math.min(img.height, Math.ceil(y1)); yy++) {
        const wy = Math.min(y1, yy + 1) - Math.max(y0, yy);
        for (let xx = Math.floor(x0); xx < Math.min(img.width, Math.ceil(x1)); xx++) {
          const w = wy * (Math.min(x1, xx + 1) - Math.max(x0, xx));
          const p = yy * img.width + xx;
          for (let k = 0; k < 3; k++) acc[k] = (acc[k] as number) + w * (img.data[k * src + p] as number);
          wsum += w;
        }
      }
      for (let k = 0; k < 3; k++) data[k * plane + y * width + x] = (acc[k] as number) / wsum;
    }
  }
  return { width, height, data };
}
