/**
 * Adding one image to an annotation (spec venue-planner.md §5, §9): the 200×150 webp thumbnail
 * (quality 0.85) made in the browser, then the original and the thumbnail PUT to the presigned URLs
 * the API signs for the caller's own project. The result is the image record the annotation keeps;
 * its url and thumbnailUrl are the storage keys, turned into short-lived links when shown.
 */
import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_QUALITY,
  THUMBNAIL_TYPE,
  THUMBNAIL_WIDTH,
  thumbnailCrop,
} from '#shared/annotation-images.ts';
import type { AnnotationImage } from '#venue/documents.ts';
import type { createApiClient } from '../../../../api/trpc.ts';

export interface AnnotationImageScope {
  projectId: string;
  sceneId: string;
  username: string;
}

interface Thumbnail {
  blob: Blob;
  width: number;
  height: number;
}

/** The image's size and its thumbnail: the centred 4:3 part, scaled to 200×150, as webp. */
async function makeThumbnail(file: Blob): Promise<Thumbnail> {
  const bitmap = await createImageBitmap(file);
  try {
    const { sx, sy, sw, sh } = thumbnailCrop(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas for the thumbnail');
    context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
    const blob = await canvas.convertToBlob({ type: THUMBNAIL_TYPE, quality: THUMBNAIL_QUALITY });
    return { blob, width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

async function put(url: string, contentType: string, body: Blob) {
  const response = await fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });
  if (!response.ok) throw new Error(`Upload failed (${response.status})`);
}

export async function uploadAnnotationImage(
  api: ReturnType<typeof createApiClient>,
  scope: AnnotationImageScope,
  annotationId: string,
  file: File,
  order: number,
): Promise<AnnotationImage> {
  const thumbnail = await makeThumbnail(file);
  const ticket = await api.getAnnotationImageUploadUrls.mutate({
    projectId: scope.projectId,
    sceneId: scope.sceneId,
    annotationId,
    fileName: file.name,
    size: file.size,
    thumbnailSize: thumbnail.blob.size,
  });
  await Promise.all([
    put(ticket.original.url, ticket.original.contentType, file),
    put(ticket.thumbnail.url, ticket.thumbnail.contentType, thumbnail.blob),
  ]);
  return {
    id: ticket.imageId,
    url: ticket.original.key,
    thumbnailUrl: ticket.thumbnail.key,
    title: file.name,
    uploadedAt: Date.now(),
    uploadedBy: scope.username,
    mimeType: ticket.original.contentType,
    size: file.size,
    dimensions: { width: thumbnail.width, height: thumbnail.height },
    order,
  };
}
