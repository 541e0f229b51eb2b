/**
 * The user's profile record (`USER#{username}` / `PROFILE`). It holds the Cognito `sub` of the
 * account that owns the partition: functions/account/binding.ts creates it from a verified token and
 * refuses tokens of any other `sub`, so a reused username never reaches an earlier account's records.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from './context.ts';
import { guardedWrite, isConditionFailure, queryAll, withoutKeys } from './items.ts';
import type { User } from './models.ts';
import { keys } from './table.ts';

/** The stored profile: the API's User plus what only the server reads. */
export interface Profile extends User {
  /** The Cognito `sub` the partition is bound to; absent on profiles written before it was stored. */
  sub?: string;
  /** Set when the account's deletion starts; its accountId names the anonymised receipts. */
  deletion?: { accountId: string; startedAt: string };
  /** Whether GSI1 finds the profile by its e-mail (read from its keys, never stored as a field). */
  emailIndexed?: boolean;
}

const profileKey = (username: string) => ({ PK: keys.user(username), SK: keys.profile() });
/** A profile is found by its e-mail through GSI1, so that a project can be shared by e-mail. */
const emailIndex = (email: string) => ({ GSI1PK: keys.profileEmailIndex(email), GSI1SK: keys.profile() });

/** The usernames of the profiles with this e-mail (an address may belong to more than one account). */
export async function usernamesByEmail(ctx: DataContext, email: string): Promise<string[]> {
  const items = await queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
    ExpressionAttributeValues: { ':pk': keys.profileEmailIndex(email), ':sk': keys.profile() },
  });
  return items.map((item) => String(item.username));
}

export async function getProfile(ctx: DataContext, username: string): Promise<Profile | null> {
  const found = await ctx.ddb.send(
    new GetCommand({ TableName: ctx.tableName, Key: profileKey(username), ConsistentRead: true }),
  );
  return found.Item
    ? { ...withoutKeys<Profile>(found.Item), emailIndexed: found.Item.GSI1PK !== undefined }
    : null;
}

/** Indexes a profile written before profiles were found by e-mail (no-op once it is, or when gone). */
export async function indexProfileEmail(ctx: DataContext, username: string, email: string): Promise<void> {
  await guardedWrite(
    ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: profileKey(username),
        UpdateExpression: 'SET GSI1PK = :emailKey, GSI1SK = :profile',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
        ExpressionAttributeValues: { ':emailKey': keys.profileEmailIndex(email), ':profile': keys.profile() },
      }),
    ),
  );
}

/** Creates the profile of a new account; answers false when one already exists. */
export async function createProfile(
  ctx: DataContext,
  owner: { username: string; email: string; sub: string },
): Promise<boolean> {
  const profile: Profile = { ...owner, createdAt: new Date().toISOString() };
  return guardedWrite(
    ctx.ddb.send(
      new PutCommand({
        TableName: ctx.tableName,
        Item: { ...profileKey(owner.username), ...emailIndex(owner.email), ...profile },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/** Binds a profile written before subs were stored; answers false when it is bound already (or gone). */
export async function bindProfileSub(
  ctx: DataContext,
  { username, sub, email }: { username: string; sub: string; email: string },
): Promise<boolean> {
  return guardedWrite(
    ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: profileKey(username),
        UpdateExpression: 'SET #sub = :sub, GSI1PK = if_not_exists(GSI1PK, :emailKey), GSI1SK = :profile',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#sub)',
        ExpressionAttributeNames: { '#sub': 'sub' },
        ExpressionAttributeValues: {
          ':sub': sub,
          ':emailKey': keys.profileEmailIndex(email),
          ':profile': keys.profile(),
        },
      }),
    ),
  );
}

/**
 * Marks the account as being deleted, only while the profile is still bound to this sub. Repeating it
 * keeps the first accountId, so a retried deletion files the receipts under the same one.
 */
export async function markDeletion(
  ctx: DataContext,
  username: string,
  sub: string,
  accountId: string,
): Promise<Profile | null> {
  try {
    const result = await ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: profileKey(username),
        UpdateExpression: 'SET deletion = if_not_exists(deletion, :deletion)',
        ConditionExpression: '#sub = :sub',
        ExpressionAttributeNames: { '#sub': 'sub' },
        ExpressionAttributeValues: {
          ':sub': sub,
          ':deletion': { accountId, startedAt: new Date().toISOString() },
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes ? withoutKeys<Profile>(result.Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
