/**
 * A project's comment threads (issue #28), one item each in the owner's partition
 * (`THREAD#{projectId}#{threadId}`) with its messages inside, so a thread is read and changed in one
 * request and goes with the project. Replies are appended with a condition on the thread's size.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CommentAnchor, CommentMessage, CommentThread } from '#shared/comments.ts';
import { THREAD_MAX_MESSAGES } from '#shared/comments.ts';
import type { DataContext } from './context.ts';
import { guardedWrite, queryAll, withoutKeys } from './items.ts';
import { keys } from './table.ts';

const threadKey = (owner: string, projectId: string, threadId: string) => ({
  PK: keys.user(owner),
  SK: keys.thread(projectId, threadId),
});

export async function listThreads(
  ctx: DataContext,
  owner: string,
  projectId: string,
): Promise<CommentThread[]> {
  const items = await queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.user(owner), ':sk': keys.threadPrefix(projectId) },
    ConsistentRead: true,
  });
  return items
    .map((item) => withoutKeys<CommentThread>(item))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function newMessage(author: string, text: string): CommentMessage {
  return { messageId: randomUUID(), author, text, at: new Date().toISOString() };
}

export async function createThread(
  ctx: DataContext,
  owner: string,
  thread: { projectId: string; sceneId: string; anchor: CommentAnchor; position: [number, number, number] },
  first: CommentMessage,
): Promise<CommentThread> {
  const record: CommentThread = {
    ...thread,
    threadId: randomUUID(),
    status: 'open',
    messages: [first],
    createdBy: first.author,
    createdAt: first.at,
    updatedAt: first.at,
  };
  await ctx.ddb.send(
    new PutCommand({
      TableName: ctx.tableName,
      Item: { ...threadKey(owner, thread.projectId, record.threadId), ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return record;
}

/** Appends a reply; false when the thread is missing or full. */
export function appendMessage(
  ctx: DataContext,
  owner: string,
  projectId: string,
  threadId: string,
  message: CommentMessage,
): Promise<boolean> {
  return guardedWrite(
    ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: threadKey(owner, projectId, threadId),
        UpdateExpression: 'SET messages = list_append(messages, :message), updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND size(messages) < :max',
        ExpressionAttributeValues: { ':message': [message], ':at': message.at, ':max': THREAD_MAX_MESSAGES },
      }),
    ),
  );
}

/** Resolves or reopens a thread; false when it is missing. */
export function setThreadStatus(
  ctx: DataContext,
  owner: string,
  projectId: string,
  threadId: string,
  change: { resolved: boolean; by: string },
): Promise<boolean> {
  const at = new Date().toISOString();
  return guardedWrite(
    ctx.ddb.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: threadKey(owner, projectId, threadId),
        UpdateExpression: change.resolved
          ? 'SET #status = :status, resolvedBy = :by, updatedAt = :at'
          : 'SET #status = :status, updatedAt = :at REMOVE resolvedBy',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': change.resolved ? 'resolved' : 'open',
          ':at': at,
          ...(change.resolved ? { ':by': change.by } : {}),
        },
      }),
    ),
  );
}
