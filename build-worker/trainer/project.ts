/**
 * Per-Gaussian projection (EWA splatting, as in the 3DGS reference rasteriser's preprocess) and its
 * backward pass. Work is split over Gaussians [from, to), so results never depend on the thread count.
 */
import { type AdamStep, adamGaussian } from './adam.ts';
import type { Views } from './arena.ts';
import {
  COV,
  IG,
  P_MEAN,
  P_OPACITY,
  P_ROT,
  P_SCALE,
  P_SH,
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
  Q_RADIUS,
  Q_X0,
  Q_X1,
  Q_Y0,
  Q_Y1,
  STRIDE,
} from './layout.ts';
import { shBasis, shDirGrad } from './sh.ts';
import type { Uniforms } from './types.ts';

const NEAR = 0.2;
const LOW_PASS = 0.3;
/** Flags: bit 0 visible; bits 1..3 colour channel clamped at 0. */
export const VISIBLE = 1;

const basis = new Float64Array(16);
const wsh = new Float64Array(16);
const dirGrad = new Float64Array(3);

export function projectForward(v: Views, u: Uniforms, from: number, to: number): void {
  const { params, pre, cov2d, flags } = v;
  const R = u.R;
  const R0 = R[0] as number,
    R1 = R[1] as number,
    R2 = R[2] as number;
  const R3 = R[3] as number,
    R4 = R[4] as number,
    R5 = R[5] as number;
  const R6 = R[6] as number,
    R7 = R[7] as number,
    R8 = R[8] as number;
  const t0 = u.t[0] as number,
    t1 = u.t[1] as number,
    t2 = u.t[2] as number;
  const fx = u.fx,
    fy = u.fy;
  const limx = (1.3 * 0.5 * u.width) / fx;
  const limy = (1.3 * 0.5 * u.height) / fy;
  const W = u.width,
    H = u.height;
  const deg = u.shDegree;
  const nb = (deg + 1) * (deg + 1);
  const cpx = u.campos[0] as number,
    cpy = u.campos[1] as number,
    cpz = u.campos[2] as number;
  for (let g = from; g < to; g++) {
    flags[g] = 0;
    const o = g * STRIDE;
    const px = params[o + P_MEAN] as number;
    const py = params[o + P_MEAN + 1] as number;
    const pz = params[o + P_MEAN + 2] as number;
    const tx = R0 * px + R1 * py + R2 * pz + t0;
    const ty = R3 * px + R4 * py + R5 * pz + t1;
    const tz = R6 * px + R7 * py + R8 * pz + t2;
    if (tz <= NEAR) continue;
    const opacity = 1 / (1 + Math.exp(-(params[o + P_OPACITY] as number)));
    const k = 2 * Math.log(255 * opacity); // alpha ≥ 1/255 ⇔ dᵀ·conic·d ≤ k
    if (!(k > 0)) continue;
    // 3D covariance Σ = M·Mᵀ, M = R(q)·S.
    let qw = params[o + P_ROT] as number;
    let qx = params[o + P_ROT + 1] as number;
    let qy = params[o + P_ROT + 2] as number;
    let qz = params[o + P_ROT + 3] as number;
    const qn = 1 / Math.sqrt(qw * qw + qx * qx + qy * qy + qz * qz);
    qw *= qn;
    qx *= qn;
    qy *= qn;
    qz *= qn;
    const sx = Math.exp(params[o + P_SCALE] as number);
    const sy = Math.exp(params[o + P_SCALE + 1] as number);
    const sz = Math.exp(params[o + P_SCALE + 2] as number);
    const m00 = (1 - 2 * (qy * qy + qz * qz)) * sx,
      m01 = 2 * (qx * qy - qw * qz) * sy,
      m02 = 2 * (qx * qz + qw * qy) * sz;
    const m10 = 2 * (qx * qy + qw * qz) * sx,
      m11 = (1 - 2 * (qx * qx + qz * qz)) * sy,
      m12 = 2 * (qy * qz - qw * qx) * sz;
    const m20 = 2 * (qx * qz - qw * qy) * sx,
      m21 = 2 * (qy * qz + qw * qx) * sy,
      m22 = (1 - 2 * (qx * qx + qy * qy)) * sz;
    const s00 = m00 * m00 + m01 * m01 + m02 * m02;
    const s01 = m00 * m10 + m01 * m11 + m02 * m12;
    const s02 = m00 * m20 + m01 * m21 + m02 * m22;
    const s11 = m10 * m10 + m11 * m11 + m12 * m12;
    const s12 = m10 * m20 + m11 * m21 + m12 * m22;
    const s22 = m20 * m20 + m21 * m21 + m22 * m22;
    // Jacobian of the perspective projection (x/z clamped to 1.3× the field of view, as the reference does).
    const iz = 1 / tz;
    const rx = Math.min(limx, Math.max(-limx, tx * iz));
    const ry = Math.min(limy, Math.max(-limy, ty * iz));
    const j00 = fx * iz,
      j02 = -fx * rx * iz,
      j11 = fy * iz,
      j12 = -fy * ry * iz;
    // T = J·W (2×3)
    const a0 = j00 * R0 + j02 * R6,
      a1 = j00 * R1 + j02 * R7,
      a2 = j00 * R2 + j02 * R8;
    const b0 = j11 * R3 + j12 * R6,
      b1 = j11 * R4 + j12 * R7,
      b2 = j11 * R5 + j12 * R8;
    // cov2D = T·Σ·Tᵀ + 0.3·I
    const sa0 = s00 * a0 + s01 * a1 + s02 * a2,
      sa1 = s01 * a0 + s11 * a1 + s12 * a2,
      sa2 = s02 * a0 + s12 * a1 + s22 * a2;
    const ca = a0 * sa0 + a1 * sa1 + a2 * sa2 + LOW_PASS;
    const cb = b0 * sa0 + b1 * sa1 + b2 * sa2;
    const cc =
      b0 * (s00 * b0 + s01 * b1 + s02 * b2) +
      b1 * (s01 * b0 + s11 * b1 + s12 * b2) +
      b2 * (s02 * b0 + s12 * b1 + s22 * b2) +
      LOW_PASS;
    const det = ca * cc - cb * cb;
    if (!(det > 0)) continue;
    const idet = 1 / det;
    const mid = 0.5 * (ca + cc);
    const lambda1 = mid + Math.sqrt(Math.max(0.1, mid * mid - det));
    const radius = Math.ceil(3 * Math.sqrt(lambda1));
    const mx = fx * tx * iz + u.cx - 0.5;
    const my = fy * ty * iz + u.cy - 0.5;
    // Pixels a Gaussian may touch: its 3σ square, narrowed to the box where alpha can reach 1/255.
    const ex = Math.min(radius, Math.sqrt(k * ca));
    const ey = Math.min(radius, Math.sqrt(k * cc));
    const x0 = Math.max(0, Math.ceil(mx - ex));
    const x1 = Math.min(W - 1, Math.floor(mx + ex));
    const y0 = Math.max(0, Math.ceil(my - ey));
    const y1 = Math.min(H - 1, Math.floor(my + ey));
    if (x0 > x1 || y0 > y1) continue;
    // View-dependent colour from the SH.
    let dx = px - cpx,
      dy = py - cpy,
      dz = pz - cpz;
    const dn = 1 / Math.sqrt(dx * dx + dy * dy + dz * dz);
    dx *= dn;
    dy *= dn;
    dz *= dn;
    shBasis(deg, dx, dy, dz, basis);
    let cr = 0.5,
      cg = 0.5,
      cbl = 0.5;
    for (let j = 0; j < nb; j++) {
      const bj = basis[j] as number;
      const so = o + P_SH + 3 * j;
      cr += bj * (params[so] as number);
      cg += bj * (params[so + 1] as number);
      cbl += bj * (params[so + 2] as number);
    }
    let fl = VISIBLE;
    if (cr < 0) {
      cr = 0;
      fl |= 2;
    }
    if (cg < 0) {
      cg = 0;
      fl |= 4;
    }
    if (cbl < 0) {
      cbl = 0;
      fl |= 8;
    }
    flags[g] = fl;
    const q = g * PRE;
    pre[q + Q_MX] = mx;
    pre[q + Q_MY] = my;
    pre[q + Q_CA] = cc * idet;
    pre[q + Q_CB] = -cb * idet;
    pre[q + Q_CC] = ca * idet;
    pre[q + Q_OPACITY] = opacity;
    pre[q + Q_PMIN] = -0.5 * k;
    pre[q + Q_R] = cr;
    pre[q + Q_G] = cg;
    pre[q + Q_B] = cbl;
    pre[q + Q_DEPTH] = tz;
    pre[q + Q_RADIUS] = radius;
    pre[q + Q_X0] = x0;
    pre[q + Q_X1] = x1;
    pre[q + Q_Y0] = y0;
    pre[q + Q_Y1] = y1;
    const c = g * COV;
    cov2d[c] = ca;
    cov2d[c + 1] = cb;
    cov2d[c + 2] = cc;
  }
}

/**
 * Sums each visible Gaussian's per-tile gradients (instGrad) and carries them back through colour (SH),
 * conic → 2D covariance → (Jacobian, 3D covariance) → scale, rotation and position.
 * Writes the parameter gradients (overwriting) and, when asked, the densification statistics; with
 * `adam`, applies the Adam step to each Gaussian right after its gradients.
 */
export function projectBackward(
  v: Views,
  u: Uniforms,
  from: number,
  to: number,
  adam: AdamStep | null,
): void {
  const { params, grads, pre, cov2d, flags, instOffset, instGrad, gradAccum, denom, maxRadii } = v;
  const R = u.R;
  const R0 = R[0] as number,
    R1 = R[1] as number,
    R2 = R[2] as number;
  const R3 = R[3] as number,
    R4 = R[4] as number,
    R5 = R[5] as number;
  const R6 = R[6] as number,
    R7 = R[7] as number,
    R8 = R[8] as number;
  const t0 = u.t[0] as number,
    t1 = u.t[1] as number,
    t2 = u.t[2] as number;
  const fx = u.fx,
    fy = u.fy;
  const limx = (1.3 * 0.5 * u.width) / fx;
  const limy = (1.3 * 0.5 * u.height) / fy;
  const deg = u.shDegree;
  const nb = (deg + 1) * (deg + 1);
  const cpx = u.campos[0] as number,
    cpy = u.campos[1] as number,
    cpz = u.campos[2] as number;
  const halfW = 0.5 * u.width,
    halfH = 0.5 * u.height;
  for (let g = from; g < to; g++) {
    const fl = flags[g] as number;
    if ((fl & VISIBLE) === 0) continue;
    // Sum this Gaussian's per-tile gradients in tile order (deterministic).
    let gmx = 0,
      gmy = 0,
      gA = 0,
      gB = 0,
      gC = 0,
      gop = 0,
      gr = 0,
      gg = 0,
      gb = 0;
    const iEnd = (instOffset[g + 1] as number) * IG;
    for (let i = (instOffset[g] as number) * IG; i < iEnd; i += IG) {
      gmx += instGrad[i] as number;
      gmy += instGrad[i + 1] as number;
      gA += instGrad[i + 2] as number;
      gB += instGrad[i + 3] as number;
      gC += instGrad[i + 4] as number;
      gop += instGrad[i + 5] as number;
      gr += instGrad[i + 6] as number;
      gg += instGrad[i + 7] as number;
      gb += instGrad[i + 8] as number;
    }
    const o = g * STRIDE;
    const q = g * PRE;
    if (u.trackStats) {
      const nx = gmx * halfW;
      const ny = gmy * halfH;
      gradAccum[g] = (gradAccum[g] as number) + Math.sqrt(nx * nx + ny * ny);
      denom[g] = (denom[g] as number) + 1;
      const rad = pre[q + Q_RADIUS] as number;
      if (rad > (maxRadii[g] as number)) maxRadii[g] = rad;
    }
    // Hidden behind other Gaussians in every tile: every gradient is zero (no need for the chain rule).
    if (
      gmx === 0 &&
      gmy === 0 &&
      gA === 0 &&
      gB === 0 &&
      gC === 0 &&
      gop === 0 &&
      gr === 0 &&
      gg === 0 &&
      gb === 0
    ) {
      grads.fill(0, o, o + STRIDE);
      if (adam) adamGaussian(v, g, adam);
      continue;
    }
    const px = params[o + P_MEAN] as number;
    const py = params[o + P_MEAN + 1] as number;
    const pz = params[o + P_MEAN + 2] as number;
    let gpx = 0,
      gpy = 0,
      gpz = 0;
    // Colour → SH coefficients and view direction.
    if (fl & 2) gr = 0;
    if (fl & 4) gg = 0;
    if (fl & 8) gb = 0;
    {
      const vx = px - cpx,
        vy = py - cpy,
        vz = pz - cpz;
      const len = Math.sqrt(vx * vx + vy * vy + vz * vz);
      const dx = vx / len,
        dy = vy / len,
        dz = vz / len;
      shBasis(deg, dx, dy, dz, basis);
      for (let j = 0; j < nb; j++) {
        const bj = basis[j] as number;
        const so = o + P_SH + 3 * j;
        grads[so] = bj * gr;
        grads[so + 1] = bj * gg;
        grads[so + 2] = bj * gb;
        wsh[j] =
          (params[so] as number) * gr + (params[so + 1] as number) * gg + (params[so + 2] as number) * gb;
      }
      for (let j = P_SH + 3 * nb; j < STRIDE; j++) grads[o + j] = 0;
      if (deg > 0) {
        shDirGrad(deg, dx, dy, dz, wsh, dirGrad);
        const gdx = dirGrad[0] as number,
          gdy = dirGrad[1] as number,
          gdz = dirGrad[2] as number;
        const dot = gdx * dx + gdy * dy + gdz * dz;
        gpx += (gdx - dot * dx) / len;
        gpy += (gdy - dot * dy) / len;
        gpz += (gdz - dot * dz) / len;
      }
    }
    // Opacity through the sigmoid.
    const op = pre[q + Q_OPACITY] as number;
    grads[o + P_OPACITY] = gop * op * (1 - op);
    // Conic → 2D covariance (a b; b c).
    const ca = cov2d[g * COV] as number,
      cb = cov2d[g * COV + 1] as number,
      cc = cov2d[g * COV + 2] as number;
    const det = ca * cc - cb * cb;
    const id2 = 1 / (det * det);
    const ga = (-cc * cc * gA + cb * cc * gB - cb * cb * gC) * id2;
    const gbb = (2 * cb * cc * gA - (ca * cc + cb * cb) * gB + 2 * ca * cb * gC) * id2;
    const gc = (-cb * cb * gA + ca * cb * gB - ca * ca * gC) * id2;
    // Symmetric matrix gradient of cov2D: G2 = [[ga, gb/2], [gb/2, gc]].
    const h = 0.5 * gbb;
    // Recompute the forward quantities needed below.
    const tx = R0 * px + R1 * py + R2 * pz + t0;
    const ty = R3 * px + R4 * py + R5 * pz + t1;
    const tz = R6 * px + R7 * py + R8 * pz + t2;
    let qw = params[o + P_ROT] as number;
    let qx = params[o + P_ROT + 1] as number;
    let qy = params[o + P_ROT + 2] as number;
    let qz = params[o + P_ROT + 3] as number;
    const qlen = Math.sqrt(qw * qw + qx * qx + qy * qy + qz * qz);
    qw /= qlen;
    qx /= qlen;
    qy /= qlen;
    qz /= qlen;
    const sx = Math.exp(params[o + P_SCALE] as number);
    const sy = Math.exp(params[o + P_SCALE + 1] as number);
    const sz = Math.exp(params[o + P_SCALE + 2] as number);
    const r00 = 1 - 2 * (qy * qy + qz * qz),
      r01 = 2 * (qx * qy - qw * qz),
      r02 = 2 * (qx * qz + qw * qy);
    const r10 = 2 * (qx * qy + qw * qz),
      r11 = 1 - 2 * (qx * qx + qz * qz),
      r12 = 2 * (qy * qz - qw * qx);
    const r20 = 2 * (qx * qz - qw * qy),
      r21 = 2 * (qy * qz + qw * qx),
      r22 = 1 - 2 * (qx * qx + qy * qy);
    const m00 = r00 * sx,
      m01 = r01 * sy,
      m02 = r02 * sz;
    const m10 = r10 * sx,
      m11 = r11 * sy,
      m12 = r12 * sz;
    const m20 = r20 * sx,
      m21 = r21 * sy,
      m22 = r22 * sz;
    const s00 = m00 * m00 + m01 * m01 + m02 * m02;
    const s01 = m00 * m10 + m01 * m11 + m02 * m12;
    const s02 = m00 * m20 + m01 * m21 + m02 * m22;
    const s11 = m10 * m10 + m11 * m11 + m12 * m12;
    const s12 = m10 * m20 + m11 * m21 + m12 * m22;
    const s22 = m20 * m20 + m21 * m21 + m22 * m22;
    const iz = 1 / tz;
    const rxu = tx * iz,
      ryu = ty * iz;
    const clx = rxu < -limx || rxu > limx;
    const cly = ryu < -limy || ryu > limy;
    const rx = clx ? (rxu < 0 ? -limx : limx) : rxu;
    const ry = cly ? (ryu < 0 ? -limy : limy) : ryu;
    const j00 = fx * iz,
      j02 = -fx * rx * iz,
      j11 = fy * iz,
      j12 = -fy * ry * iz;
    const a0 = j00 * R0 + j02 * R6,
      a1 = j00 * R1 + j02 * R7,
      a2 = j00 * R2 + j02 * R8;
    const b0 = j11 * R3 + j12 * R6,
      b1 = j11 * R4 + j12 * R7,
      b2 = j11 * R5 + j12 * R8;
    // dL/dΣ = Tᵀ·G2·T (symmetric 3×3). Rows of G2·T: u = ga·a + h·b, w = h·a + gc·b.
    const u0 = ga * a0 + h * b0,
      u1 = ga * a1 + h * b1,
      u2 = ga * a2 + h * b2;
    const w0 = h * a0 + gc * b0,
      w1 = h * a1 + gc * b1,
      w2 = h * a2 + gc * b2;
    const G00 = a0 * u0 + b0 * w0,
      G01 = a0 * u1 + b0 * w1,
      G02 = a0 * u2 + b0 * w2;
    const G11 = a1 * u1 + b1 * w1,
      G12 = a1 * u2 + b1 * w2,
      G22 = a2 * u2 + b2 * w2;
    // dL/dT = 2·G2·T·Σ: rows 2·(u·Σ), 2·(w·Σ).
    const dT00 = 2 * (u0 * s00 + u1 * s01 + u2 * s02);
    const dT01 = 2 * (u0 * s01 + u1 * s11 + u2 * s12);
    const dT02 = 2 * (u0 * s02 + u1 * s12 + u2 * s22);
    const dT10 = 2 * (w0 * s00 + w1 * s01 + w2 * s02);
    const dT11 = 2 * (w0 * s01 + w1 * s11 + w2 * s12);
    const dT12 = 2 * (w0 * s02 + w1 * s12 + w2 * s22);
    // T = J·W: dL/dJ = dL/dT·Wᵀ (only the non-zero entries of J).
    const dJ00 = dT00 * R0 + dT01 * R1 + dT02 * R2;
    const dJ02 = dT00 * R6 + dT01 * R7 + dT02 * R8;
    const dJ11 = dT10 * R3 + dT11 * R4 + dT12 * R5;
    const dJ12 = dT10 * R6 + dT11 * R7 + dT12 * R8;
    const iz2 = iz * iz;
    // J02 = -fx·tx/tz² unclamped (∂/∂tx = -fx/tz², ∂/∂tz = 2fx·tx/tz³); clamped it is -fx·r/tz.
    let gtx = clx ? 0 : -fx * iz2 * dJ02;
    let gty = cly ? 0 : -fy * iz2 * dJ12;
    let gtz =
      -fx * iz2 * dJ00 -
      fy * iz2 * dJ11 +
      (clx ? fx * rx * iz2 : 2 * fx * rx * iz2) * dJ02 +
      (cly ? fy * ry * iz2 : 2 * fy * ry * iz2) * dJ12;
    // 2D mean (always the unclamped projection).
    gtx += gmx * fx * iz;
    gty += gmy * fy * iz;
    gtz -= (gmx * fx * tx + gmy * fy * ty) * iz2;
    gpx += R0 * gtx + R3 * gty + R6 * gtz;
    gpy += R1 * gtx + R4 * gty + R7 * gtz;
    gpz += R2 * gtx + R5 * gty + R8 * gtz;
    grads[o + P_MEAN] = gpx;
    grads[o + P_MEAN + 1] = gpy;
    grads[o + P_MEAN + 2] = gpz;
    // Σ = M·Mᵀ: dL/dM = 2·G·M.
    const dM00 = 2 * (G00 * m00 + G01 * m10 + G02 * m20);
    const dM01 = 2 * (G00 * m01 + G01 * m11 + G02 * m21);
    const dM02 = 2 * (G00 * m02 + G01 * m12 + G02 * m22);
    const dM10 = 2 * (G01 * m00 + G11 * m10 + G12 * m20);
    const dM11 = 2 * (G01 * m01 + G11 * m11 + G12 * m21);
    const dM12 = 2 * (G01 * m02 + G11 * m12 + G12 * m22);
    const dM20 = 2 * (G02 * m00 + G12 * m10 + G22 * m20);
    const dM21 = 2 * (G02 * m01 + G12 * m11 + G22 * m21);
    const dM22 = 2 * (G02 * m02 + G12 * m12 + G22 * m22);
    // M = R·diag(s): scale gradients (through exp), then rotation.
    grads[o + P_SCALE] = (dM00 * r00 + dM10 * r10 + dM20 * r20) * sx;
    grads[o + P_SCALE + 1] = (dM01 * r01 + dM11 * r11 + dM21 * r21) * sy;
    grads[o + P_SCALE + 2] = (dM02 * r02 + dM12 * r12 + dM22 * r22) * sz;
    const dR00 = dM00 * sx,
      dR01 = dM01 * sy,
      dR02 = dM02 * sz;
    const dR10 = dM10 * sx,
      dR11 = dM11 * sy,
      dR12 = dM12 * sz;
    const dR20 = dM20 * sx,
      dR21 = dM21 * sy,
      dR22 = dM22 * sz;
    const dqw = 2 * (-qz * dR01 + qy * dR02 + qz * dR10 - qx * dR12 - qy * dR20 + qx * dR21);
    const dqx =
      2 *
      (qy * dR01 + qz * dR02 + qy * dR10 - 2 * qx * dR11 - qw * dR12 + qz * dR20 + qw * dR21 - 2 * qx * dR22);
    const dqy =
      2 *
      (-2 * qy * dR00 +
        qx * dR01 +
        qw * dR02 +
        qx * dR10 +
        qz * dR12 -
        qw * dR20 +
        qz * dR21 -
        2 * qy * dR22);
    const dqz =
      2 *
      (-2 * qz * dR00 -
        qw * dR01 +
        qx * dR02 +
        qw * dR10 -
        2 * qz * dR11 +
        qy * dR12 +
        qx * dR20 +
        qy * dR21);
    // Through the normalisation q = q_raw / |q_raw|.
    const qdot = dqw * qw + dqx * qx + dqy * qy + dqz * qz;
    grads[o + P_ROT] = (dqw - qdot * qw) / qlen;
    grads[o + P_ROT + 1] = (dqx - qdot * qx) / qlen;
    grads[o + P_ROT + 2] = (dqy - qdot * qy) / qlen;
    grads[o + P_ROT + 3] = (dqz - qdot * qz) / qlen;
    if (adam) adamGaussian(v, g, adam);
  }
}
