/**
 * Who opened a publication's personal links ('Public URL for User', product.md §2). The viewer page
 * of a link with `username` reports the open (a public route: the visitor has no account); the owner
 * reads the names, how often and when. One item per name in the owner's partition
 * (USER#{owner} / VISIT#{publicationId}#{name}), written only while the publication exists and removed
 * with it (publication-store.ts). At most MAX_VISITORS_PER_PUBLICATION names: anyone holding the link can make up more.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_VISITORS_PER_PUBLICATION, type VisitRequest } from '#shared/visitor-links.ts';
import { notFound } from '../app-error.ts';
import type { DataContext } from '../data/context.ts';
import { keys } from '../data/table.ts';
import { findPublication, getOwnPublication, publicationVisitItems } from './publication-store.ts';

export interface PublicationVisit {
  username: string;
  opens: number;
  firstOpenedAt: string;
  lastOpenedAt: string;
  /** The link's `userReferer`, as of its last open. */
  userReferer?: string;
}

async function visitorCount(ctx: DataContext, owner: string, publicationId: string): Promise<number> {
  const result = await ctx.ddb.send(
    new QueryCommand({
      TableName: ctx.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.user(owner), ':sk': keys.visitPrefix(publicationId) },
      Select: 'COUNT',
    }),
  );
  return result.Count ?? 0;
}

/**
 * Counts one open of the publication's link made for `username`. False when nothing was recorded: a
 * new name once the publication has its maximum of names, or a publication removed meanwhile.
 */
export async function recordVisit(
  ctx: DataContext,
  publicationId: string,
  visit: VisitRequest,
  { now = new Date(), maxVisitors = MAX_VISITORS_PER_PUBLICATION } = {},
): Promise<boolean> {
  const publication = await findPublication(ctx, publicationId);
  if (!publication) return notFound('Publication');
  const owner = publication.username;
  // Counted before the write: new names opened at the same moment can pass the limit by a few.
  const full = (await visitorCount(ctx, owner, publicationId)) >= maxVisitors;
  const at = now.toISOString();
  try {
    await ctx.ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            // Never a visit of a publication that is gone: its removal deletes the visits it finds.
            ConditionCheck: {
              TableName: ctx.tableName,
              Key: { PK: keys.user(owner), SK: keys.publication(publicationId) },
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Update: {
              TableName: ctx.tableName,
              Key: { PK: keys.user(owner), SK: keys.visit(publicationId, visit.username) },
              UpdateExpression: `ADD opens :one SET username = :name, lastOpenedAt = :at, firstOpenedAt = if_not_exists(firstOpenedAt, :at)${
                visit.userReferer ? ', userReferer = :referer' : ''
              }`,
              ...(full ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
              ExpressionAttributeValues: {
                ':one': 1,
                ':name': visit.username,
                ':at': at,
                ...(visit.userReferer ? { ':referer': visit.userReferer } : {}),
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** The caller's own publication's visitors, the most recent open first; another's answers NOT_FOUND. */
export async function listVisits(
  ctx: DataContext,
  owner: string,
  publicationId: string,
): Promise<{ visitors: PublicationVisit[]; maxVisitors: number }> {
  if (!(await getOwnPublication(ctx, owner, publicationId))) return notFound('Publication');
  const visitors = (await publicationVisitItems(ctx, owner, publicationId)).map(
    (item): PublicationVisit => ({
      username: String(item.username),
      opens: Number(item.opens ?? 0),
      firstOpenedAt: String(item.firstOpenedAt),
      lastOpenedAt: String(item.lastOpenedAt),
      ...(typeof item.userReferer === 'string' ? { userReferer: item.userReferer } : {}),
    }),
  );
  visitors.sort((a, b) => b.lastOpenedAt.localeCompare(a.lastOpenedAt));
  return { visitors, maxVisitors: MAX_VISITORS_PER_PUBLICATION };
}
