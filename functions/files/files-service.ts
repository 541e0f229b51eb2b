/**
 * Project files and property media: upload URLs, listings, deletion and cover images. Every
 * operation acts for the verified caller: keys are built by the server from validated parts, and keys
 * sent back by clients go through resolveOwnedKey.
 */
import { randomUUID } from 'node:crypto';
import { contentTypeOf, fileKindOf } from '#shared/file-types.ts';
import {
  CDN_THUMBNAILS_FOLDER,
  DEFAULT_FOLDER,
  fileNameOfKey,
  mediaKey,
  mediaPrefix,
  parseStorageKey,
  projectFileKey,
  projectFilesPrefix,
} from '#shared/keys.ts';
import type { MediaUploadRequest, ProjectUploadRequest } from '#shared/upload-rules.ts';
import { badRequest } from '../app-error.ts';
import type { DataContext } from '../data/context.ts';
import { projects } from '../data/projects.ts';
import { properties } from '../data/properties.ts';
import { ownedProject, ownedProperty, resolveOwnedKey } from './owned-keys.ts';
import { revokePublications } from './publication-store.ts';
import { deleteObject, fileUrl, listObjects, presignPut, READ_URL_TTL_S } from './s3-objects.ts';

/**
 * A storage listing entry: the spec's fields (product.md §3: Key, originalKey, Size, LastModified,
 * ContentType) plus the file's name. No link: signing one per entry made a 1,000-file listing take a
 * second, so a link is signed when a file is opened (getFileUrl, ownedFileUrl below).
 */
export interface ListingEntry {
  Key: string;
  /** The key in the spec's layout, without the environment prefix. */
  originalKey: string;
  Size: number;
  LastModified: string;
  ContentType: string;
  fileName: string;
}

/** A short-lived link to one of the caller's files, and when it stops working (epoch ms). */
export interface FileLink {
  url: string;
  expiresAt: number;
}

export interface UploadTicket {
  /** The presigned PUT URL (spec: the response body is the URL). */
  body: string;
  key: string;
  /** The Content-Type the PUT must carry: it is part of the signature. */
  contentType: string;
}

export async function createProjectUpload(
  ctx: DataContext,
  username: string,
  request: ProjectUploadRequest,
): Promise<UploadTicket> {
  await ownedProject(ctx, username, request.projectId);
  const key = projectFileKey(
    ctx.envPrefix,
    username,
    request.projectId,
    request.folderPath ?? DEFAULT_FOLDER,
    request.fileName,
  );
  const contentType = contentTypeOf(request.fileName);
  return { body: await presignPut(ctx, key, contentType, request.fileSize), key, contentType };
}

export async function createMediaUpload(
  ctx: DataContext,
  username: string,
  request: MediaUploadRequest,
): Promise<UploadTicket> {
  await ownedProperty(ctx, username, request.propertyId);
  const key = mediaKey(ctx.envPrefix, username, request.propertyId, randomUUID(), request.fileName);
  const contentType = contentTypeOf(request.fileName);
  return { body: await presignPut(ctx, key, contentType, request.fileSize), key, contentType };
}

async function listing(ctx: DataContext, prefix: string, keep: (key: string) => boolean) {
  const objects = (await listObjects(ctx, prefix)).filter((o) => keep(o.Key));
  const envPart = `${ctx.envPrefix}/`;
  const Contents: ListingEntry[] = objects.map((o) => {
    const fileName = fileNameOfKey(o.Key);
    return {
      ...o,
      originalKey: o.Key.startsWith(envPart) ? o.Key.slice(envPart.length) : o.Key,
      ContentType: contentTypeOf(fileName),
      fileName,
    };
  });
  return { body: { Contents } };
}

/**
 * The listing, once the record is known to be the caller's. Both start at once: the prefix is under
 * the caller's own name, so the listing reads nothing of anyone else's, and nothing of it is answered
 * unless the record is found (its error, a 404, wins over any of the listing's).
 */
async function ownedListing(owned: Promise<unknown>, listed: ReturnType<typeof listing>) {
  listed.catch(() => {}); // answered below, or dropped with the record's error
  await owned;
  return listed;
}

export async function listProjectFiles(ctx: DataContext, username: string, projectId: string) {
  return ownedListing(
    ownedProject(ctx, username, projectId),
    listing(ctx, projectFilesPrefix(ctx.envPrefix, username, projectId), (key) => {
      const parsed = parseStorageKey(key);
      // Asset thumbnails are the library's cache, not files the user added.
      if (parsed?.kind === 'user-upload') return parsed.sceneId !== CDN_THUMBNAILS_FOLDER;
      return parsed?.kind === 'splat-build';
    }),
  );
}

export async function listMedia(ctx: DataContext, username: string, propertyId: string) {
  return ownedListing(
    ownedProperty(ctx, username, propertyId),
    listing(ctx, mediaPrefix(ctx.envPrefix, username, propertyId), (key) => {
      return parseStorageKey(key)?.kind === 'media';
    }),
  );
}

/** Deletes one of the caller's files; a cover image or a publication of it goes with it. */
export async function deleteOwnedFile(ctx: DataContext, username: string, key: string) {
  const owned = await resolveOwnedKey(ctx, username, key);
  await revokePublications(ctx, username, { fileKey: key });
  await deleteObject(ctx, key);
  if (owned.type === 'property' && owned.property.thumbnail === key) {
    await properties.update(ctx, username, owned.property.propertyId, { thumbnail: '' });
  }
  if (owned.type === 'project' && owned.project.thumbnail === key) {
    await projects.update(ctx, username, owned.project.projectId, { thumbnail: '' });
  }
  return { fileKey: key, deleted: true };
}

/** Makes an image of the caller's property media (or project files) the record's cover. */
export async function setThumbnail(
  ctx: DataContext,
  username: string,
  input: { mediaFileId: string; propertyId?: string | undefined; projectId?: string | undefined },
) {
  const owned = await resolveOwnedKey(ctx, username, input.mediaFileId);
  const recordId = owned.type === 'property' ? owned.property.propertyId : owned.project.projectId;
  if (recordId !== (input.propertyId ?? input.projectId))
    badRequest('The file does not belong to this record');
  if (fileKindOf(owned.parsed.fileName) !== 'image') badRequest('Only an image can be the cover');
  if (owned.type === 'property') {
    await properties.update(ctx, username, recordId, { thumbnail: owned.key });
  } else {
    await projects.update(ctx, username, recordId, { thumbnail: owned.key });
  }
  return { thumbnail: owned.key };
}

/**
 * A short-lived GET link to one of the caller's files (a project file, a build's scene or a property's
 * media, cover images included). The key goes through resolveOwnedKey: another user's key, or one
 * that does not exist, answers as a missing file.
 */
export async function ownedFileUrl(ctx: DataContext, username: string, key: string): Promise<FileLink> {
  const owned = await resolveOwnedKey(ctx, username, key);
  const signedAt = Date.now();
  return { url: await fileUrl(ctx, owned.key), expiresAt: signedAt + READ_URL_TTL_S * 1000 };
}
