import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EntityChange, LIVE_FRAME_LIMIT } from '#shared/live-protocol.ts';
import { encodeModule } from '#venue/codec.ts';
import { LiveChannel } from './live-channel.ts';
import { editMessages, LiveSync } from './live-sync.ts';
import { MemoryRelay, socketFactory } from './live-test-kit.ts';
import type { ModuleSync } from './sync.ts';
import { VenueStore } from './venue-store.ts';

/** A ModuleSync that records what the live sync asks of it. */
function fakeSync() {
  const calls: string[] = [];
  const sync = {
    events: new EventTarget(),
    stopPulling: () => calls.push('stopPulling'),
    startPulling: (ms: number) => calls.push(`startPulling ${ms}`),
    syncAllModules: async () => {
      calls.push('syncAllModules');
      return [];
    },
    pullModule: async (module: string) => {
      calls.push(`pull ${module}`);
    },
  };
  return { sync: sync as unknown as ModuleSync, calls, events: sync.events };
}

const openStore = (name = 'v') =>
  VenueStore.open({ venueId: name, sceneId: 's1', indexedDB: new IDBFactory() });

async function setup() {
  const store = await openStore();
  const sockets = socketFactory();
  const channel = new LiveChannel({ url: () => 'ws://x/live', createSocket: sockets.create });
  const { sync, calls, events } = fakeSync();
  const live = new LiveSync({ store, sync, channel, sceneId: 's1' });
  channel.connect();
  return { store, sockets, channel, calls, events, live };
}

const upsert = (id: string, fields: Record<string, unknown>, clock = 5): EntityChange => ({
  op: 'upsert',
  module: 'planning',
  sceneId: 's1',
  id,
  fields,
  clock,
});

describe('LiveSync', () => {
  afterEach(() => vi.useRealTimers());

  it('sends each local write as an edit with only the fields that changed', async () => {
    const { store, sockets } = await setup();
    sockets.latest().open();
    await store.create('planning', {
      id: 'c1',
      name: 'Chair',
      type: 'chair',
      position: { x: 1, y: 0, z: 0 },
    });
    await store.update('planning', 'c1', { position: { x: 2, y: 0, z: 0 } });
    await store.remove('planning', 'c1');
    const edits = sockets.latest().sent.filter((m) => m.type === 'edit');
    expect(edits.map((m) => m.type === 'edit' && m.changes)).toEqual([
      [
        expect.objectContaining({
          op: 'upsert',
          module: 'planning',
          sceneId: 's1',
          id: 'c1',
          fields: { id: 'c1', name: 'Chair', type: 'chair', position: { x: 1 } },
        }),
      ],
      [expect.objectContaining({ op: 'upsert', id: 'c1', fields: { position: { x: 2 } } })],
      [expect.objectContaining({ op: 'delete', id: 'c1' })],
    ]);
  });

  it('applies other screens’ edits for its scene to the store, as changes that are not local', async () => {
    const { store, sockets, live } = await setup();
    sockets.latest().open();
    const seen: unknown[] = [];
    store.events.addEventListener('change', (e) => seen.push((e as CustomEvent).detail));
    const from = { connectionId: 'c2', username: 'bob' };
    sockets.latest().receive({
      type: 'edit',
      from,
      changes: [upsert('t1', { id: 't1', name: 'Table' }), { ...upsert('x', { id: 'x' }), sceneId: 'other' }],
    });
    sockets.latest().receive({ type: 'edit', from, changes: [upsert('t1', { name: 'Big table' }, 6)] });
    await live.settled();
    expect(store.list('planning')).toMatchObject([{ id: 't1', name: 'Big table' }]);
    expect(seen).toMatchObject([
      { module: 'planning', local: false },
      { module: 'planning', local: false },
    ]);
    expect(await store.unsyncedDeltas('planning')).toEqual([]);
    // the next local edit is stamped past the remote clocks it has seen
    await store.update('planning', 't1', { name: 'Mine' });
    expect(store.get('planning', 't1')?.modifiedAt).toBeGreaterThan(6);
    // an edit of this screen's own is not sent back as a remote one
    expect(sockets.latest().sent.filter((m) => m.type === 'edit')).toHaveLength(1);
  });

  it('fetches a module another screen saved (once per 2 s while notices keep coming), and announces its own uploads', async () => {
    const { sockets, calls, events } = await setup();
    vi.useFakeTimers();
    sockets.latest().open();
    sockets.latest().receive({
      type: 'saved',
      from: { connectionId: 'c2', username: 'bob' },
      sceneId: 's1',
      modules: ['planning', 'tags'],
    });
    sockets.latest().receive({
      type: 'saved',
      from: { connectionId: 'c2', username: 'bob' },
      sceneId: 's9',
      modules: ['media'],
    });
    vi.advanceTimersByTime(0);
    expect(calls).toContain('pull planning');
    expect(calls).toContain('pull tags');
    expect(calls).not.toContain('pull media');
    const pulls = () => calls.filter((c) => c === 'pull planning').length;
    for (let i = 0; i < 10; i++) {
      sockets.latest().receive({
        type: 'saved',
        from: { connectionId: 'c2', username: 'bob' },
        sceneId: 's1',
        modules: ['planning'],
      });
      vi.advanceTimersByTime(300);
    }
    expect(pulls()).toBe(2); // the first at once, then one 2 s later
    vi.advanceTimersByTime(2000);
    expect(pulls()).toBe(3);
    events.dispatchEvent(
      new CustomEvent('syncend', { detail: { module: 'planning', result: { uploaded: true } } }),
    );
    events.dispatchEvent(
      new CustomEvent('syncend', { detail: { module: 'tags', result: { uploaded: false } } }),
    );
    expect(sockets.latest().sent).toEqual([
      { type: 'ping' },
      { type: 'saved', sceneId: 's1', modules: ['planning'] },
    ]);
  });

  it('polls once a minute only while the channel is down, and runs a full round when it is back', async () => {
    const { sockets, calls } = await setup();
    vi.useFakeTimers();
    expect(calls).toEqual(['startPulling 60000']);
    sockets.latest().open();
    expect(calls).toEqual(['startPulling 60000', 'stopPulling']);
    sockets.latest().drop();
    vi.advanceTimersByTime(2_000);
    sockets.latest().drop(); // still down: polling is not restarted
    expect(calls).toEqual(['startPulling 60000', 'stopPulling', 'startPulling 60000']);
    vi.advanceTimersByTime(5_000);
    sockets.latest().open();
    expect(calls.slice(3)).toEqual(['stopPulling', 'syncAllModules']);
  });

  it('splits a large batch into frames under the limit, and a large entity into parts of its fields', () => {
    const changes = Array.from({ length: 450 }, (_, i) =>
      upsert(`c${i}`, { id: `c${i}`, name: 'x'.repeat(100) }),
    );
    const messages = editMessages(changes);
    expect(messages.flat()).toEqual(changes);
    for (const batch of messages) {
      expect(batch.length).toBeLessThanOrEqual(200);
      expect(JSON.stringify({ type: 'edit', changes: batch }).length).toBeLessThanOrEqual(LIVE_FRAME_LIMIT);
    }
    const big = upsert('zone', {
      id: 'zone',
      a: 'a'.repeat(20_000),
      b: 'b'.repeat(20_000),
      c: 'c'.repeat(40_000),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parts = editMessages([big]).flat();
    expect(parts.map((p) => p.op === 'upsert' && Object.keys(p.fields))).toEqual([['id', 'a'], ['b']]);
    expect(parts.every((p) => p.clock === big.clock)).toBe(true);
    expect(warn).toHaveBeenCalledOnce(); // c is larger than a frame: the S3 sync brings it
    warn.mockRestore();
  });
});

describe('live editing between screens (in-memory relay)', () => {
  it('converges two stores editing the same entities at once to identical modules', async () => {
    const relay = new MemoryRelay();
    const screens = await Promise.all(
      ['ann', 'bob'].map(async (name) => {
        const store = await openStore(name);
        const channel = new LiveChannel({ url: () => 'ws://x/live', createSocket: relay.createSocket(name) });
        const live = new LiveSync({ store, sync: fakeSync().sync, channel, sceneId: 's1' });
        channel.connect();
        return { store, channel, live };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    const [ann, bob] = screens as [(typeof screens)[0], (typeof screens)[0]];
    expect(ann.channel.status).toBe('live');
    await ann.store.create('planning', { id: 'c1', name: 'Chair', type: 'chair' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await bob.live.settled();
    await Promise.all([
      ann.store.update('planning', 'c1', { name: 'Ann’s chair' }),
      bob.store.update('planning', 'c1', { position: { x: 3, y: 0, z: 1 } }),
      bob.store.create('planning', { id: 't1', name: 'Table' }),
    ]);
    await ann.store
      .remove('planning', 'c1')
      .then(() => ann.store.create('planning', { id: 'c2', name: 'Sofa' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(screens.map((s) => s.live.settled()));
    const docs = screens.map((s) => encodeModule(s.store.document('planning')));
    expect(docs[0]).toEqual(docs[1]);
    expect(ann.store.list('planning').map((p) => p.id)).toEqual(['t1', 'c2']);
  });
});
