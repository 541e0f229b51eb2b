/**
 * POST /api/pay/webhook: Stripe's signed events. A completed, paid checkout session turns its
 * pending order into a receipt and starts the paid build — once, whatever the number of deliveries.
 * Unsigned or forged deliveries answer 400; events we do not handle answer 200 and change nothing.
 */
import type Stripe from 'stripe';
import type { DataContext } from '../data/context.ts';
import { completeOrder, getOrder, type Order } from './orders.ts';
import type { PaymentSettings } from './payment-settings.ts';

/**
 * Starts the build an order paid for. Must be idempotent (keyed by the order id): it runs for every
 * delivery of the event, so a delivery that failed half-way is completed by Stripe's retry.
 */
export type OnOrderPaid = (order: Order) => Promise<void>;

export type WebhookOutcome =
  | { status: 400; message: string }
  | { status: 200; handled: 'receipt-created' | 'already-processed' | 'ignored'; reason?: string };

const COMPLETION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export async function handleWebhook(
  ctx: DataContext,
  settings: PaymentSettings,
  rawBody: string,
  signature: string | undefined,
  onOrderPaid: OnOrderPaid,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = settings.stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
  } catch {
    return { status: 400, message: 'Invalid webhook signature' };
  }
  if (!COMPLETION_EVENTS.has(event.type)) return { status: 200, handled: 'ignored', reason: event.type };

  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return { status: 200, handled: 'ignored', reason: 'not paid' };
  const orderId = session.metadata?.orderId ?? '';
  const username = session.metadata?.username ?? '';
  const order = orderId && username ? await getOrder(ctx, username, orderId) : null;
  // Only the session this order was created with, for exactly its amount, pays for it.
  if (
    !order ||
    order.checkoutSessionId !== session.id ||
    session.amount_total !== order.amount ||
    session.currency !== order.currency
  ) {
    return { status: 200, handled: 'ignored', reason: 'no matching order' };
  }
  const provider = settings.mode === 'test' ? 'stripe (test mode)' : 'stripe';
  const receipt = await completeOrder(ctx, order, event.id, provider);
  await onOrderPaid(order);
  return { status: 200, handled: receipt ? 'receipt-created' : 'already-processed' };
}
