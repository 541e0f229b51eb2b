/**
 * Google Drive settings: the OAuth client, the keys that protect users' refresh tokens and the OAuth
 * state, and Google's endpoints. In AWS they come from Secrets Manager (a JSON secret named by
 * config.googleSecretName, read once per container, as payments read Stripe's); locally from the
 * environment. Without a client id and secret, Drive is simply not configured (null).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import type { SecretsClient } from '../aws/secrets.ts';
import type { AppConfig } from '../config.ts';

export interface GoogleEndpoints {
  /** Google's consent page. */
  authUrl: string;
  /** Google's OAuth token endpoint (code exchange, refresh). */
  tokenUrl: string;
  /** Root of the Drive API (`{apiRoot}drive/v3/files`). */
  apiRoot: string;
}

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** AES-256-GCM key of the stored refresh tokens. */
  tokenKey: Buffer;
  /** HMAC-SHA256 key of the OAuth state. */
  stateKey: Buffer;
  endpoints: GoogleEndpoints;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  apiRoot: 'https://www.googleapis.com/',
};

/** Every endpoint under one root: how a fake of Google's APIs is reached in tests. */
function endpointsUnder(root: string | undefined): GoogleEndpoints {
  if (!root) return GOOGLE_ENDPOINTS;
  const base = root.endsWith('/') ? root : `${root}/`;
  return { authUrl: `${base}o/oauth2/v2/auth`, tokenUrl: `${base}token`, apiRoot: base };
}

const secretSchema = z.object({
  clientId: z.string().min(1).optional(),
  clientSecret: z.string().min(1).optional(),
  tokenKey: z.string().min(1).optional(),
  stateKey: z.string().min(1).optional(),
});
type GoogleSecret = z.infer<typeof secretSchema>;

async function readGoogleSecret(client: SecretsClient, name: string): Promise<GoogleSecret> {
  const answer = await client.send(new GetSecretValueCommand({ SecretId: name }));
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.SecretString ?? '{}');
  } catch {
    throw new Error(`The secret ${name} is not JSON`);
  }
  const secret = secretSchema.safeParse(parsed);
  if (!secret.success) throw new Error(`The secret ${name} does not hold the Google credentials`);
  return secret.data;
}

/** A key from configuration: base64 of exactly 32 bytes, or a configuration error naming it. */
function decodeKey(value: string | undefined, name: string): Buffer {
  if (!value) throw new Error(`Google Drive is configured but ${name} is not set`);
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded`);
  return key;
}

async function resolveGoogleSettings(
  config: AppConfig,
  secrets: () => SecretsClient,
): Promise<GoogleSettings | null> {
  const secret: GoogleSecret = config.googleSecretName
    ? await readGoogleSecret(secrets(), config.googleSecretName)
    : {};
  const clientId = secret.clientId ?? config.googleClientId;
  const clientSecret = secret.clientSecret ?? config.googleClientSecret;
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    tokenKey: decodeKey(secret.tokenKey ?? config.tokenKey, 'ATRIUM_TOKEN_KEY'),
    stateKey: decodeKey(secret.stateKey ?? config.oauthStateKey, 'ATRIUM_OAUTH_STATE_KEY'),
    endpoints: endpointsUnder(config.googleApiRoot),
  };
}

export type GoogleSettingsLoader = () => Promise<GoogleSettings | null>;

/** Read once and kept; a failed read is tried again on the next call. */
export function googleSettingsLoader(
  config: AppConfig,
  secrets: () => SecretsClient = () => new SecretsManagerClient({ region: config.region }),
): GoogleSettingsLoader {
  let loaded: Promise<GoogleSettings | null> | undefined;
  return () => {
    loaded ??= resolveGoogleSettings(config, secrets);
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
}
