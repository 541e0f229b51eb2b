/**
 * Stripe settings: with a valid secret key and webhook secret, real Stripe Checkout. Atrium's own test
 * mode (a checkout page of ours that posts a correctly signed event to the same webhook) exists only
 * where config.localTestPayments is set, which the local stack alone does (infra/local/stack.ts):
 * loadConfig, and so every Lambda, never sets it. Anywhere else a missing or invalid secret makes
 * payments unavailable (checkout and webhooks answer 503) and the reason is logged; they never fail
 * open. In AWS the key and webhook secret come from Secrets Manager (a JSON secret named by config),
 * read once per container. The Stripe SDK is imported on the first payment request, not at cold start
 * (infra/cloud/bundle.ts puts it in a chunk of its own).
 */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type Stripe from 'stripe';
import * as z from 'zod';
import { AppError } from '../app-error.ts';
import { readSecretJson, type SecretsClient } from '../aws/secrets.ts';
import type { AppConfig } from '../config.ts';

/** Signs the local test mode's events; never a real Stripe secret. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_atrium_local_test_mode';

/** What checkout and the webhook answer (503) while payments are not configured. */
const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are not available right now. Please try again later.';

export interface PaymentSettings {
  mode: 'stripe' | 'test';
  stripe: Stripe;
  webhookSecret: string;
}

/** Payments cannot run here: the answer is 503 with the message above; `reason` goes to the log only. */
const paymentsUnavailable = (reason: string) =>
  new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE, {
    name: 'PaymentsUnavailable',
    cause: new Error(`payments are unavailable: ${reason}`),
  });

const stripeSecretSchema = z.object({
  secretKey: z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'secretKey is not a Stripe secret key'),
  webhookSecret: z.string().regex(/^whsec_\S+$/, 'webhookSecret is not a Stripe webhook signing secret'),
});

/** The secret's fields, or null when none was given at all (the only case test mode may cover). */
async function readStripeSecret(config: AppConfig, secrets: () => SecretsClient): Promise<unknown> {
  if (config.stripeSecretName) {
    try {
      return await readSecretJson(secrets(), config.stripeSecretName);
    } catch (error) {
      throw paymentsUnavailable(
        `the Stripe secret ${config.stripeSecretName} could not be read: ${(error as Error).message}`,
      );
    }
  }
  // Unset or empty environment variables (STRIPE_SECRET_KEY=) give no secret at all.
  if (!config.stripeSecretKey && !config.stripeWebhookSecret) return null;
  return { secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret };
}

/** The Stripe SDK's client class, loaded once, when payments are first used. */
async function stripeSdk(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

async function loadSettings(config: AppConfig, secrets: () => SecretsClient): Promise<PaymentSettings> {
  const secret = await readStripeSecret(config, secrets);
  if (secret === null && config.localTestPayments === true) {
    const Stripe = await stripeSdk();
    // Test mode still uses the SDK, for signing and verifying events exactly as Stripe does.
    return {
      mode: 'test',
      stripe: new Stripe('sk_test_atrium_local', { telemetry: false }),
      webhookSecret: LOCAL_WEBHOOK_SECRET,
    };
  }
  if (secret === null) throw paymentsUnavailable('no Stripe secret is configured');
  const parsed = stripeSecretSchema.safeParse(secret);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'secret'}: ${i.message}`);
    throw paymentsUnavailable(`the Stripe secret is invalid (${problems.join('; ')})`);
  }
  const api = config.stripeApi
    ? { host: config.stripeApi.host, port: config.stripeApi.port, protocol: config.stripeApi.protocol }
    : {};
  const Stripe = await stripeSdk();
  return {
    mode: 'stripe',
    stripe: new Stripe(parsed.data.secretKey, { ...api, telemetry: false }),
    webhookSecret: parsed.data.webhookSecret,
  };
}

/**
 * Loads the settings once; a failure is not kept, so a secret fixed in Secrets Manager is picked up
 * by the next request. `secrets` makes the Secrets Manager client (tests pass a fake).
 */
export function paymentSettingsLoader(
  config: AppConfig,
  secrets: () => SecretsClient = () => new SecretsManagerClient({ region: config.region }),
): () => Promise<PaymentSettings> {
  let loaded: Promise<PaymentSettings> | undefined;
  return () => {
    loaded ??= loadSettings(config, secrets);
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
}
