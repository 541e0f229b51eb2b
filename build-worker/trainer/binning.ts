/**
 * Tile binning: visible Gaussians are sorted once by depth (stable radix sort on the float bits, ties
 * kept in index order), then dropped into their 16×16 tiles in that order, so every tile's list comes
 * out depth-sorted without a per-tile sort. Instances (Gaussian × tile) are numbered Gaussian-major so
 * the backward pass can sum a Gaussian's per-tile gradients from one contiguous run. Each instance's
 * compositing record (instRec) is written here, at its place in its tile's list, so compositing reads
 * memory in sequence and each Gaussian's projected values are read once per step.
 */
import type { Arena } from './arena.ts';
import {
  PRE,
  Q_B,
  Q_CA,
  Q_CB,
  Q_CC,
  Q_DEPTH,
  Q_G,
  Q_MX,
  Q_MY,
  Q_OPACITY,
  Q_PMIN,
  Q_R,
  R_XA,
  R_XB,
  R_YA,
  R_YB,
  REC,
  TILE,
} from './layout.ts';
import { VISIBLE } from './project.ts';

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
  const nTiles = tilesX * tilesY;
  arena.ensure('tileRange', nTiles + 1);
  let v = arena.views;
  const { flags, pre, box, order, depthKey, instOffset } = v;
  let count = 0;
  let instances = 0;
  for (let g = 0; g < n; g++) {
    instOffset[g] = instances;
    if (((flags[g] as number) & VISIBLE) === 0) continue;
    const b = g * 4;
    const tx0 = Math.floor((box[b] as number) / TILE);
    const tx1 = Math.floor((box[b + 1] as number) / TILE);
    const ty0 = Math.floor((box[b + 2] as number) / TILE);
    const ty1 = Math.floor((box[b + 3] as number) / TILE);
    instances += (tx1 - tx0 + 1) * (ty1 - ty0 + 1);
    order[count] = g;
    f32[0] = pre[g * PRE + Q_DEPTH] as number; // positive, so its bits sort like the value
    depthKey[count] = u32[0] as number;
    count++;
  }
  instOffset[n] = instances;
  radixSort(order, depthKey, v.sortTmpA, v.sortTmpK, count);

  arena.ensure('bucket', instances);
  arena.ensure('instRec', instances * REC);
  v = arena.views;
  const { tileRange, bucket, instRec } = v;
  tileRange.fill(0, 0, nTiles + 1);
  for (let i = 0; i < count; i++) {
    const b = (order[i] as number) * 4;
    const tx0 = Math.floor((box[b] as number) / TILE);
    const tx1 = Math.floor((box[b + 1] as number) / TILE);
    const ty0 = Math.floor((box[b + 2] as number) / TILE);
    const ty1 = Math.floor((box[b + 3] as number) / TILE);
    for (let ty = ty0; ty <= ty1; ty++) {
      for (let tx = tx0; tx <= tx1; tx++) {
        const t = ty * tilesX + tx + 1;
        tileRange[t] = (tileRange[t] as number) + 1;
      }
    }
  }
  for (let t = 0; t < nTiles; t++) tileRange[t + 1] = (tileRange[t + 1] as number) + (tileRange[t] as number);
  // Fill: cursor per tile (reuse sortTmpA as scratch when large enough, else a local array).
  const cursor = new Int32Array(nTiles);
  cursor.set(tileRange.subarray(0, nTiles));
  for (let i = 0; i < count; i++) {
    const g = order[i] as number;
    const b = g * 4;
    const tx0 = Math.floor((box[b] as number) / TILE);
    const tx1 = Math.floor((box[b + 1] as number) / TILE);
    const ty0 = Math.floor((box[b + 2] as number) / TILE);
    const ty1 = Math.floor((box[b + 3] as number) / TILE);
    let inst = instOffset[g] as number;
    const q = g * PRE;
    const mx = pre[q + Q_MX] as number;
    const my = pre[q + Q_MY] as number;
    const ca = pre[q + Q_CA] as number;
    const cb = pre[q + Q_CB] as number;
    const cc = pre[q + Q_CC] as number;
    const op = pre[q + Q_OPACITY] as number;
    const pmin = pre[q + Q_PMIN] as number;
    const r = pre[q + Q_R] as number;
    const gr = pre[q + Q_G] as number;
    const bl = pre[q + Q_B] as number;
    const x0 = box[b] as number;
    const x1 = box[b + 1] as number;
    const y0 = box[b + 2] as number;
    const y1 = box[b + 3] as number;
    for (let ty = ty0; ty <= ty1; ty++) {
      for (let tx = tx0; tx <= tx1; tx++) {
        const t = ty * tilesX + tx;
        const k = cursor[t] as number;
        bucket[k] = inst;
        cursor[t] = k + 1;
        inst++;
        // The compositor's record, in the tile's depth order (box within the image, so clipping to the
        // tile's full 16×16 square clips to its pixels).
        const o = k * REC;
        instRec[o + Q_MX] = mx;
        instRec[o + Q_MY] = my;
        instRec[o + Q_CA] = ca;
        instRec[o + Q_CB] = cb;
        instRec[o + Q_CC] = cc;
        instRec[o + Q_OPACITY] = op;
        instRec[o + Q_PMIN] = pmin;
        instRec[o + Q_R] = r;
        instRec[o + Q_G] = gr;
        instRec[o + Q_B] = bl;
        instRec[o + R_XA] = Math.max(x0, tx * TILE);
        instRec[o + R_XB] = Math.min(x1, tx * TILE + TILE - 1);
        instRec[o + R_YA] = Math.max(y0, ty * TILE);
        instRec[o + R_YB] = Math.min(y1, ty * TILE + TILE - 1);
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
