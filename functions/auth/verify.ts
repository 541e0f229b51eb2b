/**
 * Verifies the pool's ID tokens (RS256, issuer, audience, expiry) against its JWKS. A token verified
 * once is remembered until its expiry (verified-tokens.ts), so repeated requests skip the signature.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { AppConfig } from '../config.ts';
import { verifiedTokens } from './verified-tokens.ts';

export interface Caller {
  username: string;
  email: string;
  sub: string;
}

export type VerifyToken = (authorization: string | undefined | null) => Promise<Caller | null>;

/**
 * The library's own fetcher speaks HTTPS only; the local Cognito emulator publishes its JWKS over
 * plain HTTP on loopback, so for an http: URI we fetch it with the platform's fetch.
 */
const plainFetcher: Fetcher = {
  fetch: async (uri) => {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS fetch failed with ${response.status}`);
    return response.arrayBuffer();
  },
};

export function createTokenVerifier(
  config: Pick<AppConfig, 'jwksUri' | 'tokenIssuer' | 'userPoolClientId'>,
): VerifyToken {
  const jwksCache = config.jwksUri.startsWith('http:')
    ? new SimpleJwksCache({ fetcher: plainFetcher })
    : undefined;
  const verifier = JwtRsaVerifier.create(
    {
      issuer: config.tokenIssuer,
      audience: config.userPoolClientId,
      jwksUri: config.jwksUri,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    jwksCache ? { jwksCache } : undefined,
  );
  const verified = verifiedTokens<Caller>();
  return async (authorization) => {
    if (!authorization) return null;
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    const known = verified.get(token);
    if (known) return known;
    try {
      const payload = await verifier.verify(token);
      const username = payload['cognito:username'];
      if (typeof username !== 'string' || !username) return null;
      // Frozen: the same object answers every later request with this token.
      const caller: Caller = Object.freeze({
        username,
        email: typeof payload.email === 'string' ? payload.email : '',
        sub: payload.sub ?? '',
      });
      // A token without an expiry is verified every time rather than remembered for ever.
      if (typeof payload.exp === 'number') verified.set(token, caller, payload.exp * 1000);
      return caller;
    } catch {
      // An expired, forged or foreign token is an ordinary refusal: the caller answers 401.
      return null;
    }
  };
}
