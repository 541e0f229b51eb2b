/**
 * What a training run costs in seconds, before it starts: one step costs a share per pixel of the
 * view (compositing, loss) and a share per Gaussian (projection, sorting, Adam), and the Gaussians
 * grow through the densification window as the count plan lets them. A machine's two figures are
 * measured once (build-worker/worker/machine-speed.ts); the build's estimate uses this model from its
 * first minute (docs/tour-build.md, "Estimates").
 */

import { plannedGaussians } from './run-schedule.ts';

/** Seconds of wall time one training step takes on a machine, per pixel and per Gaussian. */
export interface StepCost {
  secondsPerPixel: number;
  secondsPerGaussian: number;
}

function stepSeconds(cost: StepCost, pixels: number, gaussians: number): number {
  return cost.secondsPerPixel * pixels + cost.secondsPerGaussian * gaussians;
}

export interface RunShape {
  iterations: number;
  /** Pixels of one view. */
  pixels: number;
  /** Gaussians at the start (the sparse points) and, at most, at the end of densification. */
  startGaussians: number;
  endGaussians: number;
  /** The densification window, as fractions of the run (run-schedule.ts). */
  from: number;
  until: number;
}

/** Predicted seconds from `fromIteration` to the end of the run (numerically, 64 slices). */
export function runSeconds(cost: StepCost, run: RunShape, fromIteration = 0): number {
  const slices = 64;
  const a = Math.min(run.iterations, Math.max(0, fromIteration));
  const width = (run.iterations - a) / slices;
  let s = 0;
  for (let k = 0; k < slices; k++) {
    const position = (a + (k + 0.5) * width) / run.iterations;
    s +=
      width *
      stepSeconds(cost, run.pixels, plannedGaussians(run, run.startGaussians, run.endGaussians, position));
  }
  return s;
}
