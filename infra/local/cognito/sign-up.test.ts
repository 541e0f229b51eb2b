/** The Cognito emulator's SignUp, through the real SDK. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { ALICE_DELIVERY, CLIENT_ID, errorOf, PASSWORD, setup, withCognitoEmulators } from './test-env.ts';

withCognitoEmulators();

describe('SignUp', () => {
  it('creates an unconfirmed user and mails a 6-digit code', async () => {
    const env = await setup();
    const res = await env.signUp('Alice', 'alice@example.com');
    expect(res.UserConfirmed).toBe(false);
    expect(res.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.CodeDeliveryDetails).toEqual(ALICE_DELIVERY);
    const [mail] = env.mailbox.list();
    expect(mail?.to).toBe('alice@example.com');
    expect(mail?.subject).toBe('Your Atrium verification code');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code ?? 'missing');

    const user = await env.adminGet('Alice');
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
    expect((await errorOf(env.adminGet('alice'))).name).toBe('UserNotFoundException');
  });

  it('rejects an existing username with UsernameExistsException', async () => {
    const env = await setup();
    await env.signUp('bob');
    const err = await errorOf(env.signUp('bob', 'other@example.com'));
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
    const err = await errorOf(env.signUp('carol', 'carol@example.com', password));
    expect(err.name).toBe('InvalidPasswordException');
    expect(err.message).toBe(`Password did not conform with policy: ${reason}`);
    expect((await errorOf(env.adminGet('carol'))).name).toBe('UserNotFoundException');
  });

  it('requires a valid email attribute', async () => {
    const env = await setup();
    const missing = await errorOf(
      env.client.send(new SignUpCommand({ ClientId: CLIENT_ID, Username: 'dave', Password: PASSWORD })),
    );
    expect(missing.name).toBe('InvalidParameterException');
    const invalid = await errorOf(env.signUp('dave', 'not-an-email'));
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
    await env.signUp('frank');
    await env.signUp('grace');
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
