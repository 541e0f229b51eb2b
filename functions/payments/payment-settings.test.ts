/**
 * Payment settings fail closed: test mode only where the local stack asks for it, real Stripe only
 * with a valid secret, and otherwise refuse with PaymentsUnavailable (checkout and webhooks answer 503).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEPLOYED_CONFIG, fakeSecrets } from '../deployment-fixtures.ts';
import { paymentSettingsLoader } from './payment-settings.ts';

const base = DEPLOYED_CONFIG;

/** Secrets Manager holding one Stripe secret, or none (ResourceNotFoundException). */
const secretHolding = (value: string | null) => () =>
  fakeSecrets(value === null ? {} : { 'atrium/prod/stripe': value }).client;

const VALID = { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123' };

describe('payment settings in a deployment (no localTestPayments)', () => {
  const broken: [string, string | null][] = [
    ['missing secret', null],
    ['empty string', ''],
    ['not JSON', 'sk_live_abc123'],
    ['JSON null', 'null'],
    ['{}', '{}'],
    ['empty secretKey', JSON.stringify({ ...VALID, secretKey: '' })],
    [
      'misspelt secretKey',
      JSON.stringify({ secretkey: VALID.secretKey, webhookSecret: VALID.webhookSecret }),
    ],
    ['not a Stripe key', JSON.stringify({ ...VALID, secretKey: 'pk_live_abc123' })],
    ['no webhook secret', JSON.stringify({ secretKey: VALID.secretKey })],
  ];
  for (const [what, value] of broken) {
    it(`refuses to run payments with a ${what} (never test mode)`, async () => {
      const load = paymentSettingsLoader(
        { ...base, stripeSecretName: 'atrium/prod/stripe' },
        secretHolding(value),
      );
      await expect(load()).rejects.toMatchObject({ name: 'PaymentsUnavailable', status: 503 });
    });
  }

  it('refuses without any Stripe configuration at all', async () => {
    await expect(paymentSettingsLoader(base)()).rejects.toMatchObject({
      name: 'PaymentsUnavailable',
      status: 503,
    });
  });

  it('runs real Stripe with a valid secret, and picks up a secret fixed after a failure', async () => {
    let value = '{}';
    const secrets = () => secretHolding(value)();
    const load = paymentSettingsLoader({ ...base, stripeSecretName: 'atrium/prod/stripe' }, secrets);
    await expect(load()).rejects.toMatchObject({ name: 'PaymentsUnavailable', status: 503 });
    value = JSON.stringify(VALID);
    await expect(load()).resolves.toMatchObject({ mode: 'stripe', webhookSecret: VALID.webhookSecret });
  });

  it('loadConfig never switches test mode on, whatever the environment says', () => {
    const config = loadConfig({
      ATRIUM_TABLE_NAME: 't',
      ATRIUM_BUCKET_NAME: 'b',
      ATRIUM_USER_POOL_ID: 'p',
      ATRIUM_USER_POOL_CLIENT_ID: 'c',
      ATRIUM_LOCAL: '1',
      ATRIUM_LOCAL_TEST_PAYMENTS: '1',
      LOCAL_TEST_PAYMENTS: 'true',
    });
    expect(config.localTestPayments).toBeUndefined();
  });
});

describe('payment settings in the local stack (localTestPayments)', () => {
  it('runs the test mode when no Stripe key is given', async () => {
    const settings = await paymentSettingsLoader({ ...base, localTestPayments: true })();
    expect(settings.mode).toBe('test');
  });

  it('uses real Stripe when valid keys are given, and refuses half a configuration', async () => {
    const local = { ...base, localTestPayments: true } as const;
    const stripe = await paymentSettingsLoader({
      ...local,
      stripeSecretKey: VALID.secretKey,
      stripeWebhookSecret: VALID.webhookSecret,
    })();
    expect(stripe.mode).toBe('stripe');
    await expect(
      paymentSettingsLoader({ ...local, stripeSecretKey: VALID.secretKey })(),
    ).rejects.toMatchObject({
      name: 'PaymentsUnavailable',
      status: 503,
    });
  });
});
