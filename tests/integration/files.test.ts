/**
 * Files, media and publishing against the local stack: every procedure, POST /api/s3/delete, the
 * public /published/ address, the upload rules, and the isolation matrix between two users.
 */
import { tmpdir } from 'node:os';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataContextOf } from '#functions/data/context.ts';
import { recordPrefix } from '#functions/data/storage.ts';
import type { FileLink, ListingEntry } from '#functions/files/files-service.ts';
import { recordVisit } from '#functions/files/publication-visits.ts';
import { createLocalApp } from '#infra/local/server.ts';
import { sceneIdForFile } from '#shared/keys.ts';
import { encodeModule } from '#venue/codec.ts';
import { emptyDocument } from '#venue/documents.ts';
import {
  app,
  config,
  createProjectAs,
  createPropertyAs,
  dataOf,
  mailbox,
  postJson,
  sampleProject,
  services,
  signedInClient,
  signUpAndLogin,
  trpcAs,
  uploadFile,
} from './harness.ts';

type Client = ReturnType<typeof trpcAs>;
interface Listing {
  body: { Contents: ListingEntry[] };
}
interface Publication {
  publicationId: string;
  username: string;
  path: string;
  fileKey: string;
}

/** A module document as plain bytes (protobufjs hands back a Buffer in Node). */
const bytesOf = (document: Parameters<typeof encodeModule>[0]) => new Uint8Array(encodeModule(document));

/** Writes a module file of the caller's scene through its presigned upload URL. */
async function putModule(
  client: Client,
  ref: { projectId: string; sceneId: string; module: string },
  bytes: Uint8Array,
) {
  const { url } = dataOf<{ url: string }>(await client.mutate('getVenueSceneDataModuleFileUploadUrl', ref));
  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/x-protobuf' },
    body: Buffer.from(bytes),
  });
  expect(put.status).toBe(200);
}

const localApp = createLocalApp({ config, mailbox, webRoot: tmpdir() });
const data = dataContextOf({ config, clients: services.clients });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads bytes (a small PNG unless given) as a file of this project, as the Files tab does. */
function uploadToProject(client: Client, projectId: string, fileName: string, bytes: Uint8Array = PNG) {
  return uploadFile(client, 'getProjectFileUploadUrl', { projectId, fileName }, bytes);
}

/** The caller's link to one of their files, signed on demand (getFileUrl). */
async function linkTo(client: Client, key: string) {
  return dataOf<FileLink>(await client.query('getFileUrl', { key }));
}

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await services.clients.s3.send(
    new ListObjectsV2Command({ Bucket: config.bucketName, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key ?? '');
}

describe('project files', () => {
  let alice: Client;
  let username: string;
  let projectId: string;
  beforeAll(async () => {
    const user = await signUpAndLogin('files');
    alice = trpcAs(user.token);
    username = user.username;
    projectId = await createProjectAs(alice);
  });

  it('signs a PUT under the caller’s project with the file’s Content-Type and size, then lists it', async () => {
    const text = new TextEncoder().encode('hello atrium\n');
    const ticket = await uploadFile(
      alice,
      'getProjectFileUploadUrl',
      { projectId, username, fileName: 'notes.txt' },
      text,
    );
    expect(ticket.key).toBe(`${config.envPrefix}/${username}/${projectId}/default/user-upload/notes.txt`);
    expect(ticket.contentType).toBe('text/plain');
    const signed = new URL(ticket.body).searchParams.get('X-Amz-SignedHeaders');
    expect(signed?.split(';')).toEqual(expect.arrayContaining(['content-type', 'content-length']));

    const folder = await uploadFile(
      alice,
      'getProjectFileUploadUrl',
      { projectId, fileName: 'scene.ply', folderPath: 'scene-1' },
      new Uint8Array(64),
    );
    expect(folder.key).toBe(`${config.envPrefix}/${username}/${projectId}/scene-1/user-upload/scene.ply`);

    const listing = dataOf<Listing>(await alice.query('listUserProjectFiles', { projectId, username }));
    const notes = listing.body.Contents.find((e) => e.Key === ticket.key);
    expect(notes).toMatchObject({
      originalKey: `${username}/${projectId}/default/user-upload/notes.txt`,
      Size: text.byteLength,
      ContentType: 'text/plain',
      fileName: 'notes.txt',
    });
    expect(Number.isNaN(Date.parse(notes?.LastModified ?? ''))).toBe(false);
    // The listing signs no links (the spec's fields and the name only): a link is asked for per file.
    expect(Object.keys(notes ?? {}).sort()).toEqual(
      ['ContentType', 'Key', 'LastModified', 'Size', 'fileName', 'originalKey'].sort(),
    );
    expect(JSON.stringify(listing)).not.toContain('X-Amz-Signature');
    // The owner reads it through the link getFileUrl signs, valid for about an hour.
    const link = await linkTo(alice, notes?.Key ?? '');
    expect(new URL(link.url).searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(link.expiresAt).toBeGreaterThan(Date.now() + 50 * 60_000);
    const read = await fetch(link.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('text/plain');
    expect(await read.text()).toBe('hello atrium\n');
    expect(listing.body.Contents.map((e) => e.fileName).sort()).toEqual(['notes.txt', 'scene.ply']);
  });

  it('refuses bad names, types and sizes with 400, signing and writing nothing', async () => {
    const before = await keysUnder(recordPrefix(config.envPrefix, username, projectId));
    const base = { projectId, fileName: 'ok.png', fileSize: 10 };
    const badNames = [
      '',
      '..',
      '../../other/x.png',
      'a/b.png',
      'a\\b.png',
      'evil..png',
      `${'x'.repeat(250)}.png`,
      ' space.png',
      'nul\u0000.png',
      'query?.png',
    ];
    const badTypes = ['virus.exe', 'page.svg', 'noextension'];
    const refused: Record<string, unknown>[] = [
      ...[...badNames, ...badTypes].map((fileName) => ({ ...base, fileName })),
      { ...base, fileName: 'a.png', fileExtension: 'jpg' },
      ...[500 * 1024 * 1024 + 1, -1, 1.5].map((fileSize) => ({ ...base, fileSize })),
      { projectId, fileName: 'ok.png' },
      ...['../x', 'a//b', 'media', 'a/b/c/d'].map((folderPath) => ({ ...base, folderPath })),
      { ...base, projectId: 'not-a-uuid' },
    ];
    for (const input of refused) {
      const response = await alice.mutate('getProjectFileUploadUrl', input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(response.body.result, JSON.stringify(input)).toBeUndefined();
      expect(JSON.stringify(response.body)).not.toContain('X-Amz-Signature');
    }
    const typeRefused = await alice.mutate('getProjectFileUploadUrl', { ...base, fileName: 'virus.exe' });
    expect(typeRefused.body.error?.message).toContain('This type of file is not accepted');
    // Names of the accept list's inherited properties are not types either.
    for (const fileName of ['x.constructor', 'x.__proto__', 'x.toString', 'x.hasOwnProperty', 'x.valueOf']) {
      const inherited = await alice.mutate('getProjectFileUploadUrl', { ...base, fileName });
      expect(inherited.status, fileName).toBe(400);
      expect(inherited.body.error?.message, fileName).toContain('This type of file is not accepted');
    }
    const tooBig = await alice.mutate('getProjectFileUploadUrl', { ...base, fileSize: 600 * 1024 * 1024 });
    expect(tooBig.body.error?.message).toContain('Files can be at most 500 MB');
    // Exactly 500 MB is still accepted (signing writes nothing either).
    expect(
      (await alice.mutate('getProjectFileUploadUrl', { ...base, fileSize: 500 * 1024 * 1024 })).status,
    ).toBe(200);
    expect(await keysUnder(recordPrefix(config.envPrefix, username, projectId))).toEqual(before);
  });
});

describe('POST /api/s3/delete', () => {
  it('deletes the caller’s file, refuses malformed keys with 400 and answers 401 without a session', async () => {
    const { user, client } = await signedInClient('s3del');
    const projectId = await createProjectAs(client);
    const ticket = await uploadToProject(client, projectId, 'gone.md');
    const auth = { authorization: user.token };

    expect((await postJson('/api/s3/delete', { fileKey: ticket.key })).status).toBe(401);
    expect((await postJson('/api/s3/delete', {}, auth)).status).toBe(400);
    expect((await postJson('/api/s3/delete', { fileKey: `${ticket.key}/../x` }, auth)).status).toBe(400);
    const deleted = await postJson('/api/s3/delete', { fileKey: ticket.key }, auth);
    expect(deleted).toEqual({ status: 200, body: { fileKey: ticket.key, deleted: true } });
    expect(await keysUnder(ticket.key)).toEqual([]);
    expect((await postJson('/api/s3/delete', { fileKey: ticket.key }, auth)).status).toBe(404);
  });
});

describe('property media and cover images', () => {
  it('uploads, lists, sets as cover (seen by listProperties), and deletes media', async () => {
    const { user, client } = await signedInClient('media');
    const propertyId = await createPropertyAs(client);

    const empty = dataOf<Listing>(await client.query('listMediaFiles', { propertyId }));
    expect(empty.body.Contents).toEqual([]);

    const photo = await uploadFile(client, 'getUploadUrl', { propertyId, fileName: 'front.png' }, PNG);
    expect(photo.key).toMatch(
      new RegExp(`^${config.envPrefix}/${user.username}/${propertyId}/media/[0-9a-f-]{36}/front\\.png$`),
    );
    const clip = await uploadFile(
      client,
      'getUploadUrl',
      { propertyId, fileName: 'walk.mp4' },
      new Uint8Array(32),
    );
    expect(
      (await client.mutate('getUploadUrl', { propertyId, fileName: 'notes.txt', fileSize: 3 })).status,
    ).toBe(400);

    const listing = dataOf<Listing>(await client.query('listMediaFiles', { propertyId }));
    expect(listing.body.Contents.map((e) => [e.fileName, e.ContentType]).sort()).toEqual([
      ['front.png', 'image/png'],
      ['walk.mp4', 'video/mp4'],
    ]);

    // A video cannot be the cover; the image can.
    expect((await client.mutate('setAsThumbnail', { mediaFileId: clip.key, propertyId })).status).toBe(400);
    expect((await client.mutate('setAsThumbnail', { mediaFileId: photo.key, propertyId })).status).toBe(200);
    expect((await client.query('getProperty', { propertyId })).body.result?.data).toMatchObject({
      thumbnail: photo.key,
    });
    // The dashboard's card carries the cover's key and signs its link when shown.
    const cards = dataOf<{ data: { propertyId: string; thumbnail: string }[] }>(
      await client.query('listProperties'),
    );
    const card = cards.data.find((p) => p.propertyId === propertyId);
    expect(card?.thumbnail).toBe(photo.key);
    expect(JSON.stringify(cards)).not.toContain('X-Amz-Signature');
    const cover = await fetch((await linkTo(client, card?.thumbnail ?? '')).url);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await cover.arrayBuffer()).equals(PNG)).toBe(true);

    // Deleting the cover clears it.
    expect((await client.mutate('deleteMediaFile', { mediaFileId: photo.key, username: '' })).status).toBe(
      200,
    );
    expect((await client.query('getProperty', { propertyId })).body.result?.data).toMatchObject({
      thumbnail: '',
    });
    const after = dataOf<Listing>(await client.query('listMediaFiles', { propertyId }));
    expect(after.body.Contents.map((e) => e.fileName)).toEqual(['walk.mp4']);
    expect((await client.mutate('deleteMediaFile', { mediaFileId: photo.key })).status).toBe(404);
  });

  it('sets a project image as the project’s thumbnail, shown by listProjects', async () => {
    const { client } = await signedInClient('pthumb');
    const projectId = await createProjectAs(client);
    const image = await uploadToProject(client, projectId, 'cover.png');
    expect((await client.mutate('setAsThumbnail', { mediaFileId: image.key, projectId })).status).toBe(200);
    const list = dataOf<{ data: { projectId: string; thumbnail: string }[] }>(
      await client.query('listProjects'),
    );
    const thumbnail = list.data.find((p) => p.projectId === projectId)?.thumbnail ?? '';
    expect(thumbnail).toBe(image.key);
    const cover = await fetch((await linkTo(client, thumbnail)).url);
    expect(cover.status).toBe(200);
    expect(Buffer.from(await cover.arrayBuffer()).equals(PNG)).toBe(true);
    // Both ids, or neither: refused.
    expect(
      (await client.mutate('setAsThumbnail', { mediaFileId: image.key, projectId, propertyId: projectId }))
        .status,
    ).toBe(400);
  });
});

describe('publishing', () => {
  it('publishes a splat at a public address, refuses other files, and unpublishing revokes it', async () => {
    const { client } = await signedInClient('publish');
    const projectId = await createProjectAs(client);
    const bytes = new Uint8Array(96).map((_, i) => i);
    const splat = await uploadToProject(client, projectId, 'hall.splat', bytes);
    const text = await uploadToProject(client, projectId, 'readme.txt');

    expect(dataOf(await client.query('getPublication', { projectId, fileKey: splat.key }))).toBeNull();
    const refused = await client.mutate('publishFile', { projectId, fileKey: text.key });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('Only splat scene files can be published');

    const publication = dataOf<Publication>(
      await client.mutate('publishFile', { projectId, fileKey: splat.key }),
    );
    expect(publication.path).toBe(`/published/${publication.publicationId}/hall.splat`);
    // Anyone, with no session at all, reads the published copy; the private original stays private.
    const open = await localApp.request(publication.path);
    expect(open.status).toBe(200);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(bytes);
    expect((await localApp.request(`/published/${publication.publicationId}/readme.txt`)).status).toBe(404);
    expect((await localApp.request(`/published/${publication.publicationId}/..%2F..%2Fx`)).status).toBe(404);

    // Publishing again reuses the same publication.
    const again = dataOf<Publication>(await client.mutate('publishFile', { projectId, fileKey: splat.key }));
    expect(again.publicationId).toBe(publication.publicationId);
    expect(
      dataOf<Publication>(await client.query('getPublication', { projectId, fileKey: splat.key })),
    ).toMatchObject({ publicationId: publication.publicationId });

    expect((await client.mutate('unpublishFile', { publicationId: publication.publicationId })).status).toBe(
      200,
    );
    expect((await localApp.request(publication.path)).status).toBe(404);
    expect(dataOf(await client.query('getPublication', { projectId, fileKey: splat.key }))).toBeNull();
    expect((await client.mutate('unpublishFile', { publicationId: publication.publicationId })).status).toBe(
      404,
    );
  });

  it('publishes, serves and lists scene files whose names hold = & + , @ (keys encoded end to end)', async () => {
    const { user, client } = await signedInClient('oddnames');
    const projectId = await createProjectAs(client);
    const bytes = new Uint8Array(64).map((_, i) => 255 - i);
    const fileName = 'hall a=b&c+d,e@f (1).splat';
    const splat = await uploadToProject(client, projectId, fileName, bytes);
    expect(splat.key.endsWith(`/${fileName}`)).toBe(true);

    const listed = dataOf<Listing>(await client.query('listUserProjectFiles', { projectId }));
    expect(listed.body.Contents.map((e) => e.fileName)).toEqual([fileName]);
    const download = await fetch((await linkTo(client, listed.body.Contents[0]?.Key ?? '')).url);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const published = await client.mutate('publishFile', { projectId, fileKey: splat.key });
    const publication = dataOf<Publication>(published);
    expect(publication.path).toBe(`/published/${publication.publicationId}/${encodeURIComponent(fileName)}`);
    expect(await keysUnder(`${config.envPrefix}/published/${publication.publicationId}/`)).toEqual([
      `${config.envPrefix}/published/${publication.publicationId}/${fileName}`,
    ]);
    const open = await localApp.request(publication.path);
    expect(open.status).toBe(200);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(bytes);

    expect((await client.mutate('unpublishFile', { publicationId: publication.publicationId })).status).toBe(
      200,
    );
    expect((await localApp.request(publication.path)).status).toBe(404);
    expect(
      (await postJson('/api/s3/delete', { fileKey: splat.key }, { authorization: user.token })).status,
    ).toBe(200);
    expect(await keysUnder(`${config.envPrefix}/${user.username}/${projectId}/`)).toEqual([]);
  });

  it("publishes the scene's own plan with 'Include Venue Tools', refreshes it on republish, removes it with the scene", async () => {
    const user = await signUpAndLogin('plan');
    // A name that needs encoding in keys, copy sources and addresses.
    const sceneName = 'hall a=b&c+d (1).ply';
    const client = trpcAs(user.token);
    const projectId = await createProjectAs(client, { ...sampleProject, eventDate: '2027-10-16' });
    const splat = await uploadToProject(client, projectId, sceneName);
    const other = await uploadToProject(client, projectId, 'attic.ply');
    const sceneId = sceneIdForFile(splat.key);
    const annotations = (label: string) =>
      bytesOf({
        ...emptyDocument('annotations', 1),
        items: [{ id: 'a1', type: 'point', metadata: { label } }],
      });
    const zones = bytesOf({
      ...emptyDocument('segmentations'),
      items: [{ id: 'z1', name: 'Dance floor' }],
    });
    await putModule(client, { projectId, sceneId, module: 'annotations' }, annotations('Stage'));
    await putModule(client, { projectId, sceneId, module: 'segmentations' }, zones);
    // Private parts of the plan, and another file's plan, are never published.
    await putModule(client, { projectId, sceneId, module: 'media' }, encodeModule(emptyDocument('media')));
    await putModule(
      client,
      { projectId, sceneId: sceneIdForFile(other.key), module: 'viewpoints' },
      encodeModule(emptyDocument('viewpoints')),
    );

    const publication = dataOf<Publication & { includesPlan: boolean }>(
      await client.mutate('publishFile', { projectId, fileKey: splat.key, includeVenueTools: true }),
    );
    expect(publication.includesPlan).toBe(true);
    const prefix = `${config.envPrefix}/published/${publication.publicationId}/`;
    expect((await keysUnder(prefix)).sort()).toEqual([
      `${prefix}${sceneName}`,
      `${prefix}plan/annotations.pb`,
      `${prefix}plan/manifest.json`,
      `${prefix}plan/segmentations.pb`,
    ]);
    const base = `/published/${publication.publicationId}/`;
    const read = async (path: string) =>
      new Uint8Array(await (await localApp.request(base + path)).arrayBuffer());
    const manifest = async () => (await localApp.request(`${base}plan/manifest.json`)).json();
    // The manifest names the modules copied, so the viewer asks for nothing that is not there, and the
    // project and its date for the title block of a guest's floor plan.
    expect(await manifest()).toEqual({
      shared: true,
      modules: ['annotations', 'segmentations'],
      projectName: 'Summer Gala',
      eventDate: '2027-10-16',
    });
    expect(await read('plan/annotations.pb')).toEqual(annotations('Stage'));
    expect(await read('plan/segmentations.pb')).toEqual(zones);
    expect((await localApp.request(`${base}plan/media.pb`)).status).toBe(404);
    expect((await localApp.request(`${base}plan/sync_meta.pb`)).status).toBe(404);
    expect(
      dataOf<{ includesPlan: boolean }>(
        await client.query('getPublication', { projectId, fileKey: splat.key }),
      ),
    ).toMatchObject({ includesPlan: true });

    // Republishing (the flag left out keeps it) refreshes the copy with the plan as it is now.
    await putModule(client, { projectId, sceneId, module: 'annotations' }, annotations('Bar'));
    await client.mutate('publishFile', { projectId, fileKey: splat.key });
    expect(await read('plan/annotations.pb')).toEqual(annotations('Bar'));

    // Without venue tools the plan is withdrawn and the scene stays; the manifest says so.
    await client.mutate('publishFile', { projectId, fileKey: splat.key, includeVenueTools: false });
    expect((await keysUnder(prefix)).sort()).toEqual([
      `${prefix}${sceneName}`,
      `${prefix}plan/manifest.json`,
    ]);
    expect((await localApp.request(`${base}plan/annotations.pb`)).status).toBe(404);
    expect(await manifest()).toEqual({ shared: false });

    await client.mutate('publishFile', { projectId, fileKey: splat.key, includeVenueTools: true });
    expect((await keysUnder(prefix)).length).toBe(4);
    expect((await client.mutate('unpublishFile', { publicationId: publication.publicationId })).status).toBe(
      200,
    );
    expect(await keysUnder(prefix)).toEqual([]);
    expect((await localApp.request(`${base}plan/annotations.pb`)).status).toBe(404);
    // A scene published without its plan ever leaves no manifest (nothing was withdrawn).
    const plain = dataOf<Publication>(
      await client.mutate('publishFile', { projectId, fileKey: other.key, includeVenueTools: false }),
    );
    const plainPrefix = `${config.envPrefix}/published/${plain.publicationId}/`;
    expect(await keysUnder(plainPrefix)).toEqual([`${plainPrefix}attic.ply`]);
    // The plan itself stays with its owner.
    expect(
      (await keysUnder(`${config.envPrefix}/${user.username}/${projectId}/${sceneId}/processed/`)).length,
    ).toBe(3);
  });

  it("records who opened a personal link ('Public URL for User') for the owner alone, and forgets it with the publication", async () => {
    const { client } = await signedInClient('visits');
    const projectId = await createProjectAs(client);
    const splat = await uploadToProject(client, projectId, 'hall.splat');
    const publication = dataOf<Publication>(
      await client.mutate('publishFile', { projectId, fileKey: splat.key }),
    );
    // What the viewer page of a personal link sends: no session, only the link's names.
    const opened = (publicationId: string, body: unknown) =>
      app.request(`/api/published/${publicationId}/opened`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const visits = async () =>
      dataOf<{ visitors: { username: string; opens: number; userReferer?: string }[]; maxVisitors: number }>(
        await client.query('listPublicationVisits', { publicationId: publication.publicationId }),
      );
    expect(await visits()).toEqual({ visitors: [], maxVisitors: 100 });

    for (const body of [
      { username: 'guest-42' },
      { username: 'guest-42' },
      { username: 'jo', userReferer: 'newsletter' },
    ])
      expect((await opened(publication.publicationId, body)).status).toBe(204);
    const seen = await visits();
    expect(seen.visitors.map((v) => [v.username, v.opens, v.userReferer])).toEqual([
      ['jo', 1, 'newsletter'],
      ['guest-42', 2, undefined],
    ]);
    expect(seen.visitors[1]).toMatchObject({
      firstOpenedAt: expect.any(String),
      lastOpenedAt: expect.any(String),
    });

    // Names only (they are shown to the owner), a publication that exists, a well-formed id.
    for (const body of [
      { username: 'Robert"); DROP' },
      { username: '' },
      {},
      { username: 'a', userReferer: 'x y' },
    ]) {
      const refused = await opened(publication.publicationId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await opened('00000000-0000-4000-8000-000000000000', { username: 'jo' })).status).toBe(404);
    expect((await opened('not-an-id', { username: 'jo' })).status).toBe(404);

    // At most so many names (100; 3 here): a new one beyond is not recorded, a known one still counts.
    const record = (username: string) =>
      recordVisit(data, publication.publicationId, { username }, { maxVisitors: 3 });
    expect(await record('kim')).toBe(true);
    expect(await record('one-too-many')).toBe(false);
    expect(await record('jo')).toBe(true);
    const full = await visits();
    expect(full.visitors.map((v) => [v.username, v.opens])).toEqual([
      ['jo', 2],
      ['kim', 1],
      ['guest-42', 2],
    ]);

    // Unpublishing forgets them; the link's opens are refused from then on.
    expect((await client.mutate('unpublishFile', { publicationId: publication.publicationId })).status).toBe(
      200,
    );
    expect((await opened(publication.publicationId, { username: 'jo' })).status).toBe(404);
    expect(
      (await client.query('listPublicationVisits', { publicationId: publication.publicationId })).status,
    ).toBe(404);
    const again = dataOf<Publication>(await client.mutate('publishFile', { projectId, fileKey: splat.key }));
    expect(
      dataOf<{ visitors: unknown[] }>(
        await client.query('listPublicationVisits', { publicationId: again.publicationId }),
      ).visitors,
    ).toEqual([]);
    const left = await services.clients.ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${publication.username}`, ':sk': 'VISIT#' },
      }),
    );
    expect(left.Items).toEqual([]);
  });

  it('revokes publications when their file or their project is deleted', async () => {
    const { user, client } = await signedInClient('revoke');
    const projectId = await createProjectAs(client);
    const a = await uploadToProject(client, projectId, 'a.ply');
    const b = await uploadToProject(client, projectId, 'b.ksplat');
    const pubA = dataOf<Publication>(await client.mutate('publishFile', { projectId, fileKey: a.key }));
    const pubB = dataOf<Publication>(await client.mutate('publishFile', { projectId, fileKey: b.key }));
    expect((await localApp.request(pubA.path)).status).toBe(200);

    const deleted = await postJson('/api/s3/delete', { fileKey: a.key }, { authorization: user.token });
    expect(deleted.status).toBe(200);
    expect((await localApp.request(pubA.path)).status).toBe(404);
    expect((await localApp.request(pubB.path)).status).toBe(200);

    expect((await client.mutate('deleteProject', { projectId })).status).toBe(200);
    expect((await localApp.request(pubB.path)).status).toBe(404);
    expect(await keysUnder(`${config.envPrefix}/published/${pubB.publicationId}/`)).toEqual([]);
    expect(await keysUnder(recordPrefix(config.envPrefix, user.username, projectId))).toEqual([]);
  });
});

describe('isolation: B can reach none of A’s files, media or publications', () => {
  it('answers B’s every attempt with 404 (or 400 for malformed input) and leaves A’s things in place', async () => {
    const { user: a, client: alice } = await signedInClient('fa');
    const { user: b, client: bob } = await signedInClient('fb');
    const projectId = await createProjectAs(alice);
    const propertyId = await createPropertyAs(alice);
    const bobProjectId = await createProjectAs(bob);
    const bobPropertyId = await createPropertyAs(bob);
    const file = await uploadToProject(alice, projectId, 'scene.splat');
    const photo = await uploadFile(alice, 'getUploadUrl', { propertyId, fileName: 'front.png' }, PNG);
    const publication = dataOf<Publication>(
      await alice.mutate('publishFile', { projectId, fileKey: file.key }),
    );
    // The same key shapes, rewritten to name B's own records but A's username, or A's records under B.
    const aKeyUnderBobProject = file.key.replace(projectId, bobProjectId);
    const bobNameOnAliceKey = file.key.replace(`/${a.username}/`, `/${b.username}/`);
    const otherEnv = file.key.replace(/^[^/]+\//, 'prod/');
    const legacy = `user/${a.username}/${projectId}/default/scene.splat`;
    const upload1 = { fileName: 'x.png', fileSize: 1, username: a.username };

    const attempts: [kind: 'query' | 'mutate', name: string, input: unknown, status?: number][] = [
      ['mutate', 'getProjectFileUploadUrl', { ...upload1, projectId }],
      ['mutate', 'getProjectFileUploadUrl', { ...upload1, projectId, folderPath: `../${a.username}` }, 400],
      ['mutate', 'getUploadUrl', { ...upload1, propertyId }],
      ['query', 'listUserProjectFiles', { projectId, username: a.username }],
      ['query', 'listMediaFiles', { propertyId, username: a.username }],
      ['mutate', 'deleteMediaFile', { mediaFileId: photo.key, username: a.username }],
      ['mutate', 'deleteMediaFile', { mediaFileId: file.key, propertyId: bobPropertyId }],
      ['mutate', 'deleteMediaFile', { mediaFileId: bobNameOnAliceKey }],
      ['mutate', 'deleteMediaFile', { mediaFileId: otherEnv }],
      ['mutate', 'deleteMediaFile', { mediaFileId: legacy }],
      ['mutate', 'setAsThumbnail', { mediaFileId: photo.key, propertyId }],
      ['mutate', 'setAsThumbnail', { mediaFileId: photo.key, propertyId: bobPropertyId }],
      ['mutate', 'publishFile', { projectId, fileKey: file.key }],
      ['mutate', 'publishFile', { projectId: bobProjectId, fileKey: file.key }],
      ['mutate', 'publishFile', { projectId: bobProjectId, fileKey: aKeyUnderBobProject }],
      ['query', 'getPublication', { projectId, fileKey: file.key }],
      ['query', 'getFileUrl', { key: file.key, username: a.username }],
      ['query', 'getFileUrl', { key: photo.key }],
      ['query', 'getFileUrl', { key: aKeyUnderBobProject }],
      ['query', 'getFileUrl', { key: bobNameOnAliceKey }],
      ['query', 'getFileUrl', { key: otherEnv }],
      ['query', 'getFileUrl', { key: legacy }],
      ['query', 'getFileUrl', { key: '../x.png' }, 400],
      ['mutate', 'unpublishFile', { publicationId: publication.publicationId, username: a.username }],
      ['query', 'listPublicationVisits', { publicationId: publication.publicationId }],
    ];
    for (const [kind, name, input, status = 404] of attempts) {
      const response = kind === 'query' ? await bob.query(name, input) : await bob.mutate(name, input);
      expect(response.status, `${name} ${JSON.stringify(input)}`).toBe(status);
      expect(JSON.stringify(response.body)).not.toContain('X-Amz-Signature');
    }
    for (const fileKey of [file.key, photo.key, bobNameOnAliceKey, publication.path]) {
      const response = await postJson('/api/s3/delete', { fileKey }, { authorization: b.token });
      expect([400, 404], fileKey).toContain(response.status);
    }

    // A's things are all still there and still published.
    const files = dataOf<Listing>(await alice.query('listUserProjectFiles', { projectId }));
    expect(files.body.Contents.map((e) => e.Key)).toEqual([file.key]);
    const media = dataOf<Listing>(await alice.query('listMediaFiles', { propertyId }));
    expect(media.body.Contents.map((e) => e.Key)).toEqual([photo.key]);
    expect((await alice.query('getProperty', { propertyId })).body.result?.data).toMatchObject({
      thumbnail: '',
    });
    expect((await localApp.request(publication.path)).status).toBe(200);
    // B's own listings stay empty.
    expect(
      dataOf<Listing>(await bob.query('listUserProjectFiles', { projectId: bobProjectId })).body.Contents,
    ).toEqual([]);
    expect(await keysUnder(`${config.envPrefix}/${b.username}/`)).toEqual([]);
  });

  it('never lists files a third party put under A’s prefix with a foreign layout', async () => {
    const { user: a, client: alice } = await signedInClient('fc');
    const projectId = await createProjectAs(alice);
    // Objects of other layouts under the project prefix (processed modules, stray keys) are not files.
    for (const key of ['s1/processed/tags.pb', 'stray.txt', 'media/x/y.png']) {
      await services.clients.s3.send(
        new PutObjectCommand({
          Bucket: config.bucketName,
          Key: `${config.envPrefix}/${a.username}/${projectId}/${key}`,
          Body: 'x',
        }),
      );
    }
    const files = dataOf<Listing>(await alice.query('listUserProjectFiles', { projectId }));
    expect(files.body.Contents).toEqual([]);
  });
});
