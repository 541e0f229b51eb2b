/**
 * Publishing a splat scene: an explicit act of the owner that copies that one file to the public
 * prefix and records it; unpublishing deletes the copy, which is what CloudFront serves.
 */
import { randomUUID } from 'node:crypto';
import type { DataContext } from '../data/context.ts';
import { badRequest, notFound } from './errors.ts';
import { contentTypeOf, isSplatFile } from './file-types.ts';
import { publishedKey, publishedPath } from './keys.ts';
import { ownedProject, resolveOwnedKey } from './owned-keys.ts';
import {
  listPublications,
  type Publication,
  putPublication,
  removePublication,
} from './publication-store.ts';
import { copyObject, PUBLISHED_CACHE_CONTROL } from './s3-objects.ts';

async function ownedSplat(ctx: DataContext, username: string, projectId: string, fileKey: string) {
  await ownedProject(ctx, username, projectId);
  const owned = await resolveOwnedKey(ctx, username, fileKey);
  if (owned.type !== 'project' || owned.project.projectId !== projectId) return notFound();
  if (!isSplatFile(owned.parsed.fileName)) badRequest('Only splat scene files can be published');
  return owned;
}

/** Publishes the file, or refreshes the public copy of an existing publication of it. */
export async function publishFile(
  ctx: DataContext,
  username: string,
  input: { projectId: string; fileKey: string },
): Promise<Publication> {
  const owned = await ownedSplat(ctx, username, input.projectId, input.fileKey);
  const existing = (await listPublications(ctx, username)).find((p) => p.fileKey === input.fileKey);
  const fileName = owned.parsed.fileName;
  const publicationId = existing?.publicationId ?? randomUUID();
  const publication: Publication = existing ?? {
    publicationId,
    username,
    projectId: input.projectId,
    fileKey: input.fileKey,
    fileName,
    path: publishedPath(publicationId, fileName),
    createdAt: new Date().toISOString(),
  };
  // Copy first: a record never points at a copy that is not there.
  await copyObject(
    ctx,
    input.fileKey,
    publishedKey(ctx.envPrefix, publicationId, fileName),
    contentTypeOf(fileName),
    PUBLISHED_CACHE_CONTROL,
  );
  if (!existing) await putPublication(ctx, publication);
  return publication;
}

export async function unpublish(ctx: DataContext, username: string, publicationId: string) {
  const publication = (await listPublications(ctx, username)).find((p) => p.publicationId === publicationId);
  if (!publication) return notFound('Publication');
  await removePublication(ctx, publication);
  return { publicationId, unpublished: true };
}

/** The publication of one of the caller's files, or null when it is not published. */
export async function getPublication(
  ctx: DataContext,
  username: string,
  input: { projectId: string; fileKey: string },
): Promise<Publication | null> {
  await ownedProject(ctx, username, input.projectId);
  const found = (await listPublications(ctx, username)).find(
    (p) => p.projectId === input.projectId && p.fileKey === input.fileKey,
  );
  return found ?? null;
}
