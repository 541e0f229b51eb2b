/**
 * Loss (1 − λ)·L1 + λ·(1 − SSIM) over planar RGB images, and its gradient w.r.t. the rendered image.
 * SSIM as in the 3DGS code: 11-tap Gaussian window (σ = 1.5), zero padding, C1 = 0.01², C2 = 0.03².
 * Work is split into row bands; each band recomputes the 5-row halo it needs, so the result is the same
 * for any split. Two phases: forward (writes per-pixel SSIM partials) then backward (blurs them back).
 */
import type { Views } from './arena.ts';
import type { FloatArray, Uniforms } from './types.ts';

const RADIUS = 5;
const WIN = new Float64Array(2 * RADIUS + 1);
{
  let s = 0;
  for (let i = -RADIUS; i <= RADIUS; i++) {
    const w = Math.exp(-(i * i) / (2 * 1.5 * 1.5));
    WIN[i + RADIUS] = w;
    s += w;
  }
  for (let i = 0; i < WIN.length; i++) WIN[i] = (WIN[i] as number) / s;
}
const C1 = 0.01 ** 2;
const C2 = 0.03 ** 2;

let scratch = new Float64Array(0);
function getScratch(n: number): Float64Array {
  if (scratch.length < n) scratch = new Float64Array(n);
  return scratch;
}

const W0 = WIN[5] as number;
const W1 = WIN[4] as number;
const W2 = WIN[3] as number;
const W3 = WIN[2] as number;
const W4 = WIN[1] as number;
const W5 = WIN[0] as number;

/**
 * Horizontal blur of rows [ya, yb) of one source map: mode 0 = a, 1 = a², 2 = a·b. The source row
 * is first formed in `line` (zero-padded by 5 on each side), then blurred with the symmetric window.
 * Writes into out at outOff + (row - ya) * W.
 */
function hblur(
  a: FloatArray,
  b: FloatArray,
  mode: number,
  off: number,
  W: number,
  ya: number,
  yb: number,
  out: Float64Array,
  outOff: number,
): void {
  const line = getLine(W + 2 * RADIUS);
  line.fill(0, 0, RADIUS);
  line.fill(0, W + RADIUS, W + 2 * RADIUS);
  for (let y = ya; y < yb; y++) {
    const rowIn = off + y * W;
    const rowOut = outOff + (y - ya) * W;
    if (mode === 0) for (let x = 0; x < W; x++) line[x + RADIUS] = a[rowIn + x] as number;
    else if (mode === 1)
      for (let x = 0; x < W; x++) {
        const v = a[rowIn + x] as number;
        line[x + RADIUS] = v * v;
      }
    else for (let x = 0; x < W; x++) line[x + RADIUS] = (a[rowIn + x] as number) * (b[rowIn + x] as number);
    // The 11-wide window slides in locals: one load per output instead of eleven.
    let l0 = line[0] as number,
      l1 = line[1] as number,
      l2 = line[2] as number,
      l3 = line[3] as number,
      l4 = line[4] as number,
      l5 = line[5] as number,
      l6 = line[6] as number,
      l7 = line[7] as number,
      l8 = line[8] as number,
      l9 = line[9] as number;
    for (let x = 0; x < W; x++) {
      const l10 = line[x + 2 * RADIUS] as number;
      out[rowOut + x] =
        W0 * l5 + W1 * (l4 + l6) + W2 * (l3 + l7) + W3 * (l2 + l8) + W4 * (l1 + l9) + W5 * (l0 + l10);
      l0 = l1;
      l1 = l2;
      l2 = l3;
      l3 = l4;
      l4 = l5;
      l5 = l6;
      l6 = l7;
      l7 = l8;
      l8 = l9;
      l9 = l10;
    }
  }
}

let lineBuf = new Float64Array(0);
function getLine(n: number): Float64Array {
  if (lineBuf.length < n) lineBuf = new Float64Array(n);
  return lineBuf;
}

type Source = [a: FloatArray, b: FloatArray, mode: number];

/**
 * Separable blur of rows [r0, r1) of every source map in one channel, keeping only a ring of 11
 * horizontally blurred rows (it stays in cache at any image width) plus one row of zeros that stands
 * for rows outside the image. For each output row, the vertically blurred rows of all maps are left
 * in `rows` (map m at m·W) and `onRow(y)` is called.
 */
function blurBand(
  srcs: Source[],
  off: number,
  W: number,
  H: number,
  r0: number,
  r1: number,
  rows: Float64Array,
  onRow: (y: number) => void,
): void {
  const nm = srcs.length;
  const SLOTS = 2 * RADIUS + 1;
  const per = (SLOTS + 1) * W; // 11 ring rows + the zero row, per map
  const ring = getScratch(nm * per);
  for (let m = 0; m < nm; m++) ring.fill(0, m * per + SLOTS * W, (m + 1) * per);
  let next = Math.max(0, r0 - RADIUS);
  for (let y = r0; y < r1; y++) {
    const need = Math.min(H - 1, y + RADIUS);
    for (; next <= need; next++) {
      for (let m = 0; m < nm; m++) {
        const src = srcs[m] as Source;
        hblur(src[0], src[1], src[2], off, W, next, next + 1, ring, m * per + (next % SLOTS) * W);
      }
    }
    // Offsets of rows y-5 … y+5 in the ring (the zero row where outside the image).
    const o: number[] = [];
    for (let k = -RADIUS; k <= RADIUS; k++) {
      const yy = y + k;
      o.push(yy < 0 || yy >= H ? SLOTS * W : (yy % SLOTS) * W);
    }
    const [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10] = o as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let m = 0; m < nm; m++) {
      const d = m * W;
      const b = m * per;
      for (let x = 0; x < W; x++) {
        const bx = b + x;
        rows[d + x] =
          W0 * (ring[bx + a5] as number) +
          W1 * ((ring[bx + a4] as number) + (ring[bx + a6] as number)) +
          W2 * ((ring[bx + a3] as number) + (ring[bx + a7] as number)) +
          W3 * ((ring[bx + a2] as number) + (ring[bx + a8] as number)) +
          W4 * ((ring[bx + a1] as number) + (ring[bx + a9] as number)) +
          W5 * ((ring[bx + a0] as number) + (ring[bx + a10] as number));
      }
    }
    onRow(y);
  }
}

let rowBuf = new Float64Array(0);
function getRows(n: number): Float64Array {
  if (rowBuf.length < n) rowBuf = new Float64Array(n);
  return rowBuf;
}

/** λ = 0: L1 alone, without SSIM's blurs (its statistics row says SSIM 0). */
function l1ForwardRows(v: Views, u: Uniforms, r0: number, r1: number): void {
  const { image: X, target: Y, dImage, rowStats } = v;
  const plane = u.width * u.height;
  const g = 1 / (3 * plane);
  for (let y = r0; y < r1; y++) {
    let l1 = 0;
    let sq = 0;
    for (let c = 0; c < 3; c++) {
      const start = c * plane + y * u.width;
      for (let p = start; p < start + u.width; p++) {
        const d = (X[p] as number) - (Y[p] as number);
        l1 += Math.abs(d);
        sq += d * d;
        dImage[p] = d > 0 ? g : d < 0 ? -g : 0;
      }
    }
    rowStats[3 * y] = l1;
    rowStats[3 * y + 1] = 0;
    rowStats[3 * y + 2] = sq;
  }
}

export function lossForwardRows(v: Views, u: Uniforms, r0: number, r1: number): void {
  if (u.ssimLambda === 0) {
    l1ForwardRows(v, u, r0, r1);
    return;
  }
  const { image: X, target: Y, dImage, gMu, gM11, gM12, rowStats } = v;
  const W = u.width;
  const H = u.height;
  const plane = W * H;
  const N = 3 * plane;
  const lam = u.ssimLambda;
  const l1g = (1 - lam) / N;
  const sg = -lam / N;
  const rows = getRows(5 * W);
  for (let y = r0; y < r1; y++) {
    rowStats[3 * y] = 0;
    rowStats[3 * y + 1] = 0;
    rowStats[3 * y + 2] = 0;
  }
  for (let c = 0; c < 3; c++) {
    const off = c * plane;
    const srcs: Source[] = [
      [X, Y, 0],
      [Y, Y, 0],
      [X, Y, 1],
      [Y, Y, 1],
      [X, Y, 2],
    ];
    blurBand(srcs, off, W, H, r0, r1, rows, (y) => {
      let l1 = 0;
      let ss = 0;
      let sq = 0;
      for (let x = 0; x < W; x++) {
        const p = off + y * W + x;
        const mu1 = rows[x] as number;
        const mu2 = rows[W + x] as number;
        const m11 = rows[2 * W + x] as number;
        const m22 = rows[3 * W + x] as number;
        const m12 = rows[4 * W + x] as number;
        const A1 = 2 * mu1 * mu2 + C1;
        const A2 = 2 * (m12 - mu1 * mu2) + C2;
        const B1 = mu1 * mu1 + mu2 * mu2 + C1;
        const B2 = m11 - mu1 * mu1 + m22 - mu2 * mu2 + C2;
        // One division for the four reciprocals: 1/A1 = A2·B1·B2 / (A1·A2·B1·B2), and so on.
        const A12 = A1 * A2;
        const B12 = B1 * B2;
        const inv = 1 / (A12 * B12);
        const iA1 = A2 * B12 * inv;
        const iA2 = A1 * B12 * inv;
        const iB1 = A12 * B2 * inv;
        const iB2 = A12 * B1 * inv;
        const S = A12 * A12 * inv;
        ss += S;
        const sgS = sg * S;
        gMu[p] = 2 * sgS * (mu2 * (iA1 - iA2) + mu1 * (iB2 - iB1));
        gM11[p] = -sgS * iB2;
        gM12[p] = 2 * sgS * iA2;
        const d = (X[p] as number) - (Y[p] as number);
        l1 += Math.abs(d);
        sq += d * d;
        dImage[p] = d > 0 ? l1g : d < 0 ? -l1g : 0;
      }
      rowStats[3 * y] = (rowStats[3 * y] as number) + l1;
      rowStats[3 * y + 1] = (rowStats[3 * y + 1] as number) + ss;
      rowStats[3 * y + 2] = (rowStats[3 * y + 2] as number) + sq;
    });
  }
}

export function lossBackwardRows(v: Views, u: Uniforms, r0: number, r1: number): void {
  const { image: X, target: Y, dImage, gMu, gM11, gM12 } = v;
  const W = u.width;
  const H = u.height;
  const plane = W * H;
  const rows = getRows(3 * W);
  for (let c = 0; c < 3; c++) {
    const off = c * plane;
    const srcs: Source[] = [
      [gMu, gMu, 0],
      [gM11, gM11, 0],
      [gM12, gM12, 0],
    ];
    blurBand(srcs, off, W, H, r0, r1, rows, (y) => {
      for (let x = 0; x < W; x++) {
        const p = off + y * W + x;
        const bmu = rows[x] as number;
        const b11 = rows[W + x] as number;
        const b12 = rows[2 * W + x] as number;
        dImage[p] = (dImage[p] as number) + bmu + 2 * (X[p] as number) * b11 + (Y[p] as number) * b12;
      }
    });
  }
}

/** Loss value and PSNR from the per-row sums written by lossForwardRows (summed in row order). */
export interface LossValue {
  loss: number;
  l1: number;
  ssim: number;
  psnr: number;
}

export function lossValue(v: Views, u: Uniforms): LossValue {
  let l1 = 0;
  let ss = 0;
  let sq = 0;
  for (let y = 0; y < u.height; y++) {
    l1 += v.rowStats[3 * y] as number;
    ss += v.rowStats[3 * y + 1] as number;
    sq += v.rowStats[3 * y + 2] as number;
  }
  const N = 3 * u.width * u.height;
  l1 /= N;
  ss /= N;
  const psnr = -10 * Math.log10(Math.max(sq / N, 1e-12));
  return { loss: (1 - u.ssimLambda) * l1 + u.ssimLambda * (1 - ss), l1, ssim: ss, psnr };
}
