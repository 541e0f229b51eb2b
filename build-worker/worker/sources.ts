/**
 * Fetching a task's source videos. Local-disk sources are files the owner uploaded to the property's
 * media: a key is accepted only under the owner's own property prefix, whatever the task says.
 * Google Drive sources are downloaded with the owner's own stored authorisation (drive-source.ts).
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { DataContext } from '#functions/data/context.ts';
import { recordPrefix } from '#functions/data/storage.ts';
import type { GoogleSettingsLoader } from '#functions/drive/google-settings.ts';
import type { SourceFile } from '#functions/payments/build-request.ts';
import type { TaskRef } from '#functions/pipeline/build-task.ts';
import { type DriveDownloadOptions, fetchDriveSource } from './drive-source.ts';
import { BuildFailure } from './task-record.ts';

export interface SourceOptions {
  /** Google Drive's settings (null where Drive is not configured). */
  google: GoogleSettingsLoader;
  drive?: DriveDownloadOptions;
}

export async function fetchSource(
  data: DataContext,
  task: TaskRef,
  source: SourceFile,
  index: number,
  workDir: string,
  options: SourceOptions,
): Promise<string> {
  const target = join(workDir, `source-${index}.${source.sourceFileType}`);
  if (source.sourceStore === 'google-drive') {
    await fetchDriveSource(data, await options.google(), task.username, source, target, options.drive);
    return target;
  }
  const prefix = recordPrefix(data.envPrefix, task.username, task.propertyId);
  if (!source.source.startsWith(prefix) || source.source.includes('..')) {
    throw new BuildFailure(`${source.sourceName} is not one of this property's files.`);
  }
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
