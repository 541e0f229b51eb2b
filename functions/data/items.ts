import {
  type DynamoDBDocumentClient,
  GetCommand,
  paginateQuery,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { DataContext } from './context.ts';

/** Strips DynamoDB key attributes from an item so that only the record's own fields leave the server. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, ...record } = item;
  return record as T;
}

/** The record stored under `key`, without its keys, or null. */
export async function getRecord<T>(ctx: DataContext, key: { PK: string; SK: string }): Promise<T | null> {
  const { Item } = await ctx.ddb.send(new GetCommand({ TableName: ctx.tableName, Key: key }));
  return Item ? withoutKeys<T>(Item) : null;
}

/** Every item a query matches, following pagination with the SDK's own paginator. */
export async function queryAll(
  ddb: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: ddb }, input)) items.push(...(page.Items ?? []));
  return items;
}

/** Whether a write was refused by its ConditionExpression (the expected outcome of a guarded write). */
export function isConditionFailure(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}

/**
 * Awaits a guarded write (a Put or Update with a ConditionExpression): true when written, false when
 * its condition refused it; any other failure is thrown.
 */
export async function guardedWrite(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
