import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { refusalFor } from '#shared/roles.ts';
import { decodeEntity, plainEntity } from '#venue/codec.ts';
import { ENTITY_LABEL, MODULE_NAMES } from '#venue/documents.ts';
import {
  annotationImages,
  capacityValue,
  cleanTags,
  IMAGES_ATTRIBUTE,
  metadataWithImages,
} from '#venue/entity-rules.ts';
import { UnsupportedValueError } from '#venue/value-lists.ts';
import { DatabaseNotInitializedError, NotFoundError, VenueStore } from './venue-store.ts';

async function openStore(factory = new IDBFactory(), clock = { t: 1000 }) {
  return VenueStore.open({ venueId: 'venue-1', sceneId: 'scene-1', indexedDB: factory, now: () => clock.t });
}

describe('VenueStore', () => {
  it('creates, reads, updates and deletes entities of every module, logging each change', async () => {
    const store = await openStore();
    for (const module of MODULE_NAMES) {
      await store.create(module, { id: `${module}-1` });
      // modifiedAt is the write's hybrid logical clock: the wall clock, or past the last write's
      expect(store.get(module, `${module}-1`)?.modifiedAt).toBe(store.clock.latest);
      expect(store.clock.latest).toBeGreaterThanOrEqual(1000);
      await store.update(module, `${module}-1`, {} as never);
      await store.remove(module, `${module}-1`);
      expect(store.list(module)).toEqual([]);
      expect(store.document(module).tombstones.map((t) => t.id)).toEqual([`${module}-1`]);
      const deltas = await store.unsyncedDeltas(module);
      expect(deltas.map((d) => d.operation)).toEqual(['create', 'update', 'delete']);
      expect(deltas[0]?.data).toBeInstanceOf(Uint8Array);
      expect(decodeEntity(module, deltas[2]?.previousData ?? new Uint8Array())).toMatchObject({
        id: `${module}-1`,
      });
    }
  });

  it('answers a change to a missing entity with the spec’s not-found error', async () => {
    const store = await openStore();
    for (const module of MODULE_NAMES) {
      const message = `${ENTITY_LABEL[module]} ghost not found`;
      await expect(store.update(module, 'ghost', {} as never)).rejects.toThrow(message);
      await expect(store.remove(module, 'ghost')).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(ENTITY_LABEL.annotations).toBe('Annotation');
    expect(ENTITY_LABEL.planning).toBe('Planning element');
    expect(ENTITY_LABEL.viewpoints).toBe('Viewpoint');
  });

  it('refuses every local write of a read-only member with the reason, and still takes the cloud’s', async () => {
    const store = await openStore();
    await store.create('planning', { id: 'chair-1' });
    const reason = refusalFor('viewer', 'edit');
    store.refuseLocalWrites(reason);
    await expect(store.update('planning', 'chair-1', { type: 'table' })).rejects.toThrow(reason);
    await expect(store.create('planning', { id: 'chair-2' })).rejects.toThrow(reason);
    await expect(store.remove('planning', 'chair-1')).rejects.toThrow(reason);
    await expect(store.writeMany('planning', [{ id: 'chair-3' }], ['chair-1'])).rejects.toThrow(reason);
    expect(store.list('planning').map((e) => e.id)).toEqual(['chair-1']);
    expect(await store.unsyncedDeltas('planning')).toHaveLength(1);
    // Another member's edits, from the cloud, still arrive.
    const doc = store.document('planning');
    await store.replaceDocument({ ...doc, items: [...doc.items, { id: 'chair-9' }] });
    expect(store.list('planning').map((e) => e.id)).toEqual(['chair-1', 'chair-9']);
    store.refuseLocalWrites(null);
    await store.create('planning', { id: 'chair-2' });
    expect(store.get('planning', 'chair-2')).toBeDefined();
  });

  it('refuses writes after it was closed with the spec’s “Database not initialized”, keeping its copy', async () => {
    const store = await openStore();
    await store.create('annotations', { id: 'a1' });
    store.close();
    // A debounced save or a sync that fires after the planner left the scene.
    await expect(store.create('annotations', { id: 'a2' })).rejects.toThrow('Database not initialized');
    await expect(store.update('annotations', 'a1', { notes: 'late' })).rejects.toBeInstanceOf(
      DatabaseNotInitializedError,
    );
    await expect(store.unsyncedDeltas('annotations')).rejects.toThrow('Database not initialized');
    await expect(store.getSyncMeta('annotations')).rejects.toThrow('Database not initialized');
    expect(store.list('annotations').map((a) => [a.id, a.notes ?? ''])).toEqual([['a1', '']]);
  });

  it('keeps everything across a reload of the same browser database', async () => {
    const factory = new IDBFactory();
    const first = await openStore(factory);
    await first.create('tags', { id: 't1', name: 'Stage', category: 'space' });
    await first.setSyncMeta({ module: 'tags', lastSync: 5, etag: '"e"', version: 1, checksum: 'c' });
    first.close();
    const second = await openStore(factory);
    expect(second.list('tags')).toMatchObject([{ id: 't1', name: 'Stage', category: 'space' }]);
    expect(await second.getSyncMeta('tags')).toMatchObject({ etag: '"e"' });
    expect(await second.unsyncedDeltas('tags')).toHaveLength(1);
  });

  it('marks deltas synced and expires cache entries after 24 h', async () => {
    const clock = { t: 0 };
    const store = await openStore(new IDBFactory(), clock);
    await store.create('viewpoints', { id: 'v1', name: 'View 1' });
    const [delta] = await store.unsyncedDeltas('viewpoints');
    await store.markSynced([delta?.id ?? -1]);
    expect(await store.unsyncedDeltas('viewpoints')).toEqual([]);

    await store.setCached('catalogue', { items: 3 }, '"x"');
    clock.t = 24 * 60 * 60 * 1000 - 1;
    expect(await store.getCached('catalogue')).toEqual({ data: { items: 3 }, etag: '"x"' });
    clock.t += 1;
    expect(await store.getCached('catalogue')).toBeUndefined();
  });

  it('replaces a whole list with creates, updates and deletes', async () => {
    const store = await openStore();
    await store.replaceAll('segmentations', [{ id: 'z1' }, { id: 'z2' }]);
    await store.replaceAll('segmentations', [{ id: 'z2', name: 'Lounge' }, { id: 'z3' }]);
    expect(store.list('segmentations').map((z) => z.id)).toEqual(['z2', 'z3']);
    expect(store.document('segmentations').tombstones.map((t) => t.id)).toEqual(['z1']);
    const ops = (await store.unsyncedDeltas('segmentations')).map((d) => `${d.operation}:${d.entityId}`);
    expect(ops).toEqual(['create:z1', 'create:z2', 'update:z2', 'create:z3', 'delete:z1']);
  });
});

describe('fixed value lists (venue-planner §3) where this browser writes', () => {
  it('writes many creates, replacements and removals as one save, one change event and one delta each', async () => {
    const clock = { t: 1000 };
    const factory = new IDBFactory();
    const store = await openStore(factory, clock);
    await store.create('planning', { id: 'old', name: 'Chair', category: 'Seating' });
    await store.create('planning', { id: 'kept', name: 'Table', groupId: 'g0' });
    const changes: unknown[] = [];
    store.events.addEventListener('change', (e) => changes.push((e as CustomEvent).detail));
    clock.t = 2000;
    const chairs = Array.from({ length: 200 }, (_, i) => ({ id: `c${i}`, name: 'Chair', groupId: 'g1' }));
    await store.writeMany('planning', [...chairs, { id: 'kept', groupId: '' }], ['old', 'never-there']);
    expect(changes).toMatchObject([{ module: 'planning', local: true }]);
    expect(store.list('planning')).toHaveLength(201);
    expect(store.get('planning', 'kept')).toMatchObject({ name: 'Table', groupId: '', modifiedAt: 2000 });
    expect(store.get('planning', 'old')).toBeUndefined();
    expect(store.document('planning').tombstones).toEqual([{ id: 'old', deletedAt: 2000 }]);
    const deltas = (await store.unsyncedDeltas('planning')).filter((d) => d.timestamp === 2000);
    expect(deltas.filter((d) => d.operation === 'create')).toHaveLength(200);
    expect(deltas.filter((d) => d.operation === 'update').map((d) => d.entityId)).toEqual(['kept']);
    expect(deltas.filter((d) => d.operation === 'delete').map((d) => d.entityId)).toEqual(['old']);
    // A reload of the browser's database has the same 201.
    store.close();
    expect((await openStore(factory, clock)).list('planning')).toHaveLength(201);
  });

  it('respells a tag category and a segmentation type, and gives a zone without a type the type zone', async () => {
    const store = await openStore();
    await store.create('tags', { id: 't1', name: 'Sound', category: 'Audio Visual' });
    await store.create('segmentations', { id: 'z1', name: 'Bar' });
    await store.create('segmentations', { id: 'z2', name: 'Exit', type: 'Restriction' });
    expect(store.get('tags', 't1')?.category).toBe('audio_visual');
    expect(store.list('segmentations').map((z) => z.type)).toEqual(['zone', 'restriction']);
    await store.update('tags', 't1', { category: 'catering' });
    expect(store.get('tags', 't1')?.category).toBe('catering');
  });

  it('refuses a value outside its list on create, update and replaceAll, and stores nothing', async () => {
    const store = await openStore();
    await expect(store.create('tags', { id: 't1', category: 'stage' })).rejects.toThrow(
      'Unsupported tag category "stage". Allowed: space, furniture, decor, lighting, audio_visual, catering, floral, ceremony, reception.',
    );
    await expect(store.create('segmentations', { id: 'z1', type: 'capacity_zone' })).rejects.toThrow(
      'Unsupported segmentation type "capacity_zone". Allowed: space, zone, layout, restriction.',
    );
    await store.create('segmentations', { id: 'z2', type: 'zone' });
    await expect(store.update('segmentations', 'z2', { type: 'stage' })).rejects.toThrow(
      'Unsupported segmentation type "stage"',
    );
    await expect(
      store.replaceAll('segmentations', [
        { id: 'z2', type: 'zone' },
        { id: 'z3', type: 'room' },
      ]),
    ).rejects.toBeInstanceOf(UnsupportedValueError);
    expect(store.list('tags')).toEqual([]);
    expect(store.list('segmentations').map((z) => [z.id, z.type])).toEqual([['z2', 'zone']]);
    expect((await store.unsyncedDeltas('segmentations')).map((d) => d.operation)).toEqual(['create']);
  });

  it('keeps a value from the cloud that is not in the list (a newer client’s) through edits of other fields', async () => {
    const store = await openStore();
    await store.replaceDocument({
      module: 'segmentations',
      version: 1,
      timestamp: 1,
      items: [{ id: 'z1', name: 'Stage', type: 'stage_area' }],
      tombstones: [],
    });
    await store.update('segmentations', 'z1', { name: 'Main stage' });
    expect(store.get('segmentations', 'z1')).toMatchObject({ name: 'Main stage', type: 'stage_area' });
  });
});

describe('entity rules', () => {
  it('stores annotation images as JSON in the reserved attribute and drops invalid ones', () => {
    const metadata = metadataWithImages({ id: 'a' }, [
      { id: 'i1', url: 'https://cdn.example/1.jpg' },
      { id: '', url: 'https://cdn.example/2.jpg' },
      { id: 'i3' },
      'junk',
    ]);
    expect(JSON.parse(metadata.customAttributes?.[IMAGES_ATTRIBUTE] ?? '')).toEqual([
      { id: 'i1', url: 'https://cdn.example/1.jpg' },
    ]);
    expect(annotationImages({ metadata })).toHaveLength(1);
    expect(annotationImages({ metadata: { customAttributes: { [IMAGES_ATTRIBUTE]: '{broken' } } })).toEqual(
      [],
    );
  });

  it('trims and de-duplicates tags and floors capacities at 0', () => {
    expect(cleanTags([' bar', 'bar', '', '  ', 'stage', 7])).toEqual(['bar', 'stage']);
    expect([capacityValue(12.9), capacityValue(-4), capacityValue('7'), capacityValue('x')]).toEqual([
      12, 0, 7, 0,
    ]);
  });
});

describe('plainEntity', () => {
  it('keeps the default values a decoded zone holds on its prototype, so a window message carries them', async () => {
    const factory = new IDBFactory();
    const store = await openStore(factory);
    await store.create('segmentations', {
      id: 'z1',
      name: 'Dance floor',
      geometry: { boundary: [{ x: 0, y: 0, z: 1 }], height: { min: 0, max: 3 } },
    });
    store.close();
    const reopened = await openStore(factory);
    const zone = reopened.get('segmentations', 'z1');
    expect(structuredClone(zone)?.geometry?.height).not.toHaveProperty('min');
    const plain = structuredClone(plainEntity(zone));
    expect(plain?.geometry?.height).toEqual({ min: 0, max: 3 });
    expect(plain?.geometry?.boundary).toEqual([{ x: 0, y: 0, z: 1 }]);
    expect(typeof plain?.modifiedAt).toBe('number');
  });
});
