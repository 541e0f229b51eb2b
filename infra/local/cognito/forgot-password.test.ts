/** The Cognito emulator's ForgotPassword and ConfirmForgotPassword, through the real SDK. */
import { describe, expect, it } from 'vitest';
import {
  ALICE_DELIVERY,
  errorOf,
  HOUR,
  NEW_PASSWORD,
  PASSWORD,
  setup,
  withCognitoEmulators,
  wrongCode,
} from './test-env.ts';

withCognitoEmulators();

describe('ForgotPassword / ConfirmForgotPassword', () => {
  it('resets the password with the mailed code and revokes refresh tokens', async () => {
    const env = await setup();
    const oldRefresh = (await env.signedInUser('alice'))?.RefreshToken ?? '';
    const res = await env.forgot('alice');
    expect(res.CodeDeliveryDetails).toEqual(ALICE_DELIVERY);
    const [mail] = env.mailbox.list();
    expect(mail?.subject).toBe('Your Atrium password reset code');
    expect(mail?.to).toBe('alice@example.com');
    expect(mail?.text).toContain(mail?.code ?? 'missing');

    await env.confirmForgot('alice', mail?.code ?? '');
    expect((await errorOf(env.login('alice', PASSWORD))).name).toBe('NotAuthorizedException');
    await env.login('alice', NEW_PASSWORD);
    const revoked = await errorOf(env.refresh(oldRefresh));
    expect(revoked.name).toBe('NotAuthorizedException');
    expect(revoked.message).toBe('Invalid Refresh Token');
    // The code is single-use.
    expect((await errorOf(env.confirmForgot('alice', mail?.code ?? ''))).name).toBe('ExpiredCodeException');
  });

  it('confirms an unconfirmed user', async () => {
    const env = await setup();
    await env.signUp('pending');
    await env.forgot('pending');
    await env.confirmForgot('pending', env.latestCode());
    expect((await env.adminGet('pending')).UserStatus).toBe('CONFIRMED');
    await env.login('pending', NEW_PASSWORD);
  });

  it('rejects unknown users, weak passwords, wrong and exhausted codes', async () => {
    const env = await setup();
    await env.confirmedUser('alice');
    const unknown = await errorOf(env.forgot('nobody'));
    expect(unknown.name).toBe('UserNotFoundException');
    expect(unknown.message).toBe('Username/client id combination not found.');
    expect((await errorOf(env.confirmForgot('nobody', '123456'))).name).toBe('UserNotFoundException');

    await env.forgot('alice');
    const code = env.latestCode();
    const weak = await errorOf(env.confirmForgot('alice', code, 'weakpass'));
    expect(weak.name).toBe('InvalidPasswordException');
    expect(weak.message).toBe(
      'Password did not conform with policy: Password must have uppercase characters',
    );
    for (let i = 0; i < 5; i++) {
      expect((await errorOf(env.confirmForgot('alice', wrongCode(code)))).name).toBe('CodeMismatchException');
    }
    expect((await errorOf(env.confirmForgot('alice', code))).name).toBe('LimitExceededException');
    await env.login('alice', PASSWORD); // unchanged
  });

  it('expires reset codes after 1 hour', async () => {
    const env = await setup();
    await env.confirmedUser('alice');
    await env.forgot('alice');
    env.clock.t += HOUR;
    const err = await errorOf(env.confirmForgot('alice', env.latestCode()));
    expect(err.name).toBe('ExpiredCodeException');
    expect(err.message).toBe('Invalid code provided, please request a code again.');
    await env.forgot('alice');
    env.clock.t += HOUR - 1000;
    await env.confirmForgot('alice', env.latestCode());
  });
});
