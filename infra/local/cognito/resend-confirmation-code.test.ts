/** The Cognito emulator's ResendConfirmationCode, through the real SDK. */
import { describe, expect, it } from 'vitest';
import { ALICE_DELIVERY, errorOf, HOUR, setup, withCognitoEmulators } from './test-env.ts';

withCognitoEmulators();

describe('ResendConfirmationCode', () => {
  it('mails a new code that replaces the old one', async () => {
    const env = await setup();
    await env.signUp('alice');
    const oldCode = env.latestCode();
    const res = await env.resend('alice');
    expect(res.CodeDeliveryDetails).toEqual(ALICE_DELIVERY);
    const newCode = env.latestCode();
    expect(env.mailbox.list()).toHaveLength(2);
    if (newCode !== oldCode) {
      expect((await errorOf(env.confirm('alice', oldCode))).name).toBe('CodeMismatchException');
    }
    await env.confirm('alice', newCode);
  });

  it('rejects confirmed and unknown users', async () => {
    const env = await setup();
    await env.confirmedUser('alice');
    const confirmed = await errorOf(env.resend('alice'));
    expect(confirmed.name).toBe('InvalidParameterException');
    expect(confirmed.message).toBe('User is already confirmed.');
    expect((await errorOf(env.resend('nobody'))).name).toBe('UserNotFoundException');
  });

  it('allows at most 5 code e-mails per user per hour', async () => {
    const env = await setup();
    const start = env.clock.t;
    await env.signUp('alice'); // 1
    for (let i = 0; i < 4; i++) {
      env.clock.t += 60_000;
      await env.resend('alice'); // 2..5, a minute apart
    }
    const err = await errorOf(env.resend('alice'));
    expect(err.name).toBe('LimitExceededException');
    expect(err.message).toBe('Attempt limit exceeded, please try after some time.');
    expect((await errorOf(env.forgot('alice'))).name).toBe('LimitExceededException');
    expect(env.mailbox.list()).toHaveLength(5);
    // Other users have their own quota.
    await env.signUp('bob');
    // An hour after the first e-mail, one slot frees up again.
    env.clock.t = start + HOUR;
    await env.resend('alice');
    expect((await errorOf(env.resend('alice'))).name).toBe('LimitExceededException');
  });
});
