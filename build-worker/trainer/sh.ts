/**
 * Real spherical harmonics up to degree 3 in the 3DGS convention (same constants, signs and coefficient
 * order as the reference rasteriser), with the derivative of each basis function w.r.t. the direction.
 */
export const SH_C0 = 0.28209479177387814;
const C1 = 0.4886025119029199;
const C20 = 1.0925484305920792;
const C21 = -1.0925484305920792;
const C22 = 0.31539156525252005;
const C23 = -1.0925484305920792;
const C24 = 0.5462742152960396;
const C30 = -0.5900435899266435;
const C31 = 2.890611442640554;
const C32 = -0.4570457994644658;
const C33 = 0.3731763325901154;
const C34 = -0.4570457994644658;
const C35 = 1.445305721320277;
const C36 = -0.5900435899266435;

/** Fills basis[0..(deg+1)²) for the unit direction (x, y, z). */
export function shBasis(deg: number, x: number, y: number, z: number, basis: Float64Array): void {
  basis[0] = SH_C0;
  if (deg < 1) return;
  basis[1] = -C1 * y;
  basis[2] = C1 * z;
  basis[3] = -C1 * x;
  if (deg < 2) return;
  const xx = x * x;
  const yy = y * y;
  const zz = z * z;
  basis[4] = C20 * x * y;
  basis[5] = C21 * y * z;
  basis[6] = C22 * (2 * zz - xx - yy);
  basis[7] = C23 * x * z;
  basis[8] = C24 * (xx - yy);
  if (deg < 3) return;
  basis[9] = C30 * y * (3 * xx - yy);
  basis[10] = C31 * x * y * z;
  basis[11] = C32 * y * (4 * zz - xx - yy);
  basis[12] = C33 * z * (2 * zz - 3 * xx - 3 * yy);
  basis[13] = C34 * x * (4 * zz - xx - yy);
  basis[14] = C35 * z * (xx - yy);
  basis[15] = C36 * x * (xx - 3 * yy);
}

/**
 * Gradient of the SH colour w.r.t. the (unit) direction: out = Σ_k (Σ_c coef[k][c]·g[c]) ∇basis_k.
 * `w[k]` holds Σ_c coef[k][c]·g[c]. Returns through `out` (length 3).
 */
export function shDirGrad(
  deg: number,
  x: number,
  y: number,
  z: number,
  w: Float64Array,
  out: Float64Array,
): void {
  let gx = 0;
  let gy = 0;
  let gz = 0;
  if (deg >= 1) {
    gy += -C1 * (w[1] as number);
    gz += C1 * (w[2] as number);
    gx += -C1 * (w[3] as number);
  }
  if (deg >= 2) {
    const w4 = w[4] as number;
    const w5 = w[5] as number;
    const w6 = w[6] as number;
    const w7 = w[7] as number;
    const w8 = w[8] as number;
    gx += C20 * y * w4 - 2 * C22 * x * w6 + C23 * z * w7 + 2 * C24 * x * w8;
    gy += C20 * x * w4 + C21 * z * w5 - 2 * C22 * y * w6 - 2 * C24 * y * w8;
    gz += C21 * y * w5 + 4 * C22 * z * w6 + C23 * x * w7;
  }
  if (deg >= 3) {
    const xx = x * x;
    const yy = y * y;
    const zz = z * z;
    const w9 = w[9] as number;
    const w10 = w[10] as number;
    const w11 = w[11] as number;
    const w12 = w[12] as number;
    const w13 = w[13] as number;
    const w14 = w[14] as number;
    const w15 = w[15] as number;
    gx +=
      C30 * 6 * x * y * w9 +
      C31 * y * z * w10 -
      C32 * 2 * x * y * w11 -
      C33 * 6 * x * z * w12 +
      C34 * (4 * zz - 3 * xx - yy) * w13 +
      C35 * 2 * x * z * w14 +
      C36 * (3 * xx - 3 * yy) * w15;
    gy +=
      C30 * (3 * xx - 3 * yy) * w9 +
      C31 * x * z * w10 +
      C32 * (4 * zz - xx - 3 * yy) * w11 -
      C33 * 6 * y * z * w12 -
      C34 * 2 * x * y * w13 -
      C35 * 2 * y * z * w14 -
      C36 * 6 * x * y * w15;
    gz +=
      C31 * x * y * w10 +
      C32 * 8 * y * z * w11 +
      C33 * (6 * zz - 3 * xx - 3 * yy) * w12 +
      C34 * 8 * x * z * w13 +
      C35 * (xx - yy) * w14;
  }
  out[0] = gx;
  out[1] = gy;
  out[2] = gz;
}
