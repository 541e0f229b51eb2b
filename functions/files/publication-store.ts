/**
 * Publication records (one per published project scene file or property 3D tour) and their public copies. A record lives in its
 * owner's partition (USER#{username} / PUBLICATION#{id}) and is found by id through GSI1; the copy
 * lives at {env}/published/{id}/{fileName}, which CloudFront (and the local server) serve to anyone.
 * Deleting the copy is what revokes access, so every removal deletes the copy first, then the record's
 * visits (publication-visits.ts), the record last.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { publishedPrefix } from '#shared/keys.ts';
import type { DataContext } from '../data/context.ts';
import { getRecord, queryAll, withoutKeys } from '../data/items.ts';
import { deleteObjectsUnder } from '../data/storage.ts';
import { keys } from '../data/table.ts';

export interface Publication {
  publicationId: string;
  username: string;
  /** The project whose file is published; absent for a property's 3D tour. */
  projectId?: string;
  /** The property whose 3D tour is published (its newest finished build); absent for a project file. */
  propertyId?: string;
  /** Key of the published source file: a project file, or the tour build's scene. */
  fileKey: string;
  fileName: string;
  /** Public address, relative to the site: /published/{publicationId}/{fileName}. */
  path: string;
  /** Whether the scene's venue plan is published with it ('Include Venue Tools'); project files only. */
  includesPlan?: boolean;
  createdAt: string;
}

const itemKey = (username: string, publicationId: string) => ({
  PK: keys.user(username),
  SK: keys.publication(publicationId),
});

export async function listPublications(ctx: DataContext, username: string): Promise<Publication[]> {
  const items = await queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.user(username), ':sk': keys.publicationPrefix },
  });
  return items.map((item) => withoutKeys<Publication>(item));
}

/** A publication by its id alone (GSI1), whoever owns it: the public side knows only the id. */
export async function findPublication(ctx: DataContext, publicationId: string): Promise<Publication | null> {
  const result = await ctx.ddb.send(
    new QueryCommand({
      TableName: ctx.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :id AND GSI1SK = :id',
      ExpressionAttributeValues: { ':id': keys.publicationIndex(publicationId) },
      Limit: 1,
    }),
  );
  const item = result.Items?.[0];
  return item ? withoutKeys<Publication>(item) : null;
}

/** One of the user's own publications, or null (another user's id is simply not found). */
export const getOwnPublication = (ctx: DataContext, username: string, publicationId: string) =>
  getRecord<Publication>(ctx, itemKey(username, publicationId));

/** The visit items of a publication (publication-visits.ts), in its owner's partition. */
export function publicationVisitItems(ctx: DataContext, username: string, publicationId: string) {
  return queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.user(username), ':sk': keys.visitPrefix(publicationId) },
  });
}

export async function putPublication(ctx: DataContext, publication: Publication) {
  await ctx.ddb.send(
    new PutCommand({
      TableName: ctx.tableName,
      Item: {
        ...itemKey(publication.username, publication.publicationId),
        GSI1PK: keys.publicationIndex(publication.publicationId),
        GSI1SK: keys.publicationIndex(publication.publicationId),
        ...publication,
      },
    }),
  );
}

/** Deletes a publication's visit items (publication-visits.ts). */
async function removeVisits(ctx: DataContext, publication: Publication) {
  for (const visit of await publicationVisitItems(ctx, publication.username, publication.publicationId)) {
    await ctx.ddb.send(new DeleteCommand({ TableName: ctx.tableName, Key: { PK: visit.PK, SK: visit.SK } }));
  }
}

/**
 * Deletes the public copy, its visits, then the record: a failure part-way is finished by repeating
 * the call. The visits are swept once more after the record: an open counted between the first sweep
 * and the record's deletion would otherwise stay (none is counted once the record is gone).
 */
export async function removePublication(ctx: DataContext, publication: Publication) {
  await deleteObjectsUnder(ctx.s3, ctx.bucketName, publishedPrefix(ctx.envPrefix, publication.publicationId));
  await removeVisits(ctx, publication);
  await ctx.ddb.send(
    new DeleteCommand({
      TableName: ctx.tableName,
      Key: itemKey(publication.username, publication.publicationId),
    }),
  );
  await removeVisits(ctx, publication);
}

/** Revokes every publication of a user's record (a deleted project) or of one of its files. */
export async function revokePublications(
  ctx: DataContext,
  username: string,
  which: { recordId: string } | { fileKey: string },
): Promise<number> {
  const matches = (await listPublications(ctx, username)).filter((p) =>
    'recordId' in which
      ? p.projectId === which.recordId || p.propertyId === which.recordId
      : p.fileKey === which.fileKey,
  );
  for (const publication of matches) await removePublication(ctx, publication);
  return matches.length;
}
