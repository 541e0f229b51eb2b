/**
 * Initial Gaussians from a sparse point cloud, as the paper does: colour → SH degree 0, isotropic scale
 * from the mean squared distance to the 3 nearest neighbours, identity rotation, opacity 0.1.
 */
import { logit } from './fastmath.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, P_SH, STRIDE } from './layout.ts';
import { SH_C0 } from './sh.ts';

export interface PointCloud {
  /** x, y, z per point. */
  xyz: Float64Array;
  /** r, g, b in 0..255 per point. */
  rgb: Uint8Array;
}

/** Mean squared distance from each point to its 3 nearest neighbours (uniform-grid search). */
function meanDist2ToThreeNearest(xyz: Float64Array): Float64Array {
  const n = xyz.length / 3;
  const out = new Float64Array(n);
  if (n < 2) return out.fill(1e-2);
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity,
    maxX = -Infinity,
    maxY = -Infinity,
    maxZ = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = xyz[3 * i] as number,
      y = xyz[3 * i + 1] as number,
      z = xyz[3 * i + 2] as number;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    minZ = Math.min(minZ, z);
    maxZ = Math.max(maxZ, z);
  }
  const ex = Math.max(maxX - minX, 1e-9),
    ey = Math.max(maxY - minY, 1e-9),
    ez = Math.max(maxZ - minZ, 1e-9);
  // About 2 points per cell for a volume-filling cloud; at most 128 cells an axis.
  let h = Math.cbrt((ex * ey * ez * 2) / n);
  h = Math.max(h, ex / 128, ey / 128, ez / 128);
  const nx = Math.min(128, Math.floor(ex / h) + 1),
    ny = Math.min(128, Math.floor(ey / h) + 1),
    nz = Math.min(128, Math.floor(ez / h) + 1);
  const cellOf = (i: number) => {
    const cx = Math.min(nx - 1, Math.floor(((xyz[3 * i] as number) - minX) / h));
    const cy = Math.min(ny - 1, Math.floor(((xyz[3 * i + 1] as number) - minY) / h));
    const cz = Math.min(nz - 1, Math.floor(((xyz[3 * i + 2] as number) - minZ) / h));
    return [cx, cy, cz] as const;
  };
  const start = new Int32Array(nx * ny * nz + 1);
  const cellIdx = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const [cx, cy, cz] = cellOf(i);
    const c = (cz * ny + cy) * nx + cx;
    cellIdx[i] = c;
    start[c + 1] = (start[c + 1] as number) + 1;
  }
  for (let c = 0; c < nx * ny * nz; c++) start[c + 1] = (start[c + 1] as number) + (start[c] as number);
  const fill = start.slice(0, nx * ny * nz);
  const items = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const c = cellIdx[i] as number;
    items[fill[c] as number] = i;
    fill[c] = (fill[c] as number) + 1;
  }
  const maxRing = Math.max(nx, ny, nz);
  for (let i = 0; i < n; i++) {
    const [cx, cy, cz] = cellOf(i);
    const px = xyz[3 * i] as number,
      py = xyz[3 * i + 1] as number,
      pz = xyz[3 * i + 2] as number;
    let d0 = Infinity,
      d1 = Infinity,
      d2 = Infinity;
    for (let r = 0; r <= maxRing; r++) {
      // Every point in a ring-r shell is at least (r - 1)·h away.
      if (d2 < Infinity && (r - 1) * h * ((r - 1) * h) > d2) break;
      for (let z = Math.max(0, cz - r); z <= Math.min(nz - 1, cz + r); z++) {
        for (let y = Math.max(0, cy - r); y <= Math.min(ny - 1, cy + r); y++) {
          for (let x = Math.max(0, cx - r); x <= Math.min(nx - 1, cx + r); x++) {
            if (Math.max(Math.abs(x - cx), Math.abs(y - cy), Math.abs(z - cz)) !== r) continue;
            const c = (z * ny + y) * nx + x;
            for (let k = start[c] as number; k < (start[c + 1] as number); k++) {
              const j = items[k] as number;
              if (j === i) continue;
              const dx = (xyz[3 * j] as number) - px,
                dy = (xyz[3 * j + 1] as number) - py,
                dz = (xyz[3 * j + 2] as number) - pz;
              const d = dx * dx + dy * dy + dz * dz;
              if (d < d2) {
                if (d < d1) {
                  d2 = d1;
                  if (d < d0) {
                    d1 = d0;
                    d0 = d;
                  } else d1 = d;
                } else d2 = d;
              }
            }
          }
        }
      }
    }
    const found = [d0, d1, d2].filter((d) => d < Infinity);
    out[i] = found.reduce((a, b) => a + b, 0) / Math.max(1, found.length);
  }
  return out;
}

/** Parameters (STRIDE layout, float64) for one Gaussian per point. */
export function initFromPoints(pc: PointCloud): Float64Array {
  const n = pc.xyz.length / 3;
  const d2 = meanDist2ToThreeNearest(pc.xyz);
  const params = new Float64Array(n * STRIDE);
  const op = logit(0.1);
  for (let i = 0; i < n; i++) {
    const o = i * STRIDE;
    params[o + P_MEAN] = pc.xyz[3 * i] as number;
    params[o + P_MEAN + 1] = pc.xyz[3 * i + 1] as number;
    params[o + P_MEAN + 2] = pc.xyz[3 * i + 2] as number;
    const s = Math.log(Math.sqrt(Math.max(d2[i] as number, 1e-7)));
    params[o + P_SCALE] = s;
    params[o + P_SCALE + 1] = s;
    params[o + P_SCALE + 2] = s;
    params[o + P_ROT] = 1;
    params[o + P_OPACITY] = op;
    for (let c = 0; c < 3; c++) params[o + P_SH + c] = ((pc.rgb[3 * i + c] as number) / 255 - 0.5) / SH_C0;
  }
  return params;
}
