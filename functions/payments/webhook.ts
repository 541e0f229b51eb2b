/**
 * POST /api/pay/webhook: Stripe's signed events. A completed, paid checkout session turns its
 * pending order into a receipt and starts the paid build — once, whatever the number of deliveries.
 * Unsigned or forged deliveries, signatures dated more than 5 minutes ahead, and correctly signed
 * events that are not events (no data object, a null body) answer 400; events we do not handle answer
 * 200. Both change nothing.
 */
import type Stripe from 'stripe';
import * as z from 'zod';
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

/** Stripe's own tolerance for old signatures; a signature dated further ahead is refused as well. */
const SIGNATURE_TOLERANCE_S = 300;

/** The parts of an event the handler reads; anything else Stripe sends is ignored. */
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The parts of a checkout session a completion event is judged by. */
const sessionSchema = z.object({
  id: z.string().min(1),
  payment_status: z.string().nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  // Bounded: they become DynamoDB key parts, which have a size limit.
  metadata: z
    .object({ orderId: z.string().max(100).optional(), username: z.string().max(128).optional() })
    .nullish(),
});

const MALFORMED: WebhookOutcome = { status: 400, message: 'Malformed event' };

/**
 * The `t=` timestamp of a Stripe-Signature header in seconds, read exactly as the SDK reads it (the
 * last `t=` item wins), so the time checked is the time that was signed; null when there is none.
 */
function signedAt(signature: string): number | null {
  let at: number | null = null;
  for (const item of signature.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') at = Number.parseInt(value ?? '', 10);
  }
  return at !== null && Number.isFinite(at) ? at : null;
}

const COMPLETION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export async function handleWebhook(
  ctx: DataContext,
  settings: PaymentSettings,
  rawBody: string,
  signature: string | undefined,
  onOrderPaid: OnOrderPaid,
): Promise<WebhookOutcome> {
  let constructed: Stripe.Event;
  try {
    constructed = settings.stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      settings.webhookSecret,
      SIGNATURE_TOLERANCE_S,
    );
  } catch {
    return { status: 400, message: 'Invalid webhook signature' };
  }
  // The SDK refuses signatures older than the tolerance only: one dated ahead is refused here.
  const at = signedAt(signature ?? '');
  if (at === null || at - Math.floor(Date.now() / 1000) > SIGNATURE_TOLERANCE_S)
    return { status: 400, message: 'Invalid webhook signature' };

  // Signed by Stripe's secret, yet the body may still not be an event (null, no data): refuse it.
  const event = eventSchema.safeParse(constructed);
  if (!event.success) return MALFORMED;
  if (!COMPLETION_EVENTS.has(event.data.type))
    return { status: 200, handled: 'ignored', reason: event.data.type };

  const parsedSession = sessionSchema.safeParse(event.data.data.object);
  if (!parsedSession.success) return MALFORMED;
  const session = parsedSession.data;
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
  const receipt = await completeOrder(ctx, order, event.data.id, provider);
  await onOrderPaid(order);
  return { status: 200, handled: receipt ? 'receipt-created' : 'already-processed' };
}
