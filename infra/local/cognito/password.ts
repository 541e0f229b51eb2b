/**
 * The pool's password policy and password storage. Passwords are kept only as scrypt hashes with
 * a random per-user salt; the clear text never leaves these functions.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { CognitoError } from './errors.ts';

export interface PasswordHash {
  algorithm: 'scrypt';
  /** scrypt cost parameters, stored so they can change without breaking old hashes. */
  N: number;
  r: number;
  p: number;
  salt: string; // base64
  hash: string; // base64
}

const KEY_LENGTH = 64;
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;

/** Cognito's symbol set for password policies (plus the space character). */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

/** Throws `InvalidPasswordException` with Cognito's wording when `password` breaks the policy. */
export function assertPasswordPolicy(password: string): void {
  const fail = (reason: string): never => {
    throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${reason}`);
  };
  const chars = [...password];
  if (chars.length < 8) fail('Password not long enough');
  if (chars.length > 256) fail('Password too long');
  if (!chars.some((c) => c >= 'a' && c <= 'z')) fail('Password must have lowercase characters');
  if (!chars.some((c) => c >= 'A' && c <= 'Z')) fail('Password must have uppercase characters');
  if (!chars.some((c) => c >= '0' && c <= '9')) fail('Password must have numeric characters');
  if (!chars.some((c) => SYMBOLS.has(c))) fail('Password must have symbol characters');
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 256 * params.N * params.r },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_PARAMS);
  return {
    algorithm: 'scrypt',
    ...DEFAULT_PARAMS,
    salt: salt.toString('base64'),
    hash: key.toString('base64'),
  };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const key = await derive(password, Buffer.from(stored.salt, 'base64'), stored);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the same work as a real check, so unknown users cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, randomBytes(16), DEFAULT_PARAMS);
}
