/**
 * The build worker: one build task from its videos to a Gaussian-splat scene. In AWS it is the GPU
 * container the state machine runs; locally the pipeline runner starts it as a child process with the
 * same environment (ATRIUM_TASK_USERNAME, ATRIUM_TASK_PROPERTY_ID, ATRIUM_TASK_CREATED_AT).
 * Stages: fetch → probe → frames → cameras (COLMAP) → train (CPU trainer) → export and upload
 * (deliverables.ts: the .ply, the zip and the compact .spz the viewers load).
 * A failure writes a reason the user can read and exits non-zero; the state machine marks the task failed.
 * `--self-check` runs self-check.ts instead: what the image's contents can run, with no task.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createAwsClients } from '#functions/aws/clients.ts';
import type { BuildTask } from '#functions/builds/tasks.ts';
import { loadConfig } from '#functions/config.ts';
import { type DataContext, dataContextOf } from '#functions/data/context.ts';
import { recordPrefix } from '#functions/data/storage.ts';
import { googleSettingsLoader } from '#functions/drive/google-settings.ts';
import { type TaskRef, taskKey, taskRefSchema } from '#functions/pipeline/build-task.ts';
import { type BuildProgress, describeProgress } from '#shared/build-progress.ts';
import { describeScores } from '#shared/build-quality.ts';
import { DELIVERABLE_TYPES, type Deliverables, packDeliverables } from './deliverables.ts';
import { type BuildOptions, buildTour, DEFAULT_BUILD_OPTIONS } from './pipeline.ts';
import { selfCheck } from './self-check.ts';
import { fetchSource, type SourceOptions } from './sources.ts';
import { BuildFailure, reportFailure, reportOutputs, reportPreview, reportProgress } from './task-record.ts';

const OPTIONS: BuildOptions = {
  frames: Number(process.env.ATRIUM_BUILD_FRAMES ?? DEFAULT_BUILD_OPTIONS.frames),
  longSide: Number(process.env.ATRIUM_BUILD_LONG_SIDE ?? DEFAULT_BUILD_OPTIONS.longSide),
  iterations: Number(process.env.ATRIUM_BUILD_ITERATIONS ?? DEFAULT_BUILD_OPTIONS.iterations),
};

/**
 * Progress writes: a new stage at once, otherwise at most every 3 s (the 3D tab polls every 10 s), and
 * one at a time, in order, so an older figure never lands after a newer one.
 */
function throttledProgress(data: DataContext, ref: TaskRef) {
  let last = 0;
  let lastStage = '';
  let writing: Promise<void> = Promise.resolve();
  return (progress: BuildProgress) => {
    const now = Date.now();
    if (progress.stage === lastStage && now - last < 3000) return;
    last = now;
    lastStage = progress.stage;
    console.log(describeProgress(progress));
    writing = writing.then(() => reportProgress(data, ref, progress).catch(() => {}));
  };
}

async function build(
  data: DataContext,
  ref: TaskRef,
  workDir: string,
  sourceOptions: SourceOptions,
): Promise<void> {
  const found = await data.ddb.send(new GetCommand({ TableName: data.tableName, Key: taskKey(ref) }));
  const task = found.Item as BuildTask | undefined;
  if (!task) throw new BuildFailure('The build task no longer exists.');

  await reportProgress(data, ref, {
    stage: 'frames',
    percent: 0,
    stagePercent: 0,
    detail: `fetching ${task.sourceFiles.length} video${task.sourceFiles.length === 1 ? '' : 's'}`,
  });
  const videos = [];
  for (const [i, source] of task.sourceFiles.entries()) {
    videos.push({
      path: await fetchSource(data, ref, source, i, workDir, sourceOptions),
      name: source.sourceName,
    });
  }
  const base = `${recordPrefix(data.envPrefix, ref.username, ref.propertyId)}splats/${task.uniqueId}/`;
  const { ply, tracker, scores } = await buildTour(videos, workDir, {
    ...OPTIONS,
    onProgress: throttledProgress(data, ref),
    // The 3D tab shows the preview (its .spz only) while the final scene trains.
    onPreview: async (preview) => {
      const key = `${base}preview/point_cloud.spz`;
      await data.s3.send(
        new PutObjectCommand({
          Bucket: data.bucketName,
          Key: key,
          Body: packDeliverables(preview.ply)['point_cloud.spz'],
          ContentType: DELIVERABLE_TYPES['point_cloud.spz'],
        }),
      );
      await reportPreview(data, ref, key, preview.scores);
    },
  });

  const files = packDeliverables(ply);
  const names = Object.keys(files) as (keyof Deliverables)[];
  for (const [i, name] of names.entries()) {
    tracker.update('export', (i + 0.5) / names.length, `uploading ${i + 1} of ${names.length} files`);
    await data.s3.send(
      new PutObjectCommand({
        Bucket: data.bucketName,
        Key: `${base}${name}`,
        Body: files[name],
        ContentType: DELIVERABLE_TYPES[name],
      }),
    );
  }
  // The viewers load the compact file; the zip is the spec's splat zip path.
  const splatFile = `${base}point_cloud.spz`;
  const zipKey = `${base}point_cloud.zip`;
  await reportOutputs(data, ref, { splatFile, zipKey, ...(scores ? { scores } : {}) });
  if (scores) console.log(describeScores(scores).headline);
  await reportProgress(data, ref, { stage: 'export', percent: 100, stagePercent: 100, detail: 'done' });
}

async function main(): Promise<void> {
  const ref = taskRefSchema.parse({
    username: process.env.ATRIUM_TASK_USERNAME,
    propertyId: process.env.ATRIUM_TASK_PROPERTY_ID,
    createdAt: process.env.ATRIUM_TASK_CREATED_AT,
  });
  const config = loadConfig();
  const data = dataContextOf({ config, clients: createAwsClients(config) });
  // The local runner hands the worker a folder it removes whatever becomes of the worker; elsewhere
  // (the GPU container) the worker makes its own.
  const workDir = process.env.ATRIUM_WORK_DIR || mkdtempSync(join(tmpdir(), 'atrium-build-'));
  mkdirSync(workDir, { recursive: true });
  try {
    // Google's client and keys come from the same configuration (and secret) as the API's.
    await build(data, ref, workDir, { google: googleSettingsLoader(config) });
  } catch (error) {
    const reason =
      error instanceof BuildFailure
        ? error.message
        : `The build stopped with an internal error: ${(error as Error).message}`;
    await reportFailure(data, ref, reason).catch(() => {});
    console.error(reason);
    process.exitCode = 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--self-check')) {
  for (const line of await selfCheck()) console.log(line);
  console.log('build worker self-check passed');
} else {
  await main();
}
