/**
 * Adam, applied by the projection's backward to each Gaussian visible in this view right after writing
 * its gradients, while they are in cache (the others keep their parameters and moments: an untouched
 * Gaussian has no gradient, so skipping it saves most of the update's cost).
 * Bias correction uses the global step, as PyTorch's Adam does for one parameter tensor.
 */
import type { Views } from './arena.ts';
import { activeParams, STRIDE } from './layout.ts';
import type { Uniforms } from './types.ts';

/** The step's constants, computed once per phase. */
export interface AdamStep {
  b1: number;
  b2: number;
  ibc2: number;
  eps: number;
  nActive: number;
  /** Per parameter: learning rate / (1 − β1^step). */
  stepSize: Float64Array;
}

export function adamConstants(u: Uniforms): AdamStep {
  const nActive = activeParams(u.shDegree);
  const bc1 = 1 - u.beta1 ** u.step;
  const stepSize = new Float64Array(nActive);
  for (let j = 0; j < nActive; j++) stepSize[j] = (u.lr[j] as number) / bc1;
  return {
    b1: u.beta1,
    b2: u.beta2,
    ibc2: 1 / Math.sqrt(1 - u.beta2 ** u.step),
    eps: u.eps,
    nActive,
    stepSize,
  };
}

/** Adam on Gaussian g's parameters, from the gradients in v.grads (run right after they are written). */
export function adamGaussian(v: Views, g: number, k: AdamStep): void {
  const { params, grads, adamM, adamV } = v;
  const { b1, b2, ibc2, eps, nActive, stepSize } = k;
  const c1 = 1 - b1;
  const c2 = 1 - b2;
  const o = g * STRIDE;
  for (let j = 0; j < nActive; j++) {
    const i = o + j;
    const gr = grads[i] as number;
    const m = b1 * (adamM[i] as number) + c1 * gr;
    const s = b2 * (adamV[i] as number) + c2 * gr * gr;
    adamM[i] = m;
    adamV[i] = s;
    params[i] = (params[i] as number) - ((stepSize[j] as number) * m) / (Math.sqrt(s) * ibc2 + eps);
  }
}
