/**
 * How good a built scene is, measured by the worker and kept on the build task (`scores` for the
 * final scene, `previewScores` for the preview): PSNR and SSIM of the scene's renders against the
 * video frames, over frames held out of training (every 8th) and over the frames it trained on.
 * One schema for the worker that writes it and every reader; the words a person reads live here too,
 * so the 3D tab and the CLI say the same. Browser-safe.
 */
import * as z from 'zod';

const frameScoresSchema = z.object({
  /** Mean PSNR in dB. */
  psnr: z.number(),
  /** Mean SSIM, 0–1. */
  ssim: z.number(),
  /** How many frames were measured. */
  frames: z.number().int().nonnegative(),
});

export const sceneScoresSchema = z.object({
  /** Frames the training never saw: what a new viewpoint will look like. Null when too few frames. */
  heldOut: frameScoresSchema.nullable(),
  /** Frames it trained on (at most 50 of them, evenly spread). */
  train: frameScoresSchema,
  gaussians: z.number().int().nonnegative(),
  iterations: z.number().int().nonnegative(),
});

export type SceneScores = z.infer<typeof sceneScoresSchema>;

/** 'Quality: 27.3 dB on frames held out', and one line saying what that means. */
export function describeScores(scores: SceneScores): { headline: string; meaning: string } {
  const { heldOut, train } = scores;
  if (heldOut && heldOut.frames > 0) {
    return {
      headline: `Quality: ${heldOut.psnr.toFixed(1)} dB on frames held out`,
      meaning: `How closely the tour reproduces ${heldOut.frames} frame${heldOut.frames === 1 ? '' : 's'} of your video it was not trained on (PSNR; higher is better: 25 dB looks good, 30 dB is close to the video).`,
    };
  }
  return {
    headline: `Quality: ${train.psnr.toFixed(1)} dB on the frames it learnt from`,
    meaning:
      'How closely the tour reproduces the video frames it was trained on (PSNR; higher is better). The video had too few frames to hold some out, so new viewpoints may look worse.',
  };
}
