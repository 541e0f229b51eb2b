/** The Cognito emulator's InitiateAuth (password and refresh-token flows), through the real SDK. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  decodePayload,
  errorOf,
  HOUR,
  idTokenVerifier,
  setup,
  withCognitoEmulators,
} from './test-env.ts';

withCognitoEmulators();

describe('InitiateAuth', () => {
  it('signs in with USER_PASSWORD_AUTH and issues tokens that aws-jwt-verify accepts', async () => {
    const env = await setup();
    await env.confirmedUser('alice');
    const sub = (await env.adminGet('alice')).UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    const res = await env.login('alice');
    expect(res.ChallengeParameters).toEqual({});
    const result = res.AuthenticationResult;
    expect(result?.ExpiresIn).toBe(3600);
    expect(result?.TokenType).toBe('Bearer');
    expect(result?.RefreshToken).toEqual(expect.any(String));

    const payload = await idTokenVerifier(env.emulator).verify(result?.IdToken ?? '');
    expect(payload).toMatchObject({
      sub,
      email_verified: true,
      iss: env.emulator.issuer,
      'cognito:username': 'alice',
      aud: CLIENT_ID,
      token_use: 'id',
      email: 'alice@example.com',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    for (const claim of ['origin_jti', 'event_id', 'jti', 'auth_time']) expect(payload).toHaveProperty(claim);

    const access = decodePayload(result?.AccessToken ?? '');
    expect(access).toMatchObject({
      sub,
      iss: env.emulator.issuer,
      client_id: CLIENT_ID,
      origin_jti: payload.origin_jti,
      event_id: payload.event_id,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: 'alice',
    });
    // An access token is not an ID token.
    await expect(idTokenVerifier(env.emulator).verify(result?.AccessToken ?? '')).rejects.toThrow();
  });

  it('publishes the signing key as a JWKS', async () => {
    const env = await setup({ freshKey: true });
    const res = await fetch(env.emulator.jwksUri);
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({
      kty: 'RSA',
      n: expect.any(String),
      e: 'AQAB',
      alg: 'RS256',
      kid: expect.any(String),
      use: 'sig',
    });
    expect(Buffer.from(jwks.keys[0]?.n ?? '', 'base64url').length).toBe(256); // 2048 bits
    const key = JSON.parse(readFileSync(join(env.dir, 'cognito', 'signing-key.json'), 'utf8')) as {
      kid: string;
    };
    expect(key.kid).toBe(jwks.keys[0]?.kid);
  });

  it('rejects wrong passwords, unknown users and unconfirmed users', async () => {
    const env = await setup();
    await env.signUp('pending');
    await env.confirmedUser('alice');
    for (const attempt of [() => env.login('alice', 'Wr0ng-password!'), () => env.login('nobody')]) {
      const err = await errorOf(attempt());
      expect(err.name).toBe('NotAuthorizedException');
      expect(err.message).toBe('Incorrect username or password.');
    }
    const unconfirmed = await errorOf(env.login('pending'));
    expect(unconfirmed.name).toBe('UserNotConfirmedException');
    expect(unconfirmed.message).toBe('User is not confirmed.');
    // Wrong password beats "not confirmed": nothing is revealed without the password.
    expect((await errorOf(env.login('pending', 'Wr0ng-password!'))).name).toBe('NotAuthorizedException');
  });

  it('rejects unsupported flows and missing parameters', async () => {
    const env = await setup();
    // SRP is not supported; the password flow without a PASSWORD misses a parameter.
    for (const AuthFlow of ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const) {
      const refused = await errorOf(
        env.client.send(
          new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow, AuthParameters: { USERNAME: 'a' } }),
        ),
      );
      expect(refused.name, AuthFlow).toBe('InvalidParameterException');
    }
  });

  it('refreshes tokens with REFRESH_TOKEN_AUTH (and REFRESH_TOKEN)', async () => {
    const env = await setup();
    const first = await env.signedInUser('alice');
    env.clock.t += 10 * 60 * 1000;
    for (const flow of ['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN'] as const) {
      const res = await env.refresh(first?.RefreshToken ?? '', flow);
      const result = res.AuthenticationResult;
      expect(result?.RefreshToken).toBeUndefined();
      expect(result?.ExpiresIn).toBe(3600);
      expect(result?.IdToken).not.toBe(first?.IdToken);
      const payload = await idTokenVerifier(env.emulator).verify(result?.IdToken ?? '');
      const original = decodePayload(first?.IdToken ?? '');
      expect(payload.origin_jti).toBe(original.origin_jti);
      expect(payload.auth_time).toBe(original.auth_time);
      expect(payload.iat).toBe(Math.floor(env.clock.t / 1000));
      await env.client.send(new GetUserCommand({ AccessToken: result?.AccessToken }));
    }
    const invalid = await errorOf(env.refresh('not-a-refresh-token'));
    expect(invalid.name).toBe('NotAuthorizedException');
    expect(invalid.message).toBe('Invalid Refresh Token');
  });

  it('expires refresh tokens after 30 days', async () => {
    const env = await setup();
    const token = (await env.signedInUser('alice'))?.RefreshToken ?? '';
    env.clock.t += 30 * 24 * HOUR - 1000;
    await env.refresh(token);
    env.clock.t += 1000;
    expect((await errorOf(env.refresh(token))).name).toBe('NotAuthorizedException');
  });

  it('stores refresh tokens only as digests', async () => {
    const env = await setup();
    const token = (await env.signedInUser('alice'))?.RefreshToken ?? '';
    expect(readFileSync(join(env.dir, 'cognito', 'users.json'), 'utf8')).not.toContain(token);
  });
});
