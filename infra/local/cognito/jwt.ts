/**
 * The pool's RS256 signing key (2048-bit RSA, generated on first start and persisted to
 * `dataDir/signing-key.json` so tokens stay verifiable across restarts), and the public JWKS. Signing,
 * verification and the key id are jose's; this file only keeps the key.
 */
import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { calculateJwkThumbprint, errors, exportJWK, jwtVerify, SignJWT } from 'jose';
import { readJsonFile, writeJsonFileAtomic } from './fs.ts';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface Jwk {
  kty: string;
  n: string;
  e: string;
  alg: 'RS256';
  kid: string;
  use: 'sig';
}

interface SigningKeyFile {
  kid: string;
  privateKeyPem: string;
  createdAt: string;
}

export type JwtPayload = Record<string, unknown>;

/** RFC 7638 thumbprint of the public key: a stable, content-derived key id. */
async function thumbprint(publicKey: KeyObject): Promise<string> {
  return calculateJwkThumbprint(await exportJWK(publicKey), 'sha256');
}

function generateRsaKey(): Promise<KeyObject> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048 }, (err, _publicKey, privateKey) =>
      err ? reject(err) : resolve(privateKey),
    );
  });
}

export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const filePath = join(dataDir, 'signing-key.json');
  const stored = readJsonFile(filePath) as SigningKeyFile | undefined;
  if (stored) {
    if (typeof stored.privateKeyPem !== 'string') throw new Error(`Unexpected content in ${filePath}`);
    const privateKey = createPrivateKey(stored.privateKeyPem);
    const publicKey = createPublicKey(privateKey);
    return { kid: stored.kid || (await thumbprint(publicKey)), privateKey, publicKey };
  }
  const privateKey = await generateRsaKey();
  const publicKey = createPublicKey(privateKey);
  const kid = await thumbprint(publicKey);
  const file: SigningKeyFile = {
    kid,
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    createdAt: new Date().toISOString(),
  };
  writeJsonFileAtomic(filePath, file);
  return { kid, privateKey, publicKey };
}

export function publicJwks(key: SigningKey): { keys: Jwk[] } {
  const jwk = key.publicKey.export({ format: 'jwk' });
  if (!jwk.kty || !jwk.n || !jwk.e) throw new Error('Signing key is not an RSA key');
  return { keys: [{ kty: jwk.kty, n: jwk.n, e: jwk.e, alg: 'RS256', kid: key.kid, use: 'sig' }] };
}

export function signJwt(key: SigningKey, payload: JwtPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
}

export type JwtCheck = { ok: true; payload: JwtPayload } | { ok: false; expired: boolean };

/**
 * Whether `token` is an RS256 JWT signed by `key` (its header naming the key) and not expired at
 * `nowMs`; claims beyond `exp` are the caller's to check.
 */
export async function verifyJwt(key: SigningKey, token: string, nowMs: number): Promise<JwtCheck> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, key.publicKey, {
      algorithms: ['RS256'],
      currentDate: new Date(nowMs),
      clockTolerance: 0,
    });
    if (protectedHeader.kid !== key.kid || typeof payload.exp !== 'number')
      return { ok: false, expired: false };
    return { ok: true, payload };
  } catch (error) {
    return { ok: false, expired: error instanceof errors.JWTExpired };
  }
}
