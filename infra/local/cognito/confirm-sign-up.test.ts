/** The Cognito emulator's ConfirmSignUp, through the real SDK. */
import { describe, expect, it } from 'vitest';
import { errorOf, HOUR, setup, withCognitoEmulators, wrongCode } from './test-env.ts';

withCognitoEmulators();

describe('ConfirmSignUp', () => {
  it('confirms with the mailed code and verifies the email', async () => {
    const env = await setup();
    await env.signUp('alice');
    await env.confirm('alice', env.latestCode());
    const user = await env.adminGet('alice');
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
  });

  it('rejects a wrong code, an unknown user and an already confirmed user', async () => {
    const env = await setup();
    await env.signUp('alice');
    const code = env.latestCode();
    const mismatch = await errorOf(env.confirm('alice', wrongCode(code)));
    expect(mismatch.name).toBe('CodeMismatchException');
    expect(mismatch.message).toBe('Invalid verification code provided, please try again.');

    const unknown = await errorOf(env.confirm('nobody', code));
    expect(unknown.name).toBe('UserNotFoundException');
    expect(unknown.message).toBe('Username/client id combination not found.');

    await env.confirm('alice', code);
    const again = await errorOf(env.confirm('alice', code));
    expect(again.name).toBe('NotAuthorizedException');
    expect(again.message).toBe('User cannot be confirmed. Current status is CONFIRMED');
  });

  it('locks a code after 5 wrong attempts', async () => {
    const env = await setup();
    await env.signUp('alice');
    const code = env.latestCode();
    for (let i = 0; i < 5; i++) {
      expect((await errorOf(env.confirm('alice', wrongCode(code)))).name).toBe('CodeMismatchException');
    }
    const locked = await errorOf(env.confirm('alice', code));
    expect(locked.name).toBe('LimitExceededException');
    expect(locked.message).toBe('Attempt limit exceeded, please try after some time.');
    // A new code starts a fresh count.
    await env.resend('alice');
    await env.confirm('alice', env.latestCode());
  });

  it('expires sign-up codes after 24 hours', async () => {
    const env = await setup();
    await env.signUp('early');
    await env.signUp('late');
    env.clock.t += 24 * HOUR - 1000;
    await env.confirm('early', env.latestCode('early@example.com'));
    env.clock.t += 1000;
    const err = await errorOf(env.confirm('late', env.latestCode('late@example.com')));
    expect(err.name).toBe('ExpiredCodeException');
    expect(err.message).toBe('Invalid code provided, please request a code again.');
  });
});
