/**
 * Offline-first sync of module documents with their cloud copies (spec venue-planner.md §4), plus a
 * guard the spec lacks: uploads carry a precondition on the etag they were merged from (If-Match, or
 * If-None-Match: * for a first upload); when another browser uploaded in between, the engine fetches,
 * merges entity by entity (merge.ts) and retries, so no edit is lost.
 */
import { decodeModule, encodeModule } from '#venue/codec.ts';
import { emptyDocument, MODULE_NAMES, MODULE_VERSION, type ModuleName } from '#venue/documents.ts';
import { mergeDocuments } from '#venue/merge.ts';
import {
  HttpError,
  type ModuleTransport,
  preconditionHeaders,
  type UploadPrecondition,
} from './transport.ts';
import type { VenueStore } from './venue-store.ts';

type SyncStatus = 'created' | 'up-to-date' | 'fetched' | 'queued';
export interface SyncResult {
  module: ModuleName;
  status: SyncStatus;
  uploaded: boolean;
}

const MAX_CONFLICT_RETRIES = 8;
/** Between two tries after a conflict: this many ms times the try, jittered, so racing uploaders part. */
const CONFLICT_BACKOFF_MS = 50;
const SYNC_DEBOUNCE_MS = 500;
const SYNC_MAX_WAIT_MS = 5_000;
/**
 * How often an open scene asks the cloud for other devices' edits (one listing of the scene's modules;
 * a GET only for a module whose etag changed) while its live channel is down (issue #28: polling only
 * then, and at most once a minute; while the channel is up, 'module saved' notices replace it).
 */
export const PULL_INTERVAL_MS = 60_000;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SyncOptions {
  isOnline?: () => boolean;
  /** Where 'online' events come from (the window in a browser). */
  connectivity?: EventTarget;
  debounceMs?: number;
  now?: () => number;
  onError?: (module: ModuleName, error: unknown) => void;
}

export class ModuleSync {
  private readonly inFlight = new Map<ModuleName, Promise<SyncResult>>();
  private readonly queued = new Set<ModuleName>();
  /** Pulls waiting to run, and running, per module (pullModule). */
  private readonly pulls = new Map<ModuleName, Promise<void>>();
  private readonly pullRunning = new Map<ModuleName, Promise<void>>();
  /** When the first of a burst of scheduled syncs was asked for, per module. */
  private readonly firstScheduled = new Map<ModuleName, number>();
  private readonly timers = new Map<ModuleName, ReturnType<typeof setTimeout>>();
  private pullTimer: ReturnType<typeof setInterval> | undefined;
  /** One listing of the cloud's modules shared by the syncs of one round (syncAllModules, a pull). */
  private roundListing: Promise<ReadonlyMap<ModuleName, string>> | null = null;
  private readonly isOnline: () => boolean;
  private readonly now: () => number;
  /** Fires 'syncstart' and 'syncend' (detail: {module, result?, error?}) around each sync run. */
  readonly events = new EventTarget();

  constructor(
    private readonly store: VenueStore,
    private readonly transport: ModuleTransport,
    private readonly options: SyncOptions = {},
  ) {
    this.isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
    this.now = options.now ?? Date.now;
    options.connectivity?.addEventListener('online', () => void this.flushQueue());
  }

  /** Modules waiting for the connection to come back. */
  get queuedModules(): ModuleName[] {
    return [...this.queued];
  }

  /** Whether any module is syncing right now. */
  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  /** Syncs one module; a second call while one runs gets the running one (duplicates are skipped). */
  syncModule(module: ModuleName): Promise<SyncResult> {
    if (!this.isOnline()) {
      this.queued.add(module);
      const result: SyncResult = { module, status: 'queued', uploaded: false };
      this.events.dispatchEvent(new CustomEvent('syncend', { detail: { module, result } }));
      return Promise.resolve(result);
    }
    const running = this.inFlight.get(module);
    if (running) return running;
    this.events.dispatchEvent(new CustomEvent('syncstart', { detail: { module } }));
    const run = this.run(module)
      .then((result) => {
        this.events.dispatchEvent(new CustomEvent('syncend', { detail: { module, result } }));
        return result;
      })
      .catch((error: unknown) => {
        // The connection dropped mid-sync (fetch rejects with a TypeError): try again once it is back.
        if (!this.isOnline() || error instanceof TypeError) this.queued.add(module);
        this.events.dispatchEvent(new CustomEvent('syncend', { detail: { module, error } }));
        throw error;
      })
      .finally(() => this.inFlight.delete(module));
    this.inFlight.set(module, run);
    return run;
  }

  /**
   * Fetches and merges the cloud's copy when it changed, uploading nothing (a live 'saved' notice: the
   * uploads stay with the debounced syncs, or every notice would answer with an upload and a notice).
   * One pull runs per module and at most one more waits; the waiting one looks afresh.
   */
  pullModule(module: ModuleName): Promise<void> {
    const waiting = this.pulls.get(module);
    if (waiting) return waiting;
    const next = (this.pullRunning.get(module) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        this.pulls.delete(module);
        const run = this.pull(module).finally(() => this.pullRunning.delete(module));
        this.pullRunning.set(module, run);
        return run;
      });
    this.pulls.set(module, next);
    return next;
  }

  private async pull(module: ModuleName): Promise<void> {
    if (!this.isOnline()) return;
    const remote = await this.remote(module, false);
    if (remote.missing) return;
    const meta = await this.store.getSyncMeta(module);
    if (remote.etag !== meta?.etag) await this.fetchAndMerge(module, remote.etag);
  }

  /** Syncs every module, looking at the cloud's copies once for all of them. */
  syncAllModules(): Promise<SyncResult[]> {
    return this.round((module) => this.syncModule(module));
  }

  /** Runs `each` for every module with one listing of the cloud's copies shared by all of them. */
  private async round<T>(each: (module: ModuleName) => Promise<T>): Promise<T[]> {
    if (this.isOnline()) {
      this.roundListing = this.transport.listModules();
      // A failed listing fails each module's sync, which reports it; nobody awaits the listing itself.
      this.roundListing.catch(() => {});
    }
    try {
      return await Promise.all(MODULE_NAMES.map(each));
    } finally {
      this.roundListing = null;
    }
  }

  /**
   * Debounced sync after a local change (spec §9: 500 ms); edits that keep coming (several people
   * editing live) still upload every SYNC_MAX_WAIT_MS, so the cloud's copy never falls far behind.
   */
  scheduleSync(module: ModuleName): void {
    const debounce = this.options.debounceMs ?? SYNC_DEBOUNCE_MS;
    const first = this.firstScheduled.get(module) ?? this.now();
    this.firstScheduled.set(module, first);
    const wait = Math.max(0, Math.min(debounce, first + Math.max(debounce, SYNC_MAX_WAIT_MS) - this.now()));
    clearTimeout(this.timers.get(module));
    this.timers.set(
      module,
      setTimeout(() => {
        this.timers.delete(module);
        this.firstScheduled.delete(module);
        this.syncModule(module).catch((error) => this.options.onError?.(module, error));
      }, wait),
    );
  }

  /**
   * Pulls other devices' edits every `intervalMs` while online and visible (one listing of the
   * scene's modules when nothing changed in the cloud). Stopped by dispose().
   */
  startPulling(intervalMs = PULL_INTERVAL_MS, isVisible: () => boolean = () => true): void {
    clearInterval(this.pullTimer);
    this.pullTimer = setInterval(() => {
      if (!this.isOnline() || !isVisible()) return;
      void this.round((module) =>
        this.syncModule(module).catch((error) => this.options.onError?.(module, error)),
      );
    }, intervalMs);
  }

  /** Stops polling (the live channel brings 'module saved' notices instead). */
  stopPulling(): void {
    clearInterval(this.pullTimer);
    this.pullTimer = undefined;
  }

  async flushQueue(): Promise<SyncResult[]> {
    const modules = [...this.queued];
    this.queued.clear();
    return Promise.all(modules.map((module) => this.syncModule(module)));
  }

  dispose(): void {
    clearInterval(this.pullTimer);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async run(module: ModuleName): Promise<SyncResult> {
    let status: SyncStatus | undefined;
    for (let attempt = 0; attempt <= MAX_CONFLICT_RETRIES; attempt++) {
      // Several people editing live upload the same module at once: the losers wait a little each time.
      if (attempt > 0)
        await new Promise((resolve) =>
          setTimeout(resolve, CONFLICT_BACKOFF_MS * attempt * (0.5 + Math.random())),
        );
      // After a conflict the round's listing is out of date: look again.
      const remote = await this.remote(module, attempt === 0);
      let precondition: UploadPrecondition;
      if (remote.missing) {
        // Cloud copy missing: start from what this browser has (an empty module if nothing).
        if (!this.store.hasDocument(module))
          // timestamp 0: a document's timestamp is the latest clock in it, the same on every replica
          await this.store.replaceDocument(emptyDocument(module, 0));
        status ??= 'created';
        precondition = { ifNoneMatch: '*' };
        if (await this.upload(module, precondition, true)) return { module, status, uploaded: true };
        continue;
      }
      const meta = await this.store.getSyncMeta(module);
      if (remote.etag === meta?.etag && this.store.hasDocument(module)) {
        status ??= 'up-to-date';
      } else {
        await this.fetchAndMerge(module, remote.etag);
        status ??= 'fetched';
      }
      precondition = { ifMatch: remote.etag };
      if ((await this.store.unsyncedDeltas(module)).length === 0) return { module, status, uploaded: false };
      if (await this.upload(module, precondition, false)) return { module, status, uploaded: true };
      // 412: someone uploaded since we looked; go round again (fetch, merge, retry).
    }
    throw new Error(
      `Module ${module} kept changing in the cloud; sync gave up after ${MAX_CONFLICT_RETRIES} retries`,
    );
  }

  /** Whether the cloud holds the module, and its etag (the round's listing, or a fresh one). */
  private async remote(
    module: ModuleName,
    roundListingOk: boolean,
  ): Promise<{ missing: true } | { missing: false; etag: string }> {
    const listing = await ((roundListingOk && this.roundListing) || this.transport.listModules());
    const etag = listing.get(module);
    return etag === undefined ? { missing: true } : { missing: false, etag };
  }

  private async read(module: ModuleName): Promise<Response> {
    let url: string;
    try {
      url = (await this.transport.readUrls(module)).getUrl;
    } catch (error) {
      if (!this.transport.publicUrl) throw error;
      url = this.transport.publicUrl(module);
    }
    return this.transport.fetch(url, { method: 'GET', cache: 'no-store' });
  }

  /** Fetches the cloud copy and merges it in. A corrupt file is reported and local data stays as it was. */
  private async fetchAndMerge(module: ModuleName, etag: string): Promise<void> {
    const response = await this.read(module);
    if (response.status === 404 || response.status === 403)
      throw new Error(`Module ${module} not found in S3`);
    if (!response.ok) throw new HttpError(response.status, await response.text());
    const bytes = new Uint8Array(await response.arrayBuffer());
    const remote = decodeModule(module, bytes); // throws CorruptModuleError before anything is written
    const changed = new Set((await this.store.unsyncedDeltas(module)).map((d) => d.entityId));
    const merged = mergeDocuments(this.store.document(module), remote, changed, this.now());
    await this.store.replaceDocument(merged);
    await this.store.setSyncMeta({
      module,
      lastSync: this.now(),
      etag: response.headers.get('etag') ?? etag,
      version: remote.version,
      checksum: await sha256Hex(bytes),
    });
  }

  /** PUTs the local document; false when the precondition failed (412), so the caller merges and retries. */
  private async upload(
    module: ModuleName,
    precondition: UploadPrecondition,
    force: boolean,
  ): Promise<boolean> {
    const deltas = await this.store.unsyncedDeltas(module);
    if (!force && deltas.length === 0) return true;
    const bytes = encodeModule(this.store.document(module));
    const url = await this.transport.uploadUrl(module, precondition);
    const response = await this.transport.fetch(url, {
      method: 'PUT',
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { 'Content-Type': 'application/x-protobuf', ...preconditionHeaders(precondition) },
    });
    if (response.status === 412 || response.status === 409) return false;
    if (!response.ok) throw new HttpError(response.status, await response.text());
    await this.store.setSyncMeta({
      module,
      lastSync: this.now(),
      etag: response.headers.get('etag') ?? '',
      version: MODULE_VERSION,
      checksum: await sha256Hex(bytes),
    });
    await this.store.markSynced(deltas.flatMap((d) => (d.id === undefined ? [] : [d.id])));
    return true;
  }
}
