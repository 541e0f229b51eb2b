/**
 * Whether a build's Google Drive source can be fetched with its owner's stored authorisation: Drive is
 * configured, the id is a Drive id, the user's authorisation is there, and Drive says the file exists,
 * is not trashed and is an mp4 or mov video. Checkout asks before it takes a payment
 * (payments/build-sources.ts); the build worker asks again before it downloads, with the same words.
 * Loaded lazily by checkout: it brings the Google clients.
 */
import type { drive_v3 } from '@googleapis/drive';
import type { DataContext } from '../data/context.ts';
import { driveIdSchema, videoTypeOf } from './drive-files.ts';
import { readRefreshToken } from './drive-tokens.ts';
import { driveClient, googleErrorKind } from './google-client.ts';
import type { GoogleSettings } from './google-settings.ts';

/** What the owner reads when a Drive source cannot be used, by file name. */
export const driveSourceMessages = (name: string) => ({
  notConfigured: `${name}: Google Drive is not configured on this server; upload it from your computer.`,
  notDrive: `${name} is not a Google Drive file.`,
  revoked: `${name}: your Google Drive authorisation has expired or was revoked; authorise Google Drive again and start a new build.`,
  gone: `${name} no longer exists in your Google Drive.`,
  notVideo: (mimeType: string | null | undefined) =>
    `${name} is not an mp4 or mov video (Google Drive says ${mimeType}).`,
});

export type DriveVideo =
  | { ok: true; drive: drive_v3.Drive; size: number | undefined }
  | { ok: false; reason: string };

/**
 * Opens the source for its owner: the Drive client to download it with and its size, or the reason it
 * cannot be used. Anything else Google answers (an outage) is thrown as it is.
 */
export async function openDriveVideo(
  data: DataContext,
  google: GoogleSettings | null,
  owner: string,
  source: { source: string; sourceName: string },
): Promise<DriveVideo> {
  const says = driveSourceMessages(source.sourceName);
  if (!google) return { ok: false, reason: says.notConfigured };
  if (!driveIdSchema.safeParse(source.source).success) return { ok: false, reason: says.notDrive };
  const authorisation = await readRefreshToken(data, google.tokenKey, owner);
  if (!authorisation) return { ok: false, reason: says.revoked };
  const drive = driveClient(google, authorisation.refreshToken);
  try {
    const { data: file } = await drive.files.get({
      fileId: source.source,
      fields: 'id, name, mimeType, size, trashed',
    });
    if (file.trashed) return { ok: false, reason: says.gone };
    if (!videoTypeOf(file.mimeType, file.name ?? ''))
      return { ok: false, reason: says.notVideo(file.mimeType) };
    return { ok: true, drive, size: file.size ? Number(file.size) : undefined };
  } catch (error) {
    const kind = googleErrorKind(error);
    if (kind === 'unauthorised') return { ok: false, reason: says.revoked };
    if (kind === 'not-found') return { ok: false, reason: says.gone };
    throw error;
  }
}
