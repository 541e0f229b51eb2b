/**
 * Build tasks: createNewTask's rules, getBuildTaskState, ownership, and the real state-machine
 * definition run locally (aws-local-stepfunctions) with a stand-in worker process that succeeds,
 * fails with a reason, or crashes.
 */
import { resolve } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { reportOutputs, reportPreview, reportProgress } from '#build-worker/worker/task-record.ts';
import { createApp, createServices } from '#functions/app.ts';
import { dataContextOf } from '#functions/data/context.ts';
import { taskKey } from '#functions/pipeline/build-task.ts';
import { localBuildLauncher } from '#infra/local/pipeline-runner.ts';
import { config, dataOf, services, signedInClient, signUpAndLogin, trpcAs } from './harness.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const video = {
  source: 'local/x/y/media/1/hall.mp4',
  sourceName: 'hall.mp4',
  sourceStore: 'local-disk',
  sourceFileType: 'mp4',
};

async function ownerWithProperty(prefix: string, app?: ReturnType<typeof createApp>) {
  const { user, client } = await signedInClient(prefix, app);
  const { propertyId } = dataOf<{ propertyId: string }>(
    await client.mutate('createProperty', { street: '5 Build St', city: 'Austin', state: 'TX', zip: '1' }),
  );
  return { user, client, propertyId };
}

async function waitForState(
  client: ReturnType<typeof trpcAs>,
  propertyId: string,
  states: string[],
  timeoutMs = 15_000,
) {
  for (let i = 0; i < timeoutMs / 100; i++) {
    const answer = await client.query('getBuildTaskState', { propertyId });
    const task = answer.body.result?.data as { buildState: string; failureReason?: string } | undefined;
    if (task && states.includes(task.buildState)) return task;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`task never reached ${states.join('/')}`);
}

describe('build tasks', () => {
  it('answers null for no build, validates, creates once, and refuses a second task too soon', async () => {
    const { client, propertyId } = await ownerWithProperty('builder');
    const none = await client.query('getBuildTaskState', { propertyId });
    expect(none.status).toBe(200);
    expect(none.body.result?.data).toBeNull();
    // Nothing to publish before a build has finished.
    expect((await client.query('getTourPublication', { propertyId })).body.result?.data).toBeNull();
    const early = await client.mutate('publishTour', { propertyId });
    expect(early.status).toBe(400);
    expect(early.body.error?.message).toBe('This property has no finished 3D tour to publish yet');

    const invalid = [
      { propertyId, sourceFiles: [] },
      { propertyId, sourceFiles: [{ ...video, sourceFileType: 'avi' }] },
      { propertyId, sourceFiles: [{ ...video, source: '  ' }] },
      { propertyId: 'x', sourceFiles: [video] },
    ];
    for (const input of invalid) expect((await client.mutate('createNewTask', input)).status).toBe(400);

    const created = dataOf<{ buildTaskId: string }>(
      await client.mutate('createNewTask', { propertyId, sourceFiles: [video] }),
    );
    const state = dataOf<{ buildState: string; uniqueId: string; sourceFiles: unknown[] }>(
      await client.query('getBuildTaskState', { propertyId, username: 'ignored' }),
    );
    expect(state).toMatchObject({ buildState: 'new', uniqueId: created.buildTaskId, sourceFiles: [video] });

    const again = await client.mutate('createNewTask', { propertyId, sourceFiles: [video] });
    expect(again.status).toBe(429);
    // spec §8: the refusal is named CreateTaskTooOften (the app code) and says the spec's words.
    expect(again.body.error?.data.appCode).toBe('CreateTaskTooOften');
    expect(again.body.error?.message).toBe('You are creating a new task too often');
  });

  it("shows the worker's preview while the final scene trains, then the final one, says which, and how good each is", async () => {
    const { user, client, propertyId } = await ownerWithProperty('previewer');
    await client.mutate('createNewTask', { propertyId, sourceFiles: [video] });
    const { createdAt } = dataOf<{ createdAt: string }>(
      await client.query('getBuildTaskState', { propertyId }),
    );
    const data = dataContextOf({ config, clients: services.clients });
    const ref = { username: user.username, propertyId, createdAt };
    type State = {
      buildState: string;
      splatUrl: string;
      quality: string | null;
      splatFile?: string;
      scores?: unknown;
      previewScores?: unknown;
    };
    const previewScores = {
      heldOut: { psnr: 19.4, ssim: 0.61, frames: 3 },
      train: { psnr: 21.2, ssim: 0.68, frames: 21 },
      gaussians: 9000,
      iterations: 300,
    };
    const scores = { ...previewScores, heldOut: { psnr: 27.3, ssim: 0.86, frames: 3 }, iterations: 3000 };
    const state = async () => dataOf<State>(await client.query('getBuildTaskState', { propertyId }));

    await reportProgress(data, ref, { stage: 'training', percent: 50, stagePercent: 10, detail: 'x' });
    expect(await state()).toMatchObject({ buildState: 'building', splatUrl: '', quality: null });

    await reportPreview(data, ref, 'private/splats/t/preview/point_cloud.spz', previewScores);
    const preview = await state();
    expect(preview).toMatchObject({ buildState: 'building', quality: 'preview', previewScores });
    expect(preview.scores).toBeUndefined();
    expect(preview.splatUrl).toContain('preview/point_cloud.spz');

    await reportOutputs(data, ref, {
      splatFile: 'private/splats/t/point_cloud.spz',
      zipKey: 'private/splats/t/point_cloud.zip',
      scores,
    });
    await data.ddb.send(
      new UpdateCommand({
        TableName: data.tableName,
        Key: taskKey(ref),
        UpdateExpression: 'SET buildState = :c',
        ExpressionAttributeValues: { ':c': 'completed' },
      }),
    );
    const final = await state();
    expect(final).toMatchObject({ buildState: 'completed', quality: 'final', scores });
    expect(final.splatUrl).toContain('t/point_cloud.spz');
    expect(final.splatUrl).not.toContain('preview');
  });

  it('keeps tasks to their owner', async () => {
    const { client, propertyId } = await ownerWithProperty('taskowner');
    await client.mutate('createNewTask', { propertyId, sourceFiles: [video] });
    const other = trpcAs((await signUpAndLogin('taskthief')).token);
    expect((await other.query('getBuildTaskState', { propertyId })).body.result?.data).toBeNull();
    expect((await other.mutate('publishTour', { propertyId })).status).toBe(404);
    expect((await other.mutate('createNewTask', { propertyId, sourceFiles: [video] })).status).toBe(404);
  });
});

describe('the state machine, run locally', () => {
  function appWithWorker(script: string) {
    return createApp(
      createServices(config, (data) =>
        localBuildLauncher({ repoRoot, config, data, workerCommand: [process.execPath, '-e', script] }),
      ),
    );
  }
  const appWithRealWorker = () =>
    createApp(createServices(config, (data) => localBuildLauncher({ repoRoot, config, data })));

  /** Builds from one source video and answers the task once it has completed or failed. */
  async function buildFrom(
    client: ReturnType<typeof trpcAs>,
    propertyId: string,
    sourceFile = video,
    timeoutMs = 15_000,
  ) {
    await client.mutate('createNewTask', { propertyId, sourceFiles: [sourceFile] });
    return waitForState(client, propertyId, ['completed', 'failed'], timeoutMs);
  }

  it('moves a task new → waiting → starting → (worker) → completed', async () => {
    const app = appWithWorker('setTimeout(() => process.exit(0), 300)');
    const { client, propertyId } = await ownerWithProperty('pipeline', app);
    const done = await buildFrom(client, propertyId);
    expect(done.buildState).toBe('completed');
    const property = dataOf<{ buildStatus: string }>(await client.query('getProperty', { propertyId }));
    expect(property.buildStatus).toBe('completed');
  });

  it('runs the real worker, which fails a corrupt video with a reason the user can read', async () => {
    const { user, client, propertyId } = await ownerWithProperty('corrupt', appWithRealWorker());
    const key = `${config.envPrefix}/${user.username}/${propertyId}/media/${propertyId}/hall.mp4`;
    await services.clients.s3.send(
      new PutObjectCommand({
        Bucket: config.bucketName,
        Key: key,
        Body: 'this is not a video',
        ContentType: 'video/mp4',
      }),
    );
    expect(await buildFrom(client, propertyId, { ...video, source: key }, 60_000)).toMatchObject({
      buildState: 'failed',
      failureReason: 'hall.mp4 is not a video that can be read.',
    });
  });

  it('refuses a source outside the owner’s property, whatever the task says', async () => {
    const { client, propertyId } = await ownerWithProperty('sneaky', appWithRealWorker());
    const foreign = `${config.envPrefix}/someone_else/${propertyId}/media/x/hall.mp4`;
    expect(await buildFrom(client, propertyId, { ...video, source: foreign }, 60_000)).toMatchObject({
      buildState: 'failed',
      failureReason: "hall.mp4 is not one of this property's files.",
    });
  });

  it('ends in failed with the worker’s own reason, or a readable one when the worker crashes', async () => {
    const crash = appWithWorker('console.error("Segmentation fault"); process.exit(139)');
    const { client, propertyId } = await ownerWithProperty('crash', crash);
    const failed = await buildFrom(client, propertyId);
    expect(failed.buildState).toBe('failed');
    expect(failed.failureReason).toBeTruthy();
    expect(failed.failureReason).not.toMatch(/undefined|\[object/);
  });
});
