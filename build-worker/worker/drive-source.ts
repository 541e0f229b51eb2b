/**
 * Downloading a build's Google Drive videos with the owner's stored authorisation: the file's
 * metadata first (it must exist, not be trashed, and be an mp4 or mov video: `openDriveVideo`, the
 * check checkout made before the payment), then its bytes streamed to disk, tried again when a
 * transfer breaks off. Every refusal is a BuildFailure the owner can read.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataContext } from '#functions/data/context.ts';
import { driveSourceMessages, openDriveVideo } from '#functions/drive/drive-video.ts';
import { googleErrorKind } from '#functions/drive/google-client.ts';
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
  // The same check checkout made before the payment: the source may have changed since.
  const opened = await openDriveVideo(data, google, owner, source);
  if (!opened.ok) throw new BuildFailure(opened.reason);
  const { drive, size } = opened;
  const says = driveSourceMessages(name);
  const failure = (error: unknown) => {
    const kind = googleErrorKind(error);
    return kind === 'unauthorised'
      ? new BuildFailure(says.revoked)
      : kind === 'not-found'
        ? new BuildFailure(says.gone)
        : null;
  };

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
