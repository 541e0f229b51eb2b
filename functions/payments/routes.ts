/**
 * REST routes of payments: POST /api/pay/stripe (start a purchase), POST /api/pay/webhook (Stripe's
 * events) and, in local test mode only, the test checkout page under /api/pay/test-checkout/{id}.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { AppError } from '../app-error.ts';
import type { RequireCaller } from '../auth/require-caller.ts';
import type { DataContext } from '../data/context.ts';
import type { GoogleSettingsLoader } from '../drive/google-settings.ts';
import { getTestSession, startCheckout } from './checkout.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { testCheckoutPage } from './test-checkout-page.ts';
import { handleWebhook, type OnOrderPaid } from './webhook.ts';

export interface PaymentRouteDeps {
  data: DataContext;
  /** The signed-in check (auth/require-caller.ts) of the routes that act for a user. */
  signedIn: RequireCaller;
  paymentSettings: () => Promise<PaymentSettings>;
  /** Google Drive's settings: checkout checks a build's Drive sources before the payment. */
  googleSettings: GoogleSettingsLoader;
  onOrderPaid: OnOrderPaid;
}

export function paymentRoutes({
  data,
  signedIn,
  paymentSettings,
  googleSettings,
  onOrderPaid,
}: PaymentRouteDeps) {
  const app = new Hono();

  app.post('/stripe', signedIn, async (c) => {
    const caller = c.get('caller');
    const body = await c.req.json().catch(() => null);
    // Before anything is written: without payments (503 PaymentsUnavailable) no order is created.
    const settings = await paymentSettings();
    try {
      const { url, orderId } = await startCheckout(
        data,
        settings,
        googleSettings,
        caller.username,
        body,
        new URL(c.req.url).origin,
      );
      return c.json({ url, orderId });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Stripe refused or failed: the cause is logged with the answer (app.ts).
      throw new AppError('BAD_GATEWAY', 'Payment Failed', { name: 'PaymentFailed', cause: error });
    }
  });

  app.post('/webhook', async (c) => {
    const settings = await paymentSettings();
    const outcome = await handleWebhook(
      data,
      settings,
      await c.req.text(),
      c.req.header('stripe-signature'),
      onOrderPaid,
    );
    if (outcome.status === 400) throw new AppError('BAD_REQUEST', outcome.message);
    return c.json({ received: true, handled: outcome.handled });
  });

  // Local test mode: a checkout page of our own standing in for Stripe's hosted one.
  const testSession = async (id: string) => {
    const settings = await paymentSettings().catch(() => null);
    return settings?.mode === 'test' ? { settings, session: await getTestSession(data, id) } : null;
  };

  app.get('/test-checkout/:id', async (c) => {
    const found = await testSession(c.req.param('id'));
    if (!found?.session) return c.text('This checkout session does not exist.', 404);
    return c.html(testCheckoutPage(found.session));
  });

  app.post('/test-checkout/:id/cancel', async (c) => {
    const found = await testSession(c.req.param('id'));
    if (!found?.session) return c.text('This checkout session does not exist.', 404);
    return c.redirect(found.session.cancelUrl, 303);
  });

  app.post('/test-checkout/:id/pay', async (c) => {
    const found = await testSession(c.req.param('id'));
    if (!found?.session) return c.text('This checkout session does not exist.', 404);
    const { settings, session } = found;
    // The event Stripe would send, signed the way Stripe signs it, through the same handler.
    const payload = JSON.stringify({
      id: `evt_local_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: session.sessionId,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          status: 'complete',
          amount_total: session.amount,
          currency: session.currency,
          client_reference_id: session.orderId,
          metadata: { orderId: session.orderId, username: session.username },
        },
      },
    });
    const signature = settings.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: settings.webhookSecret,
    });
    const outcome = await handleWebhook(data, settings, payload, signature, onOrderPaid);
    if (outcome.status !== 200) return c.text('The payment could not be recorded.', 500);
    return c.redirect(session.successUrl, 303);
  });

  return app;
}
