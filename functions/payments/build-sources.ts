/**
 * Before a payment is taken: can the build it pays for fetch every one of its sources? The worker
 * would otherwise fail the paid build later ('v.mp4 is not one of this property's files.'). A
 * local-disk source must be a video of this property's own media (the caller's, this environment)
 * that is still in storage; a Google Drive source must be a video the caller's Drive authorisation
 * can read (drive/drive-video.ts, the worker's own check). The first source that cannot be used is
 * refused with 400 and the reason, in the worker's words.
 */
import { extensionOf } from '#shared/file-types.ts';
import { parseStorageKey } from '#shared/keys.ts';
import { fileKeySchema } from '#shared/upload-rules.ts';
import { AppError } from '../app-error.ts';
import type { DataContext } from '../data/context.ts';
import type { GoogleSettingsLoader } from '../drive/google-settings.ts';
import { headObject } from '../files/s3-objects.ts';
import type { BuildRequest, SourceFile } from './build-request.ts';

const VIDEO_EXTENSIONS = new Set(['mp4', 'mov']);

/** Why this property's media file cannot be a build source, or null when it can. */
async function localSourceProblem(
  ctx: DataContext,
  username: string,
  propertyId: string,
  source: SourceFile,
): Promise<string | null> {
  const name = source.sourceName;
  const parsed = fileKeySchema.safeParse(source.source).success ? parseStorageKey(source.source) : null;
  const ofThisProperty =
    parsed?.layout === 'current' &&
    parsed.kind === 'media' &&
    parsed.env === ctx.envPrefix &&
    parsed.username === username &&
    parsed.recordId === propertyId;
  // Another user's file answers as one that is not this property's: nothing is learnt about it.
  if (!ofThisProperty) return `${name} is not one of this property's files.`;
  if (!VIDEO_EXTENSIONS.has(extensionOf(parsed.fileName))) return `${name} is not an mp4 or mov video.`;
  if (!(await headObject(ctx, source.source))) return `${name} no longer exists.`;
  return null;
}

async function driveSourceProblem(
  ctx: DataContext,
  google: GoogleSettingsLoader,
  username: string,
  source: SourceFile,
): Promise<string | null> {
  // The Google clients are loaded only for a Drive source (a cold start does not read them).
  const { openDriveVideo } = await import('../drive/drive-video.ts');
  try {
    const opened = await openDriveVideo(ctx, await google(), username, source);
    return opened.ok ? null : opened.reason;
  } catch (cause) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Google Drive is not answering right now. Please try again later.',
      { cause },
    );
  }
}

export async function assertSourcesUsable(
  ctx: DataContext,
  google: GoogleSettingsLoader,
  username: string,
  build: BuildRequest,
): Promise<void> {
  const problems = await Promise.all(
    build.sourceFiles.map((source) =>
      source.sourceStore === 'google-drive'
        ? driveSourceProblem(ctx, google, username, source)
        : localSourceProblem(ctx, username, build.propertyId, source),
    ),
  );
  const problem = problems.find((found) => found !== null);
  if (problem) throw new AppError('BAD_REQUEST', problem, { name: 'UnusableBuildSource' });
}
