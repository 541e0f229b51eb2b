import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEPLOYED_CONFIG, fakeSecrets } from '../deployment-fixtures.ts';
import { GOOGLE_ENDPOINTS, googleSettingsLoader } from './google-settings.ts';

const key = () => randomBytes(32).toString('base64');
const base = DEPLOYED_CONFIG;

describe('Google settings', () => {
  it('in AWS come from the secret named by config.googleSecretName, read once', async () => {
    const [tokenKey, stateKey] = [key(), key()];
    const { client, asked } = fakeSecrets({
      'atrium/prod/google': JSON.stringify({ clientId: 'id.apps', clientSecret: 'shh', tokenKey, stateKey }),
    });
    const load = googleSettingsLoader({ ...base, googleSecretName: 'atrium/prod/google' }, () => client);
    const settings = await load();
    expect(settings).toMatchObject({ clientId: 'id.apps', clientSecret: 'shh', endpoints: GOOGLE_ENDPOINTS });
    expect(settings?.tokenKey.toString('base64')).toBe(tokenKey);
    expect(settings?.stateKey.toString('base64')).toBe(stateKey);
    await load();
    expect(asked).toEqual(['atrium/prod/google']);
  });

  it('take the keys from configuration when the secret holds only the client', async () => {
    const { client } = fakeSecrets({ g: JSON.stringify({ clientId: 'id', clientSecret: 's' }) });
    const tokenKey = key();
    const settings = await googleSettingsLoader(
      { ...base, googleSecretName: 'g', tokenKey, oauthStateKey: key() },
      () => client,
    )();
    expect(settings?.tokenKey.toString('base64')).toBe(tokenKey);
  });

  it('are null (not configured) without a client id and secret', async () => {
    expect(await googleSettingsLoader(base, () => fakeSecrets({}).client)()).toBeNull();
    const { client } = fakeSecrets({ g: '{}' });
    expect(await googleSettingsLoader({ ...base, googleSecretName: 'g' }, () => client)()).toBeNull();
  });

  it('refuse a configured client without a valid token key, and try the secret again after a failure', async () => {
    const local = { ...base, googleClientId: 'id', googleClientSecret: 's', oauthStateKey: key() };
    await expect(googleSettingsLoader(local)()).rejects.toThrow(
      'Google Drive is configured but ATRIUM_TOKEN_KEY is not set',
    );
    await expect(googleSettingsLoader({ ...local, tokenKey: 'c2hvcnQ=' })()).rejects.toThrow(
      'ATRIUM_TOKEN_KEY must be 32 bytes, base64-encoded',
    );

    const secrets: Record<string, string> = {};
    const { client, asked } = fakeSecrets(secrets);
    const load = googleSettingsLoader({ ...base, googleSecretName: 'late' }, () => client);
    await expect(load()).rejects.toThrow('find the specified secret');
    secrets.late = JSON.stringify({ clientId: 'id', clientSecret: 's', tokenKey: key(), stateKey: key() });
    expect((await load())?.clientId).toBe('id');
    expect(asked).toEqual(['late', 'late']);
  });

  it('point every endpoint at one root for a fake of Google', async () => {
    const settings = await googleSettingsLoader({
      ...base,
      googleClientId: 'id',
      googleClientSecret: 's',
      tokenKey: key(),
      oauthStateKey: key(),
      googleApiRoot: 'http://127.0.0.1:9/',
    })();
    expect(settings?.endpoints).toEqual({
      authUrl: 'http://127.0.0.1:9/o/oauth2/v2/auth',
      tokenUrl: 'http://127.0.0.1:9/token',
      apiRoot: 'http://127.0.0.1:9/',
    });
  });
});
