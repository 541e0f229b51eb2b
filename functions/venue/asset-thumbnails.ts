/**
 * Asset thumbnails (spec venue-planner.md §3 Storage paths, §4 Thumbnail generation): the library
 * renders a model's PNG in the browser and stores it under the project's `_cdn_thumbnails` folder
 * through a presigned PUT, like every other upload — no storage credentials ever reach the browser.
 * Another device of the same user reads a stored one back instead of rendering it again. Only for
 * the caller's own project; the key is built here from validated parts.
 */
import * as z from 'zod';
import { CDN_THUMBNAILS_FOLDER, projectFileKey } from '#shared/keys.ts';
import { idSchema } from '#shared/schemas.ts';
import type { DataContext } from '../data/context.ts';
import { ownedProject } from '../files/owned-keys.ts';
import { fileUrl, headObject, presignPut } from '../files/s3-objects.ts';
import { segment } from './module-urls.ts';

const THUMBNAIL_CONTENT_TYPE = 'image/png';
/** A 1024×1024 PNG (the largest thumbnail size) of a low-poly model stays well under this. */
const ASSET_THUMBNAIL_MAX_BYTES = 8 * 1024 * 1024;

export const assetThumbnailUploadSchema = z.object({
  projectId: idSchema,
  /** Names the thumbnail: the library's hash of the model URL and the thumbnail settings. */
  thumbnailId: segment,
  size: z.number().int().positive().max(ASSET_THUMBNAIL_MAX_BYTES, 'Thumbnail is too large'),
  username: z.string().max(128).optional(),
});

export const assetThumbnailRefSchema = assetThumbnailUploadSchema.omit({ size: true });

const thumbnailKey = (ctx: DataContext, username: string, projectId: string, thumbnailId: string) =>
  projectFileKey(ctx.envPrefix, username, projectId, CDN_THUMBNAILS_FOLDER, `${thumbnailId}.png`);

export async function createAssetThumbnailUpload(
  ctx: DataContext,
  username: string,
  input: z.infer<typeof assetThumbnailUploadSchema>,
) {
  await ownedProject(ctx, username, input.projectId);
  const key = thumbnailKey(ctx, username, input.projectId, input.thumbnailId);
  const url = await presignPut(ctx, key, THUMBNAIL_CONTENT_TYPE, input.size);
  return { key, url, contentType: THUMBNAIL_CONTENT_TYPE };
}

/** A stored thumbnail's short-lived read link, or null when none is stored (the library renders one). */
export async function storedAssetThumbnail(
  ctx: DataContext,
  username: string,
  input: z.infer<typeof assetThumbnailRefSchema>,
): Promise<{ url: string | null }> {
  await ownedProject(ctx, username, input.projectId);
  const key = thumbnailKey(ctx, username, input.projectId, input.thumbnailId);
  return { url: (await headObject(ctx, key)) ? await fileUrl(ctx, key) : null };
}
