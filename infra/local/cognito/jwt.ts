/**
 * The pool's RS256 signing key (2048-bit RSA, generated on first start and persisted to
 * `dataDir/signing-key.json` so tokens stay verifiable across restarts), JWT signing and
 * verification, and the public JWKS.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { join } from 'node:path';
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

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

/** RFC 7638 thumbprint of the public key: a stable, content-derived key id. */
function thumbprint(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return base64url(createHash('sha256').update(canonical).digest());
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
    return { kid: stored.kid || thumbprint(publicKey), privateKey, publicKey };
  }
  const privateKey = await generateRsaKey();
  const publicKey = createPublicKey(privateKey);
  const kid = thumbprint(publicKey);
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

export function signJwt(key: SigningKey, payload: JwtPayload): string {
  const header = base64url(JSON.stringify({ kid: key.kid, alg: 'RS256' }));
  const body = base64url(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), key.privateKey);
  return `${header}.${body}.${base64url(signature)}`;
}

/** The payload of `token` when it is a well-formed RS256 JWT signed by `key`; otherwise null. */
export function verifyJwtSignature(key: SigningKey, token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as unknown;
    if (!parsedHeader || typeof parsedHeader !== 'object') return null;
    const { alg, kid } = parsedHeader as { alg?: unknown; kid?: unknown };
    if (alg !== 'RS256' || kid !== key.kid) return null;
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${body}`),
      key.publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return null;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}
