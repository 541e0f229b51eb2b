import { describe, expect, it } from 'vitest';
import { createApp } from '#functions/app.ts';
import { STORAGE_ROOTS } from '#shared/keys.ts';
import {
  app,
  config,
  latestCode,
  mailbox,
  PASSWORD,
  postJson,
  services,
  trpcAs,
  uniqueUsername,
} from './harness.ts';

describe('REST auth through the Cognito user pool', () => {
  it('signs up, confirms with the mailed code, logs in, and the token opens the API', async () => {
    const username = uniqueUsername('signup');
    const email = `${username}@example.com`;

    const signup = await postJson('/api/auth/signup', { email, username, password: PASSWORD });
    expect(signup.status).toBe(200);
    expect(signup.body.username).toBe(username);

    const unconfirmed = await postJson('/api/auth/login', { username, password: PASSWORD });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.name).toBe('UserNotConfirmedException');

    const code = latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await postJson('/api/auth/code', { username, code })).status).toBe(200);

    const again = await postJson('/api/auth/code', { username, code });
    expect(again.body.name).toBe('NotAuthorizedException');

    const login = await postJson('/api/auth/login', { username, password: PASSWORD });
    expect(login.status).toBe(200);
    const token = String(login.body.Authorization);
    const me = await trpcAs(token).query('getUserData', { username: '' });
    expect(me.status).toBe(200);
    expect(me.body.result?.data).toMatchObject({ username, email });
  });

  it('answers a wrong password with NotAuthorizedException and a duplicate sign-up with User already exists', async () => {
    const username = uniqueUsername('dup');
    const email = `${username}@example.com`;
    await postJson('/api/auth/signup', { email, username, password: PASSWORD });
    await postJson('/api/auth/code', { username, code: latestCode(email) });

    const wrong = await postJson('/api/auth/login', { username, password: 'Wr0ng!Password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.name).toBe('NotAuthorizedException');

    const duplicate = await postJson('/api/auth/signup', { email, username, password: PASSWORD });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.name).toBe('UsernameExistsException');
    expect(String(duplicate.body.message)).toMatch(/^User already exists/);
  });

  it('validates every field with the spec messages and writes nothing', async () => {
    const bad = await postJson('/api/auth/signup', { email: 'nope', username: 'ab', password: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.name).toBe('ValidationError');
    expect(bad.body.message).toContain('Valid email address required');
    expect(bad.body.message).toContain('Password needs to have at least 8 characters');

    const weak = await postJson('/api/auth/signup', {
      email: 'weak@example.com',
      username: uniqueUsername('weak'),
      password: 'alllowercase1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(
      'lowercase letter, an uppercase letter, a digit and a special character',
    );

    const empty = await postJson('/api/auth/login', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Username cannot be empty');

    const shortCode = await postJson('/api/auth/code', { username: 'someone', code: '123' });
    expect(shortCode.body.message).toContain('Code needs to have 6 characters');

    const mismatch = await postJson('/api/auth/reset', {
      username: 'someone',
      code: '123456',
      password: PASSWORD,
      confirmedPassword: `${PASSWORD}x`,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('Passwords do not match');
  });

  it('refuses usernames that are storage prefixes (user, venues, published, env names), in any case', async () => {
    expect(STORAGE_ROOTS).toEqual(expect.arrayContaining(['user', 'venues', 'published', 'local', 'prod']));
    for (const username of [...STORAGE_ROOTS, 'Published', 'USER', ' venues ']) {
      const email = `${uniqueUsername('reserved')}@example.com`;
      const signup = await postJson('/api/auth/signup', { email, username, password: PASSWORD });
      expect(signup, username).toEqual({
        status: 400,
        body: { name: 'ValidationError', message: 'This username is reserved, please choose another one' },
      });
      expect(mailbox.list().filter((m) => m.to === email)).toEqual([]);
    }
    // Names that merely start with one are ordinary names.
    const username = uniqueUsername('published');
    const ordinary = await postJson('/api/auth/signup', {
      email: `${username}@example.com`,
      username,
      password: PASSWORD,
    });
    expect(ordinary.status).toBe(200);
  });

  it('resends the confirmation code and resets a forgotten password', async () => {
    const username = uniqueUsername('reset');
    const email = `${username}@example.com`;
    await postJson('/api/auth/signup', { email, username, password: PASSWORD });
    const first = latestCode(email);

    const resend = await postJson('/api/auth/resend', { username });
    expect(resend.status).toBe(200);
    expect(String(resend.body.email)).toContain('***');
    const second = latestCode(email);
    expect((await postJson('/api/auth/code', { username, code: second })).status).toBe(200);
    expect(first).toMatch(/^\d{6}$/);

    const forgot = await postJson('/api/auth/forgot', { username });
    expect(forgot.status).toBe(200);
    const wrongCode = await postJson('/api/auth/reset', {
      username,
      code: latestCode(email) === '000000' ? '111111' : '000000',
      password: 'N3w!Password',
      confirmedPassword: 'N3w!Password',
    });
    expect(wrongCode.body.name).toBe('CodeMismatchException');

    const reset = await postJson('/api/auth/reset', {
      username,
      code: latestCode(email),
      password: 'N3w!Password',
      confirmedPassword: 'N3w!Password',
    });
    expect(reset.status).toBe(200);
    expect((await postJson('/api/auth/login', { username, password: PASSWORD })).status).toBe(401);
    expect((await postJson('/api/auth/login', { username, password: 'N3w!Password' })).status).toBe(200);
  });

  it('rejects requests without a token or with a forged one', async () => {
    expect((await trpcAs(null).query('listProperties')).status).toBe(401);
    expect((await trpcAs('not-a-jwt').query('listProperties')).status).toBe(401);
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ 'cognito:username': 'admin', token_use: 'id' })).toString('base64url'),
      '',
    ].join('.');
    expect((await trpcAs(forged).query('listProperties')).status).toBe(401);
  });

  it('answers 401 on every REST route that acts for a user, before reading its body', async () => {
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`;
    const routes = {
      '/api/s3/delete': { fileKey: `${config.envPrefix}/someone/${'a'.repeat(8)}/default/user-upload/a.png` },
      '/api/pay/stripe': { productName: 'standard_3d_tour', quantity: 1 },
    };
    for (const [path, body] of Object.entries(routes)) {
      const unsigned: Record<string, string>[] = [
        {},
        { authorization: 'not-a-jwt' },
        { authorization: forged },
      ];
      for (const headers of unsigned) {
        expect(await postJson(path, body, headers), `${path} ${JSON.stringify(headers)}`).toEqual({
          status: 401,
          body: { name: 'Unauthorized', message: 'Sign in to continue' },
        });
      }
      // Nothing about the body is checked first: a malformed one is refused as unsigned too.
      expect((await postJson(path, 'not an object')).status, path).toBe(401);
    }
  });
});

describe('REST auth: malformed requests answer 400 with a clear message, never 500', () => {
  const ROUTES = ['login', 'signup', 'forgot', 'code', 'resend', 'reset'] as const;

  async function postRaw(path: string, body: string) {
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('refuses a body that is not JSON, or not a JSON object, on every route', async () => {
    for (const route of ROUTES) {
      expect(await postRaw(`/api/auth/${route}`, '{"username": '), route).toEqual({
        status: 400,
        body: { name: 'ValidationError', message: 'The request body is not valid JSON' },
      });
      for (const body of ['null', '[]', '"alice"', '42'])
        expect(await postRaw(`/api/auth/${route}`, body), `${route} ${body}`).toEqual({
          status: 400,
          body: { name: 'ValidationError', message: 'The request body must be a JSON object' },
        });
    }
  });

  it('refuses missing fields and fields of the wrong type with the spec messages', async () => {
    for (const route of ROUTES) {
      const missing = await postJson(`/api/auth/${route}`, {});
      expect(missing.status, route).toBe(400);
      expect(missing.body.name, route).toBe('ValidationError');
      expect(missing.body.message, route).toMatch(/cannot be empty|required/i);
    }
    const wrongTypes = await postJson('/api/auth/login', { username: 42, password: ['x'] });
    expect(wrongTypes).toEqual({
      status: 400,
      body: { name: 'ValidationError', message: 'Username cannot be empty; Password cannot be empty' },
    });
    const wrongSignup = await postJson('/api/auth/signup', { email: true, username: {}, password: null });
    expect(wrongSignup).toEqual({
      status: 400,
      body: {
        name: 'ValidationError',
        message: 'Email cannot be empty; Username cannot be empty; Password cannot be empty',
      },
    });
  });

  it('answers a refusal of the user pool that the doc does not name with 400, and a pool failure with 500', async () => {
    // A user pool that refuses the request (a client fault) or fails on its side (a server fault).
    const poolAnswering = (name: string, $fault: 'client' | 'server') =>
      createApp({
        ...services,
        clients: {
          ...services.clients,
          cognito: {
            send: async () => {
              throw Object.assign(new Error(`${name} from the pool`), { name, $fault });
            },
          } as unknown as typeof services.clients.cognito,
        },
      });
    const login = { username: 'someone', password: PASSWORD };
    const cases = [
      [
        'CodeDeliveryFailureException',
        'client',
        400,
        { name: 'CodeDeliveryFailureException', message: 'CodeDeliveryFailureException from the pool' },
      ],
      [
        'InternalErrorException',
        'server',
        500,
        { name: 'InternalError', message: 'Something went wrong, please try again' },
      ],
    ] as const;
    for (const [name, fault, status, body] of cases) {
      const answer = await poolAnswering(name, fault).request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(login),
      });
      expect({ status: answer.status, body: await answer.json() }).toEqual({ status, body });
    }
  });
});
