/**
 * Asset thumbnails through the real API and the local S3 emulator (spec venue-planner.md §3, §4): a
 * presigned PUT under the project's `_cdn_thumbnails` folder, only for the caller's own project,
 * never listed among the project's files, and read back (another device's library) through a link.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { config, dataOf, signUpAndLogin, trpcAs } from './harness.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('asset thumbnails', () => {
  let owner: Awaited<ReturnType<typeof signUpAndLogin>>;
  let client: ReturnType<typeof trpcAs>;
  let projectId: string;

  beforeAll(async () => {
    owner = await signUpAndLogin('assetthumb');
    client = trpcAs(owner.token);
    projectId = dataOf<{ projectId: string }>(
      await client.mutate('createProject', { name: 'Venue', about: 'Thumbnails' }),
    ).projectId;
  });

  it('uploads a PNG under _cdn_thumbnails that the project file list leaves out', async () => {
    const ticket = dataOf<{ key: string; url: string; contentType: string }>(
      await client.mutate('getAssetThumbnailUploadUrl', {
        projectId,
        thumbnailId: 'a1b2c3',
        size: PNG.length,
      }),
    );
    expect(ticket.key).toBe(
      `${config.envPrefix}/${owner.username}/${projectId}/_cdn_thumbnails/user-upload/a1b2c3.png`,
    );
    expect(ticket.contentType).toBe('image/png');
    const put = await fetch(ticket.url, {
      method: 'PUT',
      headers: { 'content-type': ticket.contentType },
      body: new Uint8Array(PNG),
    });
    expect(put.status).toBe(200);
    const listing = dataOf<{ body: { Contents: { Key: string }[] } }>(
      await client.query('listUserProjectFiles', { projectId }),
    );
    expect(listing.body.Contents.map((c) => c.Key)).not.toContain(ticket.key);
  });

  it('answers no link before a thumbnail is stored, then a link that reads its bytes', async () => {
    const ref = { projectId, thumbnailId: 'readback1' };
    expect(dataOf<{ url: string | null }>(await client.query('getAssetThumbnailUrl', ref)).url).toBeNull();
    const ticket = dataOf<{ url: string; contentType: string }>(
      await client.mutate('getAssetThumbnailUploadUrl', { ...ref, size: PNG.length }),
    );
    await fetch(ticket.url, {
      method: 'PUT',
      headers: { 'content-type': ticket.contentType },
      body: new Uint8Array(PNG),
    });
    const { url } = dataOf<{ url: string | null }>(await client.query('getAssetThumbnailUrl', ref));
    if (!url) throw new Error('no link for a stored thumbnail');
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(PNG);
  });

  it("answers NOT_FOUND for another user's project and refuses names outside the layout", async () => {
    const other = trpcAs((await signUpAndLogin('assetthumb2')).token);
    const foreign = await other.mutate('getAssetThumbnailUploadUrl', {
      projectId,
      thumbnailId: 'a1',
      size: 10,
    });
    expect(foreign.body.error?.data.code).toBe('NOT_FOUND');
    const foreignRead = await other.query('getAssetThumbnailUrl', { projectId, thumbnailId: 'readback1' });
    expect(foreignRead.body.error?.data.code).toBe('NOT_FOUND');
    const traversalRead = await client.query('getAssetThumbnailUrl', { projectId, thumbnailId: '../x' });
    expect(traversalRead.body.error?.data.code).toBe('BAD_REQUEST');
    const traversal = await client.mutate('getAssetThumbnailUploadUrl', {
      projectId,
      thumbnailId: '../../x',
      size: 10,
    });
    expect(traversal.body.error?.data.code).toBe('BAD_REQUEST');
    const huge = await client.mutate('getAssetThumbnailUploadUrl', {
      projectId,
      thumbnailId: 'a1',
      size: 9e6,
    });
    expect(huge.body.error?.data.code).toBe('BAD_REQUEST');
  });
});
