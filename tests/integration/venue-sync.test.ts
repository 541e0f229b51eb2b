/**
 * The venue data modules syncing through the real presigned-URL path to the local S3 emulator: two
 * browsers (two separate IndexedDB factories) editing one scene, offline edits, corrupt files and
 * fields from a newer client version.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
// idb checks instanceof against the IndexedDB globals; each browser below still gets its own factory.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleKey } from '#functions/venue/module-urls.ts';
import { atrium } from '#proto/generated/venue.js';
import { CorruptModuleError } from '#venue/codec.ts';
import { MODULE_NAMES } from '#venue/documents.ts';
import { ModuleSync } from '#web/src/venue-data/sync.ts';
import type { ModuleTransport } from '#web/src/venue-data/transport.ts';
import { createVenueBridge } from '#web/src/venue-data/venue-bridge.ts';
import { VenueStore } from '#web/src/venue-data/venue-store.ts';
import { config, createProjectAs, dataOf, services, signUpAndLogin, trpcAs } from './harness.ts';

type Client = ReturnType<typeof trpcAs>;
interface Seen {
  conflicts: number;
  /** Looks at the cloud's copies: listings of the scene's modules. */
  listings: number;
  /** Answers of storage that were 404 (a red error in a browser's console). */
  notFound: number;
  beforeUpload?: () => Promise<unknown>;
  /** The next request fails as a dropped connection does (fetch rejects with a TypeError). */
  dropNext?: boolean;
}

function transportFor(client: Client, projectId: string, sceneId: string, seen: Seen): ModuleTransport {
  return {
    async listModules() {
      seen.listings++;
      const { modules } = dataOf<{ modules: { module: (typeof MODULE_NAMES)[number]; etag: string }[] }>(
        await client.query('listVenueSceneDataModules', { projectId, sceneId }),
      );
      return new Map(modules.map((m) => [m.module, m.etag]));
    },
    async readUrls(module) {
      return dataOf<{ getUrl: string }>(
        await client.query('getVenueSceneDataModuleFileUrl', { projectId, sceneId, module }),
      );
    },
    async uploadUrl(module, precondition) {
      const hook = seen.beforeUpload;
      seen.beforeUpload = undefined;
      await hook?.();
      return dataOf<{ url: string }>(
        await client.mutate('getVenueSceneDataModuleFileUploadUrl', {
          projectId,
          sceneId,
          module,
          ...precondition,
        }),
      ).url;
    },
    fetch: async (input, init) => {
      if (seen.dropNext) {
        seen.dropNext = false;
        throw new TypeError('Failed to fetch');
      }
      const response = await fetch(input, init);
      if (init?.method === 'PUT' && response.status === 412) seen.conflicts++;
      if (response.status === 404) seen.notFound++;
      return response;
    },
  };
}

/** One browser: its own IndexedDB, store, sync engine and bridge, with a clock the test controls. */
async function openBrowser(client: Client, projectId: string, sceneId: string, clock = { t: Date.now() }) {
  const connectivity = new EventTarget();
  const network = { online: true };
  const store = await VenueStore.open({
    venueId: projectId,
    sceneId,
    indexedDB: new IDBFactory(),
    now: () => clock.t,
  });
  const seen: Seen = { conflicts: 0, listings: 0, notFound: 0 };
  const sync = new ModuleSync(store, transportFor(client, projectId, sceneId, seen), {
    isOnline: () => network.online,
    connectivity,
    debounceMs: 60_000, // tests call sync explicitly
    now: () => clock.t,
  });
  const bridge = createVenueBridge(store, sync, new EventTarget());
  return { store, sync, bridge, network, connectivity, clock, seen };
}

const annotation = (id: string, label: string) => ({
  id,
  type: 'point',
  position: { x: 1, y: 0, z: 2 },
  tags: [],
  metadata: { label, description: '', customAttributes: {} },
});

async function s3Bytes(key: string): Promise<Uint8Array> {
  const object = await services.clients.s3.send(
    new GetObjectCommand({ Bucket: config.bucketName, Key: key }),
  );
  return new Uint8Array(
    await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
  );
}

describe('venue data modules sync to S3', () => {
  let owner: Client;
  let username: string;
  let projectId: string;
  beforeAll(async () => {
    const user = await signUpAndLogin('venue');
    owner = trpcAs(user.token);
    username = user.username;
    projectId = await createProjectAs(owner, { name: 'Venue', about: 'Sync test venue' });
  });

  it('creates every missing module in the cloud, then finds them up to date, looking once a round', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const a = await openBrowser(owner, projectId, sceneId);
    const first = await a.sync.syncAllModules();
    expect(first.map((r) => r.status)).toEqual(MODULE_NAMES.map(() => 'created'));
    // A new scene's missing modules are seen missing in one listing, not by a 404 each.
    expect(a.seen.notFound).toBe(0);
    expect(a.seen.listings).toBe(1);
    const again = await a.sync.syncAllModules();
    expect(again.map((r) => r.status)).toEqual(MODULE_NAMES.map(() => 'up-to-date'));
    expect(a.seen.listings).toBe(2);
    const bytes = await s3Bytes(
      moduleKey(config.envPrefix, username, { projectId, sceneId, module: 'annotations' }),
    );
    expect(atrium.venue.v1.AnnotationsModule.decode(bytes)).toMatchObject({
      module: 'annotations',
      version: 1,
    });
  });

  it('a second browser fetches what the first wrote; edits on both sides are all kept', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const clock = { t: 1_000_000 };
    const a = await openBrowser(owner, projectId, sceneId, clock);
    await a.sync.syncAllModules();
    await a.bridge.setAnnotations([
      annotation('a1', 'Stage'),
      annotation('a2', 'Bar'),
      annotation('a3', 'Exit'),
    ]);
    expect((await a.sync.syncModule('annotations')).uploaded).toBe(true);

    const b = await openBrowser(owner, projectId, sceneId, clock);
    const fetched = await b.sync.syncModule('annotations');
    expect(fetched.status).toBe('fetched');
    expect(b.bridge.getAnnotations().map((x) => x.metadata?.label)).toEqual(['Stage', 'Bar', 'Exit']);

    // Concurrent edits: A renames a1 and adds a4; B tags a2, deletes a3, and also renames a1 later.
    clock.t += 10;
    await a.bridge.updateAnnotation('a1', { metadata: { label: 'Main stage' } });
    await a.store.create('annotations', annotation('a4', 'Coat check'));
    clock.t += 10;
    await b.bridge.updateAnnotation('a2', { tags: ['bar', ' bar ', 'drinks'] });
    await b.bridge.deleteAnnotation('a3');
    clock.t += 10;
    await b.bridge.updateAnnotation('a1', { metadata: { label: 'Stage (B)' } });

    // A uploads between B's look at the cloud copy and B's upload: B's upload meets A's newer file
    // (412), so B fetches, merges entity by entity and retries.
    b.seen.beforeUpload = async () => expect((await a.sync.syncModule('annotations')).uploaded).toBe(true);
    expect((await b.sync.syncModule('annotations')).uploaded).toBe(true);
    expect(b.seen.conflicts).toBe(1);
    await a.sync.syncModule('annotations');

    for (const browser of [a, b]) {
      const byId = Object.fromEntries(browser.bridge.getAnnotations().map((x) => [x.id, x]));
      expect(Object.keys(byId).sort()).toEqual(['a1', 'a2', 'a4']);
      expect(byId.a1?.metadata?.label).toBe('Stage (B)'); // the newer edit of the same entity wins
      expect(byId.a2?.tags).toEqual(['bar', 'drinks']);
      expect(byId.a4?.metadata?.label).toBe('Coat check');
    }
    expect(await a.store.unsyncedDeltas('annotations')).toEqual([]);
    expect(await b.store.unsyncedDeltas('annotations')).toEqual([]);
  });

  it('runs one sync when the same module is asked for twice at once, and refetches a lost local copy', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const a = await openBrowser(owner, projectId, sceneId);
    await a.sync.syncModule('tags');
    a.seen.listings = 0;
    const [first, second] = await Promise.all([a.sync.syncModule('tags'), a.sync.syncModule('tags')]);
    expect(second).toBe(first);
    expect(a.seen.listings).toBe(1);

    // Matching etag but no local document (its store was cleared): fetched again.
    const b = await openBrowser(owner, projectId, sceneId);
    const meta = await a.store.getSyncMeta('tags');
    await b.store.setSyncMeta(meta ?? { module: 'tags', lastSync: 0, etag: '', version: 1, checksum: '' });
    expect(b.store.hasDocument('tags')).toBe(false);
    expect((await b.sync.syncModule('tags')).status).toBe('fetched');
    expect(b.store.hasDocument('tags')).toBe(true);
  });

  it('queues edits made offline and uploads them when the browser is back online', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const a = await openBrowser(owner, projectId, sceneId);
    await a.sync.syncAllModules();
    a.network.online = false;
    const viewpoint = await a.bridge.persistCreateViewpoint(
      '  ',
      { x: 0, y: 1.6, z: 4 },
      { x: 0, y: 0, z: -1 },
    );
    expect(viewpoint.name).toBe('View 1');
    expect(viewpoint.fov).toBe(60);
    expect((await a.sync.syncModule('viewpoints')).status).toBe('queued');
    expect(a.sync.queuedModules).toEqual(['viewpoints']);

    a.network.online = true;
    const [flushed] = await a.sync.flushQueue();
    expect(flushed?.uploaded).toBe(true);

    const b = await openBrowser(owner, projectId, sceneId);
    await b.sync.syncModule('viewpoints');
    expect(b.bridge.fetchViewpoints().map((v) => v.name)).toEqual(['View 1']);
  });

  it('retries a sync cut off by a dropped connection once it is back; an open browser pulls the other’s edits', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const a = await openBrowser(owner, projectId, sceneId);
    const b = await openBrowser(owner, projectId, sceneId);
    await a.sync.syncAllModules();
    await b.sync.syncAllModules();
    b.sync.startPulling(50);
    try {
      await a.bridge.setAnnotations([annotation('a1', 'Stage')]);
      a.seen.dropNext = true;
      await expect(a.sync.syncModule('annotations')).rejects.toThrow('Failed to fetch');
      expect(a.sync.queuedModules).toEqual(['annotations']);
      expect(b.bridge.getAnnotations()).toEqual([]);

      a.connectivity.dispatchEvent(new Event('online'));
      await expect.poll(async () => (await a.store.unsyncedDeltas('annotations')).length).toBe(0);
      // B asked for nothing: its pull finds A's upload.
      await expect
        .poll(() => b.bridge.getAnnotations().map((x) => x.metadata?.label), { timeout: 5000 })
        .toEqual(['Stage']);
    } finally {
      b.sync.dispose();
    }
  });

  it('reports a corrupt cloud file and keeps local data as it was', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const a = await openBrowser(owner, projectId, sceneId);
    await a.sync.syncAllModules();
    await a.bridge.setAnnotations([annotation('keep', 'Keep me')]);
    await a.sync.syncModule('annotations');

    const key = moduleKey(config.envPrefix, username, { projectId, sceneId, module: 'annotations' });
    await services.clients.s3.send(
      new PutObjectCommand({
        Bucket: config.bucketName,
        Key: key,
        Body: new Uint8Array([0xff, 0xff, 0xff, 0x07]),
      }),
    );
    await expect(a.sync.syncModule('annotations')).rejects.toBeInstanceOf(CorruptModuleError);
    expect(a.bridge.getAnnotations().map((x) => x.id)).toEqual(['keep']);
  });

  it('refuses an upload whose If-Match etag is stale, as S3 does', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const ref = { projectId, sceneId, module: 'tags' };
    const create = dataOf<{ url: string }>(
      await owner.mutate('getVenueSceneDataModuleFileUploadUrl', { ...ref, ifNoneMatch: '*' }),
    ).url;
    const headers = { 'Content-Type': 'application/x-protobuf', 'If-None-Match': '*' };
    expect((await fetch(create, { method: 'PUT', body: 'one', headers })).status).toBe(200);
    expect((await fetch(create, { method: 'PUT', body: 'two', headers })).status).toBe(412);

    const stale = '"00000000000000000000000000000000"';
    const update = dataOf<{ url: string }>(
      await owner.mutate('getVenueSceneDataModuleFileUploadUrl', { ...ref, ifMatch: stale }),
    ).url;
    const refused = await fetch(update, {
      method: 'PUT',
      body: 'three',
      headers: { 'Content-Type': 'application/x-protobuf', 'If-Match': stale },
    });
    expect(refused.status).toBe(412);
    const key = moduleKey(config.envPrefix, username, { projectId, sceneId, module: 'tags' });
    expect(Buffer.from(await s3Bytes(key)).toString()).toBe('one');
  });

  it('keeps fields written by a newer client through a read-modify-write', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const key = moduleKey(config.envPrefix, username, { projectId, sceneId, module: 'annotations' });
    // A newer client's document: annotation field 99 (a string) and document field 98 (a varint).
    const annotationWithExtra = (() => {
      const item = atrium.venue.v1.Annotation.encode(annotation('n1', 'From the future')).finish();
      const extra = new Uint8Array([0x9a, 0x06, 0x03, 0x61, 0x62, 0x63]); // field 99, wire type 2, "abc"
      return new Uint8Array([...item, ...extra]);
    })();
    const writer = atrium.venue.v1.ModuleHeader.encode({ module: 'annotations', version: 1, timestamp: 5 });
    writer.uint32((4 << 3) | 2).bytes(annotationWithExtra); // items = 4
    writer.uint32((98 << 3) | 0).uint32(7); // unknown document field 98
    await services.clients.s3.send(
      new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: writer.finish() }),
    );

    const a = await openBrowser(owner, projectId, sceneId);
    await a.sync.syncModule('annotations');
    await a.bridge.updateAnnotation('n1', { tags: ['future'] });
    expect((await a.sync.syncModule('annotations')).uploaded).toBe(true);

    const stored = await s3Bytes(key);
    const text = Buffer.from(stored);
    expect(text.includes(Buffer.from([0x9a, 0x06, 0x03, 0x61, 0x62, 0x63]))).toBe(true);
    expect(text.includes(Buffer.from([((98 << 3) & 0x7f) | 0x80, 98 >> 4, 7]))).toBe(true);
    const decoded = atrium.venue.v1.AnnotationsModule.decode(stored);
    expect(decoded.items[0]?.tags).toEqual(['future']);
  });

  it('signs module URLs only for the caller’s own project and valid names', async () => {
    const other = trpcAs((await signUpAndLogin('intruder')).token);
    const ref = { projectId, sceneId: 'scene-1', module: 'annotations' };
    expect((await other.query('getVenueSceneDataModuleFileUrl', ref)).status).toBe(404);
    expect(
      (await other.mutate('getVenueSceneDataModuleFileUploadUrl', { ...ref, ifNoneMatch: '*' })).status,
    ).toBe(404);
    expect((await owner.query('getVenueSceneDataModuleFileUrl', { ...ref, module: 'secrets' })).status).toBe(
      400,
    );
    expect(
      (await owner.query('getVenueSceneDataModuleFileUrl', { ...ref, sceneId: '../other' })).status,
    ).toBe(400);
    expect(
      (await owner.mutate('getVenueSceneDataModuleFileUploadUrl', { ...ref, ifMatch: 'x' })).status,
    ).toBe(400);
    const signed = dataOf<{ key: string }>(await owner.query('getVenueSceneDataModuleFileUrl', ref));
    expect(signed.key).toBe(`${config.envPrefix}/${username}/${projectId}/scene-1/processed/annotations.pb`);
  });

  it('lists a scene’s modules with the etags storage gives them, for the owner only', async () => {
    const sceneId = `scene-${randomUUID().slice(0, 8)}`;
    const scene = { projectId, sceneId };
    type Listing = { modules: { module: string; etag: string }[] };
    expect(dataOf<Listing>(await owner.query('listVenueSceneDataModules', scene)).modules).toEqual([]);
    const a = await openBrowser(owner, projectId, sceneId);
    await a.sync.syncAllModules();
    // A stray object in the folder is not a module.
    const tags = moduleKey(config.envPrefix, username, { ...scene, module: 'tags' });
    await services.clients.s3.send(
      new PutObjectCommand({
        Bucket: config.bucketName,
        Key: tags.replace('tags.pb', 'notes.txt'),
        Body: 'x',
      }),
    );
    const listed = dataOf<Listing>(await owner.query('listVenueSceneDataModules', scene)).modules;
    expect(listed.map((m) => m.module).sort()).toEqual([...MODULE_NAMES].sort());
    const head = await services.clients.s3.send(
      new HeadObjectCommand({ Bucket: config.bucketName, Key: tags }),
    );
    expect(listed.find((m) => m.module === 'tags')?.etag).toBe(head.ETag);
    // Another user, or a scene id that is not a name, gets nothing.
    const other = trpcAs((await signUpAndLogin('lister')).token);
    expect((await other.query('listVenueSceneDataModules', scene)).status).toBe(404);
    expect((await owner.query('listVenueSceneDataModules', { projectId, sceneId: '../x' })).status).toBe(400);
  });
});
