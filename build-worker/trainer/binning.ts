/**
 * Tile binning: visible Gaussians are sorted once by depth (stable radix sort on the float bits, ties
 * kept in index order), then dropped into their 16×16 tiles in that order, so every tile's list comes
 * out depth-sorted without a per-tile sort. Instances (Gaussian × tile) are numbered Gaussian-major so
 * the backward pass can sum a Gaussian's per-tile gradients from one contiguous run. The lists hold
 * small indices (instance and Gaussian); the compositing forward gathers each Gaussian's projected
 * values as it reaches it and writes them as the instance's record for the backward pass.
 */
import type { Arena } from './arena.ts';
import { PRE, Q_DEPTH, Q_X0, Q_X1, Q_Y0, Q_Y1, REC, TILE } from './layout.ts';
import { VISIBLE } from './project.ts';

const TILE_SHIFT = Math.log2(TILE);
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

export interface Binning {
  visible: number;
  instances: number;
}

export function binGaussians(arena: Arena, n: number, tilesX: number, tilesY: number): Binning {
  arena.ensure('order', n);
  arena.ensure('depthKey', n);
  arena.ensure('sortTmpA', n);
  arena.ensure('sortTmpK', n);
  arena.ensure('instOffset', n + 1);
  arena.ensure('tileRect', 2 * n);
  const nTiles = tilesX * tilesY;
  arena.ensure('tileRange', nTiles + 1);
  let v = arena.views;
  const { flags, pre, order, depthKey, instOffset, tileRect, tileRange } = v;
  // In Gaussian order (reading the projection's records in sequence): instance numbers, sort keys,
  // each tile's count (it does not depend on the order) and the tile rectangle, kept small (two ints
  // a Gaussian, which stay in cache) for the depth-ordered pass below.
  tileRange.fill(0, 0, nTiles + 1);
  let count = 0;
  let instances = 0;
  for (let g = 0; g < n; g++) {
    instOffset[g] = instances;
    if (((flags[g] as number) & VISIBLE) === 0) continue;
    const q = g * PRE;
    const tx0 = ((pre[q + Q_X0] as number) | 0) >> TILE_SHIFT;
    const tx1 = ((pre[q + Q_X1] as number) | 0) >> TILE_SHIFT;
    const ty0 = ((pre[q + Q_Y0] as number) | 0) >> TILE_SHIFT;
    const ty1 = ((pre[q + Q_Y1] as number) | 0) >> TILE_SHIFT;
    instances += (tx1 - tx0 + 1) * (ty1 - ty0 + 1);
    tileRect[2 * g] = tx0 | (tx1 << 16);
    tileRect[2 * g + 1] = ty0 | (ty1 << 16);
    for (let ty = ty0; ty <= ty1; ty++) {
      for (let tx = tx0; tx <= tx1; tx++) {
        const t = ty * tilesX + tx + 1;
        tileRange[t] = (tileRange[t] as number) + 1;
      }
    }
    order[count] = g;
    f32[0] = pre[q + Q_DEPTH] as number; // positive, so its bits sort like the value
    depthKey[count] = u32[0] as number;
    count++;
  }
  instOffset[n] = instances;
  for (let t = 0; t < nTiles; t++) tileRange[t + 1] = (tileRange[t + 1] as number) + (tileRange[t] as number);
  radixSort(order, depthKey, v.sortTmpA, v.sortTmpK, count);

  // In depth order, fill each tile's list with the instance numbers and their Gaussians.
  arena.ensure('bucket', instances);
  arena.ensure('bucketGauss', instances);
  arena.ensure('instRec', instances * REC);
  v = arena.views;
  const { bucket, bucketGauss } = v;
  const cursor = new Int32Array(nTiles);
  cursor.set(tileRange.subarray(0, nTiles));
  for (let i = 0; i < count; i++) {
    const g = order[i] as number;
    const rx = tileRect[2 * g] as number;
    const ry = tileRect[2 * g + 1] as number;
    const tx0 = rx & 0xffff;
    const tx1 = rx >>> 16;
    const ty0 = ry & 0xffff;
    const ty1 = ry >>> 16;
    let inst = instOffset[g] as number;
    for (let ty = ty0; ty <= ty1; ty++) {
      for (let tx = tx0; tx <= tx1; tx++) {
        const t = ty * tilesX + tx;
        const k = cursor[t] as number;
        bucket[k] = inst;
        bucketGauss[k] = g;
        cursor[t] = k + 1;
        inst++;
      }
    }
  }
  return { visible: count, instances };
}

/** Stable LSD radix sort of `vals` by unsigned 32-bit `keys`, 4 passes of 8 bits. */
function radixSort(
  vals: Int32Array,
  keys: Uint32Array,
  tmpV: Int32Array,
  tmpK: Uint32Array,
  n: number,
): void {
  const counts = new Int32Array(256);
  let srcV = vals,
    srcK = keys,
    dstV = tmpV,
    dstK = tmpK;
  for (let shift = 0; shift < 32; shift += 8) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const b = ((srcK[i] as number) >>> shift) & 255;
      counts[b] = (counts[b] as number) + 1;
    }
    let sum = 0;
    for (let b = 0; b < 256; b++) {
      const c = counts[b] as number;
      counts[b] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const k = srcK[i] as number;
      const bk = (k >>> shift) & 255;
      const d = counts[bk] as number;
      counts[bk] = d + 1;
      dstK[d] = k;
      dstV[d] = srcV[i] as number;
    }
    const tv = srcV,
      tk = srcK;
    srcV = dstV;
    srcK = dstK;
    dstV = tv;
    dstK = tk;
  }
  // After 4 passes the result is back in `vals`/`keys`.
}
