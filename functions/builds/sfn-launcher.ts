/**
 * In AWS a new build task starts one execution of the tour-build state machine; the execution is
 * named after the task, so a repeated start (a replayed payment event) cannot run it twice. The Step
 * Functions client is imported with the first build started, not at the Lambda's cold start.
 */
import type { SFNClient } from '@aws-sdk/client-sfn';
import type { DataContext } from '../data/context.ts';
import type { LaunchBuild } from '../payments/paid-build.ts';
import { recordExecutionId, taskExecutionInput } from './execution.ts';

export function stepFunctionsLauncher(
  data: DataContext,
  region: string,
  stateMachineArn: string,
): LaunchBuild {
  let sfn: SFNClient | undefined;
  return async (task) => {
    const { SFNClient, StartExecutionCommand } = await import('@aws-sdk/client-sfn');
    sfn ??= new SFNClient({ region });
    try {
      const started = await sfn.send(
        new StartExecutionCommand({
          stateMachineArn,
          name: `task-${task.uniqueId}`,
          input: JSON.stringify(taskExecutionInput(task)),
        }),
      );
      if (started.executionArn) await recordExecutionId(data, task, started.executionArn);
    } catch (error) {
      if ((error as Error).name !== 'ExecutionAlreadyExists') throw error;
    }
  };
}
