/**
 * When, within one training run, the Gaussians are densified, their opacities reset, and the images
 * coarsened: all as fractions of the run, so a 200-iteration preview densifies as a 7,000-iteration
 * run does. A run's position is the further of its iterations and its time budget
 * (`RunClock.position`), so a run cut short by a budget goes through the whole schedule too.
 * Sources and measurements: docs/trainer.md ("Schedule").
 */

export interface DensifySchedule {
  /** Densify from this fraction of the run … */
  from: number;
  /** … until this one (statistics are gathered until then). */
  until: number;
  /** About this many densification steps in the window … */
  steps: number;
  /** … but never more often than every `minEvery` iterations, nor less often than every `maxEvery`. */
  minEvery: number;
  maxEvery: number;
  /** Opacity resets, evenly spread inside the window (0: none). */
  opacityResets: number;
}

/**
 * The paper's window is 500–15,000 of 30,000 iterations (2 %–50 %), a step every 100 iterations and a
 * reset every 3,000. Short CPU runs are far from converged at half-way, so the window runs longer
 * here; see docs/trainer.md for the runs that chose these numbers.
 */
export const DEFAULT_DENSIFY: DensifySchedule = {
  from: 0.05,
  until: 0.6,
  steps: 10,
  minEvery: 25,
  maxEvery: 100,
  opacityResets: 0,
};

/** Coarse-to-fine: images at `scale` per side until `until` of the run (a quarter of the pixels). */
export interface CoarseSchedule {
  scale: number;
  until: number;
}

export const DEFAULT_COARSE: CoarseSchedule = { scale: 0.5, until: 0.3 };

/** Where a run is: the further of its iterations and its time budget, in [0, 1]. */
export class RunClock {
  readonly start: number;

  constructor(
    readonly iterations: number,
    readonly budgetMs: number | undefined,
    readonly now: () => number,
  ) {
    this.start = now();
  }

  elapsedMs(): number {
    return this.now() - this.start;
  }

  position(iteration: number): number {
    const byIterations = iteration / this.iterations;
    const byTime = this.budgetMs === undefined ? 0 : this.elapsedMs() / this.budgetMs;
    return Math.min(1, Math.max(byIterations, byTime));
  }

  /**
   * The iterations this run will have done at its end: its count, or under a time budget the rate so
   * far carried to the end of the budget (an over-estimate while the Gaussians still multiply).
   */
  expectedIterations(iteration: number): number {
    if (this.budgetMs === undefined || iteration < 10) return this.iterations;
    const byTime = this.elapsedMs() / this.budgetMs;
    return byTime > 0 ? Math.min(this.iterations, Math.round(iteration / byTime)) : this.iterations;
  }
}

/** Decides, iteration by iteration, whether to densify and whether to reset opacities. */
export class DensifyPlan {
  private last = 0;
  private resetsDone = 0;

  constructor(private readonly s: DensifySchedule) {}

  /** Densification statistics are gathered until the window closes. */
  tracking(position: number): boolean {
    return position < this.s.until;
  }

  densifyNow(iteration: number, position: number, expectedIterations: number): boolean {
    if (position < this.s.from || position >= this.s.until) return false;
    const window = (this.s.until - this.s.from) * expectedIterations;
    const every = Math.min(this.s.maxEvery, Math.max(this.s.minEvery, Math.round(window / this.s.steps)));
    if (iteration - this.last < every) return false;
    this.last = iteration;
    return true;
  }

  /** True once per reset, at the first iteration past its place in the window. */
  resetNow(position: number): boolean {
    if (this.resetsDone >= this.s.opacityResets) return false;
    const at =
      this.s.from + ((this.s.until - this.s.from) * (this.resetsDone + 1)) / (this.s.opacityResets + 1);
    if (position < at) return false;
    this.resetsDone++;
    return true;
  }

  /**
   * Oversized Gaussians (over 20 px on screen, or a tenth of the scene) are pruned only after the first
   * opacity reset (the paper's rule): before it, in a short run, they are the ones covering the surfaces.
   */
  pruneLarge(): boolean {
    return this.resetsDone > 0;
  }
}

/**
 * The most Gaussians a run grows to: about half a view's pixels (a step then costs about twice its
 * pixels' share: cost-model.ts), within the cap. A fixed budget, as Taming 3DGS gives one.
 */
export function gaussianBudget(pixels: number, cap: number): number {
  return Math.max(1, Math.min(cap, Math.round(GAUSSIANS_PER_PIXEL * pixels)));
}
const GAUSSIANS_PER_PIXEL = 0.5;

/** The count the plan allows at `position`: from the start, growing linearly through the window to the budget. */
export function plannedGaussians(
  s: Pick<DensifySchedule, 'from' | 'until'>,
  start: number,
  budget: number,
  position: number,
): number {
  const q = Math.min(1, Math.max(0, (position - s.from) / Math.max(1e-9, s.until - s.from)));
  return Math.round(start + (Math.max(start, budget) - start) * q);
}
