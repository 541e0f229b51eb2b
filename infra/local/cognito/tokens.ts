/**
 * Cognito's token set: ID and access tokens as RS256 JWTs with Cognito's claims, and opaque
 * refresh tokens (random strings, stored only as SHA-256 digests with the user).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CognitoError, MESSAGES } from './errors.ts';
import { type SigningKey, signJwt, verifyJwt } from './jwt.ts';
import type { StoredRefreshToken, StoredUser } from './user-directory.ts';

const TOKEN_TTL_S = 3600;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface TokenIssuer {
  key: SigningKey;
  issuer: string;
  clientId: string;
}

/** What ties tokens to one sign-in: refreshed tokens keep the original origin_jti and auth_time. */
export interface Session {
  originJti: string;
  authTime: number; // s epoch
}

export interface IssuedTokens {
  IdToken: string;
  AccessToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export async function issueTokens(
  ctx: TokenIssuer,
  user: StoredUser,
  session: Session,
  nowMs: number,
): Promise<IssuedTokens> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + TOKEN_TTL_S;
  const eventId = randomUUID();
  const idToken = await signJwt(ctx.key, {
    sub: user.sub,
    email_verified: user.emailVerified,
    iss: ctx.issuer,
    'cognito:username': user.username,
    origin_jti: session.originJti,
    aud: ctx.clientId,
    event_id: eventId,
    token_use: 'id',
    auth_time: session.authTime,
    exp,
    iat,
    jti: randomUUID(),
    email: user.email,
  });
  const accessToken = await signJwt(ctx.key, {
    sub: user.sub,
    iss: ctx.issuer,
    client_id: ctx.clientId,
    origin_jti: session.originJti,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: session.authTime,
    exp,
    iat,
    jti: randomUUID(),
    username: user.username,
  });
  return { IdToken: idToken, AccessToken: accessToken, ExpiresIn: TOKEN_TTL_S, TokenType: 'Bearer' };
}

export function refreshTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createRefreshToken(
  session: Session,
  nowMs: number,
): { token: string; stored: StoredRefreshToken } {
  const token = randomBytes(48).toString('base64url');
  return {
    token,
    stored: { digest: refreshTokenDigest(token), ...session, expiresAt: nowMs + REFRESH_TOKEN_TTL_MS },
  };
}

/** Checks an access token's signature, issuer, client, use and expiry; returns its subject. */
export async function verifyAccessToken(
  ctx: TokenIssuer,
  token: string,
  nowMs: number,
): Promise<{ username: string; sub: string }> {
  const check = await verifyJwt(ctx.key, token, nowMs);
  if (!check.ok && check.expired) {
    throw new CognitoError('NotAuthorizedException', MESSAGES.expiredAccessToken);
  }
  const invalid = () => new CognitoError('NotAuthorizedException', MESSAGES.invalidAccessToken);
  if (!check.ok) throw invalid();
  const { token_use, iss, client_id, username, sub } = check.payload;
  if (token_use !== 'access' || iss !== ctx.issuer || client_id !== ctx.clientId) throw invalid();
  if (typeof username !== 'string' || typeof sub !== 'string') throw invalid();
  return { username, sub };
}
