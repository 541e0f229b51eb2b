/**
 * The build progress view (spec §2, §4): task info and the step list — earlier steps done, the
 * current one spinning, later ones pending; on failure the last step reads 'Failed' and the building
 * step shows an error icon.
 */
import { CircleAlert, CircleCheck, CircleDashed, LoaderCircle, RefreshCw } from 'lucide-react';
import { type BuildProgress, formatRemaining, stageLabel } from '#shared/build-progress.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { SectionCard } from '../../../components/ui/Card.tsx';

const BUILD_STEPS = ['new', 'waiting', 'starting', 'building', 'completed'] as const;
const STEP_LABELS: Record<(typeof BUILD_STEPS)[number], string> = {
  new: 'Submitted',
  waiting: 'Waiting for a build machine',
  starting: 'Starting',
  building: 'Building the 3D tour',
  completed: 'Completed',
};
const STORE_LABELS = new Map([
  ['local-disk', 'Local Disk'],
  ['google-drive', 'Google Drive'],
]);

export interface BuildTaskView {
  buildState: string;
  uniqueId: string;
  createdAt: string;
  sourceFiles: { sourceName: string; sourceStore: string; sourceFileType: string }[];
  failureReason?: string;
  progress?: BuildProgress;
}

/** The running stage in plain words, its own progress, the overall bar and the time left. */
function BuildProgressView({ progress }: { progress: BuildProgress }) {
  const percent = Math.round(progress.percent);
  return (
    <div className="mt-1 flex w-full flex-col gap-1.5" data-testid="build-progress">
      <p className="text-sm text-zinc-700">
        <span className="font-medium">{stageLabel(progress.stage)}</span>
        {progress.stagePercent === undefined ? null : <> · {Math.round(progress.stagePercent)}%</>}
        {progress.detail ? <span className="text-zinc-500"> ({progress.detail})</span> : null}
      </p>
      <div
        role="progressbar"
        aria-label="Build progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-zinc-100"
      >
        <div
          className="h-full rounded-full bg-indigo-500 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-zinc-500">
        {percent}% overall
        {progress.remainingSeconds === undefined
          ? ' · Estimating time left…'
          : ` · ${formatRemaining(progress.remainingSeconds)}`}
      </p>
    </div>
  );
}

export function storeLabel(store: string): string {
  return STORE_LABELS.get(store) ?? store;
}

type StepStatus = 'done' | 'current' | 'pending' | 'error';

function stepStatuses(state: string): StepStatus[] {
  if (state === 'failed')
    return BUILD_STEPS.map((step) =>
      step === 'completed' ? 'error' : step === 'building' ? 'error' : 'done',
    );
  const current = BUILD_STEPS.indexOf(state as (typeof BUILD_STEPS)[number]);
  return BUILD_STEPS.map((_, i) =>
    i < current ? 'done' : i === current ? (state === 'completed' ? 'done' : 'current') : 'pending',
  );
}

const ICONS = {
  done: <CircleCheck className="size-5 text-emerald-600" aria-label="done" />,
  current: <LoaderCircle className="size-5 animate-spin text-indigo-600" aria-label="in progress" />,
  pending: <CircleDashed className="size-5 text-zinc-300" aria-label="pending" />,
  error: <CircleAlert className="size-5 text-red-600" aria-label="error" />,
};

export function BuildSteps({ task, onRefresh }: { task: BuildTaskView; onRefresh: () => void }) {
  const statuses = stepStatuses(task.buildState);
  return (
    <SectionCard title="Building your 3D tour" description="This page refreshes by itself every 10 seconds.">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-zinc-900">Task</h3>
          <ul className="mt-2 space-y-1 text-sm text-zinc-700">
            {task.sourceFiles.map((file) => (
              <li key={file.sourceName}>
                {file.sourceName} <span className="text-zinc-500">· {storeLabel(file.sourceStore)}</span>
              </li>
            ))}
          </ul>
        </div>
        <ol aria-label="Build steps" className="space-y-3">
          {BUILD_STEPS.map((step, i) => {
            const status = statuses[i] ?? 'pending';
            const label = step === 'completed' && task.buildState === 'failed' ? 'Failed' : STEP_LABELS[step];
            return (
              <li key={step} data-status={status} className="flex flex-col gap-1 text-sm">
                <div className="flex items-center gap-3">
                  {ICONS[status]}
                  <span className={status === 'pending' ? 'text-zinc-400' : 'text-zinc-900'}>{label}</span>
                </div>
                {step === 'building' && status === 'current' && task.progress ? (
                  <div className="pl-8">
                    <BuildProgressView progress={task.progress} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
      {task.buildState === 'failed' && task.failureReason ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {task.failureReason}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onRefresh}>
          <RefreshCw className="size-4" aria-hidden /> Refresh
        </Button>
      </div>
    </SectionCard>
  );
}
