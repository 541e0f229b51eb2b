/** LazyModule against decodeModule: the same document from the same bytes, decoded item by item. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { atrium } from '#proto/generated/venue.js';
import { CorruptModuleError, decodeModule, encodeModule } from '#venue/codec.ts';
import type { Annotation, ModuleDocument } from '#venue/documents.ts';
import { LazyModule } from './lazy-module.ts';
import { DECODE_CHUNK, VenueStore } from './venue-store.ts';

const annotation = (i: number): Annotation => ({
  id: `a-${i}`,
  type: i % 2 ? 'point' : 'polygon',
  position: { x: i, y: 0, z: -i },
  tags: ['seating'],
  metadata: { label: `Table ${i}`, description: '', customAttributes: { n: String(i) } },
  vertices: i % 2 ? [] : [{ x: 0, y: 0, z: 0 }],
  modifiedAt: 1_000 + i,
});

function annotations(count: number): ModuleDocument<'annotations'> {
  return {
    module: 'annotations',
    version: 1,
    timestamp: 42,
    items: Array.from({ length: count }, (_, i) => annotation(i)),
    tombstones: [{ id: 'gone', deletedAt: 7 }],
  };
}

/** A newer client's file: an item with an unknown field 99, an item with no id, and document field 98. */
function fileFromTheFuture(): Uint8Array {
  const writer = atrium.venue.v1.ModuleHeader.encode({ module: 'annotations', version: 1, timestamp: 5 });
  const first = atrium.venue.v1.Annotation.encode(annotation(1)).finish();
  writer.uint32((4 << 3) | 2).bytes(new Uint8Array([...first, 0x9a, 0x06, 0x03, 0x61, 0x62, 0x63]));
  writer.uint32((98 << 3) | 0).uint32(7);
  writer.uint32((4 << 3) | 2).bytes(atrium.venue.v1.Annotation.encode({ type: 'note' }).finish());
  // An item whose id is not its first field, and a second item with the first item's id.
  writer
    .uint32((4 << 3) | 2)
    .bytes(new Uint8Array([0x12, 0x04, ...Buffer.from('line'), 0x0a, 0x04, ...Buffer.from('late')]));
  writer.uint32((4 << 3) | 2).bytes(atrium.venue.v1.Annotation.encode({ id: 'a-1', type: 'twin' }).finish());
  return new Uint8Array(writer.finish()); // as IndexedDB gives it back (not a Node Buffer)
}

describe('LazyModule', () => {
  it('gives the document decodeModule gives, unknown fields included', () => {
    for (const bytes of [encodeModule(annotations(50)), fileFromTheFuture()]) {
      const lazy = LazyModule.open('annotations', bytes);
      const eager = decodeModule('annotations', bytes);
      const document = lazy.document();
      expect(document).toEqual(eager);
      // Encoding both again writes the same bytes: unknown fields survive at every level.
      expect(encodeModule(document)).toEqual(encodeModule(eager));
    }
  });

  it('decodes only the item asked for, finding it by id wherever the id is written', () => {
    const lazy = LazyModule.open('annotations', fileFromTheFuture());
    expect(lazy.count).toBe(4);
    expect(lazy.get('a-1')).toMatchObject({ id: 'a-1', type: 'point' }); // the first of two with that id
    expect(lazy.get('late')).toMatchObject({ id: 'late', type: 'line' });
    expect(lazy.get('missing')).toBeUndefined();
    expect(lazy.complete).toBe(false);

    // Two items with one id, the first with its id written last: the first still wins, as with find.
    const writer = atrium.venue.v1.ModuleHeader.encode({ module: 'annotations', version: 1, timestamp: 1 });
    writer
      .uint32((4 << 3) | 2)
      .bytes(new Uint8Array([0x12, 0x05, ...Buffer.from('first'), 0x0a, 0x03, ...Buffer.from('dup')]));
    writer
      .uint32((4 << 3) | 2)
      .bytes(atrium.venue.v1.Annotation.encode({ id: 'dup', type: 'second' }).finish());
    expect(LazyModule.open('annotations', writer.finish()).get('dup')?.type).toBe('first');

    const big = LazyModule.open('annotations', encodeModule(annotations(25)));
    expect(big.get('a-24')).toEqual(decodeModule('annotations', encodeModule(annotations(25))).items[24]);
    expect(big.complete).toBe(false);
    expect([big.decodeSome(10), big.decodeSome(10), big.decodeSome(10)]).toEqual([false, false, true]);
    expect(big.get('a-24')).toBe(big.document().items[24]);
  });

  it('reports broken framing, another module’s file and a newer version as corrupt', () => {
    const bytes = encodeModule(annotations(3));
    expect(() => LazyModule.open('annotations', bytes.subarray(0, bytes.length - 5))).toThrow(
      CorruptModuleError,
    );
    expect(() => LazyModule.open('tags', bytes)).toThrow('it holds module "annotations"');
    const newer = encodeModule({ ...annotations(1), version: 2 });
    expect(() => LazyModule.open('annotations', newer)).toThrow('newer than 1');
  });
});

describe('VenueStore opened over a large module', () => {
  async function storeWith(count: number) {
    const factory = new IDBFactory();
    const writer = await VenueStore.open({ venueId: 'v', sceneId: 's', indexedDB: factory });
    await writer.replaceDocument(annotations(count));
    writer.close();
    return VenueStore.open({ venueId: 'v', sceneId: 's', indexedDB: factory });
  }

  it('answers get at once and decodes the rest between tasks, letting timers run meanwhile', async () => {
    const count = DECODE_CHUNK * 3;
    const store = await storeWith(count);
    expect(store.get('annotations', `a-${count - 1}`)).toMatchObject({ id: `a-${count - 1}` });
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    let decodedBeforeTimer = false;
    const decoded = store.decoded().then(() => {
      decodedBeforeTimer = !timerRan;
    });
    await decoded;
    expect(decodedBeforeTimer).toBe(false);
    expect(store.list('annotations').map((a) => a.id)).toEqual(annotations(count).items.map((a) => a.id));
    store.close();
  });

  it('takes edits made before the background decoding ends', async () => {
    const store = await storeWith(DECODE_CHUNK * 2);
    await store.update('annotations', 'a-3', { notes: 'moved' });
    await store.remove('annotations', 'a-4');
    await store.decoded();
    expect(store.get('annotations', 'a-3')?.notes).toBe('moved');
    expect(store.get('annotations', 'a-4')).toBeUndefined();
    expect(store.list('annotations')).toHaveLength(DECODE_CHUNK * 2 - 1);
    expect((await store.unsyncedDeltas('annotations')).map((d) => d.operation)).toEqual(['update', 'delete']);
    store.close();
  });
});
