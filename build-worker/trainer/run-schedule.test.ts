/** The run's schedule: densification and opacity resets as fractions of a run, whatever its length or budget. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DENSIFY, DensifyPlan, RunClock } from './run-schedule.ts';

/** The iterations at which a run of `iterations` densifies and resets opacities. */
function walk(iterations: number, schedule = DEFAULT_DENSIFY) {
  const plan = new DensifyPlan(schedule);
  const densify: number[] = [];
  const resets: number[] = [];
  for (let it = 1; it <= iterations; it++) {
    const position = it / iterations;
    if (plan.densifyNow(it, position, iterations)) densify.push(it);
    if (plan.resetNow(position)) resets.push(it);
  }
  return { densify, resets };
}

describe('DensifyPlan', () => {
  it('densifies a 200-iteration preview, inside its window', () => {
    const { densify } = walk(200);
    expect(densify.length).toBeGreaterThanOrEqual(4);
    expect(densify[0]).toBeGreaterThanOrEqual(200 * DEFAULT_DENSIFY.from);
    expect(densify.at(-1)).toBeLessThan(200 * DEFAULT_DENSIFY.until);
  });

  it('densifies a long run at least every 100 iterations (the paper), a short one at most every 25', () => {
    const long = walk(30_000).densify;
    expect(Math.min(...long.slice(1).map((it, i) => it - (long[i] as number)))).toBe(100);
    const short = walk(300).densify;
    expect(Math.min(...short.slice(1).map((it, i) => it - (short[i] as number)))).toBeGreaterThanOrEqual(25);
    // About the same number of steps for 500 and 1,000 iterations: the schedule scales with the run
    // (until a step every 100 iterations, the paper's pace, is reached).
    expect(Math.abs(walk(500).densify.length - walk(1000).densify.length)).toBeLessThanOrEqual(1);
    expect(walk(4000).densify.length).toBeGreaterThan(walk(2000).densify.length);
  });

  it('spreads opacity resets evenly inside the window', () => {
    const { resets } = walk(1000, { ...DEFAULT_DENSIFY, from: 0.1, until: 0.7, opacityResets: 2 });
    expect(resets).toEqual([300, 500]);
  });
});

describe('RunClock', () => {
  it('is as far as the further of its iterations and its time budget', () => {
    let now = 1000;
    const clock = new RunClock(1000, 60_000, () => now);
    expect(clock.position(100)).toBeCloseTo(0.1);
    now += 30_000;
    expect(clock.position(100)).toBeCloseTo(0.5);
    // 100 iterations in half the budget: about 200 by its end.
    expect(clock.expectedIterations(100)).toBe(200);
    expect(new RunClock(1000, undefined, () => now).expectedIterations(100)).toBe(1000);
  });
});
