import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePng, encodePng } from './png.ts';

describe('PNG codec', () => {
  it('round-trips 8-bit RGB', () => {
    const w = 7;
    const h = 5;
    const data = new Float32Array(3 * w * h).map((_, i) => ((i * 37) % 256) / 255);
    const img = decodePng(encodePng({ width: w, height: h, data }));
    expect(img.width).toBe(w);
    expect(img.height).toBe(h);
    for (let i = 0; i < data.length; i++) expect(img.data[i]).toBeCloseTo(data[i] as number, 6);
  });
});

/** A PNG from raw scanlines (each already prefixed with its filter byte). */
function rawPng(
  width: number,
  height: number,
  depth: number,
  colorType: number,
  scanlines: number[][],
  palette?: number[],
): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    // The decoder does not check CRCs; a zero CRC keeps this helper short.
    return Buffer.concat([len, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = colorType;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    ...(palette ? [chunk('PLTE', Buffer.from(palette))] : []),
    chunk('IDAT', deflateSync(Buffer.from(scanlines.flat()))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('PNG decoder', () => {
  it('undoes the Sub, Up, Average and Paeth filters', () => {
    // 2×4 grey image, one filter per row (rows 0 and 1: Sub then Up give [10, 20] and [30, 50]).
    const png = rawPng(2, 4, 8, 0, [
      [1, 10, 10], // Sub: 10, 10+10
      [2, 20, 30], // Up: 10+20, 20+30
      [3, 35, 45], // Average
      [4, 5, 10], // Paeth
    ]);
    const img = decodePng(png);
    const g = Array.from(img.data.subarray(0, 8), (v) => Math.round(v * 255));
    // Row 2 (Average): a = left, b = up: x0 = 35 + ⌊(0 + 30)/2⌋ = 50, x1 = 45 + ⌊(50 + 50)/2⌋ = 95.
    // Row 3 (Paeth): x0 = 5 + paeth(0, 50, 0) = 55, x1 = 10 + paeth(55, 95, 50) = 10 + 95 = 105.
    expect(g).toEqual([10, 20, 30, 50, 50, 95, 55, 105]);
  });

  it('reads 16-bit RGB, grey + alpha and palette images', () => {
    const rgb16 = decodePng(rawPng(1, 1, 16, 2, [[0, 0xff, 0xff, 0x80, 0x00, 0x00, 0x00]]));
    expect(Array.from(rgb16.data)).toEqual([1, Math.fround(0x8000 / 65535), 0]);
    const ga = decodePng(rawPng(1, 1, 8, 4, [[0, 51, 255]]));
    expect(Array.from(ga.data)).toEqual([0.2, 0.2, 0.2].map(Math.fround));
    const pal = decodePng(rawPng(2, 1, 8, 3, [[0, 1, 0]], [255, 0, 0, 0, 0, 255]));
    expect(Array.from(pal.data)).toEqual([0, 1, 0, 0, 1, 0]);
  });
});
