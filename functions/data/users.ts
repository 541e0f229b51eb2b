/** The user's profile record, created from the verified token's claims on first use. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from './context.ts';
import { isConditionFailure, withoutKeys } from './items.ts';
import type { User } from './models.ts';
import { keys } from './table.ts';

export async function getOrCreateUser(ctx: DataContext, username: string, email: string): Promise<User> {
  const key = { PK: keys.user(username), SK: keys.profile() };
  const existing = await ctx.ddb.send(new GetCommand({ TableName: ctx.tableName, Key: key }));
  if (existing.Item) return withoutKeys<User>(existing.Item);
  const user: User = { username, email, createdAt: new Date().toISOString() };
  try {
    await ctx.ddb.send(
      new PutCommand({
        TableName: ctx.tableName,
        Item: { ...key, ...user },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return user;
  } catch (error) {
    // Two first requests raced: the other one wrote the profile, read it back.
    if (!isConditionFailure(error)) throw error;
    const again = await ctx.ddb.send(new GetCommand({ TableName: ctx.tableName, Key: key }));
    return withoutKeys<User>(again.Item ?? {});
  }
}
