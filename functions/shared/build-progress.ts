/**
 * What a running build reports (the task record's `progress`, the 3D tab, the `build-tour` CLI): the
 * stage, its own progress, the overall percentage and the time left. One definition for the worker
 * that writes it and every reader, so the stage names a person reads are the same everywhere.
 * Browser-safe: no Node imports.
 */

export const BUILD_STAGES = ['frames', 'cameras', 'training', 'export'] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

/** Plain names for the stages (the ids are what older task records carry). */
const STAGE_LABELS: Record<BuildStage, string> = {
  frames: 'Extracting frames',
  cameras: 'Finding camera positions',
  training: 'Training the 3D scene',
  export: 'Exporting',
};

export interface BuildProgress {
  stage: string;
  /** Overall, 0–100, each stage weighted by its share of the build's time. */
  percent: number;
  /** Within the stage, 0–100. */
  stagePercent?: number;
  /** What the stage has done so far, e.g. '18 of 30 images placed'. */
  detail?: string;
  /** Estimated seconds left for the whole build, from the rate measured so far; absent until known. */
  remainingSeconds?: number;
}

export function stageLabel(stage: string): string {
  return (STAGE_LABELS as Record<string, string>)[stage] ?? stage;
}

/** '2 min 10 s left', 'About 40 s left', 'Less than 10 s left'. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 10) return 'Less than 10 s left';
  if (s < 60) return `About ${Math.round(s / 5) * 5} s left`;
  const minutes = Math.floor(s / 60);
  if (minutes >= 60) return `About ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
  return `About ${minutes} min ${String(s % 60).padStart(2, '0')} s left`;
}

/** One line for logs and the CLI: 'Finding camera positions 40% (18 of 30 images placed) · 52% overall · About 2 min 10 s left'. */
export function describeProgress(p: BuildProgress): string {
  const parts = [
    `${stageLabel(p.stage)}${p.stagePercent === undefined ? '' : ` ${Math.round(p.stagePercent)}%`}${p.detail ? ` (${p.detail})` : ''}`,
    `${Math.round(p.percent)}% overall`,
  ];
  if (p.remainingSeconds !== undefined) parts.push(formatRemaining(p.remainingSeconds));
  return parts.join(' · ');
}
