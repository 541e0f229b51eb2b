/** The Cognito emulator's ResendConfirmationCode, through the real SDK. */
import { describe, expect, it } from 'vitest';
import {
  confirm,
  confirmedUser,
  errorOf,
  forgot,
  HOUR,
  latestCode,
  resend,
  setup,
  signUp,
  withCognitoEmulators,
} from './test-env.ts';

withCognitoEmulators();

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
