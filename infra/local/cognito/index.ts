/**
 * Local emulator of an Amazon Cognito user pool with one app client. It speaks Cognito's JSON
 * protocol, so the AWS SDK (with a custom `endpoint`) and `aws-jwt-verify` (with the `issuer`
 * and `jwksUri` below) work against it unchanged. Users and the signing key persist in `dataDir`;
 * codes are "e-mailed" into the given Mailbox.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Mailbox } from '#functions/mail/mailbox.ts';
import { loadOrCreateSigningKey } from './jwt.ts';
import type { OperationContext } from './operations.ts';
import { createRequestHandler } from './server.ts';
import { UserStore } from './user-directory.ts';

export interface CognitoEmulatorOptions {
  /** Users (`users.json`) and the signing key (`signing-key.json`) are kept here. */
  dataDir: string;
  region: string;
  userPoolId: string;
  /** The one app client; requests naming another ClientId fail with ResourceNotFoundException. */
  clientId: string;
  /** Confirmation and password-reset codes are "sent" here. */
  mailbox: Mailbox;
  /** 0 or undefined: a random free port on 127.0.0.1. */
  port?: number;
  /** Clock in ms, injectable for expiry tests. */
  now?: () => number;
}

export interface CognitoEmulator {
  /** `http://127.0.0.1:{port}`: the SDK client's `endpoint`. */
  endpoint: string;
  /** `http://127.0.0.1:{port}/{userPoolId}`: the tokens' `iss`. */
  issuer: string;
  /** `{issuer}/.well-known/jwks.json` */
  jwksUri: string;
  port: number;
  close(): Promise<void>;
}

export async function startCognitoEmulator(o: CognitoEmulatorOptions): Promise<CognitoEmulator> {
  mkdirSync(o.dataDir, { recursive: true });
  const store = new UserStore(o.dataDir);
  const key = await loadOrCreateSigningKey(o.dataDir);

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const endpoint = `http://127.0.0.1:${port}`;
  const issuer = `${endpoint}/${o.userPoolId}`;

  const ctx: OperationContext = {
    store,
    mailbox: o.mailbox,
    tokens: { key, issuer, clientId: o.clientId },
    userPoolId: o.userPoolId,
    clientId: o.clientId,
    now: o.now ?? Date.now,
  };
  server.on('request', createRequestHandler(ctx));

  let closing: Promise<void> | undefined;
  return {
    endpoint,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    port,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
