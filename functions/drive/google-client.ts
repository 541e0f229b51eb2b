/**
 * The real Google clients (google-auth-library's OAuth2Client and @googleapis/drive), pointed at the
 * configured endpoints, and the reading of their errors. Shared by the API and the build worker.
 */
import { auth, drive, type drive_v3 } from '@googleapis/drive';
import type { GoogleSettings } from './google-settings.ts';

// The OAuth2Client of the google-auth-library that @googleapis/drive is built on: a client from the
// top-level copy has the same behaviour but a type Drive's options do not accept.
const OAuth2Client = auth.OAuth2;
type OAuth2Client = InstanceType<typeof auth.OAuth2>;

/** E-mail, profile and read-only Drive: the least that browsing and downloading videos needs. */
export const DRIVE_SCOPES = ['email', 'profile', 'https://www.googleapis.com/auth/drive.readonly'];

/** Where Google sends the browser back; must be an authorised redirect URI of the OAuth client. */
export const CALLBACK_PATH = '/oauth/google/callback';

function oauthClient(settings: GoogleSettings, redirectUri?: string): OAuth2Client {
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    ...(redirectUri ? { redirectUri } : {}),
    endpoints: {
      oauth2AuthBaseUrl: settings.endpoints.authUrl,
      oauth2TokenUrl: settings.endpoints.tokenUrl,
    },
  });
}

/** Google's consent page: offline access (a refresh token), asked every time so one always comes. */
export function consentUrl(settings: GoogleSettings, redirectUri: string, state: string): string {
  return oauthClient(settings, redirectUri).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: DRIVE_SCOPES,
    state,
  });
}

export class GoogleAuthorisationError extends Error {
  override name = 'GoogleAuthorisationError';
}

/** The refresh token of an authorisation code. */
export async function exchangeCode(settings: GoogleSettings, redirectUri: string, code: string) {
  const { tokens } = await oauthClient(settings, redirectUri).getToken({ code, redirect_uri: redirectUri });
  if (!tokens.refresh_token) throw new GoogleAuthorisationError('Google answered without a refresh token');
  const granted = (tokens.scope ?? '').split(' ');
  if (!granted.includes('https://www.googleapis.com/auth/drive.readonly')) {
    throw new GoogleAuthorisationError('Read access to Google Drive was not granted');
  }
  return tokens.refresh_token;
}

/** A Drive client acting for the holder of this refresh token (access tokens are fetched as needed). */
export function driveClient(settings: GoogleSettings, refreshToken: string): drive_v3.Drive {
  const client = oauthClient(settings);
  client.setCredentials({ refresh_token: refreshToken });
  return drive({ version: 'v3', auth: client, rootUrl: settings.endpoints.apiRoot });
}

export type GoogleErrorKind = 'unauthorised' | 'not-found' | 'other';

interface ErrorShape {
  status?: number;
  response?: { status?: number; data?: unknown };
}

/**
 * What a failed Google call means for the user: their authorisation is gone (a refresh answered
 * invalid_grant, or Drive answered 401 after a fresh token), the file or folder is not there, or
 * anything else (Google down, a bug).
 */
export function googleErrorKind(error: unknown): GoogleErrorKind {
  const shape = (error ?? {}) as ErrorShape;
  const status = shape.response?.status ?? shape.status;
  const data = shape.response?.data as { error?: unknown } | undefined;
  if (data?.error === 'invalid_grant' || status === 401) return 'unauthorised';
  if (status === 404) return 'not-found';
  return 'other';
}
