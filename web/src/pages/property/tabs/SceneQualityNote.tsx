/**
 * The shown scene's measured quality under the 3D tour: 'Quality: 27.3 dB on frames held out' and one
 * line saying what that means (#shared/build-quality.ts holds the words). Nothing for builds that
 * measured none (older tasks, the GPU trainer).
 */
import { describeScores, type SceneScores } from '#shared/build-quality.ts';

export function SceneQualityNote({ scores }: { scores: SceneScores | undefined }) {
  if (!scores) return null;
  const { headline, meaning } = describeScores(scores);
  return (
    <div data-testid="scene-quality" className="text-sm">
      <p className="font-medium text-zinc-900">{headline}</p>
      <p className="text-xs text-zinc-500">{meaning}</p>
    </div>
  );
}
