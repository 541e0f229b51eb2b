/**
 * The user's Google Drive authorisation: the refresh token, encrypted, on the profile item
 * (`USER#{username}` / `PROFILE`, attribute googleDriveRefreshToken). Only the server and the build
 * worker read it; no API answer carries it.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from '../data/context.ts';
import { guardedWrite } from '../data/items.ts';
import { keys } from '../data/table.ts';
import { decryptToken, encryptToken } from './token-cipher.ts';

const profileKey = (username: string) => ({ PK: keys.user(username), SK: keys.profile() });

export async function saveRefreshToken(
  data: DataContext,
  key: Buffer,
  owner: { username: string; sub: string },
  refreshToken: string,
): Promise<void> {
  const { username } = owner;
  await data.ddb.send(
    new UpdateCommand({
      TableName: data.tableName,
      Key: profileKey(username),
      UpdateExpression: 'SET googleDriveRefreshToken = :token, googleDriveAuthorisedAt = :now',
      // Only onto the profile of the account that asked: a state of a deleted account must neither
      // create a partial profile nor reach a new account that took the same name.
      ConditionExpression: 'attribute_exists(PK) AND #sub = :sub',
      ExpressionAttributeNames: { '#sub': 'sub' },
      ExpressionAttributeValues: {
        ':sub': owner.sub,
        ':token': encryptToken(key, username, refreshToken),
        ':now': new Date().toISOString(),
      },
    }),
  );
}

export interface StoredAuthorisation {
  refreshToken: string;
  /** The encrypted value as stored: lets a clear remove exactly this one, not a newer one. */
  stored: string;
}

/** The user's refresh token, or null when they have not authorised Drive (or it is unreadable). */
export async function readRefreshToken(
  data: DataContext,
  key: Buffer,
  username: string,
): Promise<StoredAuthorisation | null> {
  const found = await data.ddb.send(
    new GetCommand({
      TableName: data.tableName,
      Key: profileKey(username),
      ProjectionExpression: 'googleDriveRefreshToken',
      ConsistentRead: true,
    }),
  );
  const stored = found.Item?.googleDriveRefreshToken;
  if (typeof stored !== 'string') return null;
  const refreshToken = decryptToken(key, username, stored);
  return refreshToken ? { refreshToken, stored } : null;
}

/** Forgets a token Google has revoked or expired, unless the user has meanwhile authorised again. */
export async function clearRefreshToken(data: DataContext, username: string, stored: string): Promise<void> {
  await guardedWrite(
    data.ddb.send(
      new UpdateCommand({
        TableName: data.tableName,
        Key: profileKey(username),
        UpdateExpression: 'REMOVE googleDriveRefreshToken, googleDriveAuthorisedAt',
        ConditionExpression: 'googleDriveRefreshToken = :stored',
        ExpressionAttributeValues: { ':stored': stored },
      }),
    ),
  );
}
