/**
 * Encryption at rest of users' Google refresh tokens: AES-256-GCM with a fresh 96-bit IV per token,
 * and the owner's username as additional authenticated data, so a value copied onto another user's
 * profile does not decrypt. Stored as `v1.{iv}.{ciphertext}.{tag}` (base64url), the version leaving
 * room for a later key or algorithm.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const ownerOf = (username: string) => Buffer.from(`USER#${username}`, 'utf8');

export function encryptToken(key: Buffer, username: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(ownerOf(username));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, data, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or null when the value is not one this key wrote for this user (changed key, tampering). */
export function decryptToken(key: Buffer, username: string, stored: string): string | null {
  const [version, iv, data, tag, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !data || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(ownerOf(username));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
