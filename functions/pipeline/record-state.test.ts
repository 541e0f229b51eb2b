/**
 * The state machine's step handlers against DynamoDB Local (the shared local stack): a task moves
 * through its states, the property mirrors them, a finished task cannot be revived, and a failure
 * keeps the worker's own reason when it wrote one.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createProperty } from '../data/properties.ts';
import { type TaskRef, taskKey } from './build-task.ts';
import { type PipelineContext, recordTaskFailure, recordTaskState, stepHandlers } from './record-state.ts';

const config = inject('localConfig');
const client = new DynamoDBClient({
  region: config.region,
  endpoint: config.dynamodbEndpoint,
  credentials: config.localCredentials,
});
const ddb = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
const ctx: PipelineContext = { ddb, tableName: config.tableName };
afterAll(() => client.destroy());

/** A property and a new build task for it, as createNewTask will write them. */
async function newTask(): Promise<TaskRef> {
  const username = `pipeline_${randomUUID().slice(0, 8)}`;
  const property = await createProperty(
    { ddb, s3: undefined as never, tableName: config.tableName, bucketName: '', envPrefix: 'local' },
    username,
    { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
  );
  const task = { username, propertyId: property.propertyId, createdAt: new Date().toISOString() };
  await ddb.send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...taskKey(task), ...task, uniqueId: randomUUID(), buildState: 'new' },
    }),
  );
  return task;
}

async function read(task: TaskRef) {
  const [item, property] = await Promise.all([
    ddb.send(new GetCommand({ TableName: config.tableName, Key: taskKey(task) })),
    ddb.send(
      new GetCommand({
        TableName: config.tableName,
        Key: { PK: `USER#${task.username}`, SK: `PROPERTY#${task.propertyId}` },
      }),
    ),
  ]);
  return { task: item.Item ?? {}, property: property.Item ?? {} };
}

describe('build pipeline steps', () => {
  it('move a task through waiting, starting and completed, mirrored on the property', async () => {
    const task = await newTask();
    const executionId = 'arn:aws:states:us-east-1:111111111111:execution:atrium-local-build-tour:one';
    const steps = stepHandlers(ctx);
    await steps.MarkWaiting({ task, buildState: 'waiting', executionId });
    expect((await read(task)).task).toMatchObject({ buildState: 'waiting', executionId });
    expect((await read(task)).property.buildStatus).toBe('waiting');
    await steps.MarkStarting({ task, buildState: 'starting', executionId });
    expect((await read(task)).task.buildState).toBe('starting');
    await steps.MarkCompleted({ task, buildState: 'completed', executionId });
    const done = await read(task);
    expect(done.task.buildState).toBe('completed');
    expect(done.property.buildStatus).toBe('completed');
    expect(done.task.SK).toBe(`TASK#${task.propertyId}#${task.createdAt}`);
  });

  it('never revive a finished task', async () => {
    const task = await newTask();
    await recordTaskState(ctx, { task, buildState: 'completed' });
    await expect(recordTaskState(ctx, { task, buildState: 'waiting' })).rejects.toMatchObject({
      name: 'TaskNotActive',
    });
    await expect(recordTaskFailure(ctx, { task, error: { Error: 'States.Timeout' } })).rejects.toMatchObject({
      name: 'TaskNotActive',
    });
    expect((await read(task)).task.buildState).toBe('completed');
  });

  it('mark a failed task with a readable reason, keeping the one the worker wrote', async () => {
    const task = await newTask();
    await recordTaskState(ctx, { task, buildState: 'starting' });
    const result = await recordTaskFailure(ctx, { task, error: { Error: 'States.Timeout', Cause: '' } });
    expect(result).toEqual({
      buildState: 'failed',
      failureReason: 'The build took longer than allowed and was stopped.',
    });
    expect((await read(task)).property.buildStatus).toBe('failed');

    const worker = await newTask();
    await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: taskKey(worker),
        UpdateExpression: 'SET buildState = :b, failureReason = :r',
        ExpressionAttributeValues: {
          ':b': 'building',
          ':r': 'Only 40% of the frames could be placed in 3D.',
        },
      }),
    );
    const failed = await recordTaskFailure(ctx, {
      task: worker,
      error: { Error: 'States.TaskFailed', Cause: JSON.stringify({ Containers: [{ ExitCode: 2 }] }) },
    });
    expect(failed.failureReason).toBe('Only 40% of the frames could be placed in 3D.');
    expect((await read(worker)).task.buildState).toBe('failed');
  });

  it('refuse input that does not name a task', async () => {
    await expect(recordTaskState(ctx, { buildState: 'waiting' })).rejects.toThrow();
    await expect(
      recordTaskState(ctx, {
        task: { username: 'u', propertyId: 'not-a-uuid', createdAt: 'x' },
        buildState: 'waiting',
      }),
    ).rejects.toThrow();
    const task = await newTask();
    await expect(recordTaskState(ctx, { task, buildState: 'failed' })).rejects.toThrow();
    const missing = { ...task, createdAt: '2001-01-01T00:00:00.000Z' };
    await expect(recordTaskState(ctx, { task: missing, buildState: 'waiting' })).rejects.toMatchObject({
      name: 'TaskNotActive',
    });
  });
});
