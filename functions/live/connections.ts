/**
 * The registry of open live-channel connections (issue #28): its own DynamoDB table, so that the
 * short-lived, high-churn connection items never mix with the records (no backups of them, their own
 * TTL, their own permissions). One table definition is used by the local stack (DynamoDB Local) and
 * the CDK stack alike.
 *
 * Items (PK / SK):
 *   PROJECT#{projectId} / CONNECTION#{connectionId}   a peer of the project: who, role, colour, presence
 *   CONNECTION#{connectionId} / CONNECTION            the same connection found by its id alone
 * Both are written and deleted together in one transaction: $default and $disconnect only know the
 * connection id (a strongly consistent GetItem, where a GSI would be eventually consistent). Every item
 * carries `expiresAt` (epoch seconds, API Gateway's 2 h connection life plus a margin): a connection
 * whose $disconnect never ran is dropped by DynamoDB's TTL and skipped by every read before that.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Peer, Presence } from '#shared/live-protocol.ts';
import type { ProjectRole } from '#shared/roles.ts';
import { guardedWrite, queryAll } from '../data/items.ts';

/** API Gateway closes every WebSocket connection after 2 hours; the items outlive it by a margin. */
const CONNECTION_LIFE_SECONDS = 2 * 60 * 60 + 10 * 60;

/** The TTL attribute of the registry's items (epoch seconds). */
export const LIVE_TTL_ATTRIBUTE = 'expiresAt';

export interface LiveContext {
  ddb: DynamoDBDocumentClient;
  liveTableName: string;
}

/** One open connection: who is behind it, in which project, with which role when they joined. */
export interface LiveConnection {
  connectionId: string;
  projectId: string;
  username: string;
  sub: string;
  role: ProjectRole;
  color: string;
  connectedAt: string;
  expiresAt: number;
  presence?: Presence;
  /** Whether the connection was sent its `welcome` (in AWS it goes with the answer to its first message). */
  welcomed: boolean;
}

const peerKey = (projectId: string, connectionId: string) => ({
  PK: `PROJECT#${projectId}`,
  SK: `CONNECTION#${connectionId}`,
});
const byIdKey = (connectionId: string) => ({ PK: `CONNECTION#${connectionId}`, SK: 'CONNECTION' });

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function liveTableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
  };
}

function connectionOf(item: Record<string, unknown>): LiveConnection {
  const { PK: _pk, SK: _sk, ...record } = item;
  return record as unknown as LiveConnection;
}

/** The peer a connection is on the channel. */
export function peerOf(connection: LiveConnection): Peer {
  return {
    connectionId: connection.connectionId,
    username: connection.username,
    role: connection.role,
    color: connection.color,
    ...(connection.presence ? { presence: connection.presence } : {}),
  };
}

export async function registerConnection(
  ctx: LiveContext,
  connection: Omit<LiveConnection, 'expiresAt' | 'connectedAt'>,
): Promise<LiveConnection> {
  const record: LiveConnection = {
    ...connection,
    connectedAt: new Date().toISOString(),
    expiresAt: nowSeconds() + CONNECTION_LIFE_SECONDS,
  };
  await ctx.ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: ctx.liveTableName,
            Item: { ...peerKey(record.projectId, record.connectionId), ...record },
          },
        },
        { Put: { TableName: ctx.liveTableName, Item: { ...byIdKey(record.connectionId), ...record } } },
      ],
    }),
  );
  return record;
}

/**
 * The connection with this id, or null when it is unknown or (unless `expired` is asked for, as
 * $disconnect does to clean up) past its life.
 */
export async function findConnection(
  ctx: LiveContext,
  connectionId: string,
  { expired = false }: { expired?: boolean } = {},
): Promise<LiveConnection | null> {
  const { Item } = await ctx.ddb.send(
    new GetCommand({ TableName: ctx.liveTableName, Key: byIdKey(connectionId), ConsistentRead: true }),
  );
  if (!Item) return null;
  const connection = connectionOf(Item);
  return expired || connection.expiresAt > nowSeconds() ? connection : null;
}

/** Every live connection of a project (items past their life are skipped). */
export async function projectConnections(ctx: LiveContext, projectId: string): Promise<LiveConnection[]> {
  const items = await queryAll(ctx.ddb, {
    TableName: ctx.liveTableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    FilterExpression: '#ttl > :now',
    ExpressionAttributeNames: { '#ttl': LIVE_TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}`, ':sk': 'CONNECTION#', ':now': nowSeconds() },
    ConsistentRead: true,
  });
  return items.map(connectionOf);
}

/** Stores where the person is; false when the connection is gone meanwhile. */
export function savePresence(ctx: LiveContext, connection: LiveConnection, presence: Presence) {
  return guardedWrite(
    ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.liveTableName,
        Key: peerKey(connection.projectId, connection.connectionId),
        UpdateExpression: 'SET presence = :presence',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':presence': presence },
      }),
    ),
  );
}

/** Notes that the connection got its `welcome`; false when it was already (or is gone). */
export function markWelcomed(ctx: LiveContext, connectionId: string) {
  return guardedWrite(
    ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.liveTableName,
        Key: byIdKey(connectionId),
        UpdateExpression: 'SET welcomed = :yes',
        ConditionExpression: 'attribute_exists(PK) AND welcomed = :no',
        ExpressionAttributeValues: { ':yes': true, ':no': false },
      }),
    ),
  );
}

/** Removes both items of a connection (nothing happens for one already gone). */
export async function removeConnection(ctx: LiveContext, projectId: string, connectionId: string) {
  await Promise.all([
    ctx.ddb.send(new DeleteCommand({ TableName: ctx.liveTableName, Key: peerKey(projectId, connectionId) })),
    ctx.ddb.send(new DeleteCommand({ TableName: ctx.liveTableName, Key: byIdKey(connectionId) })),
  ]);
}
