/**
 * REST routes of payments: POST /api/pay/stripe (start a purchase), POST /api/pay/webhook (Stripe's
 * events) and, in local test mode only, the test checkout page under /api/pay/test-checkout/{id}.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { VerifyToken } from '../auth/verify.ts';
import type { DataContext } from '../data/context.ts';
import { CheckoutError, getTestSession, startCheckout } from './checkout.ts';
import {
  PAYMENTS_UNAVAILABLE_MESSAGE,
  type PaymentSettings,
  PaymentsUnavailableError,
} from './payment-settings.ts';
import { testCheckoutPage } from './test-checkout-page.ts';
import { handleWebhook, type OnOrderPaid } from './webhook.ts';

export interface PaymentRouteDeps {
  data: DataContext;
  verifyToken: VerifyToken;
  paymentSettings: () => Promise<PaymentSettings>;
  onOrderPaid: OnOrderPaid;
}

export function paymentRoutes({ data, verifyToken, paymentSettings, onOrderPaid }: PaymentRouteDeps) {
  const app = new Hono();

  // Payments not configured (a deployment without a valid Stripe secret): refuse, say so, log why.
  app.onError((error, c) => {
    if (!(error instanceof PaymentsUnavailableError)) throw error;
    console.error(`payments are unavailable: ${error.message}`);
    return c.json({ name: 'PaymentsUnavailable', message: PAYMENTS_UNAVAILABLE_MESSAGE }, 503);
  });

  app.post('/stripe', async (c) => {
    const caller = await verifyToken(c.req.header('authorization'));
    if (!caller) return c.json({ name: 'Unauthorized', message: 'Sign in to continue' }, 401);
    const body = await c.req.json().catch(() => null);
    // Before anything is written: without payments no order is created.
    const settings = await paymentSettings();
    try {
      const { url, orderId } = await startCheckout(
        data,
        settings,
        caller.username,
        body,
        new URL(c.req.url).origin,
      );
      return c.json({ url, orderId });
    } catch (error) {
      if (error instanceof CheckoutError)
        return c.json({ name: error.code, message: error.message }, error.status);
      console.error('checkout failed', error);
      return c.json({ name: 'PaymentFailed', message: 'Payment Failed' }, 502);
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
    if (outcome.status === 400) return c.json({ message: outcome.message }, 400);
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
