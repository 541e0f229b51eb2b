/** The cost model: a run's predicted seconds from its size, its length and how its Gaussians grow. */
import { describe, expect, it } from 'vitest';
import { runSeconds } from './cost-model.ts';

const cost = { secondsPerPixel: 1e-6, secondsPerGaussian: 2e-6 };
const run = {
  iterations: 1000,
  pixels: 100_000,
  startGaussians: 10_000,
  endGaussians: 10_000,
  from: 0.1,
  until: 0.6,
  coarse: null,
};

describe('runSeconds', () => {
  it('is the iterations times a step when the count stays put', () => {
    // A step: 0.1 s for the pixels, 0.02 s for the Gaussians.
    expect(runSeconds(cost, run)).toBeCloseTo(1000 * 0.12, 9);
    expect(runSeconds(cost, run, 750)).toBeCloseTo(250 * 0.12, 9);
    expect(runSeconds(cost, run, 1000)).toBe(0);
  });

  it('counts the Gaussians growing through the densification window to their budget', () => {
    const growing = { ...run, endGaussians: 60_000 };
    // 10k for the first 100 iterations, 35k on average over the next 500, 60k for the last 400.
    const expected = 1000 * 0.1 + 2e-6 * (100 * 10_000 + 500 * 35_000 + 400 * 60_000);
    expect(runSeconds(cost, growing)).toBeCloseTo(expected, 6);
  });

  it('counts a quarter of the pixels while the images are at half size', () => {
    const coarse = { ...run, coarse: { scale: 0.5, until: 0.25 } };
    expect(runSeconds(cost, coarse)).toBeCloseTo(250 * (0.025 + 0.02) + 750 * 0.12, 6);
  });
});
