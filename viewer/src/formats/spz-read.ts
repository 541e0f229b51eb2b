/**
 * Reads `.spz` files of every version (1–4) that Niantic's library has written, and rewrites the ones
 * a renderer cannot draw as version 2, which both renderers read (GaussianSplats3D reads only 1–2).
 * Used the same way as the compressed-ply decoder: the viewer converts once, the renderers never know.
 *
 * Versions (all little-endian, 16-byte header: magic "NGSP", version, count, SH degree, fractional bits,
 * flags, reserved — in v4 the reserved byte counts the streams and a u32 at 16 points at the table):
 * - v1: gzip; positions as 3 × float16; rotations as x, y, z bytes (w rebuilt, w ≥ 0).
 * - v2: gzip; positions as 3 × 24-bit fixed point with `fractionalBits`; rotations as v1.
 * - v3: gzip; positions as v2; rotations "smallest three" in a u32: top 2 bits name the largest
 *   component (0–3 = x, y, z, w), then three 10-bit sign-magnitude values (bit 9 sign, 9 bits of
 *   magnitude over [0, 1/√2]); the low 10 bits belong to the highest remaining index.
 *   Flag 0x80 appends level-of-detail data and 0x02 vendor extensions: both are skipped.
 * - v4: not gzipped; a table of contents at `tocOffset` of `streams` entries of 16 bytes (u64 compressed
 *   size, u64 raw size), then each attribute (positions, alphas, colours, scales, rotations, SH — empty
 *   ones left out) as its own zstd frame. The layouts inside are v3's.
 */
import { gunzipSync, gzipSync } from 'fflate';
import { REST_PER_DEGREE } from './gaussian-ply.ts';
import { writeSpzV2Start } from './spz.ts';

const MAGIC = 0x5053474e;
const HEADER_BYTES = 16;

/** The attributes of an `.spz`, with positions and rotations already decoded. */
export interface SpzContent {
  version: number;
  count: number;
  shDegree: number;
  fractionalBits: number;
  flags: number;
  /** x, y, z per splat, in the file's units. */
  positions: Float32Array;
  /** Per splat, as stored: alpha (sigmoid × 255), colour (DC × 0.15 + 0.5) × 255, scales (log + 10) × 16. */
  alphas: Uint8Array;
  colors: Uint8Array;
  scales: Uint8Array;
  /** Unit quaternion x, y, z, w per splat, with w ≥ 0. */
  rotations: Float32Array;
  /** SH rest coefficients as stored: per splat, coefficient-major, channel-minor. */
  sh: Uint8Array;
}

export class SpzError extends Error {
  override name = 'SpzError';
}

/** Decompresses one zstd frame to exactly `size` bytes (the browser passes three's WASM decoder). */
export type ZstdDecode = (frame: Uint8Array, size: number) => Uint8Array;

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

function header(raw: Uint8Array) {
  if (raw.length < HEADER_BYTES) throw new SpzError('The .spz file is too short');
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new SpzError('The .spz file has no NGSP header');
  const version = view.getUint32(4, true);
  if (version < 1 || version > 4) throw new SpzError(`SPZ version ${version} is not supported`);
  const shDegree = raw[12] as number;
  if (shDegree > 3) throw new SpzError(`SPZ with SH degree ${shDegree} is not supported`);
  return {
    view,
    version,
    count: view.getUint32(8, true),
    shDegree,
    fractionalBits: raw[13] as number,
    flags: raw[14] as number,
  };
}

/** The version of an `.spz` (gzipped or raw), or null when the bytes are not one. */
export function spzVersion(bytes: Uint8Array): number | null {
  try {
    return header(isGzip(bytes) ? gunzipSync(bytes) : bytes).version;
  } catch {
    return null;
  }
}

function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const fraction = h & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

function smallestThree(packed: number, out: Float32Array, at: number) {
  const largest = packed >>> 30;
  let rest = packed;
  let sumSquares = 0;
  for (let k = 3; k >= 0; k--) {
    if (k === largest) continue;
    const bits = rest & 0x3ff;
    rest >>>= 10;
    const value = Math.SQRT1_2 * ((bits & 0x1ff) / 511) * (bits & 0x200 ? -1 : 1);
    out[at + k] = value;
    sumSquares += value * value;
  }
  out[at + largest] = Math.sqrt(Math.max(0, 1 - sumSquares));
}

function decodeAttributes(h: ReturnType<typeof header>, streams: Uint8Array[], version: number): SpzContent {
  const [positions, alphas, colors, scales, rotations, sh] = streams as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
  const n = h.count;
  const out: SpzContent = {
    version,
    count: n,
    shDegree: h.shDegree,
    fractionalBits: h.fractionalBits,
    flags: h.flags,
    positions: new Float32Array(n * 3),
    alphas,
    colors,
    scales,
    rotations: new Float32Array(n * 4),
    sh,
  };
  if (version === 1) {
    for (let i = 0; i < n * 3; i++) {
      out.positions[i] = halfToFloat((positions[i * 2] as number) | ((positions[i * 2 + 1] as number) << 8));
    }
  } else {
    const step = 1 / (1 << h.fractionalBits);
    for (let i = 0; i < n * 3; i++) {
      const o = i * 3;
      const fixed =
        (((positions[o] as number) << 8) |
          ((positions[o + 1] as number) << 16) |
          ((positions[o + 2] as number) << 24)) >>
        8;
      out.positions[i] = fixed * step;
    }
  }
  for (let i = 0; i < n; i++) {
    const q = out.rotations;
    if (version >= 3) {
      const o = i * 4;
      const packed =
        ((rotations[o] as number) |
          ((rotations[o + 1] as number) << 8) |
          ((rotations[o + 2] as number) << 16) |
          ((rotations[o + 3] as number) << 24)) >>>
        0;
      smallestThree(packed, q, i * 4);
    } else {
      const x = (rotations[i * 3] as number) / 127.5 - 1;
      const y = (rotations[i * 3 + 1] as number) / 127.5 - 1;
      const z = (rotations[i * 3 + 2] as number) / 127.5 - 1;
      q.set([x, y, z, Math.sqrt(Math.max(0, 1 - (x * x + y * y + z * z)))], i * 4);
    }
    if ((q[i * 4 + 3] as number) < 0) for (let k = 0; k < 4; k++) q[i * 4 + k] = -(q[i * 4 + k] as number);
  }
  return out;
}

function sizes(h: ReturnType<typeof header>, version: number): number[] {
  const n = h.count;
  return [
    n * 3 * (version === 1 ? 2 : 3),
    n,
    n * 3,
    n * 3,
    n * (version >= 3 ? 4 : 3),
    n * 3 * (REST_PER_DEGREE[h.shDegree] as number),
  ];
}

/** Reads an `.spz` of version 1–4. Version 4 needs a zstd decoder. */
export function readSpz(bytes: Uint8Array, zstd?: ZstdDecode): SpzContent {
  if (isGzip(bytes)) {
    let raw: Uint8Array;
    try {
      raw = gunzipSync(bytes);
    } catch {
      throw new SpzError('The .spz file cannot be decompressed');
    }
    const h = header(raw);
    if (h.version === 4) throw new SpzError('A gzipped .spz cannot be version 4');
    const lengths = sizes(h, h.version);
    const streams: Uint8Array[] = [];
    let o = HEADER_BYTES;
    for (const length of lengths) {
      if (o + length > raw.length) throw new SpzError('The .spz file is truncated');
      streams.push(raw.subarray(o, o + length));
      o += length;
    }
    return decodeAttributes(h, streams, h.version);
  }
  const h = header(bytes);
  if (h.version !== 4) throw new SpzError(`An SPZ of version ${h.version} must be gzipped`);
  if (!zstd) throw new SpzError('SPZ version 4 needs a zstd decoder');
  const streamCount = bytes[15] as number;
  const tocOffset = h.view.getUint32(16, true);
  if (tocOffset + streamCount * 16 > bytes.length) throw new SpzError('The .spz file is truncated');
  let o = tocOffset + streamCount * 16;
  const frames: Uint8Array[] = [];
  for (let s = 0; s < streamCount; s++) {
    const compressed = Number(h.view.getBigUint64(tocOffset + s * 16, true));
    if (o + compressed > bytes.length) throw new SpzError('The .spz file is truncated');
    frames.push(bytes.subarray(o, o + compressed));
    o += compressed;
  }
  const streams: Uint8Array[] = [];
  let next = 0;
  for (const length of sizes(h, 4)) {
    if (length === 0) {
      streams.push(new Uint8Array(0));
      continue;
    }
    const frame = frames[next++];
    if (!frame) throw new SpzError('The .spz file has too few streams');
    const stream = zstd(frame, length);
    if (stream.length !== length) throw new SpzError('An .spz stream has the wrong size');
    streams.push(stream);
  }
  return decodeAttributes(h, streams, 4);
}

/** Writes what was read as a version-2 `.spz` (gzip): exact for v2–v4, positions re-fixed for v1. */
export function writeSpzV2(content: SpzContent): Uint8Array {
  const n = content.count;
  const fractionalBits = content.version === 1 ? 12 : content.fractionalBits;
  const shBytes = n * 3 * (REST_PER_DEGREE[content.shDegree] as number);
  const out = new Uint8Array(HEADER_BYTES + n * 9 + n + n * 3 + n * 3 + n * 3 + shBytes);
  // Antialiasing is the only flag v2 knows.
  const header = { count: n, shDegree: content.shDegree, fractionalBits, flags: content.flags & 0x01 };
  let o = writeSpzV2Start(out, header, content.positions);
  out.set(content.alphas.subarray(0, n), o);
  o += n;
  out.set(content.colors.subarray(0, n * 3), o);
  o += n * 3;
  out.set(content.scales.subarray(0, n * 3), o);
  o += n * 3;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 3; k++) {
      const v = Math.round((content.rotations[i * 4 + k] as number) * 127.5 + 127.5);
      out[o++] = Math.max(0, Math.min(255, v));
    }
  }
  out.set(content.sh.subarray(0, shBytes), o);
  return gzipSync(out, { level: 6 });
}

/** An `.spz` both renderers draw: version 2 as it is, every other version rewritten as version 2. */
export function spzForRenderers(bytes: Uint8Array, zstd?: ZstdDecode): Uint8Array {
  if (isGzip(bytes) && spzVersion(bytes) === 2) return bytes;
  return writeSpzV2(readSpz(bytes, zstd));
}
