/**
 * A splat cloud in display terms (linear scales, display colours) and its two plain writers: `.splat`
 * (the antimatter15 layout) and the 3DGS training `.ply`. Used by the test scenes, the benchmarks and the
 * compressed-PLY decoder, which turns its input into `.splat` for the renderers.
 */
import { type Gaussians, SH_C0, writeGaussianPly } from './gaussian-ply.ts';

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

/** The cloud as raw Gaussian parameters: colour as SH DC, opacity as a logit, log scales, no SH bands. */
function cloudToGaussians(cloud: SplatCloud): Gaussians {
  const { count } = cloud;
  const dc = new Float32Array(count * 3);
  const logScales = new Float32Array(count * 3);
  const opacities = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < 3; k++) {
      dc[i * 3 + k] = ((cloud.colors[i * 4 + k] as number) / 255 - 0.5) / SH_C0;
      logScales[i * 3 + k] = Math.log(cloud.scales[i * 3 + k] as number);
    }
    const alpha = Math.min(0.999, Math.max(0.001, (cloud.colors[i * 4 + 3] as number) / 255));
    opacities[i] = Math.log(alpha / (1 - alpha));
  }
  return {
    count,
    positions: cloud.positions,
    dc,
    shDegree: 0,
    shRest: new Float32Array(0),
    opacities,
    logScales,
    rotations: cloud.rotations,
  };
}

/** The 3DGS training output layout (zero normals included), written by the one PLY writer. */
export function writePly(cloud: SplatCloud): Uint8Array {
  return writeGaussianPly(cloudToGaussians(cloud), { normals: true });
}
