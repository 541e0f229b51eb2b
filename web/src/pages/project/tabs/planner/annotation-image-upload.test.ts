/** Adding an annotation image: spec §8's texts when the upload cannot start or does not finish. */
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createApiClient } from '../../../../api/trpc.ts';
import {
  UPLOAD_NOT_AVAILABLE,
  UPLOAD_NOT_CONFIGURED,
  uploadAnnotationImage,
} from './annotation-image-upload.ts';

type Api = ReturnType<typeof createApiClient>;
const scope = { projectId: 'p1', sceneId: 's1', username: 'ann' };
const ticket = {
  imageId: 'i1',
  original: { url: 'https://s3.test/original', key: 'k/original.png', contentType: 'image/png' },
  thumbnail: { url: 'https://s3.test/thumbnail', key: 'k/thumbnail.webp', contentType: 'image/webp' },
};
const file = new File([new Uint8Array(10)], 'stage.png', { type: 'image/png' });

function api(mutate: () => Promise<unknown>) {
  const getAnnotationImageUploadUrls = { mutate: vi.fn(mutate) };
  return { api: { getAnnotationImageUploadUrls } as unknown as Api, getAnnotationImageUploadUrls };
}

/** Answers each PUT by its URL: the status given, 200 by default. */
function storage(statuses: Record<string, number | 'offline'>) {
  const fetch = vi.fn(async (url: string) => {
    const status = statuses[url] ?? 200;
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status, statusText: status === 403 ? 'Forbidden' : '' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  // The thumbnail is drawn by the browser: a stand-in canvas here.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close() {} }));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        return { drawImage() {} };
      }
      async convertToBlob() {
        return new Blob([new Uint8Array(4)], { type: 'image/webp' });
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadAnnotationImage', () => {
  it('puts the original and its thumbnail and answers the image record', async () => {
    const put = storage({});
    const image = await uploadAnnotationImage(api(async () => ticket).api, scope, 'a1', file, 0);
    expect(image).toMatchObject({ id: 'i1', url: 'k/original.png', thumbnailUrl: 'k/thumbnail.webp' });
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('says “Upload failed for original” or “… for thumbnail”, with the status as the cause', async () => {
    storage({ [ticket.original.url]: 403 });
    const original = uploadAnnotationImage(api(async () => ticket).api, scope, 'a1', file, 0);
    await expect(original).rejects.toThrow('Upload failed for original');
    await original.catch((error: Error) =>
      expect((error.cause as Error).message).toBe('Upload failed: 403 Forbidden'),
    );
    storage({ [ticket.thumbnail.url]: 500 });
    await expect(uploadAnnotationImage(api(async () => ticket).api, scope, 'a1', file, 0)).rejects.toThrow(
      'Upload failed for thumbnail',
    );
    storage({ [ticket.original.url]: 'offline' });
    await expect(uploadAnnotationImage(api(async () => ticket).api, scope, 'a1', file, 0)).rejects.toThrow(
      'Upload failed for original',
    );
  });

  it('says “Upload not configured …” when the server signs no upload (annotation images off there)', async () => {
    storage({});
    const off = new TRPCClientError('Annotation images are turned off', {
      result: { error: { code: -32003, message: 'off', data: { code: 'FORBIDDEN', httpStatus: 403 } } },
    });
    await expect(
      uploadAnnotationImage(api(() => Promise.reject(off)).api, scope, 'a1', file, 0),
    ).rejects.toThrow(UPLOAD_NOT_CONFIGURED);
    expect(UPLOAD_NOT_CONFIGURED).toBe('Upload not configured (missing bucket or presigner).');
  });

  it('says “Upload not available …” without a scene identity, before asking anyone', async () => {
    const put = storage({});
    for (const missing of [{ username: '' }, { sceneId: '' }, { projectId: '' }]) {
      const { api: client, getAnnotationImageUploadUrls } = api(async () => ticket);
      await expect(uploadAnnotationImage(client, { ...scope, ...missing }, 'a1', file, 0)).rejects.toThrow(
        'Upload not available (missing scene identity).',
      );
      expect(getAnnotationImageUploadUrls.mutate).not.toHaveBeenCalled();
    }
    expect(UPLOAD_NOT_AVAILABLE).toBe('Upload not available (missing scene identity).');
    expect(put).not.toHaveBeenCalled();
  });
});
