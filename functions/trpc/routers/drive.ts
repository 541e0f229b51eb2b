/**
 * The build wizard's Google Drive calls, merged at the router's root: getCloudDriveStatus (is Drive
 * configured, has the caller authorised it, and the consent link if not) and listStoreFiles (spec §7:
 * a folder's children as cloud drive nodes). Every call acts with the caller's own authorisation.
 */
import { AppError, notFound } from '../../app-error.ts';
import { properties } from '../../data/properties.ts';
import { listFolder } from '../../drive/drive-files.ts';
import type { DriveServices } from '../../drive/drive-services.ts';
import { clearRefreshToken, readRefreshToken } from '../../drive/drive-tokens.ts';
import type { GoogleSettings } from '../../drive/google-settings.ts';
import { driveReturnRoute, signState } from '../../drive/oauth-state.ts';
import { protectedProcedure } from '../init.ts';
import { getCloudDriveStatusInput, listStoreFilesInput } from './drive.schema.ts';

/** The Google clients (google-auth-library, @googleapis/drive): loaded on first use, not at cold start. */
const googleClient = () => import('../../drive/google-client.ts');

const DRIVE_MESSAGES = {
  notConfigured: 'Google Drive is not configured on this server',
  notAuthorised: 'Authorise Google Drive to browse your files',
  revoked: 'Your Google Drive authorisation has expired or was revoked; authorise Google Drive again',
  folderNotFound: 'This Google Drive folder does not exist',
  failed: 'Error fetching data from cloud drive',
} as const;

/**
 * Drive needs (re-)authorising: FORBIDDEN with its own app code, never UNAUTHORIZED, which the web app
 * reads as an expired session and signs out.
 */
const driveNotAuthorised = (message: string) =>
  new AppError('FORBIDDEN', message, { appCode: 'GOOGLE_DRIVE_NOT_AUTHORISED' });

async function settingsOf(drive: DriveServices | undefined): Promise<GoogleSettings | null> {
  return drive ? drive.settings() : null;
}

export const driveProcedures = {
  getCloudDriveStatus: protectedProcedure.input(getCloudDriveStatusInput).query(async ({ ctx, input }) => {
    const settings = await settingsOf(ctx.drive);
    if (!settings || !ctx.drive) return { configured: false, authorised: false, authUrl: null };
    // The state leads back to a property of the caller's own, never to anything else.
    if (!(await properties.get(ctx.data, ctx.caller.username, input.propertyId))) notFound('Property');
    const { CALLBACK_PATH, consentUrl } = await googleClient();
    const authorised = Boolean(await readRefreshToken(ctx.data, settings.tokenKey, ctx.caller.username));
    const state = signState(settings.stateKey, {
      username: ctx.caller.username,
      sub: ctx.caller.sub,
      returnTo: driveReturnRoute(input.propertyId),
    });
    return {
      configured: true,
      authorised,
      authUrl: consentUrl(settings, `${ctx.drive.origin}${CALLBACK_PATH}`, state),
    };
  }),

  listStoreFiles: protectedProcedure.input(listStoreFilesInput).query(async ({ ctx, input }) => {
    const settings = await settingsOf(ctx.drive);
    if (!settings) throw new AppError('PRECONDITION_FAILED', DRIVE_MESSAGES.notConfigured);
    const authorisation = await readRefreshToken(ctx.data, settings.tokenKey, ctx.caller.username);
    if (!authorisation) throw driveNotAuthorised(DRIVE_MESSAGES.notAuthorised);
    const { driveClient, googleErrorKind } = await googleClient();
    try {
      const drive = driveClient(settings, authorisation.refreshToken);
      const page = await listFolder(drive, input.parentId, input.cursor ?? undefined);
      return { statusCode: 200, result: page.nodes, nextPageToken: page.nextPageToken };
    } catch (error) {
      const kind = googleErrorKind(error);
      if (kind === 'unauthorised') {
        // Google will not take this token again: forget it, so the wizard offers to authorise anew.
        await clearRefreshToken(ctx.data, ctx.caller.username, authorisation.stored);
        throw driveNotAuthorised(DRIVE_MESSAGES.revoked);
      }
      if (kind === 'not-found') throw new AppError('NOT_FOUND', DRIVE_MESSAGES.folderNotFound);
      console.error('Google Drive listing failed', (error as Error).message);
      throw new AppError('BAD_GATEWAY', DRIVE_MESSAGES.failed);
    }
  }),
};
