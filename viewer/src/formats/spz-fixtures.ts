/**
 * Test fixtures only: writes `.spz` versions 1, 3 and 4 from decoded content, following Niantic's format
 * description, so the reader and both viewer pages can be tried on the versions Niantic's library writes.
 * No SPZ writer is installed here (three only reads), so three's SPZLoader checks these files in the tests.
 * v4's zstd frames use raw (stored) blocks: valid zstd that any decoder reads, without a compressor.
 */
import { gzipSync } from 'fflate';
import { REST_PER_DEGREE } from './gaussian-ply.ts';
import { writeSpzHeader } from './spz.ts';
import type { SpzContent } from './spz-read.ts';

function floatToHalf(value: number): number {
  const f32 = new Float32Array([value]);
  const bits = new Uint32Array(f32.buffer)[0] as number;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  const mantissa = bits & 0x7fffff;
  if (exponent <= 0) return sign | Math.round((mantissa | 0x800000) / 2 ** (14 - exponent));
  if (exponent >= 31) return sign | 0x7c00;
  return sign | (exponent << 10) | Math.round(mantissa / 8192);
}

/** Smallest three: the largest |component| is dropped (made positive), the rest as 10-bit sign-magnitude. */
function packSmallestThree(q: number[]): number {
  let largest = 0;
  for (let k = 1; k < 4; k++) if (Math.abs(q[k] as number) > Math.abs(q[largest] as number)) largest = k;
  const sign = (q[largest] as number) < 0 ? -1 : 1;
  let packed = largest;
  for (let k = 0; k < 4; k++) {
    if (k === largest) continue;
    const v = (q[k] as number) * sign;
    const magnitude = Math.min(511, Math.round((Math.abs(v) / Math.SQRT1_2) * 511));
    packed = (packed << 10) | (v < 0 ? 0x200 : 0) | magnitude;
  }
  return packed >>> 0;
}

function attributeStreams(c: SpzContent, version: number): Uint8Array[] {
  const n = c.count;
  const positions = new Uint8Array(n * 3 * (version === 1 ? 2 : 3));
  for (let i = 0; i < n * 3; i++) {
    const p = c.positions[i] as number;
    if (version === 1) {
      const h = floatToHalf(p);
      positions[i * 2] = h & 0xff;
      positions[i * 2 + 1] = h >> 8;
    } else {
      const fixed = Math.round(p * (1 << c.fractionalBits));
      positions[i * 3] = fixed & 0xff;
      positions[i * 3 + 1] = (fixed >> 8) & 0xff;
      positions[i * 3 + 2] = (fixed >> 16) & 0xff;
    }
  }
  const rotations = new Uint8Array(n * (version >= 3 ? 4 : 3));
  const view = new DataView(rotations.buffer);
  for (let i = 0; i < n; i++) {
    const q = Array.from(c.rotations.subarray(i * 4, i * 4 + 4));
    if (version >= 3) view.setUint32(i * 4, packSmallestThree(q), true);
    else
      for (let k = 0; k < 3; k++)
        rotations[i * 3 + k] = Math.max(0, Math.min(255, Math.round((q[k] as number) * 127.5 + 127.5)));
  }
  const shBytes = n * 3 * (REST_PER_DEGREE[c.shDegree] as number);
  return [positions, c.alphas, c.colors, c.scales, rotations, c.sh.subarray(0, shBytes)];
}

function header(c: SpzContent, version: number, size: number): Uint8Array {
  const out = new Uint8Array(size);
  writeSpzHeader(out, { ...c, version });
  return out;
}

/** Version 1, 2 or 3: header and attributes, gzipped. */
export function writeSpzFixture(c: SpzContent, version: 1 | 2 | 3): Uint8Array {
  const streams = attributeStreams(c, version);
  const out = header(c, version, 16 + streams.reduce((sum, s) => sum + s.length, 0));
  let o = 16;
  for (const s of streams) {
    out.set(s, o);
    o += s.length;
  }
  return gzipSync(out);
}

/** A zstd frame (RFC 8878) holding `data` in raw blocks of at most 128 KiB, content size declared. */
function zstdStoredFrame(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 131072));
  const out = new Uint8Array(4 + 1 + 4 + blocks * 3 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0xfd2fb528, true);
  out[4] = 0xa0; // 4-byte frame content size, single segment, no checksum
  view.setUint32(5, data.length, true);
  let o = 9;
  for (let b = 0; b < blocks; b++) {
    const chunk = data.subarray(b * 131072, Math.min(data.length, (b + 1) * 131072));
    const blockHeader = (chunk.length << 3) | (b === blocks - 1 ? 1 : 0); // type 0: raw
    out[o] = blockHeader & 0xff;
    out[o + 1] = (blockHeader >> 8) & 0xff;
    out[o + 2] = (blockHeader >> 16) & 0xff;
    out.set(chunk, o + 3);
    o += 3 + chunk.length;
  }
  return out;
}

/** Version 4: header (stream count at 15, table offset at 16), table of contents, one zstd frame per stream. */
export function writeSpzV4Fixture(c: SpzContent): Uint8Array {
  const frames = attributeStreams(c, 4)
    .filter((s) => s.length > 0)
    .map((s) => ({ raw: s.length, frame: zstdStoredFrame(s) }));
  const tocOffset = 32;
  const size = tocOffset + frames.length * 16 + frames.reduce((sum, f) => sum + f.frame.length, 0);
  const out = header(c, 4, size);
  const view = new DataView(out.buffer);
  out[15] = frames.length;
  view.setUint32(16, tocOffset, true);
  let o = tocOffset + frames.length * 16;
  frames.forEach((f, i) => {
    view.setBigUint64(tocOffset + i * 16, BigInt(f.frame.length), true);
    view.setBigUint64(tocOffset + i * 16 + 8, BigInt(f.raw), true);
    out.set(f.frame, o);
    o += f.frame.length;
  });
  return out;
}
