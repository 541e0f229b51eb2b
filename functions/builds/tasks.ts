/**
 * Build task records (spec product.md §3 Build task), in the owner's partition under the key the
 * pipeline uses (functions/pipeline/build-task.ts). Creating one is idempotent for a given task id, so
 * a paid build requested by several deliveries of one payment event is recorded once.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from '../data/context.ts';
import type { BuildRequest, SourceFile } from '../payments/build-request.ts';
import { type BuildState, taskKey } from '../pipeline/build-task.ts';

export interface BuildTask {
  uniqueId: string;
  containerId: string;
  buildState: BuildState;
  createdAt: string;
  username: string;
  propertyId: string;
  sourceFiles: SourceFile[];
  /** The order that paid for it, when one did. */
  orderId?: string;
}

/** Records a new task; answers false when a task with this id and time already exists. */
export async function recordBuildTask(
  ctx: DataContext,
  username: string,
  request: BuildRequest,
  options: { uniqueId?: string; createdAt?: string; orderId?: string } = {},
): Promise<{ task: BuildTask; created: boolean }> {
  const task: BuildTask = {
    uniqueId: options.uniqueId ?? randomUUID(),
    containerId: '',
    buildState: 'new',
    createdAt: options.createdAt ?? new Date().toISOString(),
    username,
    propertyId: request.propertyId,
    sourceFiles: request.sourceFiles,
    ...(options.orderId ? { orderId: options.orderId } : {}),
  };
  try {
    await ctx.ddb.send(
      new PutCommand({
        TableName: ctx.tableName,
        Item: { ...taskKey(task), ...task },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { task, created: true };
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return { task, created: false };
    throw error;
  }
}
