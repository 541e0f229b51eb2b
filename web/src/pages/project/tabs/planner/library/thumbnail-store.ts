/**
 * Generated thumbnails kept in the project (spec venue-planner.md §3 Storage paths, §8): with the CDN
 * setting on, each render is PUT to a presigned URL the API signs under the project's
 * `_cdn_thumbnails` folder — the browser holds no storage credentials — and a browser without it in
 * its own cache reads it back through a short-lived link instead of rendering it again. Named by a
 * hash of its cache key (model and settings), so every device finds the same file.
 */
import type { createApiClient } from '../../../../../api/trpc.ts';

function pngBlob(dataUrl: string): Blob {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

async function thumbnailId(cacheKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(cacheKey));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type ApiClient = ReturnType<typeof createApiClient>;

/** Uploads the thumbnail; answers its storage key, or throws the spec's upload message. */
export async function uploadAssetThumbnail(
  api: ApiClient,
  projectId: string,
  cacheKey: string,
  dataUrl: string,
): Promise<string> {
  const blob = pngBlob(dataUrl);
  const ticket = await api.getAssetThumbnailUploadUrl.mutate({
    projectId,
    thumbnailId: await thumbnailId(cacheKey),
    size: blob.size,
  });
  const response = await fetch(ticket.url, {
    method: 'PUT',
    headers: { 'content-type': ticket.contentType },
    body: blob,
  });
  if (!response.ok) throw new Error(`Thumbnail upload failed: ${response.status} ${response.statusText}`);
  return ticket.key;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the stored thumbnail'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The project's stored thumbnail for this cache key as a PNG data URL (so that this browser's cache
 * keeps it like its own renders), or null when none is stored; throws when it cannot be read.
 */
export async function storedAssetThumbnail(
  api: ApiClient,
  projectId: string,
  cacheKey: string,
): Promise<string | null> {
  const { url } = await api.getAssetThumbnailUrl.query({
    projectId,
    thumbnailId: await thumbnailId(cacheKey),
  });
  if (!url) return null;
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`Stored thumbnail read failed: ${response.status} ${response.statusText}`);
  return dataUrlOf(await response.blob());
}
