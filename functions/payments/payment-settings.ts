/**
 * Stripe settings: with a secret key, real Stripe Checkout; without one, Atrium's local test mode (a
 * checkout page of our own that posts a correctly signed event to the same webhook). In AWS the key
 * and webhook secret come from Secrets Manager (a JSON secret named by config), read once per container.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import type { AppConfig } from '../config.ts';

/** Signs the local test mode's events; never a real Stripe secret. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_atrium_local_test_mode';

export interface PaymentSettings {
  mode: 'stripe' | 'test';
  stripe: Stripe;
  webhookSecret: string;
}

interface StripeSecret {
  secretKey?: string;
  webhookSecret?: string;
}

async function readSecret(config: AppConfig): Promise<StripeSecret> {
  if (config.stripeSecretName) {
    const client = new SecretsManagerClient({ region: config.region });
    const answer = await client.send(new GetSecretValueCommand({ SecretId: config.stripeSecretName }));
    return JSON.parse(answer.SecretString ?? '{}') as StripeSecret;
  }
  return { secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret };
}

export function paymentSettingsLoader(config: AppConfig): () => Promise<PaymentSettings> {
  let loaded: Promise<PaymentSettings> | undefined;
  return () => {
    loaded ??= readSecret(config).then((secret) => {
      const api = config.stripeApi
        ? { host: config.stripeApi.host, port: config.stripeApi.port, protocol: config.stripeApi.protocol }
        : {};
      if (secret.secretKey) {
        if (!secret.webhookSecret) throw new Error('Stripe is configured without a webhook secret');
        return {
          mode: 'stripe',
          stripe: new Stripe(secret.secretKey, { ...api, telemetry: false }),
          webhookSecret: secret.webhookSecret,
        };
      }
      // Test mode still uses the SDK, for signing and verifying events exactly as Stripe does.
      return {
        mode: 'test',
        stripe: new Stripe('sk_test_atrium_local', { telemetry: false }),
        webhookSecret: LOCAL_WEBHOOK_SECRET,
      };
    });
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
}
