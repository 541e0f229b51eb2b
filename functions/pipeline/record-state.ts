/**
 * The build pipeline's step handlers: they record a task's state in the table as the state machine
 * moves it (new → waiting → starting → building → completed, or failed with a reason). The property's
 * buildStatus mirrors its task's state so the dashboard shows it without reading tasks.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { guardedWrite, isConditionFailure } from '../data/items.ts';
import { type BuildState, propertyKey, type TaskRef, taskKey, taskRefSchema } from './build-task.ts';
import { readableFailureReason } from './failure-reason.ts';

export interface PipelineContext {
  ddb: DynamoDBDocumentClient;
  tableName: string;
}

/** Raised when the task is missing or already completed/failed: a late step must not revive it. */
class TaskNotActiveError extends Error {
  override name = 'TaskNotActive';
}

const recordStateInput = z.object({
  task: taskRefSchema,
  // 'building' is normally written by the worker itself when it starts; accepted here too.
  buildState: z.enum(['waiting', 'starting', 'building', 'completed']),
  executionId: z.string().min(1).optional(),
});

const recordFailureInput = z.object({
  task: taskRefSchema,
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
  /** Why, in the user's words, when the caller knows better than the caught error (an interrupted run). */
  reason: z.string().min(1).max(500).optional(),
  executionId: z.string().min(1).optional(),
});

async function mirrorOnProperty(ctx: PipelineContext, task: TaskRef, buildState: BuildState) {
  // The property was deleted during the build: nothing to mirror on.
  await guardedWrite(
    ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: propertyKey(task),
        UpdateExpression: 'SET buildStatus = :state',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':state': buildState },
      }),
    ),
  );
}

export async function recordTaskState(ctx: PipelineContext, event: unknown) {
  const { task, buildState, executionId } = recordStateInput.parse(event);
  const now = new Date().toISOString();
  try {
    await ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: taskKey(task),
        UpdateExpression: `SET buildState = :state, updatedAt = :now${executionId ? ', executionId = :execution' : ''}`,
        ConditionExpression: 'attribute_exists(PK) AND NOT buildState IN (:completed, :failed)',
        ExpressionAttributeValues: {
          ':state': buildState,
          ':now': now,
          ':completed': 'completed',
          ':failed': 'failed',
          ...(executionId ? { ':execution': executionId } : {}),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error))
      throw new TaskNotActiveError(`Build task ${task.propertyId}/${task.createdAt} is missing or finished`);
    throw error;
  }
  await mirrorOnProperty(ctx, task, buildState);
  return { buildState };
}

/** Marks the task failed. A reason the worker already wrote stays; otherwise the caught error's. */
export async function recordTaskFailure(ctx: PipelineContext, event: unknown) {
  const input = recordFailureInput.parse(event);
  const { task } = input;
  const reason = input.reason ?? readableFailureReason(input.error);
  try {
    const result = await ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: taskKey(task),
        UpdateExpression:
          'SET buildState = :failed, updatedAt = :now, failureReason = if_not_exists(failureReason, :reason)',
        ConditionExpression: 'attribute_exists(PK) AND buildState <> :completed',
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':completed': 'completed',
          ':now': new Date().toISOString(),
          ':reason': reason,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await mirrorOnProperty(ctx, task, 'failed');
    return {
      buildState: 'failed' as const,
      failureReason: String(result.Attributes?.failureReason ?? reason),
    };
  } catch (caught) {
    if (isConditionFailure(caught))
      throw new TaskNotActiveError(`Build task ${task.propertyId}/${task.createdAt} is missing or completed`);
    throw caught;
  }
}

/**
 * Handlers keyed by the state names of infra/pipeline/build-tour.asl.json, for the local runner
 * (aws-local-stepfunctions). RunBuildWorker is the runner's own: the worker as a child process.
 */
export function stepHandlers(ctx: PipelineContext) {
  const recordState = (event: unknown) => recordTaskState(ctx, event);
  return {
    MarkWaiting: recordState,
    MarkStarting: recordState,
    MarkCompleted: recordState,
    RecordFailure: (event: unknown) => recordTaskFailure(ctx, event),
  } as const;
}
