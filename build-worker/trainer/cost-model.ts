/**
 * What a training run costs in seconds, before it starts: one step costs a share per pixel of the
 * view (compositing, loss) and a share per Gaussian (projection, sorting, Adam), and the Gaussians
 * grow through the densification window as the count plan lets them. A machine's two figures are
 * measured once (build-worker/worker/machine-speed.ts); the build's estimate uses this model from its
 * first minute (docs/tour-build.md, "Estimates").
 */

import { type CoarseSchedule, plannedGaussians } from './run-schedule.ts';

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
  /** Coarse-to-fine: images at `scale` per side until `until` of the run. */
  coarse: CoarseSchedule | null;
}

/**
 * Predicted seconds from `fromIteration` to the end of the run. Exact: between the schedule's
 * breakpoints the count grows linearly and the image size is fixed, so each piece is its length times
 * the step at its middle.
 */
export function runSeconds(cost: StepCost, run: RunShape, fromIteration = 0): number {
  const start = Math.min(1, Math.max(0, fromIteration / run.iterations));
  const marks = [start, run.from, run.until, run.coarse?.until ?? 1, 1]
    .filter((p) => p >= start && p <= 1)
    .sort((x, y) => x - y);
  let s = 0;
  for (let k = 0; k + 1 < marks.length; k++) {
    const a = marks[k] as number;
    const b = marks[k + 1] as number;
    if (b <= a) continue;
    const mid = (a + b) / 2;
    const pixels = run.coarse && mid < run.coarse.until ? run.pixels * run.coarse.scale ** 2 : run.pixels;
    const gaussians = plannedGaussians(run, run.startGaussians, run.endGaussians, mid);
    s += (b - a) * run.iterations * stepSeconds(cost, pixels, gaussians);
  }
  return s;
}
