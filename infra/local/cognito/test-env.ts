/**
 * The Cognito emulator tests' shared set-up: an emulator per test on its own data dir, an SDK client
 * against it, and helpers that call its operations as the app does.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Mailbox } from '#functions/mail/mailbox.ts';
import { type CognitoEmulator, startCognitoEmulator } from './index.ts';

const dirs: string[] = [];
const envs: Env[] = [];
let seedKeyFile = '';

/** Registers the hooks that make one signing key up front and close every emulator a test starts. */
export function withCognitoEmulators(): void {
  beforeAll(async () => {
    // Generate one signing key up front and hand a copy to each test's data dir (keeps tests fast;
    // the seed start itself exercises key generation).
    const seedDir = mkdtempSync(join(tmpdir(), 'atrium-cognito-seed-'));
    dirs.push(seedDir);
    const seed = await startCognitoEmulator({
      dataDir: seedDir,
      region: REGION,
      userPoolId: POOL_ID,
      clientId: CLIENT_ID,
      mailbox: new Mailbox(join(seedDir, 'mailbox.json')),
    });
    await seed.close();
    seedKeyFile = join(seedDir, 'signing-key.json');
  });

  afterEach(async () => {
    for (const env of envs.splice(0)) {
      env.client.destroy();
      await env.emulator.close();
    }
  });

  afterAll(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}

const REGION = 'us-east-1';
export const POOL_ID = 'us-east-1_atriumLocal';
export const CLIENT_ID = 'atrium-local-client';
export const PASSWORD = 'Corr3ct-Horse!';
export const NEW_PASSWORD = 'N3w-Battery-Staple!';
export const HOUR = 60 * 60 * 1000;
/** Cognito's CodeDeliveryDetails for a code mailed to alice@example.com (the address masked, as Cognito does). */
export const ALICE_DELIVERY = {
  Destination: 'a***@e***',
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
};

/**
 * aws-jwt-verify's default fetcher only speaks https; the emulator is plain http on loopback,
 * so the verifier gets a JWKS cache whose fetcher uses the global fetch.
 */
const httpFetcher: Fetcher = {
  fetch: async (uri) => {
    const res = await fetch(uri);
    if (!res.ok) throw new Error(`GET ${uri}: HTTP ${res.status}`);
    return res.arrayBuffer();
  },
};

export function idTokenVerifier(emulator: CognitoEmulator) {
  return JwtRsaVerifier.create(
    {
      issuer: emulator.issuer,
      audience: CLIENT_ID,
      jwksUri: emulator.jwksUri,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
}

export function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

export async function errorOf(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    return err as { name: string; message: string };
  }
  throw new Error('expected the call to fail');
}

/** One emulator under test, with an SDK client and the operations the app calls, as methods. */
export class Env {
  constructor(
    readonly dir: string,
    public emulator: CognitoEmulator,
    public client: CognitoIdentityProviderClient,
    readonly mailbox: Mailbox,
    readonly clock: { t: number },
    private readonly start: (port?: number) => Promise<CognitoEmulator>,
  ) {}

  async restart(): Promise<void> {
    const port = this.emulator.port;
    this.client.destroy();
    await this.emulator.close();
    this.emulator = await this.start(port);
    this.client = makeClient(this.emulator.endpoint);
  }

  signUp(username: string, email = `${username}@example.com`, password = PASSWORD) {
    return this.client.send(
      new SignUpCommand({
        ClientId: CLIENT_ID,
        Username: username,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
  }

  latestCode(to?: string): string {
    const message = this.mailbox.list().find((m) => to === undefined || m.to === to);
    if (!message?.code) throw new Error('no code in the mailbox');
    return message.code;
  }

  confirm(username: string, code: string) {
    return this.client.send(
      new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: username, ConfirmationCode: code }),
    );
  }

  resend(username: string) {
    return this.client.send(new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: username }));
  }

  login(username: string, password = PASSWORD) {
    return this.client.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
  }

  refresh(refreshToken: string, flow: 'REFRESH_TOKEN_AUTH' | 'REFRESH_TOKEN' = 'REFRESH_TOKEN_AUTH') {
    return this.client.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: flow,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
  }

  forgot(username: string) {
    return this.client.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: username }));
  }

  confirmForgot(username: string, code: string, password = NEW_PASSWORD) {
    return this.client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: CLIENT_ID,
        Username: username,
        ConfirmationCode: code,
        Password: password,
      }),
    );
  }

  adminGet(username: string) {
    return this.client.send(new AdminGetUserCommand({ UserPoolId: POOL_ID, Username: username }));
  }

  /** Signs a user up and confirms it with the mailed code. */
  async confirmedUser(username: string): Promise<void> {
    await this.signUp(username);
    await this.confirm(username, this.latestCode(`${username}@example.com`));
  }

  /** A confirmed user, signed in with the password flow: its tokens. */
  async signedInUser(username: string) {
    await this.confirmedUser(username);
    return (await this.login(username)).AuthenticationResult;
  }
}

function makeClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    // LimitExceededException counts as throttling for the SDK; fail fast instead of retrying.
    maxAttempts: 1,
  });
}

export async function setup(options: { freshKey?: boolean } = {}): Promise<Env> {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-cognito-'));
  dirs.push(dir);
  const clock = { t: Date.now() };
  const mailbox = new Mailbox(join(dir, 'mail', 'mailbox.json'));
  const start = (port?: number) =>
    startCognitoEmulator({
      dataDir: join(dir, 'cognito'),
      region: REGION,
      userPoolId: POOL_ID,
      clientId: CLIENT_ID,
      mailbox,
      port,
      now: () => clock.t,
    });
  if (!options.freshKey) {
    // The emulator keeps its key in dataDir; place the pre-generated one there.
    mkdirSync(join(dir, 'cognito'), { recursive: true });
    copyFileSync(seedKeyFile, join(dir, 'cognito', 'signing-key.json'));
  }
  const emulator = await start();
  const env = new Env(dir, emulator, makeClient(emulator.endpoint), mailbox, clock, start);
  envs.push(env);
  return env;
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
