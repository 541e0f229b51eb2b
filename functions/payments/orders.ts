/**
 * Orders and receipts. An order is written when checkout starts (pending, with the build it pays
 * for); a confirmed payment turns it into a receipt exactly once: one DynamoDB transaction marks the
 * order paid (only if still pending), writes the receipt and records the event id, so replayed or
 * concurrent deliveries of the same event create nothing more.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductId } from '#shared/products.ts';
import type { DataContext } from '../data/context.ts';
import { queryAll, withoutKeys } from '../data/items.ts';
import { keys } from '../data/table.ts';
import type { BuildRequest } from './build-request.ts';

export interface Order {
  orderId: string;
  username: string;
  productName: ProductId;
  quantity: number;
  amount: number;
  currency: string;
  status: 'pending' | 'paid';
  build: BuildRequest;
  checkoutSessionId: string;
  createdAt: string;
}

export interface Receipt {
  uniqueId: string;
  orderId: string;
  createdAt: string;
  productName: string;
  amount: number;
  paymentProvider: string;
  propertyId: string;
  projectId: string;
}

export async function createOrder(
  ctx: DataContext,
  order: Omit<Order, 'orderId' | 'status' | 'createdAt' | 'checkoutSessionId'>,
): Promise<Order> {
  const record: Order = {
    ...order,
    orderId: randomUUID(),
    status: 'pending',
    checkoutSessionId: '',
    createdAt: new Date().toISOString(),
  };
  await ctx.ddb.send(
    new PutCommand({
      TableName: ctx.tableName,
      Item: { PK: keys.user(order.username), SK: keys.order(record.orderId), ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return record;
}

export async function attachCheckoutSession(ctx: DataContext, order: Order, sessionId: string) {
  await ctx.ddb.send(
    new UpdateCommand({
      TableName: ctx.tableName,
      Key: { PK: keys.user(order.username), SK: keys.order(order.orderId) },
      UpdateExpression: 'SET checkoutSessionId = :s',
      ExpressionAttributeValues: { ':s': sessionId },
    }),
  );
}

export async function getOrder(ctx: DataContext, username: string, orderId: string): Promise<Order | null> {
  const result = await ctx.ddb.send(
    new GetCommand({ TableName: ctx.tableName, Key: { PK: keys.user(username), SK: keys.order(orderId) } }),
  );
  return result.Item ? withoutKeys<Order>(result.Item) : null;
}

/**
 * Records the payment of a pending order. Answers the receipt when this call did it, or null when
 * the event or the order was already processed (a replay): the caller then does nothing more.
 */
export async function completeOrder(
  ctx: DataContext,
  order: Order,
  eventId: string,
  paymentProvider: string,
): Promise<Receipt | null> {
  const createdAt = new Date().toISOString();
  const receipt: Receipt = {
    uniqueId: randomUUID(),
    orderId: order.orderId,
    createdAt,
    productName: order.productName,
    amount: order.amount,
    paymentProvider,
    propertyId: order.build.propertyId,
    projectId: '',
  };
  try {
    await ctx.ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: ctx.tableName,
              Key: { PK: keys.user(order.username), SK: keys.order(order.orderId) },
              UpdateExpression: 'SET #status = :paid, paidAt = :now, receiptId = :receipt',
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':paid': 'paid',
                ':pending': 'pending',
                ':now': createdAt,
                ':receipt': receipt.uniqueId,
              },
            },
          },
          {
            Put: {
              TableName: ctx.tableName,
              Item: {
                PK: keys.user(order.username),
                SK: keys.receipt(createdAt, receipt.uniqueId),
                ...receipt,
                username: order.username,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: ctx.tableName,
              Item: {
                PK: keys.paymentEvent(eventId),
                SK: 'EVENT',
                orderId: order.orderId,
                processedAt: createdAt,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    return receipt;
  } catch (error) {
    const name = (error as Error).name;
    // A condition failed or another delivery's transaction won the race: already processed.
    if (name === 'TransactionCanceledException' || name === 'TransactionConflictException') return null;
    throw error;
  }
}

export async function listReceipts(
  ctx: DataContext,
  username: string,
  filter: { propertyId?: string; projectId?: string } = {},
): Promise<Receipt[]> {
  const items = await queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.user(username), ':sk': keys.receiptPrefix },
    ScanIndexForward: false,
  });
  return items
    .map((item) => {
      const { username: _owner, ...receipt } = withoutKeys<Receipt & { username: string }>(item);
      return receipt;
    })
    .filter(
      (r) =>
        (!filter.propertyId || r.propertyId === filter.propertyId) &&
        (!filter.projectId || r.projectId === filter.projectId),
    );
}
