/**
 * The OAuth `state` of a Google Drive authorisation: who asked (the username and the account's
 * Cognito `sub`, so that a state of a deleted account never lands on a new account of the same name)
 * and where to go back to (the wizard's step-1 Drive route), with a nonce and an expiry, HMAC-signed with a key from
 * configuration. The callback trusts only a state whose signature verifies, that has not expired, and
 * that has not been used before (a conditional write records each nonce once).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { DataContext } from '../data/context.ts';
import { guardedWrite } from '../data/items.ts';
import { keys } from '../data/table.ts';

/** Long enough to read Google's consent page, short enough that a leaked link soon dies. */
const STATE_TTL_MS = 15 * 60_000;

/** The only place a state may lead back to: the wizard's Drive step of one property. */
const RETURN_ROUTE =
  /^\/property\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/build3d\/step1\/google-drive$/;
export const driveReturnRoute = (propertyId: string) => `/property/${propertyId}/build3d/step1/google-drive`;

const payloadSchema = z.object({
  username: z.string().min(1).max(128),
  sub: z.string().min(1).max(128),
  returnTo: z.string().regex(RETURN_ROUTE),
  nonce: z.uuid(),
  expiresAt: z.number().int(),
});
export type OAuthState = z.infer<typeof payloadSchema>;

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signState(
  key: Buffer,
  request: { username: string; sub: string; returnTo: string },
  now = Date.now(),
): string {
  const state: OAuthState = payloadSchema.parse({
    ...request,
    nonce: randomUUID(),
    expiresAt: now + STATE_TTL_MS,
  });
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

export type StateCheck = { ok: true; state: OAuthState } | { ok: false; reason: 'invalid' | 'expired' };

/** Signature first (nothing unsigned is even parsed), then shape, then expiry. */
export function verifyState(key: Buffer, value: string | undefined, now = Date.now()): StateCheck {
  const [payload, signature, ...rest] = (value ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const state = payloadSchema.safeParse(parsed);
  if (!state.success) return { ok: false, reason: 'invalid' };
  if (state.data.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, state: state.data };
}

/**
 * Records the state's nonce in its user's partition; false when it was recorded before (a replay).
 * `expiresAt` (epoch seconds) lets a table TTL drop the record once the state could no longer verify.
 */
export async function consumeState(data: DataContext, state: OAuthState): Promise<boolean> {
  return guardedWrite(
    data.ddb.send(
      new PutCommand({
        TableName: data.tableName,
        Item: {
          PK: keys.user(state.username),
          SK: keys.oauthState(state.nonce),
          usedAt: new Date().toISOString(),
          expiresAt: Math.ceil(state.expiresAt / 1000),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}
