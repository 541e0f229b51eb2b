import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from '../mailbox.ts';
import { type CognitoEmulator, startCognitoEmulator } from './index.ts';

const REGION = 'us-east-1';
const POOL_ID = 'us-east-1_atriumLocal';
const CLIENT_ID = 'atrium-local-client';
const PASSWORD = 'Corr3ct-Horse!';
const NEW_PASSWORD = 'N3w-Battery-Staple!';
const HOUR = 60 * 60 * 1000;

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

function idTokenVerifier(emulator: CognitoEmulator) {
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

function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function errorOf(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    return err as { name: string; message: string };
  }
  throw new Error('expected the call to fail');
}

interface Env {
  dir: string;
  emulator: CognitoEmulator;
  client: CognitoIdentityProviderClient;
  mailbox: Mailbox;
  clock: { t: number };
  restart(): Promise<void>;
}

const dirs: string[] = [];
const envs: Env[] = [];
let seedKeyFile = '';

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

async function setup(options: { freshKey?: boolean } = {}): Promise<Env> {
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
  const makeClient = (endpoint: string) =>
    new CognitoIdentityProviderClient({
      endpoint,
      region: REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      // LimitExceededException counts as throttling for the SDK; fail fast instead of retrying.
      maxAttempts: 1,
    });
  const emulator = await start();
  const env: Env = {
    dir,
    emulator,
    client: makeClient(emulator.endpoint),
    mailbox,
    clock,
    async restart() {
      const port = env.emulator.port;
      env.client.destroy();
      await env.emulator.close();
      env.emulator = await start(port);
      env.client = makeClient(env.emulator.endpoint);
    },
  };
  envs.push(env);
  return env;
}

function signUp(env: Env, username: string, email = `${username}@example.com`, password = PASSWORD) {
  return env.client.send(
    new SignUpCommand({
      ClientId: CLIENT_ID,
      Username: username,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

function latestCode(env: Env, to?: string): string {
  const message = env.mailbox.list().find((m) => to === undefined || m.to === to);
  if (!message?.code) throw new Error('no code in the mailbox');
  return message.code;
}

function confirm(env: Env, username: string, code: string) {
  return env.client.send(
    new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: username, ConfirmationCode: code }),
  );
}

function resend(env: Env, username: string) {
  return env.client.send(new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: username }));
}

function login(env: Env, username: string, password = PASSWORD) {
  return env.client.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
}

function refresh(
  env: Env,
  refreshToken: string,
  flow: 'REFRESH_TOKEN_AUTH' | 'REFRESH_TOKEN' = 'REFRESH_TOKEN_AUTH',
) {
  return env.client.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: flow,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
}

function forgot(env: Env, username: string) {
  return env.client.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: username }));
}

function confirmForgot(env: Env, username: string, code: string, password = NEW_PASSWORD) {
  return env.client.send(
    new ConfirmForgotPasswordCommand({
      ClientId: CLIENT_ID,
      Username: username,
      ConfirmationCode: code,
      Password: password,
    }),
  );
}

function adminGet(env: Env, username: string) {
  return env.client.send(new AdminGetUserCommand({ UserPoolId: POOL_ID, Username: username }));
}

async function confirmedUser(env: Env, username: string): Promise<void> {
  await signUp(env, username);
  await confirm(env, username, latestCode(env, `${username}@example.com`));
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('SignUp', () => {
  it('creates an unconfirmed user and mails a 6-digit code', async () => {
    const env = await setup();
    const res = await signUp(env, 'Alice', 'alice@example.com');
    expect(res.UserConfirmed).toBe(false);
    expect(res.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.CodeDeliveryDetails).toEqual({
      Destination: 'a***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const [mail] = env.mailbox.list();
    expect(mail?.to).toBe('alice@example.com');
    expect(mail?.subject).toBe('Your Atrium verification code');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code ?? 'missing');

    const user = await adminGet(env, 'Alice');
    expect(user.Username).toBe('Alice');
    expect(user.UserStatus).toBe('UNCONFIRMED');
    expect(user.Enabled).toBe(true);
    expect(user.UserCreateDate).toBeInstanceOf(Date);
    expect(user.UserAttributes).toEqual([
      { Name: 'sub', Value: res.UserSub },
      { Name: 'email', Value: 'alice@example.com' },
      { Name: 'email_verified', Value: 'false' },
    ]);
    // Usernames are case-sensitive.
    expect((await errorOf(adminGet(env, 'alice'))).name).toBe('UserNotFoundException');
  });

  it('rejects an existing username with UsernameExistsException', async () => {
    const env = await setup();
    await signUp(env, 'bob');
    const err = await errorOf(signUp(env, 'bob', 'other@example.com'));
    expect(err.name).toBe('UsernameExistsException');
    expect(err.message).toBe('User already exists');
  });

  it.each([
    ['Sh0rt!a', 'Password not long enough'],
    ['alllower1!', 'Password must have uppercase characters'],
    ['ALLUPPER1!', 'Password must have lowercase characters'],
    ['NoDigits!!', 'Password must have numeric characters'],
    ['NoSymbols12', 'Password must have symbol characters'],
  ])('enforces the password policy (%s)', async (password, reason) => {
    const env = await setup();
    const err = await errorOf(signUp(env, 'carol', 'carol@example.com', password));
    expect(err.name).toBe('InvalidPasswordException');
    expect(err.message).toBe(`Password did not conform with policy: ${reason}`);
    expect((await errorOf(adminGet(env, 'carol'))).name).toBe('UserNotFoundException');
  });

  it('requires a valid email attribute', async () => {
    const env = await setup();
    const missing = await errorOf(
      env.client.send(new SignUpCommand({ ClientId: CLIENT_ID, Username: 'dave', Password: PASSWORD })),
    );
    expect(missing.name).toBe('InvalidParameterException');
    const invalid = await errorOf(signUp(env, 'dave', 'not-an-email'));
    expect(invalid.name).toBe('InvalidParameterException');
    expect(env.mailbox.list()).toEqual([]);
  });

  it('rejects an unknown app client with ResourceNotFoundException', async () => {
    const env = await setup();
    const err = await errorOf(
      env.client.send(
        new SignUpCommand({
          ClientId: 'someone-else',
          Username: 'erin',
          Password: PASSWORD,
          UserAttributes: [{ Name: 'email', Value: 'erin@example.com' }],
        }),
      ),
    );
    expect(err.name).toBe('ResourceNotFoundException');
  });

  it('stores only a salted scrypt hash of the password', async () => {
    const env = await setup();
    await signUp(env, 'frank');
    await signUp(env, 'grace');
    const raw = readFileSync(join(env.dir, 'cognito', 'users.json'), 'utf8');
    expect(raw).not.toContain(PASSWORD);
    const users = (
      JSON.parse(raw) as { users: { password: { algorithm: string; salt: string; hash: string } }[] }
    ).users;
    expect(users).toHaveLength(2);
    expect(users[0]?.password.algorithm).toBe('scrypt');
    expect(users[0]?.password.salt).not.toBe(users[1]?.password.salt);
    expect(users[0]?.password.hash).not.toBe(users[1]?.password.hash);
  });
});

describe('ConfirmSignUp', () => {
  it('confirms with the mailed code and verifies the email', async () => {
    const env = await setup();
    await signUp(env, 'alice');
    await confirm(env, 'alice', latestCode(env));
    const user = await adminGet(env, 'alice');
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
  });

  it('rejects a wrong code, an unknown user and an already confirmed user', async () => {
    const env = await setup();
    await signUp(env, 'alice');
    const code = latestCode(env);
    const mismatch = await errorOf(confirm(env, 'alice', wrongCode(code)));
    expect(mismatch.name).toBe('CodeMismatchException');
    expect(mismatch.message).toBe('Invalid verification code provided, please try again.');

    const unknown = await errorOf(confirm(env, 'nobody', code));
    expect(unknown.name).toBe('UserNotFoundException');
    expect(unknown.message).toBe('Username/client id combination not found.');

    await confirm(env, 'alice', code);
    const again = await errorOf(confirm(env, 'alice', code));
    expect(again.name).toBe('NotAuthorizedException');
    expect(again.message).toBe('User cannot be confirmed. Current status is CONFIRMED');
  });

  it('locks a code after 5 wrong attempts', async () => {
    const env = await setup();
    await signUp(env, 'alice');
    const code = latestCode(env);
    for (let i = 0; i < 5; i++) {
      expect((await errorOf(confirm(env, 'alice', wrongCode(code)))).name).toBe('CodeMismatchException');
    }
    const locked = await errorOf(confirm(env, 'alice', code));
    expect(locked.name).toBe('LimitExceededException');
    expect(locked.message).toBe('Attempt limit exceeded, please try after some time.');
    // A new code starts a fresh count.
    await resend(env, 'alice');
    await confirm(env, 'alice', latestCode(env));
  });

  it('expires sign-up codes after 24 hours', async () => {
    const env = await setup();
    await signUp(env, 'early');
    await signUp(env, 'late');
    env.clock.t += 24 * HOUR - 1000;
    await confirm(env, 'early', latestCode(env, 'early@example.com'));
    env.clock.t += 1000;
    const err = await errorOf(confirm(env, 'late', latestCode(env, 'late@example.com')));
    expect(err.name).toBe('ExpiredCodeException');
    expect(err.message).toBe('Invalid code provided, please request a code again.');
  });
});

describe('ResendConfirmationCode', () => {
  it('mails a new code that replaces the old one', async () => {
    const env = await setup();
    await signUp(env, 'alice');
    const oldCode = latestCode(env);
    const res = await resend(env, 'alice');
    expect(res.CodeDeliveryDetails).toEqual({
      Destination: 'a***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const newCode = latestCode(env);
    expect(env.mailbox.list()).toHaveLength(2);
    if (newCode !== oldCode) {
      expect((await errorOf(confirm(env, 'alice', oldCode))).name).toBe('CodeMismatchException');
    }
    await confirm(env, 'alice', newCode);
  });

  it('rejects confirmed and unknown users', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const confirmed = await errorOf(resend(env, 'alice'));
    expect(confirmed.name).toBe('InvalidParameterException');
    expect(confirmed.message).toBe('User is already confirmed.');
    expect((await errorOf(resend(env, 'nobody'))).name).toBe('UserNotFoundException');
  });

  it('allows at most 5 code e-mails per user per hour', async () => {
    const env = await setup();
    const start = env.clock.t;
    await signUp(env, 'alice'); // 1
    for (let i = 0; i < 4; i++) {
      env.clock.t += 60_000;
      await resend(env, 'alice'); // 2..5, a minute apart
    }
    const err = await errorOf(resend(env, 'alice'));
    expect(err.name).toBe('LimitExceededException');
    expect(err.message).toBe('Attempt limit exceeded, please try after some time.');
    expect((await errorOf(forgot(env, 'alice'))).name).toBe('LimitExceededException');
    expect(env.mailbox.list()).toHaveLength(5);
    // Other users have their own quota.
    await signUp(env, 'bob');
    // An hour after the first e-mail, one slot frees up again.
    env.clock.t = start + HOUR;
    await resend(env, 'alice');
    expect((await errorOf(resend(env, 'alice'))).name).toBe('LimitExceededException');
  });
});

describe('InitiateAuth', () => {
  it('signs in with USER_PASSWORD_AUTH and issues tokens that aws-jwt-verify accepts', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const sub = (await adminGet(env, 'alice')).UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    const res = await login(env, 'alice');
    expect(res.ChallengeParameters).toEqual({});
    const result = res.AuthenticationResult;
    expect(result?.ExpiresIn).toBe(3600);
    expect(result?.TokenType).toBe('Bearer');
    expect(result?.RefreshToken).toEqual(expect.any(String));

    const payload = await idTokenVerifier(env.emulator).verify(result?.IdToken ?? '');
    expect(payload).toMatchObject({
      sub,
      email_verified: true,
      iss: env.emulator.issuer,
      'cognito:username': 'alice',
      aud: CLIENT_ID,
      token_use: 'id',
      email: 'alice@example.com',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    for (const claim of ['origin_jti', 'event_id', 'jti', 'auth_time']) expect(payload).toHaveProperty(claim);

    const access = decodePayload(result?.AccessToken ?? '');
    expect(access).toMatchObject({
      sub,
      iss: env.emulator.issuer,
      client_id: CLIENT_ID,
      origin_jti: payload.origin_jti,
      event_id: payload.event_id,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: 'alice',
    });
    // An access token is not an ID token.
    await expect(idTokenVerifier(env.emulator).verify(result?.AccessToken ?? '')).rejects.toThrow();
  });

  it('publishes the signing key as a JWKS', async () => {
    const env = await setup({ freshKey: true });
    const res = await fetch(env.emulator.jwksUri);
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({
      kty: 'RSA',
      n: expect.any(String),
      e: 'AQAB',
      alg: 'RS256',
      kid: expect.any(String),
      use: 'sig',
    });
    expect(Buffer.from(jwks.keys[0]?.n ?? '', 'base64url').length).toBe(256); // 2048 bits
    const key = JSON.parse(readFileSync(join(env.dir, 'cognito', 'signing-key.json'), 'utf8')) as {
      kid: string;
    };
    expect(key.kid).toBe(jwks.keys[0]?.kid);
  });

  it('rejects wrong passwords, unknown users and unconfirmed users', async () => {
    const env = await setup();
    await signUp(env, 'pending');
    await confirmedUser(env, 'alice');
    for (const attempt of [() => login(env, 'alice', 'Wr0ng-password!'), () => login(env, 'nobody')]) {
      const err = await errorOf(attempt());
      expect(err.name).toBe('NotAuthorizedException');
      expect(err.message).toBe('Incorrect username or password.');
    }
    const unconfirmed = await errorOf(login(env, 'pending'));
    expect(unconfirmed.name).toBe('UserNotConfirmedException');
    expect(unconfirmed.message).toBe('User is not confirmed.');
    // Wrong password beats "not confirmed": nothing is revealed without the password.
    expect((await errorOf(login(env, 'pending', 'Wr0ng-password!'))).name).toBe('NotAuthorizedException');
  });

  it('rejects unsupported flows and missing parameters', async () => {
    const env = await setup();
    const flow = await errorOf(
      env.client.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'USER_SRP_AUTH',
          AuthParameters: { USERNAME: 'a' },
        }),
      ),
    );
    expect(flow.name).toBe('InvalidParameterException');
    const missing = await errorOf(
      env.client.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'a' },
        }),
      ),
    );
    expect(missing.name).toBe('InvalidParameterException');
  });

  it('refreshes tokens with REFRESH_TOKEN_AUTH (and REFRESH_TOKEN)', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const first = (await login(env, 'alice')).AuthenticationResult;
    env.clock.t += 10 * 60 * 1000;
    for (const flow of ['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN'] as const) {
      const res = await refresh(env, first?.RefreshToken ?? '', flow);
      const result = res.AuthenticationResult;
      expect(result?.RefreshToken).toBeUndefined();
      expect(result?.ExpiresIn).toBe(3600);
      expect(result?.IdToken).not.toBe(first?.IdToken);
      const payload = await idTokenVerifier(env.emulator).verify(result?.IdToken ?? '');
      const original = decodePayload(first?.IdToken ?? '');
      expect(payload.origin_jti).toBe(original.origin_jti);
      expect(payload.auth_time).toBe(original.auth_time);
      expect(payload.iat).toBe(Math.floor(env.clock.t / 1000));
      await env.client.send(new GetUserCommand({ AccessToken: result?.AccessToken }));
    }
    const invalid = await errorOf(refresh(env, 'not-a-refresh-token'));
    expect(invalid.name).toBe('NotAuthorizedException');
    expect(invalid.message).toBe('Invalid Refresh Token');
  });

  it('expires refresh tokens after 30 days', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const token = (await login(env, 'alice')).AuthenticationResult?.RefreshToken ?? '';
    env.clock.t += 30 * 24 * HOUR - 1000;
    await refresh(env, token);
    env.clock.t += 1000;
    expect((await errorOf(refresh(env, token))).name).toBe('NotAuthorizedException');
  });

  it('stores refresh tokens only as digests', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const token = (await login(env, 'alice')).AuthenticationResult?.RefreshToken ?? '';
    expect(readFileSync(join(env.dir, 'cognito', 'users.json'), 'utf8')).not.toContain(token);
  });
});

describe('GetUser', () => {
  it('returns the user for a valid access token', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const tokens = (await login(env, 'alice')).AuthenticationResult;
    const res = await env.client.send(new GetUserCommand({ AccessToken: tokens?.AccessToken }));
    expect(res.Username).toBe('alice');
    expect(res.UserAttributes).toEqual([
      { Name: 'sub', Value: decodePayload(tokens?.IdToken ?? '').sub },
      { Name: 'email', Value: 'alice@example.com' },
      { Name: 'email_verified', Value: 'true' },
    ]);
  });

  it('rejects invalid, forged, ID and expired tokens', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const tokens = (await login(env, 'alice')).AuthenticationResult;
    const access = tokens?.AccessToken ?? '';
    const [header, , signature] = access.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...decodePayload(access), username: 'mallory' }),
    ).toString('base64url');
    for (const token of ['garbage', `${header}.${forgedBody}.${signature}`, tokens?.IdToken ?? '']) {
      const err = await errorOf(env.client.send(new GetUserCommand({ AccessToken: token })));
      expect(err.name).toBe('NotAuthorizedException');
      expect(err.message).toBe('Invalid Access Token');
    }
    env.clock.t += 3600 * 1000;
    const expired = await errorOf(env.client.send(new GetUserCommand({ AccessToken: access })));
    expect(expired.name).toBe('NotAuthorizedException');
    expect(expired.message).toBe('Access Token has expired');
  });
});

describe('ForgotPassword / ConfirmForgotPassword', () => {
  it('resets the password with the mailed code and revokes refresh tokens', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const oldRefresh = (await login(env, 'alice')).AuthenticationResult?.RefreshToken ?? '';
    const res = await forgot(env, 'alice');
    expect(res.CodeDeliveryDetails).toEqual({
      Destination: 'a***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const [mail] = env.mailbox.list();
    expect(mail?.subject).toBe('Your Atrium password reset code');
    expect(mail?.to).toBe('alice@example.com');
    expect(mail?.text).toContain(mail?.code ?? 'missing');

    await confirmForgot(env, 'alice', mail?.code ?? '');
    expect((await errorOf(login(env, 'alice', PASSWORD))).name).toBe('NotAuthorizedException');
    await login(env, 'alice', NEW_PASSWORD);
    const revoked = await errorOf(refresh(env, oldRefresh));
    expect(revoked.name).toBe('NotAuthorizedException');
    expect(revoked.message).toBe('Invalid Refresh Token');
    // The code is single-use.
    expect((await errorOf(confirmForgot(env, 'alice', mail?.code ?? ''))).name).toBe('ExpiredCodeException');
  });

  it('confirms an unconfirmed user', async () => {
    const env = await setup();
    await signUp(env, 'pending');
    await forgot(env, 'pending');
    await confirmForgot(env, 'pending', latestCode(env));
    expect((await adminGet(env, 'pending')).UserStatus).toBe('CONFIRMED');
    await login(env, 'pending', NEW_PASSWORD);
  });

  it('rejects unknown users, weak passwords, wrong and exhausted codes', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const unknown = await errorOf(forgot(env, 'nobody'));
    expect(unknown.name).toBe('UserNotFoundException');
    expect(unknown.message).toBe('Username/client id combination not found.');
    expect((await errorOf(confirmForgot(env, 'nobody', '123456'))).name).toBe('UserNotFoundException');

    await forgot(env, 'alice');
    const code = latestCode(env);
    const weak = await errorOf(confirmForgot(env, 'alice', code, 'weakpass'));
    expect(weak.name).toBe('InvalidPasswordException');
    expect(weak.message).toBe(
      'Password did not conform with policy: Password must have uppercase characters',
    );
    for (let i = 0; i < 5; i++) {
      expect((await errorOf(confirmForgot(env, 'alice', wrongCode(code)))).name).toBe(
        'CodeMismatchException',
      );
    }
    expect((await errorOf(confirmForgot(env, 'alice', code))).name).toBe('LimitExceededException');
    await login(env, 'alice', PASSWORD); // unchanged
  });

  it('expires reset codes after 1 hour', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    await forgot(env, 'alice');
    env.clock.t += HOUR;
    const err = await errorOf(confirmForgot(env, 'alice', latestCode(env)));
    expect(err.name).toBe('ExpiredCodeException');
    expect(err.message).toBe('Invalid code provided, please request a code again.');
    await forgot(env, 'alice');
    env.clock.t += HOUR - 1000;
    await confirmForgot(env, 'alice', latestCode(env));
  });
});

describe('AdminDeleteUser', () => {
  it('deletes a user; its tokens stop working', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const tokens = (await login(env, 'alice')).AuthenticationResult;
    await env.client.send(new AdminDeleteUserCommand({ UserPoolId: POOL_ID, Username: 'alice' }));
    expect((await errorOf(adminGet(env, 'alice'))).name).toBe('UserNotFoundException');
    expect((await errorOf(login(env, 'alice'))).name).toBe('NotAuthorizedException');
    expect((await errorOf(refresh(env, tokens?.RefreshToken ?? ''))).name).toBe('NotAuthorizedException');
    const getUser = await errorOf(env.client.send(new GetUserCommand({ AccessToken: tokens?.AccessToken })));
    expect(getUser.name).toBe('UserNotFoundException');
    // The username is free again.
    await signUp(env, 'alice');
  });

  it('rejects unknown users and unknown pools', async () => {
    const env = await setup();
    const unknown = await errorOf(
      env.client.send(new AdminDeleteUserCommand({ UserPoolId: POOL_ID, Username: 'nobody' })),
    );
    expect(unknown.name).toBe('UserNotFoundException');
    await signUp(env, 'alice');
    const pool = await errorOf(
      env.client.send(new AdminDeleteUserCommand({ UserPoolId: 'us-east-1_other', Username: 'alice' })),
    );
    expect(pool.name).toBe('ResourceNotFoundException');
  });
});

describe('persistence and protocol', () => {
  it('keeps users and the signing key across a restart', async () => {
    const env = await setup({ freshKey: true });
    await confirmedUser(env, 'alice');
    await signUp(env, 'pending');
    const before = (await login(env, 'alice')).AuthenticationResult;
    const keyBefore = readFileSync(join(env.dir, 'cognito', 'signing-key.json'), 'utf8');

    await env.restart();

    expect(readFileSync(join(env.dir, 'cognito', 'signing-key.json'), 'utf8')).toBe(keyBefore);
    const payload = await idTokenVerifier(env.emulator).verify(before?.IdToken ?? '');
    expect(payload['cognito:username']).toBe('alice');
    await login(env, 'alice');
    await refresh(env, before?.RefreshToken ?? '');
    await env.client.send(new GetUserCommand({ AccessToken: before?.AccessToken }));
    // Pending codes survive too.
    await confirm(env, 'pending', latestCode(env, 'pending@example.com'));
    expect((await errorOf(signUp(env, 'alice'))).name).toBe('UsernameExistsException');
  });

  it('speaks the AWS JSON 1.1 error protocol', async () => {
    const env = await setup();
    const res = await fetch(env.emulator.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
      },
      body: JSON.stringify({ UserPoolId: POOL_ID, Username: 'nobody' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(res.headers.get('x-amzn-errortype')).toBe('UserNotFoundException');
    expect(await res.json()).toEqual({ __type: 'UserNotFoundException', message: 'User does not exist.' });

    const unknown = await fetch(env.emulator.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' },
      body: '{}',
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { __type: string }).__type).toBe('UnknownOperationException');

    const malformed = await fetch(env.emulator.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: '{not json',
    });
    expect(((await malformed.json()) as { __type: string }).__type).toBe('SerializationException');
  });
});
