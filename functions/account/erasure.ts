/**
 * Erasing an account's data: its publications (the public copies first), every stored object under
 * its prefixes (files, media, venue modules, splat build outputs), and every record of its partition
 * (properties, projects, publications, build tasks, orders, OAuth states) and the local test-mode
 * checkout sessions its orders point at (they name the buyer), the profile last. Receipts
 * are kept for accounting, anonymised: moved to DELETED_ACCOUNT#{accountId} without the username or
 * the records they paid for. Every step is safe to repeat, so a failure part-way is finished by
 * running it again; the profile going last keeps the account recognisable until then.
 */
import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { LAYOUT_ROOTS } from '#shared/keys.ts';
import type { DataContext } from '../data/context.ts';
import { queryAll } from '../data/items.ts';
import { removeOtherSides } from '../data/memberships.ts';
import { deleteObjectsUnder, recordPrefix } from '../data/storage.ts';
import { keys } from '../data/table.ts';
import { listPublications, removePublication } from '../files/publication-store.ts';
import { isTestSessionId } from '../payments/checkout.ts';

/** What an anonymised receipt keeps: what accounting needs, nothing that names the person. */
const RECEIPT_FIELDS = [
  'uniqueId',
  'orderId',
  'createdAt',
  'productName',
  'amount',
  'currency',
  'paymentProvider',
];

/**
 * Every prefix an account's objects can live under. A username that is also one of the layout's own
 * roots ('published', 'user', 'venues') never gets the whole {env}/{username}/ prefix, which would be
 * everyone's: its records' prefixes are erased one by one instead.
 */
export function accountPrefixes(envPrefix: string, username: string, recordIds: string[]): string[] {
  const own = LAYOUT_ROOTS.includes(username)
    ? recordIds.map((id) => recordPrefix(envPrefix, username, id))
    : [`${envPrefix}/${username}/`];
  return [...own, `${envPrefix}/user/${username}/`, `${envPrefix}/venues/${username}/`];
}

async function partitionItems(ctx: DataContext, username: string) {
  return queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.user(username) },
    ConsistentRead: true,
  });
}

function anonymised(item: Record<string, unknown>, accountId: string) {
  const kept = Object.fromEntries(RECEIPT_FIELDS.filter((f) => f in item).map((f) => [f, item[f]]));
  return { PK: keys.deletedAccount(accountId), SK: item.SK, ...kept, accountId };
}

/** Runs fn over items, a few at a time. */
async function inBatches<T>(items: T[], fn: (item: T) => Promise<unknown>, size = 10) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

export async function eraseAccountData(ctx: DataContext, username: string, accountId: string): Promise<void> {
  // Public copies live outside the user's prefixes: revoke them first.
  for (const publication of await listPublications(ctx, username)) await removePublication(ctx, publication);

  const items = await partitionItems(ctx, username);
  const recordIds = items.flatMap((item) => {
    const sk = String(item.SK);
    for (const prefix of [keys.propertyPrefix, keys.projectPrefix]) {
      if (sk.startsWith(prefix)) return [sk.slice(prefix.length)];
    }
    return [];
  });
  for (const prefix of accountPrefixes(ctx.envPrefix, username, recordIds)) {
    await deleteObjectsUnder(ctx.s3, ctx.bucketName, prefix);
  }

  // A local test-mode checkout session lives outside the partition and names the user: it goes
  // before the order that points at it, so a repeated erasure still finds it.
  const testSessions = items.flatMap((item) =>
    String(item.SK).startsWith(keys.order('')) && isTestSessionId(item.checkoutSessionId)
      ? [item.checkoutSessionId]
      : [],
  );
  await inBatches(testSessions, (sessionId) =>
    ctx.ddb.send(new DeleteCommand({ TableName: ctx.tableName, Key: keys.testCheckout(sessionId) })),
  );

  // Memberships have a side in another partition: it goes first, so a repeated erasure still finds it.
  await removeOtherSides(ctx, items);

  const isProfile = (item: Record<string, unknown>) => item.SK === keys.profile();
  const isReceipt = (item: Record<string, unknown>) => String(item.SK).startsWith(keys.receiptPrefix);
  // One transaction per receipt: the anonymised copy exists before the original goes.
  await inBatches(items.filter(isReceipt), (item) =>
    ctx.ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: ctx.tableName, Item: anonymised(item, accountId) } },
          { Delete: { TableName: ctx.tableName, Key: { PK: item.PK, SK: item.SK } } },
        ],
      }),
    ),
  );
  await inBatches(
    items.filter((item) => !isProfile(item) && !isReceipt(item)),
    (item) =>
      ctx.ddb.send(new DeleteCommand({ TableName: ctx.tableName, Key: { PK: item.PK, SK: item.SK } })),
  );
  await ctx.ddb.send(
    new DeleteCommand({ TableName: ctx.tableName, Key: { PK: keys.user(username), SK: keys.profile() } }),
  );
}
