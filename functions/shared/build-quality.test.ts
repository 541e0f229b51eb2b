/** The words a person reads about a built scene's quality, on the 3D tab and in the CLI. */
import { describe, expect, it } from 'vitest';
import { describeScores, sceneScoresSchema } from './build-quality.ts';

const scores = {
  heldOut: { psnr: 27.34, ssim: 0.861, frames: 8 },
  train: { psnr: 29.1, ssim: 0.9, frames: 50 },
  gaussians: 120_000,
  iterations: 3000,
};

describe('describeScores', () => {
  it('leads with the held-out PSNR and says in one line what it means', () => {
    expect(describeScores(scores)).toEqual({
      headline: 'Quality: 27.3 dB on frames held out',
      meaning:
        'How closely the tour reproduces 8 frames of your video it was not trained on (PSNR; higher is better: 25 dB looks good, 30 dB is close to the video).',
    });
  });

  it('falls back on the training frames, and says so, when none could be held out', () => {
    const { headline, meaning } = describeScores({ ...scores, heldOut: null });
    expect(headline).toBe('Quality: 29.1 dB on the frames it learnt from');
    expect(meaning).toContain('too few frames to hold some out');
  });
});

describe('sceneScoresSchema', () => {
  it('accepts what the worker writes and refuses a malformed record', () => {
    expect(sceneScoresSchema.parse(scores)).toEqual(scores);
    expect(() => sceneScoresSchema.parse({ ...scores, train: { psnr: 'high' } })).toThrow();
  });
});
