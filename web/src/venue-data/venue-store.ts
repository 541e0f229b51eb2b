/**
 * The local store of one venue scene: module documents kept decoded in memory and encoded in
 * IndexedDB, a delta log of every change, sync metadata and a small cache. Every write goes through
 * here, so the delta log is always complete — the sync engine relies on it. Local writes check the
 * spec's fixed value lists (`listValueFixes`); documents from the cloud are stored as they come.
 *
 * Opening decodes no item (issue 17 §4): each stored module opens as a LazyModule (header, tombstones
 * and ids), `get` decodes the one item asked for, and the rest is decoded a chunk at a time between
 * tasks, so the planner is usable at once even with 100k annotations. `list` and `document` decode
 * what is left at once when they come first; `decoded()` waits for the background decoding.
 */
import type { IDBPDatabase } from 'idb';
import { encodeEntity, encodeModule, withChanges } from '#venue/codec.ts';
import {
  ENTITY_LABEL,
  type EntityByModule,
  emptyDocument,
  type ModuleDocument,
  type ModuleName,
} from '#venue/documents.ts';
import { listValueFixes } from '#venue/entity-rules.ts';
import {
  CACHE_TTL_MS,
  type CacheEntry,
  type DeltaOperation,
  type DeltaRecord,
  openVenueDb,
  type SyncMetaRecord,
  type VenueDb,
} from './db.ts';
import { LazyModule } from './lazy-module.ts';

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/**
 * The store was closed (its scene was left) and something still wants its database: a debounced save
 * or a sync that fires after the planner moved on. Spec §8's text, so the log says what happened.
 */
export class DatabaseNotInitializedError extends Error {
  override name = 'DatabaseNotInitializedError';
  constructor() {
    super('Database not initialized');
  }
}

/** Items decoded per slice of background decoding (about 15 ms of work for annotations). */
export const DECODE_CHUNK = 2_000;

/** Lets the page handle input and paint between two chunks of decoding. */
function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class VenueStore {
  private readonly documents = new Map<ModuleName, ModuleDocument | LazyModule>();
  private closed = false;
  /** Why local writes are refused (a member who may not change the plan), or null. */
  private refusal: string | null = null;
  private background: Promise<void> = Promise.resolve();
  /** Fires 'change' (detail: {module, local}) after every saved change; local: made here, not yet synced. */
  readonly events = new EventTarget();

  private constructor(
    private readonly db: IDBPDatabase<VenueDb>,
    private readonly now: () => number,
  ) {}

  static async open(opts: { venueId: string; sceneId: string; indexedDB?: IDBFactory; now?: () => number }) {
    const db = await openVenueDb(opts.venueId, opts.sceneId, opts.indexedDB);
    const store = new VenueStore(db, opts.now ?? Date.now);
    for (const stored of await db.getAll('modules')) {
      store.documents.set(stored.module, LazyModule.open(stored.module, stored.bytes));
    }
    store.background = store.decodeInBackground();
    return store;
  }

  /** Refuses every local write from now on with this reason (null: writes are allowed again). */
  refuseLocalWrites(reason: string | null): void {
    this.refusal = reason;
  }

  close(): void {
    this.closed = true;
    this.db.close();
  }

  /** The open database; after `close` every read or write of it is refused the same way. */
  private database(): IDBPDatabase<VenueDb> {
    if (this.closed) throw new DatabaseNotInitializedError();
    return this.db;
  }

  /** Resolves once every module opened from this browser's database is fully decoded. */
  decoded(): Promise<void> {
    return this.background;
  }

  private async decodeInBackground(): Promise<void> {
    for (const [module, opened] of this.documents) {
      if (!(opened instanceof LazyModule)) continue;
      while (!this.closed && this.documents.get(module) === opened && !opened.decodeSome(DECODE_CHUNK)) {
        await yieldToEventLoop();
      }
      if (this.documents.get(module) === opened) this.documents.set(module, opened.document());
    }
  }

  /** Whether this browser holds a copy of the module (an empty document counts). */
  hasDocument(module: ModuleName): boolean {
    return this.documents.has(module);
  }

  document<M extends ModuleName>(module: M): ModuleDocument<M> {
    let held = this.documents.get(module);
    if (held instanceof LazyModule) {
      held = held.document();
      this.documents.set(module, held);
    }
    return (held as ModuleDocument<M> | undefined) ?? emptyDocument(module, 0);
  }

  list<M extends ModuleName>(module: M): EntityByModule[M][] {
    return [...this.document(module).items];
  }

  get<M extends ModuleName>(module: M, id: string): EntityByModule[M] | undefined {
    const held = this.documents.get(module);
    if (held instanceof LazyModule) return (held as LazyModule<M>).get(id);
    return this.document(module).items.find((item) => item.id === id);
  }

  /** Adds a new entity (its id must be new) and logs a create. */
  async create<M extends ModuleName>(module: M, entity: EntityByModule[M]): Promise<EntityByModule[M]> {
    if (!entity.id) throw new Error(`${ENTITY_LABEL[module]} needs an id`);
    if (this.get(module, entity.id)) throw new Error(`${ENTITY_LABEL[module]} ${entity.id} already exists`);
    const created = withChanges(entity, {
      ...listValueFixes(module, entity, undefined),
      modifiedAt: this.now(),
    } as Partial<EntityByModule[M]>);
    const doc = this.document(module);
    await this.save(module, { ...doc, items: [...doc.items, created] }, [
      this.delta(module, 'create', created.id ?? '', created, null),
    ]);
    return created;
  }

  /** Changes an existing entity; 'Annotation {id} not found' (spec §8) when there is none. */
  async update<M extends ModuleName>(
    module: M,
    id: string,
    changes: Partial<EntityByModule[M]>,
  ): Promise<EntityByModule[M]> {
    const doc = this.document(module);
    const previous = doc.items.find((item) => item.id === id);
    if (!previous) throw new NotFoundError(`${ENTITY_LABEL[module]} ${id} not found`);
    const changed = withChanges(previous, { ...changes, id, modifiedAt: this.now() });
    const next = withChanges(changed, listValueFixes(module, changed, previous));
    await this.save(module, { ...doc, items: doc.items.map((item) => (item.id === id ? next : item)) }, [
      this.delta(module, 'update', id, next, previous),
    ]);
    return next;
  }

  async remove(module: ModuleName, id: string): Promise<void> {
    const doc = this.document(module);
    const previous = doc.items.find((item) => item.id === id);
    if (!previous) throw new NotFoundError(`${ENTITY_LABEL[module]} ${id} not found`);
    const tombstones = [...doc.tombstones.filter((t) => t.id !== id), { id, deletedAt: this.now() }];
    await this.save(module, { ...doc, items: doc.items.filter((item) => item.id !== id), tombstones }, [
      this.delta(module, 'delete', id, null, previous),
    ]);
  }

  /**
   * Creates or replaces `saved` (each as a whole) and removes `removed`, in one write and one change
   * event: a layout group of 500 seats, or its undo. Ids it does not hold are skipped on removal.
   */
  async writeMany<M extends ModuleName>(
    module: M,
    saved: EntityByModule[M][],
    removed: string[],
  ): Promise<void> {
    const doc = this.document(module);
    const now = this.now();
    const items = new Map(doc.items.map((item) => [item.id ?? '', item]));
    const deltas: DeltaRecord[] = [];
    for (const entity of saved) {
      const id = entity.id ?? '';
      if (!id) throw new Error(`${ENTITY_LABEL[module]} needs an id`);
      const previous = items.get(id);
      const base = previous ? withChanges(previous, entity) : entity;
      const next = withChanges(base, {
        ...listValueFixes(module, base, previous),
        id,
        modifiedAt: now,
      } as Partial<EntityByModule[M]>);
      items.set(id, next);
      deltas.push(this.delta(module, previous ? 'update' : 'create', id, next, previous ?? null));
    }
    const gone = removed.filter((id) => items.has(id));
    for (const id of gone) {
      deltas.push(this.delta(module, 'delete', id, null, items.get(id) ?? null));
      items.delete(id);
    }
    const kept = new Set(items.keys());
    const goneIds = new Set(gone);
    const tombstones = [
      ...doc.tombstones.filter((t) => !kept.has(t.id) && !goneIds.has(t.id)),
      ...gone.map((id) => ({ id, deletedAt: now })),
    ];
    if (deltas.length === 0) return;
    await this.save(module, { ...doc, items: [...items.values()], tombstones }, deltas);
  }

  /** Replaces the whole list (setAnnotations/setSegmentations): creates, updates and deletes as needed. */
  async replaceAll<M extends ModuleName>(module: M, items: EntityByModule[M][]): Promise<void> {
    const doc = this.document(module);
    const now = this.now();
    const before = new Map(doc.items.map((item) => [item.id ?? '', item]));
    const deltas: DeltaRecord[] = [];
    const next = items.map((item) => {
      const previous = before.get(item.id ?? '');
      const stamped = withChanges(item, {
        ...listValueFixes(module, item, previous),
        modifiedAt: now,
      } as Partial<EntityByModule[M]>);
      deltas.push(
        this.delta(module, previous ? 'update' : 'create', item.id ?? '', stamped, previous ?? null),
      );
      return stamped;
    });
    const kept = new Set(items.map((item) => item.id));
    const removed = doc.items.filter((item) => !kept.has(item.id));
    for (const item of removed) deltas.push(this.delta(module, 'delete', item.id ?? '', null, item));
    const tombstones = [
      ...doc.tombstones.filter((t) => !kept.has(t.id)),
      ...removed.map((item) => ({ id: item.id ?? '', deletedAt: now })),
    ];
    await this.save(module, { ...doc, items: next, tombstones }, deltas);
  }

  /** Stores a document that came from the cloud (already merged by the caller); logs nothing. */
  async replaceDocument<M extends ModuleName>(document: ModuleDocument<M>): Promise<void> {
    await this.save(document.module, document, []);
  }

  async unsyncedDeltas(module: ModuleName): Promise<DeltaRecord[]> {
    return this.database().getAllFromIndex('deltas', 'byModuleSynced', [module, 0]);
  }

  async markSynced(ids: number[]): Promise<void> {
    const tx = this.database().transaction('deltas', 'readwrite');
    for (const id of ids) {
      const record = await tx.store.get(id);
      if (record) await tx.store.put({ ...record, synced: 1 });
    }
    await tx.done;
  }

  async getSyncMeta(module: ModuleName): Promise<SyncMetaRecord | undefined> {
    return this.database().get('syncMeta', module);
  }

  async setSyncMeta(meta: SyncMetaRecord): Promise<void> {
    await this.database().put('syncMeta', meta);
  }

  async getCached<T>(key: string): Promise<{ data: T; etag: string } | undefined> {
    const entry = await this.database().get('cache', key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return { data: entry.data as T, etag: entry.etag };
  }

  async setCached(key: string, data: unknown, etag = ''): Promise<CacheEntry> {
    const cachedAt = this.now();
    const entry = { key, data, etag, cachedAt, expiresAt: cachedAt + CACHE_TTL_MS };
    await this.database().put('cache', entry);
    return entry;
  }

  /**
   * Writes the document and its deltas in one transaction: a change is never half-recorded. The
   * in-memory copy changes first, so an upload never marks a delta synced whose change it lacks.
   */
  private async save(module: ModuleName, document: ModuleDocument, deltas: DeltaRecord[]): Promise<void> {
    if (deltas.length > 0 && this.refusal) throw new Error(this.refusal);
    const stamped = { ...document, timestamp: this.now() } as ModuleDocument;
    const previous = this.documents.get(module);
    this.documents.set(module, stamped);
    try {
      const tx = this.database().transaction(['modules', 'deltas'], 'readwrite');
      await tx.objectStore('modules').put({ module, bytes: encodeModule(stamped), savedAt: this.now() });
      for (const delta of deltas) await tx.objectStore('deltas').add(delta);
      await tx.done;
    } catch (error) {
      if (previous) this.documents.set(module, previous);
      else this.documents.delete(module);
      throw error;
    }
    this.events.dispatchEvent(new CustomEvent('change', { detail: { module, local: deltas.length > 0 } }));
  }

  private delta(
    module: ModuleName,
    operation: DeltaOperation,
    entityId: string,
    data: unknown,
    previous: unknown,
  ): DeltaRecord {
    return {
      module,
      operation,
      entityId,
      timestamp: this.now(),
      synced: 0,
      data: data ? encodeEntity(module, data) : null,
      previousData: previous ? encodeEntity(module, previous) : null,
    };
  }
}
