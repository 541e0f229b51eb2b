/**
 * Writes `.spz` (Niantic's compressed Gaussian-splat format), the compact file the build delivers to the
 * viewers: about 19 bytes per Gaussian plus SH, gzipped. Version 2, because it is the newest version both
 * renderers read (three's SPZLoader reads 1–4, GaussianSplats3D only 1–2).
 *
 * Layout after gunzip: a 16-byte header (magic "NGSP", version, count, SH degree, fractional bits, flags,
 * reserved), then positions (24-bit fixed point × 3), alphas (sigmoid × 255), colours (DC × 0.15 + 0.5,
 * × 255), scales ((log + 10) × 16), rotations (x, y, z of the quaternion with w ≥ 0, × 127.5 + 127.5) and
 * the SH coefficients (coefficient-major, channel-minor; 5 bits kept for degree 1, 4 for the rest; bands
 * that quantise to zero everywhere are left out).
 *
 * Coordinates are written as they are in the `.ply` (the capture's own axes, y down): both viewers read
 * `.spz` without converting axes, so the compact file and the `.ply` show the same scene the same way up.
 */
import { gzipSync } from 'fflate';
import { clampByte, type Gaussians, REST_PER_DEGREE, sigmoid } from './gaussian-ply.ts';

const MAGIC = 0x5053474e;
const SPZ_VERSION = 2;
/** 12 fractional bits: 0.24 mm steps, ±2 km range. */
const FRACTIONAL_BITS = 12;
const COLOR_SCALE = 0.15;

function quantizeSh(value: number, bits: number): number {
  const bucket = 1 << (8 - bits);
  const q = Math.round(value * 128) + 128;
  return Math.max(0, Math.min(255, Math.floor((q + bucket / 2) / bucket) * bucket));
}

/** The highest SH band with a coefficient that survives quantisation (a trainer may write zero bands). */
function usefulShDegree(g: Gaussians): number {
  const stored = REST_PER_DEGREE[g.shDegree] ?? 0;
  for (let degree = g.shDegree; degree > 0; degree--) {
    const from = REST_PER_DEGREE[degree - 1] as number;
    const to = REST_PER_DEGREE[degree] as number;
    for (let i = 0; i < g.count; i++) {
      for (let c = 0; c < 3; c++) {
        for (let k = from; k < to; k++) {
          if (quantizeSh(g.shRest[(i * 3 + c) * stored + k] as number, k < 3 ? 5 : 4) !== 128) return degree;
        }
      }
    }
  }
  return 0;
}

export interface SpzHeader {
  version: number;
  count: number;
  shDegree: number;
  fractionalBits: number;
  flags: number;
}

/** The 16-byte header of an `.spz` (before gzip): magic "NGSP", version, count, SH degree, fractional bits, flags. */
export function writeSpzHeader(out: Uint8Array, header: SpzHeader) {
  const view = new DataView(out.buffer, out.byteOffset);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, header.version, true);
  view.setUint32(8, header.count, true);
  out[12] = header.shDegree;
  out[13] = header.fractionalBits;
  out[14] = header.flags;
}

/**
 * The start of a version-2 `.spz` (before gzip): the header, then the positions as 24-bit fixed point.
 * Returns the offset where the alphas go. Shared by this writer and spz-read.ts's rewrite of other versions.
 */
export function writeSpzV2Start(
  out: Uint8Array,
  header: Omit<SpzHeader, 'version'>,
  positions: ArrayLike<number>,
): number {
  writeSpzHeader(out, { ...header, version: SPZ_VERSION });
  let o = 16;
  const fixedMax = 0x7fffff;
  const unit = 1 << header.fractionalBits;
  for (let i = 0; i < header.count * 3; i++, o += 3) {
    const fixed = Math.max(-fixedMax, Math.min(fixedMax, Math.round((positions[i] as number) * unit)));
    out[o] = fixed & 0xff;
    out[o + 1] = (fixed >> 8) & 0xff;
    out[o + 2] = (fixed >> 16) & 0xff;
  }
  return o;
}

export function writeSpz(g: Gaussians): Uint8Array {
  const n = g.count;
  const stored = REST_PER_DEGREE[g.shDegree] ?? 0;
  const shDegree = usefulShDegree(g);
  const restPerChannel = REST_PER_DEGREE[shDegree] ?? 0;
  const size = 16 + n * 9 + n + n * 3 + n * 3 + n * 3 + n * restPerChannel * 3;
  const out = new Uint8Array(size);
  // Not antialiased.
  let o = writeSpzV2Start(
    out,
    { count: n, shDegree, fractionalBits: FRACTIONAL_BITS, flags: 0 },
    g.positions,
  );
  for (let i = 0; i < n; i++) out[o++] = clampByte(sigmoid(g.opacities[i] as number) * 255);
  for (let i = 0; i < n * 3; i++) out[o++] = clampByte(((g.dc[i] as number) * COLOR_SCALE + 0.5) * 255);
  for (let i = 0; i < n * 3; i++) out[o++] = clampByte(((g.logScales[i] as number) + 10) * 16);
  for (let i = 0; i < n; i++) {
    const [w, x, y, z] = [0, 1, 2, 3].map((k) => g.rotations[i * 4 + k] as number) as [
      number,
      number,
      number,
      number,
    ];
    // w ≥ 0 so the reader can rebuild it from x, y, z.
    const norm = (Math.hypot(w, x, y, z) || 1) * (w < 0 ? -1 : 1);
    out[o++] = clampByte((x / norm) * 127.5 + 127.5);
    out[o++] = clampByte((y / norm) * 127.5 + 127.5);
    out[o++] = clampByte((z / norm) * 127.5 + 127.5);
  }
  for (let i = 0; i < n; i++) {
    const base = i * stored * 3;
    for (let k = 0; k < restPerChannel; k++) {
      for (let c = 0; c < 3; c++) {
        out[o++] = quantizeSh(g.shRest[base + c * stored + k] as number, k < 3 ? 5 : 4);
      }
    }
  }
  return gzipSync(out, { level: 6 });
}
