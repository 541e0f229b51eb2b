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
 *
 * Live editing (issue #28): every local write is stamped with a hybrid logical clock and becomes
 * entity edits (only the fields that changed) applied by the per-field rule (#venue/field-lww.ts);
 * its 'change' event carries those edits for the live channel. Other screens' edits come in through
 * `applyRemote`, by the same rule, and are not logged (their author uploads them).
 */
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import { encodeEntity, encodeModule, withChanges } from '#venue/codec.ts';
import {
  ENTITY_LABEL,
  type EntityByModule,
  emptyDocument,
  type ModuleDocument,
  type ModuleName,
} from '#venue/documents.ts';
import { listValueFixes } from '#venue/entity-rules.ts';
import { applyEntityEdits, type EntityEdit, editBetween } from '#venue/field-lww.ts';
import { HybridLogicalClock } from '#venue/hlc.ts';
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

/** The detail of a store's 'change' event. */
export interface StoreChange {
  module: ModuleName;
  /** Made here (and logged for upload); false: from the cloud or another screen. */
  local: boolean;
  /** The entity edits applied (a local write's go out on the live channel); none for a whole document. */
  edits: EntityEdit[];
}

export class VenueStore {
  private readonly documents = new Map<ModuleName, ModuleDocument | LazyModule>();
  private closed = false;
  /** Why local writes are refused (a member who may not change the plan), or null. */
  private refusal: string | null = null;
  private background: Promise<void> = Promise.resolve();
  /** Stamps local writes: past every clock this store holds or has been sent. */
  readonly clock: HybridLogicalClock;
  /**
   * Fires 'change' (detail: StoreChange) after every saved change, and 'edits' (the same detail) as
   * soon as entity edits are applied in memory (a local write's before IndexedDB has it).
   */
  readonly events = new EventTarget();

  private constructor(
    private readonly db: IDBPDatabase<VenueDb>,
    private readonly now: () => number,
  ) {
    this.clock = new HybridLogicalClock(now);
  }

  static async open(opts: { venueId: string; sceneId: string; indexedDB?: IDBFactory; now?: () => number }) {
    const db = await openVenueDb(opts.venueId, opts.sceneId, opts.indexedDB);
    const store = new VenueStore(db, opts.now ?? Date.now);
    for (const stored of await db.getAll('modules')) {
      const lazy = LazyModule.open(stored.module, stored.bytes);
      store.documents.set(stored.module, lazy);
      // A document's timestamp is the latest clock in it (field-lww.ts).
      store.clock.observe(lazy.timestamp);
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
    const created = withChanges(
      entity,
      listValueFixes(module, entity, undefined) as Partial<EntityByModule[M]>,
    );
    const [stored] = await this.write(module, [{ id: entity.id, next: created }], []);
    return stored as EntityByModule[M];
  }

  /** Changes an existing entity; 'Annotation {id} not found' (spec §8) when there is none. */
  async update<M extends ModuleName>(
    module: M,
    id: string,
    changes: Partial<EntityByModule[M]>,
  ): Promise<EntityByModule[M]> {
    const previous = this.get(module, id);
    if (!previous) throw new NotFoundError(`${ENTITY_LABEL[module]} ${id} not found`);
    const changed = withChanges(previous, { ...changes, id });
    const next = withChanges(changed, listValueFixes(module, changed, previous));
    const [stored] = await this.write(module, [{ id, next }], []);
    return stored as EntityByModule[M];
  }

  async remove(module: ModuleName, id: string): Promise<void> {
    if (!this.get(module, id)) throw new NotFoundError(`${ENTITY_LABEL[module]} ${id} not found`);
    await this.write(module, [], [id]);
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
    const removing = new Set(removed);
    const savedIds = new Set<string>();
    const writes: { id: string; next: EntityByModule[M] }[] = [];
    for (const entity of saved) {
      const id = entity.id ?? '';
      if (!id) throw new Error(`${ENTITY_LABEL[module]} needs an id`);
      savedIds.add(id);
      if (removing.has(id)) continue; // saved, then removed in the same write
      const previous = this.get(module, id);
      const base = previous ? withChanges(previous, entity) : entity;
      const next = withChanges(base, listValueFixes(module, base, previous) as Partial<EntityByModule[M]>);
      writes.push({ id, next });
    }
    const gone = [...removing].filter((id) => savedIds.has(id) || this.get(module, id));
    if (writes.length === 0 && gone.length === 0) return;
    await this.write(module, writes, gone);
  }

  /** Replaces the whole list (setAnnotations/setSegmentations): creates, updates and deletes as needed. */
  async replaceAll<M extends ModuleName>(module: M, items: EntityByModule[M][]): Promise<void> {
    const doc = this.document(module);
    const before = new Map(doc.items.map((item) => [item.id ?? '', item]));
    const writes = items.map((item) => {
      const next = withChanges(
        item,
        listValueFixes(module, item, before.get(item.id ?? '')) as Partial<EntityByModule[M]>,
      );
      return { id: item.id ?? '', next };
    });
    const kept = new Set(items.map((item) => item.id));
    const removed = doc.items.filter((item) => !kept.has(item.id)).map((item) => item.id ?? '');
    await this.write(module, writes, removed);
  }

  /**
   * Other screens' edits (the live channel): applied by the per-field rule and announced at once as a
   * change that is not local; written to IndexedDB without a delta (their author uploads them), and
   * coalesced: while one write of the module runs, the next writes whatever the module holds by then,
   * so a busy channel costs one write at a time, not one per message. Resolves once written.
   */
  applyRemote(module: ModuleName, edits: readonly EntityEdit[]): Promise<void> {
    if (edits.length === 0) return Promise.resolve();
    this.database();
    for (const edit of edits) this.clock.observe(edit.clock);
    this.documents.set(module, applyEntityEdits(this.document(module), edits));
    const detail: StoreChange = { module, local: false, edits: [...edits] };
    this.events.dispatchEvent(new CustomEvent('edits', { detail }));
    this.events.dispatchEvent(new CustomEvent('change', { detail }));
    return this.writeLater(module);
  }

  private readonly writesWaiting = new Map<ModuleName, Promise<void>>();
  private readonly writesRunning = new Map<ModuleName, Promise<void>>();

  /** Writes the module as held in memory, after the write of it that runs now (shared while waiting). */
  private writeLater(module: ModuleName): Promise<void> {
    const waiting = this.writesWaiting.get(module);
    if (waiting) return waiting;
    const next = (this.writesRunning.get(module) ?? Promise.resolve()).then(async () => {
      this.writesWaiting.delete(module);
      const held = this.documents.get(module);
      if (this.closed || !held || held instanceof LazyModule) return;
      const run = this.database()
        .put('modules', { module, bytes: encodeModule(held), savedAt: this.now() })
        .then(() => undefined);
      this.writesRunning.set(module, run);
      try {
        await run;
      } finally {
        if (this.writesRunning.get(module) === run) this.writesRunning.delete(module);
      }
    });
    this.writesWaiting.set(module, next);
    return next;
  }

  /**
   * One local write: each entity's changed fields and each removal become edits at one new clock,
   * applied by the same rule as remote ones; the delta log gets one record per entity. Answers the
   * stored entities of `writes`, in order.
   */
  private async write<M extends ModuleName>(
    module: M,
    writes: { id: string; next: EntityByModule[M] }[],
    removed: string[],
  ): Promise<(EntityByModule[M] | undefined)[]> {
    const doc = this.document(module);
    const clock = this.clock.now();
    const previous = new Map<string, EntityByModule[M] | undefined>();
    const edits: EntityEdit[] = [];
    for (const { id, next } of writes) {
      const before = this.get(module, id);
      previous.set(id, before);
      const edit = editBetween(module, id, before, next, clock);
      if (edit) edits.push(edit);
    }
    for (const id of removed) {
      previous.set(id, this.get(module, id));
      edits.push({ op: 'delete', id, clock });
    }
    const next = applyEntityEdits(doc, edits);
    const stored = new Map(next.items.map((item) => [item.id ?? '', item]));
    const deltas = [...previous].map(([id, before]) => {
      const after = stored.get(id);
      const operation: DeltaOperation = !after ? 'delete' : before ? 'update' : 'create';
      return this.delta(module, operation, id, after ?? null, before ?? null);
    });
    await this.save(module, next, deltas, edits);
    return writes.map(({ id }) => stored.get(id));
  }

  /** Stores a document that came from the cloud (already merged by the caller); logs nothing. */
  async replaceDocument<M extends ModuleName>(document: ModuleDocument<M>): Promise<void> {
    this.clock.observe(document.timestamp);
    await this.save(document.module, document, [], []);
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
  private async save(
    module: ModuleName,
    document: ModuleDocument,
    deltas: DeltaRecord[],
    edits: EntityEdit[],
  ): Promise<void> {
    if (deltas.length > 0 && this.refusal) throw new Error(this.refusal);
    const previous = this.documents.get(module);
    const rollBack = (error: unknown) => {
      if (previous) this.documents.set(module, previous);
      else this.documents.delete(module);
      return error;
    };
    this.documents.set(module, document);
    let tx: IDBPTransaction<VenueDb, ['modules', 'deltas'], 'readwrite'>;
    try {
      tx = this.database().transaction(['modules', 'deltas'], 'readwrite');
    } catch (error) {
      throw rollBack(error);
    }
    const detail: StoreChange = { module, local: deltas.length > 0, edits };
    // The live channel sends local edits now, not after IndexedDB (slow under load) has written them.
    if (edits.length > 0) this.events.dispatchEvent(new CustomEvent('edits', { detail }));
    try {
      await tx.objectStore('modules').put({ module, bytes: encodeModule(document), savedAt: this.now() });
      for (const delta of deltas) await tx.objectStore('deltas').add(delta);
      await tx.done;
    } catch (error) {
      throw rollBack(error);
    }
    this.events.dispatchEvent(new CustomEvent('change', { detail }));
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
