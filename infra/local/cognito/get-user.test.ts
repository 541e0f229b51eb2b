/** The Cognito emulator's GetUser, through the real SDK. */
import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { decodePayload, errorOf, setup, withCognitoEmulators } from './test-env.ts';

withCognitoEmulators();

describe('GetUser', () => {
  it('returns the user for a valid access token', async () => {
    const env = await setup();
    const tokens = await env.signedInUser('alice');
    const res = await env.client.send(new GetUserCommand({ AccessToken: tokens?.AccessToken }));
    expect(res.Username).toBe('alice');
    expect(res.UserAttributes).toEqual([
      { Name: 'sub', Value: decodePayload(tokens?.IdToken ?? '').sub },
      { Name: 'email', Value: 'alice@example.com' },
      { Name: 'email_verified', Value: 'true' },
    ]);
  });

  it('rejects invalid, forged, ID and expired tokens', async () => {
    const env = await setup();
    const tokens = await env.signedInUser('alice');
    const access = tokens?.AccessToken ?? '';
    const [header, , signature] = access.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...decodePayload(access), username: 'mallory' }),
    ).toString('base64url');
    for (const token of ['garbage', `${header}.${forgedBody}.${signature}`, tokens?.IdToken ?? '']) {
      const err = await errorOf(env.client.send(new GetUserCommand({ AccessToken: token })));
      expect(err.name).toBe('NotAuthorizedException');
      expect(err.message).toBe('Invalid Access Token');
    }
    env.clock.t += 3600 * 1000;
    const expired = await errorOf(env.client.send(new GetUserCommand({ AccessToken: access })));
    expect(expired.name).toBe('NotAuthorizedException');
    expect(expired.message).toBe('Access Token has expired');
  });
});
