/**
 * Downloading a build's Google Drive videos with the owner's stored authorisation: the file's
 * metadata first (it must exist, not be trashed, and be an mp4 or mov video), then its bytes streamed
 * to disk, tried again when a transfer breaks off. Every refusal is a BuildFailure the owner can read.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataContext } from '#functions/data/context.ts';
import { driveIdSchema, videoTypeOf } from '#functions/drive/drive-files.ts';
import { readRefreshToken } from '#functions/drive/drive-tokens.ts';
import { driveClient, googleErrorKind } from '#functions/drive/google-client.ts';
import type { GoogleSettings } from '#functions/drive/google-settings.ts';
import type { SourceFile } from '#functions/payments/build-request.ts';
import { BuildFailure } from './task-record.ts';

export interface DriveDownloadOptions {
  /** Transfers tried in all (Google's client retries failed requests itself; this covers broken streams). */
  attempts?: number;
  /** Wait before the n-th retry: n × this. */
  retryDelayMs?: number;
}

export async function fetchDriveSource(
  data: DataContext,
  google: GoogleSettings | null,
  owner: string,
  source: SourceFile,
  target: string,
  { attempts = 3, retryDelayMs = 2000 }: DriveDownloadOptions = {},
): Promise<void> {
  const name = source.sourceName;
  if (!google) {
    throw new BuildFailure(
      `${name}: Google Drive is not configured on this server; upload it from your computer.`,
    );
  }
  if (!driveIdSchema.safeParse(source.source).success) {
    throw new BuildFailure(`${name} is not a Google Drive file.`);
  }
  const revoked = new BuildFailure(
    `${name}: your Google Drive authorisation has expired or was revoked; authorise Google Drive again and start a new build.`,
  );
  const gone = new BuildFailure(`${name} no longer exists in your Google Drive.`);
  const authorisation = await readRefreshToken(data, google.tokenKey, owner);
  if (!authorisation) throw revoked;
  const drive = driveClient(google, authorisation.refreshToken);
  const failure = (error: unknown) => {
    const kind = googleErrorKind(error);
    return kind === 'unauthorised' ? revoked : kind === 'not-found' ? gone : null;
  };

  let size: number | undefined;
  try {
    const { data: file } = await drive.files.get({
      fileId: source.source,
      fields: 'id, name, mimeType, size, trashed',
    });
    if (file.trashed) throw gone;
    if (!videoTypeOf(file.mimeType, file.name ?? '')) {
      throw new BuildFailure(`${name} is not an mp4 or mov video (Google Drive says ${file.mimeType}).`);
    }
    size = file.size ? Number(file.size) : undefined;
  } catch (error) {
    if (error instanceof BuildFailure) throw error;
    throw failure(error) ?? error;
  }

  for (let attempt = 1; ; attempt++) {
    try {
      const media = await drive.files.get(
        { fileId: source.source, alt: 'media' },
        { responseType: 'stream' },
      );
      await pipeline(media.data as unknown as Readable, createWriteStream(target));
      // A connection that closed early can end the stream quietly: the size tells.
      if (size !== undefined && (await stat(target)).size !== size) {
        throw new Error(`the transfer ended after ${(await stat(target)).size} of ${size} bytes`);
      }
      return;
    } catch (error) {
      const known = failure(error);
      if (known) throw known;
      if (attempt >= attempts) {
        throw new BuildFailure(
          `${name} could not be downloaded from Google Drive (${(error as Error).message}); try the build again later.`,
        );
      }
      await sleep(retryDelayMs * attempt);
    }
  }
}
