/**
 * Front-to-back alpha compositing of depth-sorted Gaussians per 16×16 tile, and its backward pass, with
 * the reference rasteriser's rules (alpha clamped at 0.99, contributions under 1/255 skipped, a pixel
 * stops once its transmittance would fall under 1e-4). The loops are Gaussian-major: each Gaussian
 * visits only the pixels of the tile inside its alpha ≥ 1/255 ellipse, row by row, which gives the same
 * image and gradients as the usual pixel-major loop at a fraction of the cost; along a row, exp(power)
 * follows a multiplicative recurrence. The forward gathers each Gaussian's projected values and writes
 * them as the instance's record, which the backward reads in sequence; a bit mask per tile row keeps
 * the pixel loops on live pixels only (forward: not yet saturated; backward: at or in front of their
 * last contributor).
 * Each tile is processed by one thread, so results do not depend on the thread count.
 */
import type { Views } from './arena.ts';
import { fastExp } from './fastmath.ts';
import {
  IG,
  PRE,
  Q_B,
  Q_CA,
  Q_CB,
  Q_CC,
  Q_G,
  Q_MX,
  Q_MY,
  Q_OPACITY,
  Q_PMIN,
  Q_R,
  Q_X0,
  Q_X1,
  Q_Y0,
  Q_Y1,
  R_XA,
  R_XB,
  R_YA,
  R_YB,
  REC,
  TILE,
} from './layout.ts';
import type { Uniforms } from './types.ts';

const NPX = TILE * TILE;
const T = new Float64Array(NPX);
const cR = new Float64Array(NPX);
const cG = new Float64Array(NPX);
const cB = new Float64Array(NPX);
const last = new Int32Array(NPX);
/** Per tile row, a bit per column: forward, the pixels already saturated; backward, the pixels still to walk. */
const rowMask = new Int32Array(TILE);
const PIX = new Float64Array(NPX * 8);
/** Backward: per pixel, the background colour dotted with dL/dpixel. */
const bgDot = new Float64Array(NPX);
/** Backward: the tile's pixels as lastContrib · NPX + pixel, sorted, to switch each on at its last contributor. */
const byLast = new Int32Array(NPX);

const ALPHA_MAX = 0.99;
const ALPHA_MIN = 1 / 255;
const T_MIN = 0.0001;

export function rasterForwardTile(v: Views, u: Uniforms, tile: number): void {
  const { tileRange, image, finalT, lastContrib } = v;
  const W = u.width;
  const H = u.height;
  const tx = tile % u.tilesX;
  const ty = (tile - tx) / u.tilesX;
  const X0 = tx * TILE;
  const Y0 = ty * TILE;
  const tw = Math.min(TILE, W - X0);
  const th = Math.min(TILE, H - Y0);
  const npx = tw * th;
  T.fill(1, 0, npx);
  cR.fill(0, 0, npx);
  cG.fill(0, 0, npx);
  cB.fill(0, 0, npx);
  last.fill(0, 0, npx);
  rowMask.fill(0);
  const fullRow = (1 << tw) - 1;
  let remaining = npx;
  const start = tileRange[tile] as number;
  const end = tileRange[tile + 1] as number;
  const fast = u.fast;
  const { pre, bucketGauss, instRec: rec } = v;
  for (let k = start; k < end && remaining > 0; k++) {
    // Gather the Gaussian's projected values (and its box clipped to this tile: the box lies within
    // the image, so clipping to the tile's full 16×16 square clips to its pixels) and keep them as the
    // instance's record, where the backward pass reads them in sequence. Only the instances visited
    // here are ever needed: the backward starts at the last contributor of the tile's pixels.
    const p = (bucketGauss[k] as number) * PRE;
    const q = k * REC;
    const mx = pre[p + Q_MX] as number;
    const my = pre[p + Q_MY] as number;
    const A = pre[p + Q_CA] as number;
    const B = pre[p + Q_CB] as number;
    const C = pre[p + Q_CC] as number;
    const op = pre[p + Q_OPACITY] as number;
    const pmin = pre[p + Q_PMIN] as number;
    const r = pre[p + Q_R] as number;
    const gr = pre[p + Q_G] as number;
    const b = pre[p + Q_B] as number;
    const x0 = (pre[p + Q_X0] as number) | 0;
    const x1 = (pre[p + Q_X1] as number) | 0;
    const y0 = (pre[p + Q_Y0] as number) | 0;
    const y1 = (pre[p + Q_Y1] as number) | 0;
    const xa = x0 > X0 ? x0 : X0;
    const xb = x1 < X0 + TILE - 1 ? x1 : X0 + TILE - 1;
    const ya = y0 > Y0 ? y0 : Y0;
    const yb = y1 < Y0 + TILE - 1 ? y1 : Y0 + TILE - 1;
    rec[q + Q_MX] = mx;
    rec[q + Q_MY] = my;
    rec[q + Q_CA] = A;
    rec[q + Q_CB] = B;
    rec[q + Q_CC] = C;
    rec[q + Q_OPACITY] = op;
    rec[q + Q_PMIN] = pmin;
    rec[q + Q_R] = r;
    rec[q + Q_G] = gr;
    rec[q + Q_B] = b;
    rec[q + R_XA] = xa;
    rec[q + R_XB] = xb;
    rec[q + R_YA] = ya;
    rec[q + R_YB] = yb;
    const contrib = k - start + 1;
    const iA = 1 / A;
    const EA = Math.exp(-A);
    for (let py = ya; py <= yb; py++) {
      const ry = py - Y0;
      const saturated = rowMask[ry] as number;
      if (saturated === fullRow) continue;
      const dy = my - py;
      // Columns where the exponent can reach pmin: A·dx² + 2B·dy·dx + C·dy² ≤ -2·pmin.
      // (Solved for every row, so a row's first pixel is at most one column outside the ellipse, where
      // exp(power) is far from underflow.)
      const disc = B * B * dy * dy - A * (C * dy * dy + 2 * pmin);
      if (disc < 0) continue;
      const sq = Math.sqrt(disc);
      const c0 = mx + (B * dy - sq) * iA;
      // Kept as small integers (the clamps keep |0 in range) so the pixel loop indexes with ints.
      const cl = Math.ceil(c0) - 1;
      const ch = Math.floor(c0 + 2 * sq * iA) + 1;
      const lo = cl > xa ? (cl > xb ? xb + 1 : cl | 0) : xa;
      const hi = ch < xb ? (ch < xa ? xa - 1 : ch | 0) : xb;
      if (lo > hi) continue;
      // The span's columns not yet saturated.
      const todo = ((2 << (hi - X0)) - (1 << (lo - X0))) & ~saturated;
      if (todo === 0) continue;
      const row = ry * tw;
      // Along the row, G = exp(power) follows a recurrence: power(x + 1) − power(x) = A·dx − A/2 + B·dy
      // (dx = mx − x), which falls by A per column, so G is multiplied by E, and E by exp(−A).
      const dx0 = mx - lo;
      const p0 = -0.5 * A * dx0 * dx0 - 0.5 * C * dy * dy - B * dx0 * dy;
      const s0 = A * dx0 - 0.5 * A + B * dy;
      let G = fast ? fastExp(p0) : Math.exp(p0);
      let E = fast ? fastExp(s0) : Math.exp(s0);
      for (let x = lo - X0, xe = hi - X0; x <= xe; x++, G *= E, E *= EA) {
        const bit = 1 << x;
        if ((todo & bit) === 0) {
          if (todo >>> x === 0) break;
          continue;
        }
        const oG = op * G;
        if (oG < ALPHA_MIN) continue;
        const alpha = oG > ALPHA_MAX ? ALPHA_MAX : oG;
        const i = row + x;
        const Ti = T[i] as number;
        const testT = Ti * (1 - alpha);
        if (testT < T_MIN) {
          rowMask[ry] = (rowMask[ry] as number) | bit;
          remaining--;
          continue;
        }
        const w = alpha * Ti;
        cR[i] = (cR[i] as number) + r * w;
        cG[i] = (cG[i] as number) + gr * w;
        cB[i] = (cB[i] as number) + b * w;
        T[i] = testT;
        last[i] = contrib;
      }
    }
  }
  const plane = W * H;
  const bg0 = u.bg[0] as number;
  const bg1 = u.bg[1] as number;
  const bg2 = u.bg[2] as number;
  for (let y = 0; y < th; y++) {
    for (let x = 0; x < tw; x++) {
      const i = y * tw + x;
      const p = (Y0 + y) * W + X0 + x;
      const Ti = T[i] as number;
      image[p] = (cR[i] as number) + Ti * bg0;
      image[p + plane] = (cG[i] as number) + Ti * bg1;
      image[p + 2 * plane] = (cB[i] as number) + Ti * bg2;
      finalT[p] = Ti;
      lastContrib[p] = last[i] as number;
    }
  }
}

/** Backward of one tile: writes every instance's gradient w.r.t. (mean2D, conic, opacity, colour). */
export function rasterBackwardTile(v: Views, u: Uniforms, tile: number): void {
  const { instRec: rec, bucket, tileRange, finalT, lastContrib, dImage, instGrad } = v;
  const W = u.width;
  const H = u.height;
  const plane = W * H;
  const tx = tile % u.tilesX;
  const ty = (tile - tx) / u.tilesX;
  const X0 = tx * TILE;
  const Y0 = ty * TILE;
  const tw = Math.min(TILE, W - X0);
  const th = Math.min(TILE, H - Y0);
  const bg0 = u.bg[0] as number;
  const bg1 = u.bg[1] as number;
  const bg2 = u.bg[2] as number;
  // Per-pixel state packed 8 to a pixel (one cache line): T, dL/dpixel (3), the colour accumulated
  // behind (3, updated as each contributor is passed) and the final T (for the background term).
  const S = PIX;
  let maxLast = 0;
  for (let y = 0; y < th; y++) {
    for (let x = 0; x < tw; x++) {
      const s = (y * tw + x) << 3;
      const p = (Y0 + y) * W + X0 + x;
      const d0 = dImage[p] as number;
      const d1 = dImage[p + plane] as number;
      const d2 = dImage[p + 2 * plane] as number;
      const lc = lastContrib[p] as number;
      if (lc > maxLast) maxLast = lc;
      S[s] = finalT[p] as number;
      S[s + 1] = d0;
      S[s + 2] = d1;
      S[s + 3] = d2;
      S[s + 4] = 0;
      S[s + 5] = 0;
      S[s + 6] = 0;
      S[s + 7] = finalT[p] as number;
      bgDot[y * tw + x] = bg0 * d0 + bg1 * d1 + bg2 * d2;
      byLast[y * tw + x] = lc * NPX + y * tw + x;
    }
  }
  const npx = tw * th;
  byLast.subarray(0, npx).sort();
  let nextOn = npx - 1;
  rowMask.fill(0);
  const start = tileRange[tile] as number;
  const end = tileRange[tile + 1] as number;
  const fast = u.fast;
  const hasBg = bg0 !== 0 || bg1 !== 0 || bg2 !== 0;
  for (let k = start + maxLast - 1; k >= start; k--) {
    const pos = k - start;
    // Pixels whose last contributor is at pos or behind it take part from here on.
    while (nextOn >= 0 && (byLast[nextOn] as number) >= (pos + 1) * NPX) {
      const pix = (byLast[nextOn] as number) & (NPX - 1);
      const y = (pix / tw) | 0;
      rowMask[y] = (rowMask[y] as number) | (1 << (pix - y * tw));
      nextOn--;
    }
    const inst = bucket[k] as number;
    const q = k * REC;
    const mx = rec[q + Q_MX] as number;
    const my = rec[q + Q_MY] as number;
    const A = rec[q + Q_CA] as number;
    const B = rec[q + Q_CB] as number;
    const C = rec[q + Q_CC] as number;
    const op = rec[q + Q_OPACITY] as number;
    const pmin = rec[q + Q_PMIN] as number;
    const r = rec[q + Q_R] as number;
    const gr = rec[q + Q_G] as number;
    const b = rec[q + Q_B] as number;
    const xa = (rec[q + R_XA] as number) | 0;
    const xb = (rec[q + R_XB] as number) | 0;
    const ya = (rec[q + R_YA] as number) | 0;
    const yb = (rec[q + R_YB] as number) | 0;
    const iA = 1 / A;
    const EA = Math.exp(-A);
    let gmx = 0;
    let gmy = 0;
    let gA = 0;
    let gB = 0;
    let gC = 0;
    let gop = 0;
    let gcr = 0;
    let gcg = 0;
    let gcb = 0;
    for (let py = ya; py <= yb; py++) {
      const ry = py - Y0;
      const active = rowMask[ry] as number;
      if (active === 0) continue;
      const dy = my - py;
      // (Solved for every row, so a row's first pixel is at most one column outside the ellipse, where
      // exp(power) is far from underflow.)
      const disc = B * B * dy * dy - A * (C * dy * dy + 2 * pmin);
      if (disc < 0) continue;
      const sq = Math.sqrt(disc);
      const c0 = mx + (B * dy - sq) * iA;
      // Kept as small integers (the clamps keep |0 in range) so the pixel loop indexes with ints.
      const cl = Math.ceil(c0) - 1;
      const ch = Math.floor(c0 + 2 * sq * iA) + 1;
      const lo = cl > xa ? (cl > xb ? xb + 1 : cl | 0) : xa;
      const hi = ch < xb ? (ch < xa ? xa - 1 : ch | 0) : xb;
      if (lo > hi) continue;
      // The span's columns still behind their last contributor, lowest first (the forward's order).
      const todo = ((2 << (hi - X0)) - (1 << (lo - X0))) & active;
      if (todo === 0) continue;
      const row = ry * tw;
      // exp(power) by the forward's recurrence (the same operations, so the same α).
      const dx0 = mx - lo;
      const p0 = -0.5 * A * dx0 * dx0 - 0.5 * C * dy * dy - B * dx0 * dy;
      const s0 = A * dx0 - 0.5 * A + B * dy;
      let G = fast ? fastExp(p0) : Math.exp(p0);
      let E = fast ? fastExp(s0) : Math.exp(s0);
      for (let x = lo - X0, xe = hi - X0; x <= xe; x++, G *= E, E *= EA) {
        if ((todo & (1 << x)) === 0) {
          if (todo >>> x === 0) break;
          continue;
        }
        const oG = op * G;
        if (oG < ALPHA_MIN) continue;
        const s = (row + x) << 3;
        const dx = mx - (X0 + x);
        const alpha = oG > ALPHA_MAX ? ALPHA_MAX : oG;
        const inv = 1 / (1 - alpha);
        const Ti = (S[s] as number) * inv;
        S[s] = Ti;
        const w = alpha * Ti;
        const d0 = S[s + 1] as number;
        const d1 = S[s + 2] as number;
        const d2 = S[s + 3] as number;
        gcr += w * d0;
        gcg += w * d1;
        gcb += w * d2;
        // The colour accumulated behind this Gaussian, then with it (for the next one in front).
        const ar = S[s + 4] as number;
        const ag = S[s + 5] as number;
        const ab = S[s + 6] as number;
        S[s + 4] = alpha * r + (1 - alpha) * ar;
        S[s + 5] = alpha * gr + (1 - alpha) * ag;
        S[s + 6] = alpha * b + (1 - alpha) * ab;
        if (oG > ALPHA_MAX) continue; // alpha is clamped: no gradient flows to opacity or shape
        let dLdAlpha = ((r - ar) * d0 + (gr - ag) * d1 + (b - ab) * d2) * Ti;
        if (hasBg) dLdAlpha -= (S[s + 7] as number) * inv * (bgDot[row + x] as number);
        gop += G * dLdAlpha;
        const dLdG = op * dLdAlpha;
        const gdx = G * dx;
        const gdy = G * dy;
        gmx += dLdG * (-gdx * A - gdy * B);
        gmy += dLdG * (-gdy * C - gdx * B);
        gA -= 0.5 * gdx * dx * dLdG;
        gB -= gdx * dy * dLdG;
        gC -= 0.5 * gdy * dy * dLdG;
      }
    }
    const o = inst * IG;
    instGrad[o] = gmx;
    instGrad[o + 1] = gmy;
    instGrad[o + 2] = gA;
    instGrad[o + 3] = gB;
    instGrad[o + 4] = gC;
    instGrad[o + 5] = gop;
    instGrad[o + 6] = gcr;
    instGrad[o + 7] = gcg;
    instGrad[o + 8] = gcb;
  }
  // Instances behind every pixel's last contributor get no gradient.
  for (let k = start + maxLast; k < end; k++) {
    const o = (bucket[k] as number) * IG;
    for (let j = 0; j < IG; j++) instGrad[o + j] = 0;
  }
}
