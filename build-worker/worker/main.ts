/**
 * The build worker: one build task from its videos to a Gaussian-splat scene. In AWS it is the GPU
 * container the state machine runs; locally the pipeline runner starts it as a child process with the
 * same environment (ATRIUM_TASK_USERNAME, ATRIUM_TASK_PROPERTY_ID, ATRIUM_TASK_CREATED_AT).
 * Stages: fetch → probe → frames → cameras (COLMAP) → train (CPU trainer) → export and upload.
 * A failure writes a reason the user can read and exits non-zero; the state machine marks the task failed.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { zipSync } from 'fflate';
import { createAwsClients } from '../../functions/aws/clients.ts';
import type { BuildTask } from '../../functions/builds/tasks.ts';
import { loadConfig } from '../../functions/config.ts';
import type { DataContext } from '../../functions/data/context.ts';
import { recordPrefix } from '../../functions/data/storage.ts';
import { type TaskRef, taskKey, taskRefSchema } from '../../functions/pipeline/build-task.ts';
import { runColmap } from '../trainer/colmap-run.ts';
import { encodePly, loadDataset, train } from '../trainer/index.ts';
import { fetchSource } from './sources.ts';
import { BuildFailure, reportFailure, reportOutputs, reportProgress } from './task-record.ts';
import { extractFrames, probeVideo } from './video.ts';

const FRAMES_TOTAL = Number(process.env.ATRIUM_BUILD_FRAMES ?? 90);
const LONG_SIDE = Number(process.env.ATRIUM_BUILD_LONG_SIDE ?? 960);
const ITERATIONS = Number(process.env.ATRIUM_BUILD_ITERATIONS ?? 3000);
const MIN_REGISTERED = 0.6;

async function build(data: DataContext, ref: TaskRef, workDir: string): Promise<void> {
  const found = await data.ddb.send(new GetCommand({ TableName: data.tableName, Key: taskKey(ref) }));
  const task = found.Item as BuildTask | undefined;
  if (!task) throw new BuildFailure('The build task no longer exists.');

  await reportProgress(data, ref, 'fetch', 0);
  const framesDir = join(workDir, 'frames');
  mkdirSync(framesDir, { recursive: true });
  const perVideo = Math.max(10, Math.floor(FRAMES_TOTAL / task.sourceFiles.length));
  for (const [i, source] of task.sourceFiles.entries()) {
    const path = await fetchSource(data, ref, source, i, workDir);
    const info = await probeVideo(path, source.sourceName);
    await reportProgress(data, ref, 'frames', 5 + (10 * i) / task.sourceFiles.length);
    await extractFrames(path, info, framesDir, {
      targetFrames: perVideo,
      longSide: LONG_SIDE,
      prefix: `v${i}-`,
    });
  }
  const frames = readdirSync(framesDir).length;
  if (frames < 8)
    throw new BuildFailure(
      `Only ${frames} frames could be taken from the videos; record a longer walkthrough.`,
    );

  await reportProgress(data, ref, 'cameras', 15);
  let colmap: Awaited<ReturnType<typeof runColmap>>;
  try {
    colmap = await runColmap(framesDir, join(workDir, 'colmap'), { maxFeatures: 2048 });
  } catch (error) {
    throw new BuildFailure(
      `The camera positions could not be recovered from the video: ${(error as Error).message}`,
    );
  }
  if (colmap.registered < frames * MIN_REGISTERED) {
    throw new BuildFailure(
      `Only ${colmap.registered} of ${frames} frames could be placed in 3D. Walk around the space more slowly, with more overlap between views.`,
    );
  }

  await reportProgress(data, ref, 'training', 35);
  const dataset = loadDataset(colmap.sparseDir, colmap.imagesDir, 1, LONG_SIDE);
  let lastReport = 0;
  const result = await train(dataset.views, dataset.points, {
    iterations: ITERATIONS,
    progressEvery: 50,
    onProgress: (e) => {
      const now = Date.now();
      if (now - lastReport < 5000) return;
      lastReport = now;
      void reportProgress(data, ref, 'training', 35 + (55 * e.iteration) / e.iterations).catch(() => {});
    },
  });

  await reportProgress(data, ref, 'export', 92);
  const ply = encodePly(result.params, result.count);
  const base = `${recordPrefix(data.envPrefix, ref.username, ref.propertyId)}splats/${task.uniqueId}/`;
  const zipKey = `${base}point_cloud.zip`;
  const splatFile = `${base}point_cloud.ply`;
  writeFileSync(join(workDir, 'point_cloud.ply'), ply);
  await data.s3.send(
    new PutObjectCommand({
      Bucket: data.bucketName,
      Key: zipKey,
      Body: zipSync({ 'point_cloud.ply': ply }),
      ContentType: 'application/zip',
    }),
  );
  await data.s3.send(
    new PutObjectCommand({
      Bucket: data.bucketName,
      Key: splatFile,
      Body: ply,
      ContentType: 'application/octet-stream',
    }),
  );
  await reportOutputs(data, ref, { splatFile, zipKey });
  await reportProgress(data, ref, 'done', 100);
}

async function main(): Promise<void> {
  const ref = taskRefSchema.parse({
    username: process.env.ATRIUM_TASK_USERNAME,
    propertyId: process.env.ATRIUM_TASK_PROPERTY_ID,
    createdAt: process.env.ATRIUM_TASK_CREATED_AT,
  });
  const config = loadConfig();
  const clients = createAwsClients(config);
  const data: DataContext = {
    ddb: clients.ddb,
    s3: clients.s3,
    tableName: config.tableName,
    bucketName: config.bucketName,
    envPrefix: config.envPrefix,
  };
  const workDir = mkdtempSync(join(tmpdir(), 'atrium-build-'));
  try {
    await build(data, ref, workDir);
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

await main();
