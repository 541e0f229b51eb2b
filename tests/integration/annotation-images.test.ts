/**
 * Annotation images through the real API and the local S3 emulator (spec venue-planner.md §3, §5, §9):
 * behind the environment flag (off: nothing is signed), the caller's own project only, keys under
 * {sceneId}/annotation-images/{annotationId}, refused formats and sizes, links and deletion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from '#functions/app.ts';
import { ANNOTATION_IMAGES_OFF } from '#functions/trpc/routers/venue.ts';
import { config, dataOf, signUpAndLogin, trpcAs } from './harness.ts';

const flagged = createApp(createServices({ ...config, annotationImages: true }));
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const WEBP = Buffer.from('524946460000000057454250', 'hex');

interface Upload {
  imageId: string;
  original: { key: string; url: string; contentType: string };
  thumbnail: { key: string; url: string; contentType: string };
}

/** The messages of a zod refusal (tRPC sends its issues as a JSON list in the message). */
function issueMessages(message = '[]'): string[] {
  return (JSON.parse(message) as { message: string }[]).map((issue) => issue.message);
}

async function put(target: { url: string; contentType: string }, body: Buffer) {
  return fetch(target.url, {
    method: 'PUT',
    headers: { 'content-type': target.contentType },
    body: new Uint8Array(body),
  });
}

describe('annotation images', () => {
  let owner: Awaited<ReturnType<typeof signUpAndLogin>>;
  let client: ReturnType<typeof trpcAs>;
  let projectId: string;
  const ref = () => ({ projectId, sceneId: 'scene-1', annotationId: 'ann-1' });
  /** `as` asks to sign the upload of an image: a.png and its WebP thumbnail unless `image` says otherwise. */
  const askToUpload = (as: ReturnType<typeof trpcAs>, image: Record<string, unknown> = {}) =>
    as.mutate('getAnnotationImageUploadUrls', {
      ...ref(),
      fileName: 'a.png',
      size: PNG.length,
      thumbnailSize: WEBP.length,
      ...image,
    });

  beforeAll(async () => {
    owner = await signUpAndLogin('annimg');
    client = trpcAs(owner.token, flagged);
    projectId = dataOf<{ projectId: string }>(
      await client.mutate('createProject', { name: 'Venue', about: 'Images' }),
    ).projectId;
  });

  it('signs nothing and says so while the flag is off (the default)', async () => {
    const off = trpcAs(owner.token);
    expect(dataOf<{ annotationImages: boolean }>(await off.query('getFeatureFlags'))).toEqual({
      annotationImages: false,
    });
    const refused = await askToUpload(off);
    expect(refused.body.error?.data.code).toBe('FORBIDDEN');
    expect(refused.body.error?.message).toBe(ANNOTATION_IMAGES_OFF);
    expect(
      dataOf<{ annotationImages: boolean }>(await client.query('getFeatureFlags')).annotationImages,
    ).toBe(true);
  });

  it('uploads an image and its thumbnail under the annotation, links them and deletes them', async () => {
    const upload = dataOf<Upload>(await askToUpload(client, { fileName: 'Stage View.PNG' }));
    const prefix = `${config.envPrefix}/${owner.username}/${projectId}/scene-1/annotation-images/ann-1/${upload.imageId}/`;
    expect(upload.original.key).toBe(`${prefix}original.png`);
    expect(upload.original.contentType).toBe('image/png');
    expect(upload.thumbnail.key).toBe(`${prefix}thumbnail.webp`);
    expect((await put(upload.original, PNG)).status).toBe(200);
    expect((await put(upload.thumbnail, WEBP)).status).toBe(200);

    const links = dataOf<Record<string, { url: string; thumbnailUrl: string }>>(
      await client.query('getAnnotationImageUrls', ref()),
    );
    expect(Object.keys(links)).toEqual([upload.imageId]);
    const original = await fetch(links[upload.imageId]?.url ?? '');
    expect(Buffer.from(await original.arrayBuffer())).toEqual(PNG);
    const thumb = await fetch(links[upload.imageId]?.thumbnailUrl ?? '');
    expect(Buffer.from(await thumb.arrayBuffer())).toEqual(WEBP);

    const deleted = dataOf<{ deleted: number }>(
      await client.mutate('deleteAnnotationImage', { ...ref(), imageId: upload.imageId }),
    );
    expect(deleted.deleted).toBe(2);
    expect(dataOf<object>(await client.query('getAnnotationImageUrls', ref()))).toEqual({});
  });

  it('refuses other formats and files over 10 MB with the spec messages', async () => {
    const gif = await askToUpload(client, { fileName: 'anim.gif', size: 10, thumbnailSize: 10 });
    expect(gif.body.error?.data.code).toBe('BAD_REQUEST');
    expect(issueMessages(gif.body.error?.message)).toContain(
      'Unsupported format ".gif". Allowed: .jpg, .jpeg, .png, .webp',
    );
    const big = await askToUpload(client, {
      fileName: 'huge.jpg',
      size: 10 * 1024 * 1024 + 1,
      thumbnailSize: 10,
    });
    expect(big.body.error?.data.code).toBe('BAD_REQUEST');
    expect(issueMessages(big.body.error?.message)).toContain('File too large: 10.0MB. Max 10.0MB.');
  });

  it("answers NOT_FOUND for another user's project and refuses keys outside the layout", async () => {
    const other = trpcAs((await signUpAndLogin('annimg2')).token, flagged);
    const foreign = await askToUpload(other);
    expect(foreign.body.error?.data.code).toBe('NOT_FOUND');
    expect((await other.query('getAnnotationImageUrls', ref())).body.error?.data.code).toBe('NOT_FOUND');
    const traversal = await askToUpload(client, { annotationId: '../../other' });
    expect(traversal.body.error?.data.code).toBe('BAD_REQUEST');
  });
});
