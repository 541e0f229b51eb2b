/**
 * Turns the error a state machine caught ({ Error, Cause }) into a sentence the user can read in the
 * 3D tab. A reason the worker wrote itself (e.g. too few frames registered) is more precise and is
 * kept instead (see record-state.ts).
 */
export interface CaughtError {
  Error?: string;
  Cause?: string;
}

const MAX_LENGTH = 500;

/** The parts of ECS's DescribeTasks answer that a failed `runTask.sync` carries in its Cause. */
interface StoppedTask {
  StopCode?: string;
  StoppedReason?: string;
  Containers?: { ExitCode?: number; Reason?: string }[];
}

function parseStoppedTask(cause: string | undefined): StoppedTask | null {
  if (!cause?.trim().startsWith('{')) return null;
  try {
    const parsed = JSON.parse(cause) as StoppedTask;
    return typeof parsed === 'object' && parsed ? parsed : null;
  } catch {
    return null;
  }
}

function fromStoppedTask(task: StoppedTask): string | null {
  const container = task.Containers?.find((c) => c.Reason || (c.ExitCode !== undefined && c.ExitCode !== 0));
  if (container?.Reason?.startsWith('OutOfMemory')) return 'The build ran out of memory.';
  if (task.StopCode === 'SpotInterruption' || task.StopCode === 'TerminationNotice')
    return 'The build machine was taken away during the build. Please start the build again.';
  if (task.StopCode === 'TaskFailedToStart')
    return `The build machine could not be started${task.StoppedReason ? `: ${task.StoppedReason}` : ''}.`;
  if (container?.ExitCode !== undefined && container.ExitCode !== 0)
    return `The build stopped with an error (exit code ${container.ExitCode}).`;
  if (task.StoppedReason) return `The build stopped: ${task.StoppedReason}.`;
  return null;
}

export function readableFailureReason(error: CaughtError | undefined): string {
  const name = error?.Error ?? '';
  let reason: string;
  if (name === 'States.Timeout') reason = 'The build took longer than allowed and was stopped.';
  else if (name === 'States.HeartbeatTimeout') reason = 'The build stopped responding and was stopped.';
  else if (name.startsWith('Lambda.') || name === 'TaskNotActive')
    reason = 'The build pipeline could not record its progress.';
  else {
    const stopped = parseStoppedTask(error?.Cause);
    reason =
      (stopped && fromStoppedTask(stopped)) ??
      (name.startsWith('ECS.')
        ? `The build machine could not be started: ${error?.Cause ?? name}`
        : `The build failed unexpectedly${name ? ` (${name})` : ''}.`);
  }
  return reason.length > MAX_LENGTH ? `${reason.slice(0, MAX_LENGTH - 1)}…` : reason;
}
