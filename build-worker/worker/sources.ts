/**
 * Fetching a task's source videos. Local-disk sources are files the owner uploaded to the property's
 * media: a key is accepted only under the owner's own property prefix, whatever the task says.
 * Google Drive sources come through the same interface once Drive downloads exist.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { DataContext } from '../../functions/data/context.ts';
import { recordPrefix } from '../../functions/data/storage.ts';
import type { SourceFile } from '../../functions/payments/build-request.ts';
import type { TaskRef } from '../../functions/pipeline/build-task.ts';
import { BuildFailure } from './task-record.ts';

export async function fetchSource(
  data: DataContext,
  task: TaskRef,
  source: SourceFile,
  index: number,
  workDir: string,
): Promise<string> {
  if (source.sourceStore !== 'local-disk') {
    throw new BuildFailure(
      `${source.sourceName}: videos from Google Drive cannot be fetched yet; upload it from your computer.`,
    );
  }
  const prefix = recordPrefix(data.envPrefix, task.username, task.propertyId);
  if (!source.source.startsWith(prefix) || source.source.includes('..')) {
    throw new BuildFailure(`${source.sourceName} is not one of this property's files.`);
  }
  const target = join(workDir, `source-${index}.${source.sourceFileType}`);
  try {
    const object = await data.s3.send(new GetObjectCommand({ Bucket: data.bucketName, Key: source.source }));
    await pipeline(object.Body as Readable, createWriteStream(target));
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey')
      throw new BuildFailure(`${source.sourceName} no longer exists.`);
    throw error;
  }
  return target;
}
