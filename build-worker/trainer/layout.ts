/**
 * Memory layout of one Gaussian's trainable parameters (array-of-structures, 59 numbers each), so that
 * densification copies one contiguous run and Adam walks memory in order.
 */
export const STRIDE = 59;
/** x, y, z in world space. */
export const P_MEAN = 0;
/** log of the three axis scales. */
export const P_SCALE = 3;
/** Quaternion (w, x, y, z), unnormalised; the forward pass normalises it. */
export const P_ROT = 6;
/** Opacity before the sigmoid (logit). */
export const P_OPACITY = 10;
/** 16 spherical-harmonic coefficients × 3 channels, coefficient-major: index P_SH + k * 3 + channel. */
export const P_SH = 11;

/** Number of leading parameters that are live for a given SH degree (the rest stay zero). */
export function activeParams(shDegree: number): number {
  return P_SH + 3 * (shDegree + 1) * (shDegree + 1);
}

/** Per-Gaussian outputs of the projection step, stride PRE. */
export const PRE = 16;
export const Q_MX = 0; // 2D mean, pixel units (pixel centres at integer coordinates)
export const Q_MY = 1;
export const Q_CA = 2; // conic (inverse 2D covariance) [[A, B], [B, C]]
export const Q_CB = 3;
export const Q_CC = 4;
export const Q_OPACITY = 5; // sigmoid(opacity logit)
export const Q_PMIN = 6; // the exponent below which alpha < 1/255: ln(1 / (255 · opacity))
export const Q_R = 7; // view-dependent colour from the SH
export const Q_G = 8;
export const Q_B = 9;
export const Q_DEPTH = 10;
export const Q_RADIUS = 11; // 3σ radius in pixels (the paper's), used by densification's screen-size test
// The pixel box a Gaussian may touch (first and last column, row), in the same 64-byte record as the
// values above, so gathering a tile's records reads one cache line per Gaussian.
export const Q_X0 = 12;
export const Q_X1 = 13;
export const Q_Y0 = 14;
export const Q_Y1 = 15;
/** Per-Gaussian 2D covariance incl. the 0.3 low-pass (a, b, c), kept for the projection's backward. */
export const COV = 3;

/** Per-instance (Gaussian × tile) gradient of the loss w.r.t. the 2D quantities, stride IG. */
export const IG = 9; // d mean x, d mean y, d A, d B, d C, d opacity, d r, d g, d b

/**
 * Per-instance record, in each tile's depth order: the compositing forward gathers it from the
 * Gaussian's projected values and writes it, so the backward reads memory in sequence instead of one
 * random Gaussian after another.
 */
export const REC = 16;
// Offsets 0–9 hold the projection's Q_MX … Q_B at the same offsets.
export const R_XA = 10; // the Gaussian's pixel box clipped to the tile: first and last column, row
export const R_XB = 11;
export const R_YA = 12;
export const R_YB = 13;

export const TILE = 16;
