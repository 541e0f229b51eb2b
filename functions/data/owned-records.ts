/**
 * Records that belong to one user (properties, projects): stored under the owner's partition, so a
 * caller can only ever reach items under their own username — another user's id simply isn't there.
 */

import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { revokePublications } from '../files/publication-store.ts';
import type { DataContext } from './context.ts';
import { getRecord, guardedWrite, queryAll, withoutKeys } from './items.ts';
import { deleteObjectsUnder, recordPrefix } from './storage.ts';
import { keys } from './table.ts';

interface OwnedRecord {
  username: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * childPrefixes: sort-key prefixes of the record's own items in the same partition (a property's
 * build tasks), which deleting the record removes with it.
 */
export function ownedRecordStore<T extends OwnedRecord>(
  skPrefix: string,
  { childPrefixes = () => [] }: { childPrefixes?: (id: string) => string[] } = {},
) {
  const key = (username: string, id: string) => ({ PK: keys.user(username), SK: `${skPrefix}${id}` });

  async function list(ctx: DataContext, username: string): Promise<T[]> {
    const items = await queryAll(ctx.ddb, {
      TableName: ctx.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.user(username), ':sk': skPrefix },
    });
    // Newest first, as the dashboard shows them.
    return items.map((item) => withoutKeys<T>(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  const get = (ctx: DataContext, username: string, id: string) => getRecord<T>(ctx, key(username, id));

  async function create(ctx: DataContext, id: string, record: T): Promise<T> {
    await ctx.ddb.send(
      new PutCommand({
        TableName: ctx.tableName,
        Item: { ...key(record.username, id), ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return record;
  }

  /** Changes an existing record only; answers false when the owner has no such record. */
  async function update(
    ctx: DataContext,
    username: string,
    id: string,
    changes: Partial<Omit<T, 'username' | 'createdAt' | 'updatedAt'>>,
  ): Promise<boolean> {
    // A field left out of an update (undefined) keeps its stored value.
    const entries = Object.entries({ ...changes, updatedAt: new Date().toISOString() }).filter(
      ([, value]) => value !== undefined,
    );
    return guardedWrite(
      ctx.ddb.send(
        new UpdateCommand({
          TableName: ctx.tableName,
          Key: key(username, id),
          UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
          ConditionExpression: 'attribute_exists(PK)',
        }),
      ),
    );
  }

  async function removeChildren(ctx: DataContext, username: string, id: string) {
    for (const prefix of childPrefixes(id)) {
      const children = await queryAll(ctx.ddb, {
        TableName: ctx.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.user(username), ':sk': prefix },
        ProjectionExpression: 'PK, SK',
      });
      for (const child of children) {
        await ctx.ddb.send(
          new DeleteCommand({ TableName: ctx.tableName, Key: { PK: child.PK, SK: child.SK } }),
        );
      }
    }
  }

  /**
   * Deletes the record's publications, stored files (uploads, media, venue modules, splat builds) and
   * child items first and the record last, so that a failure part-way leaves the record in place and
   * the same call can simply be repeated.
   */
  async function remove(ctx: DataContext, username: string, id: string): Promise<boolean> {
    if (!(await get(ctx, username, id))) return false;
    // Public copies live outside the record's prefix ({env}/published/): revoke them first.
    await revokePublications(ctx, username, { recordId: id });
    await deleteObjectsUnder(ctx.s3, ctx.bucketName, recordPrefix(ctx.envPrefix, username, id));
    await removeChildren(ctx, username, id);
    await ctx.ddb.send(new DeleteCommand({ TableName: ctx.tableName, Key: key(username, id) }));
    return true;
  }

  return { list, get, create, update, remove };
}
