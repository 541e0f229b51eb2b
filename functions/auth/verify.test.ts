/**
 * The token check with its memory of verified tokens: a remembered token still stops counting at its
 * expiry, each token answers only for its own caller, and a forged one is refused however alike.
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from './verify.ts';

const ISSUER = 'http://127.0.0.1/us-east-1_Test';
const CLIENT_ID = 'testclient';
const KID = 'test-key';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 ID token of the test pool, valid for `lifetimeS` from now. */
function idToken(username: string, sub: string, lifetimeS = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const body = `${base64url({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${base64url({
    iss: ISSUER,
    aud: CLIENT_ID,
    token_use: 'id',
    'cognito:username': username,
    email: `${username}@example.com`,
    sub,
    iat: now,
    exp: now + lifetimeS,
  })}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
}

let jwks: Server;
let jwksUri = '';

beforeAll(async () => {
  const key = { ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [key] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const address = jwks.address();
  jwksUri = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jwks.json`;
});

afterAll(() => {
  jwks.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const verifier = () => createTokenVerifier({ jwksUri, tokenIssuer: ISSUER, userPoolClientId: CLIENT_ID });

describe('createTokenVerifier', () => {
  it('answers the caller of a valid token, again on the next request', async () => {
    const verify = verifier();
    const token = idToken('ada', 'sub-ada');
    const caller = { username: 'ada', email: 'ada@example.com', sub: 'sub-ada' };
    expect(await verify(`Bearer ${token}`)).toEqual(caller);
    expect(await verify(token)).toEqual(caller);
  });

  it('refuses a token it verified before once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const verify = verifier();
    const token = idToken('ada', 'sub-ada', 60);
    expect(await verify(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verify(token)).toBeNull();
  });

  it('answers each token with its own caller', async () => {
    const verify = verifier();
    expect((await verify(idToken('ada', 'sub-ada')))?.username).toBe('ada');
    const other = await verify(idToken('bob', 'sub-bob'));
    expect(other).toEqual({ username: 'bob', email: 'bob@example.com', sub: 'sub-bob' });
  });

  it('refuses a forged token whose claims differ from a verified one under the same signature', async () => {
    const verify = verifier();
    const token = idToken('ada', 'sub-ada');
    expect(await verify(token)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const forged = `${header}.${base64url({ ...claims, 'cognito:username': 'bob' })}.${signature}`;
    expect(await verify(forged)).toBeNull();
  });

  it('refuses an expired token it has never seen', async () => {
    expect(await verifier()(idToken('ada', 'sub-ada', -10))).toBeNull();
  });
});
