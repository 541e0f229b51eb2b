/** What a pipeline run of a build task is started with, and where its execution id is kept. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from '../data/context.ts';
import { type BuildExecutionInput, taskKey } from '../pipeline/build-task.ts';
import type { BuildTask } from './tasks.ts';

export function taskExecutionInput(task: BuildTask): BuildExecutionInput {
  return { task: { username: task.username, propertyId: task.propertyId, createdAt: task.createdAt } };
}

export async function recordExecutionId(
  data: DataContext,
  task: BuildTask,
  executionId: string,
): Promise<void> {
  await data.ddb.send(
    new UpdateCommand({
      TableName: data.tableName,
      Key: taskKey(task),
      UpdateExpression: 'SET executionId = :id',
      ExpressionAttributeValues: { ':id': executionId },
    }),
  );
}
