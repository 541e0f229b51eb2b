/**
 * Build task records (spec product.md §3 Build task), in the owner's partition under the key the
 * pipeline uses (functions/pipeline/build-task.ts). Creating one is idempotent for a given task id, so
 * a paid build requested by several deliveries of one payment event is recorded once.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BuildProgress } from '#shared/build-progress.ts';
import type { SceneScores } from '#shared/build-quality.ts';
import { AppError } from '../app-error.ts';
import type { DataContext } from '../data/context.ts';
import { isConditionFailure, withoutKeys } from '../data/items.ts';
import { keys } from '../data/table.ts';
import type { BuildRequest, SourceFile } from '../payments/build-request.ts';
import { type BuildState, FINAL_STATES, taskKey } from '../pipeline/build-task.ts';

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
  /** Set by the pipeline as it runs. */
  executionId?: string;
  failureReason?: string;
  progress?: BuildProgress;
  splatFile?: string;
  /**
   * Which scene splatFile holds: the worker's quick preview while the refined one trains, then the
   * final one (absent on tasks from before progressive builds: final).
   */
  quality?: BuildQuality;
  /** The final scene's measured quality (#shared/build-quality.ts), once it is delivered. */
  scores?: SceneScores;
  /** The preview's, while it is shown. */
  previewScores?: SceneScores;
  updatedAt?: string;
}

export type BuildQuality = 'preview' | 'final';

/** The minimum time between two tasks of one user (spec §8 CreateTaskTooOften; see docs). */
const TASK_INTERVAL_MS = 60_000;

/** spec §8: a refused task is named CreateTaskTooOften, and the app says 'You are creating a new task too often'. */
const createTaskTooOften = () =>
  new AppError('TOO_MANY_REQUESTS', 'You are creating a new task too often', {
    appCode: 'CreateTaskTooOften',
  });

/** The newest task of a property (tasks sort by creation time), or null when it has none. */
export async function newestTask(
  ctx: DataContext,
  username: string,
  propertyId: string,
): Promise<BuildTask | null> {
  const result = await ctx.ddb.send(
    new QueryCommand({
      TableName: ctx.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.user(username), ':sk': keys.propertyTasksPrefix(propertyId) },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const item = result.Items?.[0];
  return item ? withoutKeys<BuildTask>(item) : null;
}

/**
 * Claims the right to create a task now: at most one per user every TASK_INTERVAL_MS, decided by one
 * conditional write on the user's profile, so two simultaneous requests cannot both pass.
 */
async function claimTaskSlot(ctx: DataContext, username: string, now: number): Promise<void> {
  try {
    await ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: { PK: keys.user(username), SK: keys.profile() },
        UpdateExpression: 'SET lastTaskCreatedAt = :now',
        ConditionExpression: 'attribute_not_exists(lastTaskCreatedAt) OR lastTaskCreatedAt < :cutoff',
        ExpressionAttributeValues: { ':now': now, ':cutoff': now - TASK_INTERVAL_MS },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw createTaskTooOften();
    throw error;
  }
}

async function assertNoRunningTask(ctx: DataContext, username: string, propertyId: string): Promise<void> {
  const current = await newestTask(ctx, username, propertyId);
  if (current && !(FINAL_STATES as readonly string[]).includes(current.buildState)) {
    throw createTaskTooOften();
  }
}

/**
 * Whether a task may be created for the property now, without claiming anything: checked before a
 * payment is taken, so nobody pays for a build that would be refused.
 */
export async function assertTaskAllowed(
  ctx: DataContext,
  username: string,
  propertyId: string,
  now = Date.now(),
): Promise<void> {
  await assertNoRunningTask(ctx, username, propertyId);
  const profile = await ctx.ddb.send(
    new GetCommand({ TableName: ctx.tableName, Key: { PK: keys.user(username), SK: keys.profile() } }),
  );
  const last = profile.Item?.lastTaskCreatedAt as number | undefined;
  if (last !== undefined && last >= now - TASK_INTERVAL_MS) throw createTaskTooOften();
}

/**
 * createNewTask: refused (CreateTaskTooOften) while the property's newest task is still running, or
 * when the user created a task less than a minute ago; otherwise records a new task.
 */
export async function createNewTask(
  ctx: DataContext,
  username: string,
  request: BuildRequest,
  now = Date.now(),
): Promise<BuildTask> {
  await assertNoRunningTask(ctx, username, request.propertyId);
  await claimTaskSlot(ctx, username, now);
  const { task } = await recordBuildTask(ctx, username, request, { createdAt: new Date(now).toISOString() });
  return task;
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
    if (isConditionFailure(error)) return { task, created: false };
    throw error;
  }
}
