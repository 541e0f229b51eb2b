/**
 * Publishing a splat scene: an explicit act of the owner that copies that one file (and, with venue
 * tools, its plan) to the public prefix and records it; unpublishing deletes the copies, which is
 * what CloudFront serves.
 */
import { randomUUID } from 'node:crypto';
import { contentTypeOf, isSplatFile } from '#shared/file-types.ts';
import { fileNameOfKey, publishedKey, publishedPath } from '#shared/keys.ts';
import { badRequest, notFound } from '../app-error.ts';
import { newestTask } from '../builds/tasks.ts';
import type { DataContext } from '../data/context.ts';
import { ownedProject, ownedProperty, resolveOwnedKey } from './owned-keys.ts';
import {
  listPublications,
  type Publication,
  putPublication,
  removePublication,
} from './publication-store.ts';
import { copyPlan, removePlan } from './published-plan.ts';
import { copyObject, PUBLISHED_CACHE_CONTROL } from './s3-objects.ts';

async function ownedSplat(ctx: DataContext, username: string, projectId: string, fileKey: string) {
  const project = await ownedProject(ctx, username, projectId);
  const owned = await resolveOwnedKey(ctx, username, fileKey);
  if (owned.type !== 'project' || owned.project.projectId !== projectId) return notFound();
  if (!isSplatFile(owned.parsed.fileName)) badRequest('Only splat scene files can be published');
  return { ...owned, title: { projectName: project.name, eventDate: project.eventDate } };
}

/**
 * Publishes the file, or refreshes the public copy of an existing publication of it. With
 * `includeVenueTools` the scene's venue plan is published beside it (and refreshed on every
 * republish); false withdraws the plan; left out, a republish keeps what the publication had.
 */
export async function publishFile(
  ctx: DataContext,
  username: string,
  input: { projectId: string; fileKey: string; includeVenueTools?: boolean | undefined },
): Promise<Publication> {
  const owned = await ownedSplat(ctx, username, input.projectId, input.fileKey);
  const existing = (await listPublications(ctx, username)).find((p) => p.fileKey === input.fileKey);
  const fileName = owned.parsed.fileName;
  const publicationId = existing?.publicationId ?? randomUUID();
  const includesPlan = input.includeVenueTools ?? existing?.includesPlan ?? false;
  const publication: Publication = {
    ...(existing ?? {
      publicationId,
      username,
      projectId: input.projectId,
      fileKey: input.fileKey,
      fileName,
      path: publishedPath(publicationId, fileName),
      createdAt: new Date().toISOString(),
    }),
    includesPlan,
  };
  // Copy first: a record never points at a copy that is not there.
  await copyObject(
    ctx,
    input.fileKey,
    publishedKey(ctx.envPrefix, publicationId, fileName),
    contentTypeOf(fileName),
    PUBLISHED_CACHE_CONTROL,
  );
  if (includesPlan) await copyPlan(ctx, username, input, publicationId, owned.title);
  else await removePlan(ctx, publicationId, existing?.includesPlan === true);
  if (!existing || Boolean(existing.includesPlan) !== includesPlan) await putPublication(ctx, publication);
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

/** The scene of the property's newest finished build; a build still running has nothing to publish. */
async function finishedTourScene(ctx: DataContext, username: string, propertyId: string): Promise<string> {
  await ownedProperty(ctx, username, propertyId);
  const task = await newestTask(ctx, username, propertyId);
  if (task?.buildState !== 'completed' || !task.splatFile) {
    return badRequest('This property has no finished 3D tour to publish yet');
  }
  return task.splatFile;
}

/**
 * Publishes the property's 3D tour (its newest finished build), or refreshes the public copy with the
 * newest build's scene: the link stays the same across rebuilds.
 */
export async function publishTour(
  ctx: DataContext,
  username: string,
  input: { propertyId: string },
): Promise<Publication> {
  const sceneKey = await finishedTourScene(ctx, username, input.propertyId);
  const fileName = fileNameOfKey(sceneKey);
  const existing = (await listPublications(ctx, username)).find((p) => p.propertyId === input.propertyId);
  const publicationId = existing?.publicationId ?? randomUUID();
  const publication: Publication = {
    publicationId,
    username,
    propertyId: input.propertyId,
    fileKey: sceneKey,
    fileName,
    path: publishedPath(publicationId, fileName),
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
  await copyObject(
    ctx,
    sceneKey,
    publishedKey(ctx.envPrefix, publicationId, fileName),
    contentTypeOf(fileName),
    PUBLISHED_CACHE_CONTROL,
  );
  if (!existing || existing.fileKey !== sceneKey) await putPublication(ctx, publication);
  return publication;
}

/** The publication of the property's 3D tour, or null when it is not published. */
export async function getTourPublication(
  ctx: DataContext,
  username: string,
  input: { propertyId: string },
): Promise<Publication | null> {
  await ownedProperty(ctx, username, input.propertyId);
  const found = (await listPublications(ctx, username)).find((p) => p.propertyId === input.propertyId);
  return found ?? null;
}
