/**
 * The standard 3DGS point_cloud.ply: binary little-endian, one vertex per Gaussian with
 * x y z, nx ny nz (zero), f_dc_0..2, f_rest_0..44 (channel-major: 15 red coefficients, then green,
 * then blue), opacity (logit), scale_0..2 (log), rot_0..3 (w x y z, normalised) — 62 floats.
 */
import { gaussianPlyProperties } from '#formats/gaussian-ply.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, P_SH, STRIDE } from './layout.ts';

export const PLY_PROPERTIES: string[] = gaussianPlyProperties(45);

function plyHeader(count: number): string {
  return `ply\nformat binary_little_endian 1.0\nelement vertex ${count}\n${PLY_PROPERTIES.map((p) => `property float ${p}\n`).join('')}end_header\n`;
}

/** Encodes `count` Gaussians from parameters in the trainer's layout. */
export function encodePly(params: ArrayLike<number>, count: number): Buffer {
  const header = Buffer.from(plyHeader(count), 'latin1');
  const np = PLY_PROPERTIES.length;
  const body = new Float32Array(count * np);
  for (let g = 0; g < count; g++) {
    const o = g * STRIDE;
    const b = g * np;
    for (let k = 0; k < 3; k++) body[b + k] = params[o + P_MEAN + k] as number;
    for (let c = 0; c < 3; c++) body[b + 6 + c] = params[o + P_SH + c] as number;
    for (let c = 0; c < 3; c++) {
      for (let k = 1; k < 16; k++) body[b + 9 + c * 15 + (k - 1)] = params[o + P_SH + 3 * k + c] as number;
    }
    body[b + 54] = params[o + P_OPACITY] as number;
    for (let k = 0; k < 3; k++) body[b + 55 + k] = params[o + P_SCALE + k] as number;
    const q = [0, 1, 2, 3].map((k) => params[o + P_ROT + k] as number);
    const n = Math.hypot(...q) || 1;
    for (let k = 0; k < 4; k++) body[b + 58 + k] = (q[k] as number) / n;
  }
  return Buffer.concat([header, Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
}

export interface PlyData {
  count: number;
  properties: string[];
  /** count × properties.length values. */
  values: Float32Array;
}

/** Reads a binary little-endian PLY whose vertex properties are all float (as 3DGS writes them). */
export function decodePly(buf: Buffer): PlyData {
  const end = buf.indexOf('end_header\n');
  if (end < 0 || buf.toString('latin1', 0, 4) !== 'ply\n') throw new Error('Not a PLY file');
  const lines = buf.toString('latin1', 0, end).split('\n');
  if (!lines.includes('format binary_little_endian 1.0'))
    throw new Error('Only binary little-endian PLY is supported');
  let count = 0;
  const properties: string[] = [];
  for (const l of lines) {
    const t = l.trim().split(/\s+/);
    if (t[0] === 'element' && t[1] === 'vertex') count = Number(t[2]);
    else if (t[0] === 'property') {
      if (t[1] !== 'float') throw new Error(`PLY property ${t[2]} is ${t[1]}, expected float`);
      properties.push(t[2] as string);
    }
  }
  const start = end + 'end_header\n'.length;
  const bytes = count * properties.length * 4;
  if (buf.length - start < bytes) throw new Error('PLY body is truncated');
  const values = new Float32Array(count * properties.length);
  for (let i = 0; i < values.length; i++) values[i] = buf.readFloatLE(start + 4 * i);
  return { count, properties, values };
}

/** Back to the trainer's parameter layout (SH coefficient-major), e.g. to render a saved file. */
export function plyToParams(ply: PlyData): Float32Array {
  const idx = (name: string) => {
    const i = ply.properties.indexOf(name);
    if (i < 0) throw new Error(`PLY lacks property ${name}`);
    return i;
  };
  const np = ply.properties.length;
  const ix = [idx('x'), idx('y'), idx('z')];
  const dc = [idx('f_dc_0'), idx('f_dc_1'), idx('f_dc_2')];
  const rest = ply.properties.includes('f_rest_44')
    ? Array.from({ length: 45 }, (_, i) => idx(`f_rest_${i}`))
    : [];
  const op = idx('opacity');
  const sc = [idx('scale_0'), idx('scale_1'), idx('scale_2')];
  const rot = [idx('rot_0'), idx('rot_1'), idx('rot_2'), idx('rot_3')];
  const out = new Float32Array(ply.count * STRIDE);
  for (let g = 0; g < ply.count; g++) {
    const o = g * STRIDE;
    const b = g * np;
    const v = (i: number) => ply.values[b + i] as number;
    for (let k = 0; k < 3; k++) out[o + P_MEAN + k] = v(ix[k] as number);
    for (let c = 0; c < 3; c++) out[o + P_SH + c] = v(dc[c] as number);
    if (rest.length)
      for (let c = 0; c < 3; c++)
        for (let k = 1; k < 16; k++) out[o + P_SH + 3 * k + c] = v(rest[c * 15 + k - 1] as number);
    out[o + P_OPACITY] = v(op);
    for (let k = 0; k < 3; k++) out[o + P_SCALE + k] = v(sc[k] as number);
    for (let k = 0; k < 4; k++) out[o + P_ROT + k] = v(rot[k] as number);
  }
  return out;
}
