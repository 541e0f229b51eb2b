/**
 * Image quality figures of a rendered view against its photo: PSNR and SSIM, as papers report them
 * (SSIM: 11-tap Gaussian window, σ 1.5, C1 = 0.01², C2 = 0.03², mean over pixels and channels; the
 * window is cut at the border and renormalised, so edges are not darkened by padding).
 * Forward only: the training loss has its own, differentiable SSIM (loss.ts).
 */

const RADIUS = 5;
const WINDOW = (() => {
  const w = Array.from({ length: 2 * RADIUS + 1 }, (_, i) =>
    Math.exp(-((i - RADIUS) ** 2) / (2 * 1.5 * 1.5)),
  );
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
})();
const C1 = 0.01 ** 2;
const C2 = 0.03 ** 2;

/** PSNR in dB of `rendered` (clamped to [0, 1]) against `target`. */
export function psnr(rendered: ArrayLike<number>, target: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < rendered.length; i++) {
    const d = Math.min(1, Math.max(0, rendered[i] as number)) - (target[i] as number);
    s += d * d;
  }
  return -10 * Math.log10(Math.max(s / rendered.length, 1e-12));
}

/**
 * One pass of the Gaussian window along rows (step 1) or columns (step `width`), renormalised where
 * the window leaves the image.
 */
function blurPass(src: Float64Array, out: Float64Array, width: number, height: number, alongRows: boolean) {
  const step = alongRows ? 1 : width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = alongRows ? x : y;
      const size = alongRows ? width : height;
      let s = 0;
      let w = 0;
      for (let k = -RADIUS; k <= RADIUS; k++) {
        if (at + k < 0 || at + k >= size) continue;
        const wk = WINDOW[k + RADIUS] as number;
        s += wk * (src[y * width + x + k * step] as number);
        w += wk;
      }
      out[y * width + x] = s / w;
    }
  }
}

/** Separable Gaussian blur of one plane, the window renormalised where it leaves the image. */
function blur(src: Float64Array, width: number, height: number, tmp: Float64Array, out: Float64Array): void {
  blurPass(src, tmp, width, height, true);
  blurPass(tmp, out, width, height, false);
}

/** Mean SSIM over the pixels and the three planes of planar RGB images (`rendered` clamped to [0, 1]). */
export function ssim(
  rendered: ArrayLike<number>,
  target: ArrayLike<number>,
  width: number,
  height: number,
): number {
  const plane = width * height;
  const a = new Float64Array(plane);
  const b = new Float64Array(plane);
  const prod = new Float64Array(plane);
  const maps = Array.from({ length: 5 }, () => new Float64Array(plane));
  const [muA, muB, sAA, sBB, sAB] = maps as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const tmp = new Float64Array(plane);
  let total = 0;
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < plane; i++) {
      a[i] = Math.min(1, Math.max(0, rendered[c * plane + i] as number));
      b[i] = target[c * plane + i] as number;
    }
    blur(a, width, height, tmp, muA);
    blur(b, width, height, tmp, muB);
    for (let i = 0; i < plane; i++) prod[i] = (a[i] as number) * (a[i] as number);
    blur(prod, width, height, tmp, sAA);
    for (let i = 0; i < plane; i++) prod[i] = (b[i] as number) * (b[i] as number);
    blur(prod, width, height, tmp, sBB);
    for (let i = 0; i < plane; i++) prod[i] = (a[i] as number) * (b[i] as number);
    blur(prod, width, height, tmp, sAB);
    for (let i = 0; i < plane; i++) {
      const ma = muA[i] as number;
      const mb = muB[i] as number;
      const va = (sAA[i] as number) - ma * ma;
      const vb = (sBB[i] as number) - mb * mb;
      const cov = (sAB[i] as number) - ma * mb;
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
    }
  }
  return total / (3 * plane);
}
