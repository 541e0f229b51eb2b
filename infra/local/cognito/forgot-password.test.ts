/** The Cognito emulator's ForgotPassword and ConfirmForgotPassword, through the real SDK. */
import { describe, expect, it } from 'vitest';
import {
  adminGet,
  confirmedUser,
  confirmForgot,
  errorOf,
  forgot,
  HOUR,
  latestCode,
  login,
  NEW_PASSWORD,
  PASSWORD,
  refresh,
  setup,
  signUp,
  withCognitoEmulators,
  wrongCode,
} from './test-env.ts';

withCognitoEmulators();

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
