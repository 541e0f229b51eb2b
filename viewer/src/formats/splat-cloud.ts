/**
 * A splat cloud in display terms (linear scales, display colours) and its two plain writers: `.splat`
 * (the antimatter15 layout) and the 3DGS training `.ply`. Used by the test scenes, the benchmarks and the
 * compressed-PLY decoder, which turns its input into `.splat` for the renderers.
 */
import { gaussianPlyProperties, SH_C0 } from './gaussian-ply.ts';

export interface SplatCloud {
  count: number;
  /** x, y, z per splat. */
  positions: Float32Array;
  /** Linear scale (not log) per axis. */
  scales: Float32Array;
  /** Display colour and opacity, 0–255. */
  colors: Uint8Array;
  /** Unit quaternion w, x, y, z. */
  rotations: Float32Array;
}

/** `.splat`: 32 bytes per splat — position 3×f32, scale 3×f32, RGBA 4×u8, rotation 4×u8 (w, x, y, z). */
export function writeSplat(cloud: SplatCloud): Uint8Array {
  const out = new Uint8Array(cloud.count * 32);
  const view = new DataView(out.buffer);
  for (let i = 0; i < cloud.count; i++) {
    const o = i * 32;
    for (let k = 0; k < 3; k++) {
      view.setFloat32(o + k * 4, cloud.positions[i * 3 + k] as number, true);
      view.setFloat32(o + 12 + k * 4, cloud.scales[i * 3 + k] as number, true);
    }
    for (let k = 0; k < 4; k++) {
      out[o + 24 + k] = cloud.colors[i * 4 + k] as number;
      const q = cloud.rotations[i * 4 + k] as number;
      out[o + 28 + k] = Math.max(0, Math.min(255, Math.round(q * 128 + 128)));
    }
  }
  return out;
}

const PLY_PROPERTIES = gaussianPlyProperties(0);

/** The 3DGS training output layout: binary little-endian floats, colour as SH DC, opacity as a logit, log scales. */
export function writePly(cloud: SplatCloud): Uint8Array {
  const header = `ply\nformat binary_little_endian 1.0\nelement vertex ${cloud.count}\n${PLY_PROPERTIES.map(
    (p) => `property float ${p}\n`,
  ).join('')}end_header\n`;
  const headerBytes = new TextEncoder().encode(header);
  const stride = PLY_PROPERTIES.length * 4;
  const out = new Uint8Array(headerBytes.length + cloud.count * stride);
  out.set(headerBytes, 0);
  const view = new DataView(out.buffer, headerBytes.length);
  for (let i = 0; i < cloud.count; i++) {
    const values = new Float32Array(PLY_PROPERTIES.length);
    values.set(cloud.positions.subarray(i * 3, i * 3 + 3), 0);
    for (let k = 0; k < 3; k++) {
      values[6 + k] = ((cloud.colors[i * 4 + k] as number) / 255 - 0.5) / SH_C0;
      values[10 + k] = Math.log(cloud.scales[i * 3 + k] as number);
    }
    const alpha = Math.min(0.999, Math.max(0.001, (cloud.colors[i * 4 + 3] as number) / 255));
    values[9] = Math.log(alpha / (1 - alpha));
    values.set(cloud.rotations.subarray(i * 4, i * 4 + 4), 13);
    for (let k = 0; k < values.length; k++) view.setFloat32(i * stride + k * 4, values[k] as number, true);
  }
  return out;
}
