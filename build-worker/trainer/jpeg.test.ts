/** JPEG training images decode to the colours they show (a real file written by ffmpeg, inlined). */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadImage } from './images.ts';
import { decodeJpeg } from './jpeg.ts';

// 16×16, left half red, right half blue (ffmpeg, quality 1, 4:4:4).
const RED_BLUE = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABOAAEBAAAAAAAAAAAAAAAAAAAABgEBAQEBAAAAAAAAAAAAAAAAAAgHBhABAAAAAAAAAAAAAAAAAAAAABEBAAAAAAAAAAAAAAAAAAAAAP/AABEIABAAEAMBEgACEgADEgD/2gAMAwEAAhEDEQA/AIscoN/EgKqE1j//2Q==',
  'base64',
);

describe('JPEG decoding', () => {
  it('decodes colours and size', () => {
    const img = decodeJpeg(RED_BLUE);
    expect([img.width, img.height]).toEqual([16, 16]);
    const plane = 16 * 16;
    const at = (x: number, y: number) => [0, 1, 2].map((c) => img.data[c * plane + y * 16 + x] as number);
    const left = at(2, 8);
    const right = at(13, 8);
    expect(left[0]).toBeGreaterThan(0.9);
    expect(left[2]).toBeLessThan(0.1);
    expect(right[2]).toBeGreaterThan(0.9);
    expect(right[0]).toBeLessThan(0.1);
  });

  it('is what loadImage returns for .jpg files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jpeg-'));
    writeFileSync(join(dir, 'frame.JPG'), RED_BLUE);
    expect(loadImage(join(dir, 'frame.JPG')).width).toBe(16);
  });

  it('names the file when it is not a JPEG', () => {
    expect(() => decodeJpeg(new Uint8Array([1, 2, 3, 4]), 'bad.jpg')).toThrow(
      /bad\.jpg: not a readable JPEG/,
    );
  });
});
