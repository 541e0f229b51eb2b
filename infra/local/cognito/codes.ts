/**
 * One-time codes (sign-up confirmation and password reset) and the per-user send quota.
 * Codes are 6 random digits, kept only as a SHA-256 digest with an expiry and a count of wrong
 * attempts; issuing a new code replaces the previous one.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CognitoError, MESSAGES } from './errors.ts';

export interface StoredCode {
  digest: string; // hex SHA-256 of the code
  expiresAt: number; // ms epoch
  failedAttempts: number;
}

export const SIGN_UP_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
const MAX_FAILED_ATTEMPTS = 5;
const MAX_CODE_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

function digest(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function issueCode(now: number, ttlMs: number): { code: string; stored: StoredCode } {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  return { code, stored: { digest: digest(code), expiresAt: now + ttlMs, failedAttempts: 0 } };
}

export type CodeCheck = 'ok' | 'mismatch';

/**
 * Checks `submitted` against the outstanding code. Throws for a missing, expired or exhausted
 * code; returns 'mismatch' (after counting the attempt on `stored`) for a wrong one, so the
 * caller can persist the count before reporting the error.
 */
export function checkCode(stored: StoredCode | null, submitted: string, now: number): CodeCheck {
  if (!stored) throw new CognitoError('ExpiredCodeException', MESSAGES.codeExpired);
  if (stored.failedAttempts >= MAX_FAILED_ATTEMPTS) {
    throw new CognitoError('LimitExceededException', MESSAGES.attemptLimit);
  }
  if (now >= stored.expiresAt) throw new CognitoError('ExpiredCodeException', MESSAGES.codeExpired);
  const expected = Buffer.from(stored.digest, 'hex');
  const actual = Buffer.from(digest(submitted), 'hex');
  if (timingSafeEqual(expected, actual)) return 'ok';
  stored.failedAttempts += 1;
  return 'mismatch';
}

/** Drops send timestamps older than an hour and returns the ones still counting. */
export function recentSends(sentAt: number[], now: number): number[] {
  return sentAt.filter((t) => t > now - HOUR_MS);
}

export function assertSendQuota(sentAt: number[], now: number): void {
  if (recentSends(sentAt, now).length >= MAX_CODE_SENDS_PER_HOUR) {
    throw new CognitoError('LimitExceededException', MESSAGES.attemptLimit);
  }
}
