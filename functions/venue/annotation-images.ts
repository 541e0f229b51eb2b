/**
 * Annotation images (spec venue-planner.md §3, §5, §9): presigned uploads of an image and its webp
 * thumbnail, short-lived links to show them, and deletion. Only for the caller's own project; every
 * key is built here from validated parts under {sceneId}/annotation-images/{annotationId}/{imageId}/.
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import {
  ANNOTATION_IMAGE_CONTENT_TYPES,
  ANNOTATION_THUMBNAIL_MAX_BYTES,
  annotationImageProblem,
  THUMBNAIL_TYPE,
  tooLargeMessage,
} from '#shared/annotation-images.ts';
import { extensionOf } from '#shared/file-types.ts';
import { annotationImageKey, annotationImagesPrefix } from '#shared/keys.ts';
import { idSchema } from '#shared/schemas.ts';
import type { DataContext } from '../data/context.ts';
import { ownedProject } from '../files/owned-keys.ts';
import { deleteObject, fileUrl, listObjects, presignPut } from '../files/s3-objects.ts';
import { segment } from './module-urls.ts';

const THUMBNAIL_FILE = 'thumbnail.webp';
const ORIGINAL_FILE = 'original';

export const annotationRefSchema = z.object({
  projectId: idSchema,
  sceneId: segment,
  annotationId: segment,
  username: z.string().max(128).optional(),
});

export const annotationImageUploadSchema = annotationRefSchema
  .extend({
    fileName: z.string().min(1).max(255),
    size: z.number().int().positive(),
    thumbnailSize: z
      .number()
      .int()
      .positive()
      .max(
        ANNOTATION_THUMBNAIL_MAX_BYTES,
        tooLargeMessage(ANNOTATION_THUMBNAIL_MAX_BYTES + 1, ANNOTATION_THUMBNAIL_MAX_BYTES),
      ),
  })
  .superRefine((input, ctx) => {
    const problem = annotationImageProblem({ name: input.fileName, size: input.size });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['fileName'] });
  });

export const annotationImageRefSchema = annotationRefSchema.extend({ imageId: z.uuid() });

type AnnotationRef = z.infer<typeof annotationRefSchema>;

function prefixOf(ctx: DataContext, username: string, ref: AnnotationRef): string {
  return annotationImagesPrefix(ctx.envPrefix, username, ref.projectId, ref.sceneId, ref.annotationId);
}

export async function createAnnotationImageUpload(
  ctx: DataContext,
  username: string,
  input: z.infer<typeof annotationImageUploadSchema>,
) {
  await ownedProject(ctx, username, input.projectId);
  const ext = extensionOf(input.fileName) as keyof typeof ANNOTATION_IMAGE_CONTENT_TYPES;
  const contentType = ANNOTATION_IMAGE_CONTENT_TYPES[ext];
  const imageId = randomUUID();
  const prefix = prefixOf(ctx, username, input);
  const originalKey = annotationImageKey(prefix, imageId, `${ORIGINAL_FILE}.${ext}`);
  const thumbnailKey = annotationImageKey(prefix, imageId, THUMBNAIL_FILE);
  const [originalUrl, thumbnailUrl] = await Promise.all([
    presignPut(ctx, originalKey, contentType, input.size),
    presignPut(ctx, thumbnailKey, THUMBNAIL_TYPE, input.thumbnailSize),
  ]);
  return {
    imageId,
    original: { key: originalKey, url: originalUrl, contentType },
    thumbnail: { key: thumbnailKey, url: thumbnailUrl, contentType: THUMBNAIL_TYPE },
  };
}

/** Short-lived links to every stored image of the annotation, by image id. */
export async function annotationImageLinks(ctx: DataContext, username: string, ref: AnnotationRef) {
  await ownedProject(ctx, username, ref.projectId);
  const prefix = prefixOf(ctx, username, ref);
  const objects = await listObjects(ctx, prefix);
  const links: Record<string, { url?: string; thumbnailUrl?: string }> = {};
  await Promise.all(
    objects.map(async ({ Key }) => {
      const [imageId, file] = Key.slice(prefix.length).split('/');
      if (!imageId || !file) return;
      const url = await fileUrl(ctx, Key);
      links[imageId] ??= {};
      if (file === THUMBNAIL_FILE) links[imageId].thumbnailUrl = url;
      else links[imageId].url = url;
    }),
  );
  return links;
}

/** Removes the image's original and thumbnail; the annotation's reference is the client's to drop. */
export async function deleteAnnotationImage(
  ctx: DataContext,
  username: string,
  ref: z.infer<typeof annotationImageRefSchema>,
) {
  await ownedProject(ctx, username, ref.projectId);
  const objects = await listObjects(ctx, annotationImageKey(prefixOf(ctx, username, ref), ref.imageId, ''));
  await Promise.all(objects.map(({ Key }) => deleteObject(ctx, Key)));
  return { deleted: objects.length };
}
