/** Readable reasons for what the state machine catches (the 3D tab shows them). */
import { describe, expect, it } from 'vitest';
import { readableFailureReason } from './failure-reason.ts';

const stopped = (task: object) => ({ Error: 'States.TaskFailed', Cause: JSON.stringify(task) });

describe('readableFailureReason', () => {
  it('names a timeout', () => {
    expect(readableFailureReason({ Error: 'States.Timeout', Cause: '' })).toBe(
      'The build took longer than allowed and was stopped.',
    );
  });

  it('reads the stopped ECS task that runTask.sync reports', () => {
    expect(
      readableFailureReason(
        stopped({
          StopCode: 'EssentialContainerExited',
          Containers: [{ ExitCode: 3, Name: 'build-worker' }],
        }),
      ),
    ).toBe('The build stopped with an error (exit code 3).');
    expect(
      readableFailureReason(
        stopped({ Containers: [{ ExitCode: 137, Reason: 'OutOfMemoryError: Container killed' }] }),
      ),
    ).toBe('The build ran out of memory.');
    expect(readableFailureReason(stopped({ StopCode: 'SpotInterruption', Containers: [] }))).toMatch(
      /taken away during the build/,
    );
    expect(
      readableFailureReason(
        stopped({ StopCode: 'TaskFailedToStart', StoppedReason: 'CannotPullContainerError' }),
      ),
    ).toBe('The build machine could not be started: CannotPullContainerError.');
  });

  it('explains a RunTask that ECS refused, and anything else without leaking a stack trace', () => {
    expect(
      readableFailureReason({ Error: 'ECS.InvalidParameterException', Cause: 'No Container Instances' }),
    ).toBe('The build machine could not be started: No Container Instances');
    expect(readableFailureReason({ Error: 'Lambda.ServiceException' })).toBe(
      'The build pipeline could not record its progress.',
    );
    expect(readableFailureReason(undefined)).toBe('The build failed unexpectedly.');
    expect(readableFailureReason({ Error: 'ECS.X', Cause: 'x'.repeat(2000) }).length).toBeLessThanOrEqual(
      500,
    );
  });
});
