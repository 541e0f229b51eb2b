import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { decodeEntity, plainEntity } from '#venue/codec.ts';
import { ENTITY_LABEL, MODULE_NAMES } from '#venue/documents.ts';
import {
  annotationImages,
  capacityValue,
  cleanTags,
  IMAGES_ATTRIBUTE,
  metadataWithImages,
} from '#venue/entity-rules.ts';
import { NotFoundError, VenueStore } from './venue-store.ts';

async function openStore(factory = new IDBFactory(), clock = { t: 1000 }) {
  return VenueStore.open({ venueId: 'venue-1', sceneId: 'scene-1', indexedDB: factory, now: () => clock.t });
}

describe('VenueStore', () => {
  it('creates, reads, updates and deletes entities of every module, logging each change', async () => {
    const store = await openStore();
    for (const module of MODULE_NAMES) {
      await store.create(module, { id: `${module}-1` });
      expect(store.get(module, `${module}-1`)).toMatchObject({ id: `${module}-1`, modifiedAt: 1000 });
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
