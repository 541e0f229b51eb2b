/**
 * Adaptive density control (the paper's §5.2): clone small and split large Gaussians whose average
 * view-space positional gradient exceeds the threshold, prune transparent and oversized ones, and
 * reset opacities. A cap bounds the count: when candidates exceed the room left, the ones with the
 * largest gradients go first.
 */
import type { Engine } from './engine.ts';
import { logit, sigmoid } from './fastmath.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, STRIDE } from './layout.ts';
import type { Rng } from './rng.ts';

export interface DensifyOptions {
  gradThreshold: number;
  percentDense: number;
  minOpacity: number;
  maxGaussians: number;
}

export interface DensifyResult {
  cloned: number;
  split: number;
  pruned: number;
  count: number;
}

export function densifyAndPrune(
  engine: Engine,
  opts: DensifyOptions,
  extent: number,
  maxScreenSize: number | null,
  rng: Rng,
): DensifyResult {
  const n = engine.n;
  let v = engine.views;
  const clone: number[] = [];
  const split: number[] = [];
  const score = new Float64Array(n);
  for (let g = 0; g < n; g++) {
    const d = v.denom[g] as number;
    const grad = d > 0 ? (v.gradAccum[g] as number) / d : 0;
    score[g] = grad;
    if (!(grad >= opts.gradThreshold)) continue;
    const o = g * STRIDE + P_SCALE;
    const maxScale = Math.exp(
      Math.max(v.params[o] as number, v.params[o + 1] as number, v.params[o + 2] as number),
    );
    (maxScale <= opts.percentDense * extent ? clone : split).push(g);
  }
  // Net growth is one per clone and one per split (two children replace the parent).
  const room = Math.max(0, opts.maxGaussians - n);
  if (clone.length + split.length > room) {
    const all = [...clone, ...split]
      .sort((a, b) => (score[b] as number) - (score[a] as number) || a - b)
      .slice(0, room);
    const keep = new Set(all);
    const c2 = clone.filter((g) => keep.has(g));
    const s2 = split.filter((g) => keep.has(g));
    clone.length = 0;
    clone.push(...c2);
    split.length = 0;
    split.push(...s2);
  }
  const total = n + clone.length + 2 * split.length;
  engine.reserve(total);
  v = engine.views;
  const { params, adamM, adamV } = v;
  let w = n;
  for (const g of clone) {
    params.copyWithin(w * STRIDE, g * STRIDE, (g + 1) * STRIDE);
    adamM.fill(0, w * STRIDE, (w + 1) * STRIDE);
    adamV.fill(0, w * STRIDE, (w + 1) * STRIDE);
    w++;
  }
  const remove = new Uint8Array(total);
  for (const g of split) {
    remove[g] = 1;
    const o = g * STRIDE;
    const s0 = Math.exp(params[o + P_SCALE] as number);
    const s1 = Math.exp(params[o + P_SCALE + 1] as number);
    const s2 = Math.exp(params[o + P_SCALE + 2] as number);
    let qw = params[o + P_ROT] as number,
      qx = params[o + P_ROT + 1] as number,
      qy = params[o + P_ROT + 2] as number,
      qz = params[o + P_ROT + 3] as number;
    const qn = 1 / Math.sqrt(qw * qw + qx * qx + qy * qy + qz * qz);
    qw *= qn;
    qx *= qn;
    qy *= qn;
    qz *= qn;
    for (let c = 0; c < 2; c++) {
      // Sample the child's centre from the parent's Gaussian; shrink the scale by 1/(0.8·2).
      const zx = rng.normal() * s0,
        zy = rng.normal() * s1,
        zz = rng.normal() * s2;
      const o2 = w * STRIDE;
      params.copyWithin(o2, o, o + STRIDE);
      params[o2 + P_MEAN] =
        (params[o + P_MEAN] as number) +
        (1 - 2 * (qy * qy + qz * qz)) * zx +
        2 * (qx * qy - qw * qz) * zy +
        2 * (qx * qz + qw * qy) * zz;
      params[o2 + P_MEAN + 1] =
        (params[o + P_MEAN + 1] as number) +
        2 * (qx * qy + qw * qz) * zx +
        (1 - 2 * (qx * qx + qz * qz)) * zy +
        2 * (qy * qz - qw * qx) * zz;
      params[o2 + P_MEAN + 2] =
        (params[o + P_MEAN + 2] as number) +
        2 * (qx * qz - qw * qy) * zx +
        2 * (qy * qz + qw * qx) * zy +
        (1 - 2 * (qx * qx + qy * qy)) * zz;
      for (let k = 0; k < 3; k++)
        params[o2 + P_SCALE + k] = (params[o + P_SCALE + k] as number) - Math.log(1.6);
      adamM.fill(0, o2, o2 + STRIDE);
      adamV.fill(0, o2, o2 + STRIDE);
      w++;
    }
  }
  // Prune: transparent, and (after the first opacity reset) too large on screen or in the world.
  let pruned = 0;
  for (let g = 0; g < total; g++) {
    if (remove[g]) continue;
    const o = g * STRIDE;
    let drop = sigmoid(params[o + P_OPACITY] as number) < opts.minOpacity;
    if (!drop && maxScreenSize !== null) {
      const maxScale = Math.exp(
        Math.max(
          params[o + P_SCALE] as number,
          params[o + P_SCALE + 1] as number,
          params[o + P_SCALE + 2] as number,
        ),
      );
      drop = (g < n && (v.maxRadii[g] as number) > maxScreenSize) || maxScale > 0.1 * extent;
    }
    if (drop) {
      remove[g] = 1;
      pruned++;
    }
  }
  let k = 0;
  for (let g = 0; g < total; g++) {
    if (remove[g]) continue;
    if (k !== g) {
      params.copyWithin(k * STRIDE, g * STRIDE, (g + 1) * STRIDE);
      adamM.copyWithin(k * STRIDE, g * STRIDE, (g + 1) * STRIDE);
      adamV.copyWithin(k * STRIDE, g * STRIDE, (g + 1) * STRIDE);
    }
    k++;
  }
  engine.n = k;
  v.gradAccum.fill(0, 0, total);
  v.denom.fill(0, 0, total);
  v.maxRadii.fill(0, 0, total);
  return { cloned: clone.length, split: split.length, pruned, count: k };
}

/** Caps every opacity at 0.01 and forgets its Adam moments (the paper's periodic reset). */
export function resetOpacity(engine: Engine): void {
  const { params, adamM, adamV } = engine.views;
  const cap = logit(0.01);
  for (let g = 0; g < engine.n; g++) {
    const i = g * STRIDE + P_OPACITY;
    if ((params[i] as number) > cap) params[i] = cap;
    adamM[i] = 0;
    adamV[i] = 0;
  }
}
