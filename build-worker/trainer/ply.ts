/**
 * The trainer's parameters as the standard 3DGS point_cloud.ply and back: binary little-endian, one
 * vertex per Gaussian with x y z, nx ny nz (zero), f_dc_0..2, f_rest_0..44 (channel-major: 15 red
 * coefficients, then green, then blue), opacity (logit), scale_0..2 (log), rot_0..3 (w x y z,
 * normalised) — 62 floats. The file itself is written and read by the one PLY writer and reader
 * (#formats/gaussian-ply.ts); this module only maps the trainer's layout onto its Gaussians.
 */
import {
  type Gaussians,
  gaussianPlyProperties,
  REST_PER_DEGREE,
  writeGaussianPly,
} from '#formats/gaussian-ply.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, P_SH, STRIDE } from './layout.ts';

export const PLY_PROPERTIES: string[] = gaussianPlyProperties(45);

/** Higher-order SH coefficients per channel the trainer keeps (degree 3). */
const REST = 15;

/** `count` Gaussians from parameters in the trainer's layout, quaternions normalised. */
function paramsToGaussians(params: ArrayLike<number>, count: number): Gaussians {
  const g: Gaussians = {
    count,
    positions: new Float32Array(count * 3),
    dc: new Float32Array(count * 3),
    shDegree: 3,
    shRest: new Float32Array(count * REST * 3),
    opacities: new Float32Array(count),
    logScales: new Float32Array(count * 3),
    rotations: new Float32Array(count * 4),
  };
  for (let i = 0; i < count; i++) {
    const o = i * STRIDE;
    for (let k = 0; k < 3; k++) {
      g.positions[i * 3 + k] = params[o + P_MEAN + k] as number;
      g.dc[i * 3 + k] = params[o + P_SH + k] as number;
      g.logScales[i * 3 + k] = params[o + P_SCALE + k] as number;
    }
    // The trainer keeps SH coefficient-major (P_SH + 3k + c); the file channel-major.
    for (let c = 0; c < 3; c++)
      for (let k = 1; k <= REST; k++)
        g.shRest[i * REST * 3 + c * REST + k - 1] = params[o + P_SH + 3 * k + c] as number;
    g.opacities[i] = params[o + P_OPACITY] as number;
    const q = [0, 1, 2, 3].map((k) => params[o + P_ROT + k] as number);
    const n = Math.hypot(...q) || 1;
    for (let k = 0; k < 4; k++) g.rotations[i * 4 + k] = (q[k] as number) / n;
  }
  return g;
}

/** Encodes `count` Gaussians from parameters in the trainer's layout. */
export function encodePly(params: ArrayLike<number>, count: number): Buffer {
  const bytes = writeGaussianPly(paramsToGaussians(params, count), { normals: true });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Back to the trainer's parameter layout (SH coefficient-major) from a read `.ply` (readGaussianPly),
 * e.g. to render a saved file. SH bands the file lacks stay zero.
 */
export function plyToParams(g: Gaussians): Float32Array {
  const rest = REST_PER_DEGREE[g.shDegree] ?? 0;
  const out = new Float32Array(g.count * STRIDE);
  for (let i = 0; i < g.count; i++) {
    const o = i * STRIDE;
    for (let k = 0; k < 3; k++) {
      out[o + P_MEAN + k] = g.positions[i * 3 + k] as number;
      out[o + P_SH + k] = g.dc[i * 3 + k] as number;
      out[o + P_SCALE + k] = g.logScales[i * 3 + k] as number;
    }
    for (let c = 0; c < 3; c++)
      for (let k = 1; k <= rest; k++)
        out[o + P_SH + 3 * k + c] = g.shRest[i * rest * 3 + c * rest + k - 1] as number;
    out[o + P_OPACITY] = g.opacities[i] as number;
    for (let k = 0; k < 4; k++) out[o + P_ROT + k] = g.rotations[i * 4 + k] as number;
  }
  return out;
}
