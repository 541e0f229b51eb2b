/**
 * Starting a purchase (POST /api/pay/stripe): validates the product and the build it pays for (the
 * caller's own property, sources the build can fetch: build-sources.ts), writes a pending order and
 * answers the URL to pay at — Stripe Checkout, or in local test mode Atrium's own checkout page.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { CURRENCY, PRODUCT_IDS, PRODUCTS } from '#shared/products.ts';
import { AppError, notFound } from '../app-error.ts';
import { assertTaskAllowed } from '../builds/tasks.ts';
import type { DataContext } from '../data/context.ts';
import { properties } from '../data/properties.ts';
import { keys } from '../data/table.ts';
import type { GoogleSettingsLoader } from '../drive/google-settings.ts';
import { buildTaskParamsSchema } from './build-request.ts';
import { assertSourcesUsable } from './build-sources.ts';
import { attachCheckoutSession, createOrder, type Order } from './orders.ts';
import type { PaymentSettings } from './payment-settings.ts';

const checkoutRequestSchema = z.object({
  productName: z.enum(PRODUCT_IDS, { message: 'Unknown product' }),
  quantity: z.number().int().min(1).max(10),
  buildTaskParams: buildTaskParamsSchema,
});

/** Where the browser lands after paying or cancelling. */
function returnUrls(origin: string, order: Pick<Order, 'orderId' | 'build'>) {
  const property = `${origin}/property/${order.build.propertyId}`;
  return {
    success: `${property}/view3d?payment_status=success&order=${order.orderId}`,
    cancel: `${property}/build3d?payment_status=cancelled`,
  };
}

/** A local test-mode session: its id is the capability to open the page, as Stripe's URLs are. */
export interface TestSession {
  sessionId: string;
  username: string;
  orderId: string;
  productLabel: string;
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

const TEST_SESSION_PREFIX = 'cs_test_local_';

/** A session id of the local test mode (never one of Stripe's). */
export const isTestSessionId = (sessionId: unknown): sessionId is string =>
  typeof sessionId === 'string' && new RegExp(`^${TEST_SESSION_PREFIX}[0-9a-f-]{36}$`).test(sessionId);

export async function getTestSession(ctx: DataContext, sessionId: string): Promise<TestSession | null> {
  if (!isTestSessionId(sessionId)) return null;
  const result = await ctx.ddb.send(
    new GetCommand({ TableName: ctx.tableName, Key: keys.testCheckout(sessionId) }),
  );
  return (result.Item as TestSession | undefined) ?? null;
}

export async function startCheckout(
  ctx: DataContext,
  settings: PaymentSettings,
  google: GoogleSettingsLoader,
  username: string,
  body: unknown,
  origin: string,
): Promise<{ url: string; orderId: string }> {
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues.map((i) => i.message).join('; '));
  const { productName, quantity, buildTaskParams: build } = parsed.data;
  if (!(await properties.get(ctx, username, build.propertyId))) notFound('Property');
  await assertTaskAllowed(ctx, username, build.propertyId);
  // Nobody pays for a build that cannot fetch its videos: no order, no session.
  await assertSourcesUsable(ctx, google, username, build);

  const product = PRODUCTS[productName];
  const order = await createOrder(ctx, {
    username,
    productName,
    quantity,
    amount: product.amountCents * quantity,
    currency: CURRENCY,
    build,
  });
  const urls = returnUrls(origin, order);

  if (settings.mode === 'test') {
    const session: TestSession = {
      sessionId: `${TEST_SESSION_PREFIX}${randomUUID()}`,
      username,
      orderId: order.orderId,
      productLabel: product.name,
      amount: order.amount,
      currency: CURRENCY,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
    };
    await ctx.ddb.send(
      new PutCommand({
        TableName: ctx.tableName,
        Item: { ...keys.testCheckout(session.sessionId), ...session },
      }),
    );
    await attachCheckoutSession(ctx, order, session.sessionId);
    return { url: `${origin}/api/pay/test-checkout/${session.sessionId}`, orderId: order.orderId };
  }

  const session = await settings.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: CURRENCY,
          unit_amount: product.amountCents,
          product_data: { name: product.name },
        },
        quantity,
      },
    ],
    client_reference_id: order.orderId,
    metadata: { orderId: order.orderId, username },
    success_url: urls.success,
    cancel_url: urls.cancel,
  });
  if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
  await attachCheckoutSession(ctx, order, session.id);
  return { url: session.url, orderId: order.orderId };
}
