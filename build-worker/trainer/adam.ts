/**
 * Adam over the Gaussians [from, to) that were visible in this view (the others keep their parameters
 * and moments: an untouched Gaussian has no gradient, so skipping it saves most of the update's cost).
 * Bias correction uses the global step, as PyTorch's Adam does for one parameter tensor.
 */
import type { Views } from './arena.ts';
import { activeParams, STRIDE } from './layout.ts';
import { VISIBLE } from './project.ts';
import type { Uniforms } from './types.ts';

export function adamStep(v: Views, u: Uniforms, from: number, to: number): void {
  const { params, grads, adamM, adamV, flags } = v;
  const b1 = u.beta1;
  const b2 = u.beta2;
  const bc1 = 1 - b1 ** u.step;
  const ibc2 = 1 / Math.sqrt(1 - b2 ** u.step);
  const eps = u.eps;
  const nActive = activeParams(u.shDegree);
  const lr = u.lr;
  const stepSize = new Float64Array(nActive);
  for (let j = 0; j < nActive; j++) stepSize[j] = (lr[j] as number) / bc1;
  for (let g = from; g < to; g++) {
    if (((flags[g] as number) & VISIBLE) === 0) continue;
    const o = g * STRIDE;
    for (let j = 0; j < nActive; j++) {
      const i = o + j;
      const gr = grads[i] as number;
      const m = b1 * (adamM[i] as number) + (1 - b1) * gr;
      const s = b2 * (adamV[i] as number) + (1 - b2) * gr * gr;
      adamM[i] = m;
      adamV[i] = s;
      params[i] = (params[i] as number) - ((stepSize[j] as number) * m) / (Math.sqrt(s) * ibc2 + eps);
    }
  }
}
