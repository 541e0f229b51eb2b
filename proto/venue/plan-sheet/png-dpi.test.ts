/** The PNG export's resolution: a pHYs chunk after IHDR, with a correct CRC, replacing any other. */
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngDpi, pngWithDpi } from './png-dpi.ts';
import { greyPng } from './sheet.test-kit.ts';

/** Each chunk's type, data and whether its stored CRC matches one computed afresh. */
function chunksOf(png: Uint8Array) {
  const bytes = Buffer.from(png);
  const out: Array<{ type: string; data: Buffer; crcOk: boolean }> = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    const crcOk = bytes.readUInt32BE(at + 8 + length) === crc32(bytes.subarray(at + 4, at + 8 + length));
    out.push({ type, data, crcOk });
    at += 12 + length;
  }
  return out;
}

describe('pngWithDpi', () => {
  it('adds pHYs right after IHDR with the pixels per metre and a correct CRC', () => {
    const png = greyPng(4, 3);
    expect(pngDpi(png)).toBeNull();
    const out = pngWithDpi(png, 300);
    const chunks = chunksOf(out);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const phys = chunks[1]?.data ?? Buffer.alloc(0);
    expect(phys.length).toBe(9);
    expect(phys.readUInt32BE(0)).toBe(11811);
    expect(phys.readUInt32BE(4)).toBe(11811);
    expect(phys[8]).toBe(1);
    expect(pngDpi(out)).toBe(300);
    // The image itself is untouched.
    expect(chunks[2]?.data).toEqual(chunksOf(png)[1]?.data);
  });

  it('replaces a pHYs the PNG already has', () => {
    const twice = pngWithDpi(pngWithDpi(greyPng(2, 2), 72), 150);
    const chunks = chunksOf(twice);
    expect(chunks.filter((c) => c.type === 'pHYs')).toHaveLength(1);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect(pngDpi(twice)).toBe(150);
    expect(twice.length).toBe(pngWithDpi(greyPng(2, 2), 150).length);
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => pngWithDpi(new Uint8Array([1, 2, 3]), 300)).toThrow('Not a PNG');
  });
});
