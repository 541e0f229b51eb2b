/**
 * Live edits of one open scene (issue #28): the store's local edits go out on the live channel (only
 * the fields that changed, split under the frame limit), other screens' edits come in and are applied
 * by the same per-field rule, and 'module saved' notices replace polling: a notice fetches that module,
 * each upload of ours sends one. While the channel is down the S3 sync polls, at most once a minute;
 * when it comes back, a full sync round merges whatever was edited meanwhile, on either side.
 */
import { type EntityChange, LIVE_FRAME_LIMIT, type ServerMessage } from '#shared/live-protocol.ts';
import type { ModuleName } from '#venue/documents.ts';
import type { EntityEdit } from '#venue/field-lww.ts';
import type { LiveChannel, LiveStatus } from './live-channel.ts';
import { type ModuleSync, PULL_INTERVAL_MS, type SyncResult } from './sync.ts';
import type { StoreChange, VenueStore } from './venue-store.ts';

/** The shortest time between two fetches of a module on other screens' 'saved' notices. */
const PULL_AFTER_SAVED_MS = 2_000;
/** The most changes one `edit` message carries (the protocol's limit). */
const MAX_CHANGES_PER_MESSAGE = 200;
/** Room for the message's envelope ({"type":"edit","changes":[…]}) and separators. */
const ENVELOPE_BYTES = 64;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * Splits changes into `edit` messages under the frame limit. A change too large for one frame is split
 * into several upserts of its fields at the same clock (the merge rule makes that the same edit); a
 * single field larger than a frame is left to the S3 sync (its 'saved' notice brings it).
 */
export function editMessages(changes: readonly EntityChange[], limit = LIVE_FRAME_LIMIT): EntityChange[][] {
  const room = limit - ENVELOPE_BYTES;
  const pieces: { change: EntityChange; size: number }[] = [];
  for (const change of changes) {
    const size = bytes(JSON.stringify(change));
    if (size <= room || change.op === 'delete') {
      pieces.push({ change, size });
      continue;
    }
    const { fields, ...head } = change;
    const headSize = bytes(JSON.stringify({ ...head, fields: {} }));
    let part: Record<string, unknown> = {};
    let partSize = headSize;
    const flush = () => {
      if (Object.keys(part).length) pieces.push({ change: { ...head, fields: part }, size: partSize });
      part = {};
      partSize = headSize;
    };
    for (const [key, value] of Object.entries(fields)) {
      const fieldSize = bytes(JSON.stringify({ [key]: value }));
      if (headSize + fieldSize > room) {
        console.warn(
          `Live channel: field ${key} of ${change.id} is too large to send live; the S3 sync brings it`,
        );
        continue;
      }
      if (partSize + fieldSize > room) flush();
      part[key] = value;
      partSize += fieldSize;
    }
    flush();
  }
  const messages: EntityChange[][] = [];
  let current: EntityChange[] = [];
  let currentSize = 0;
  for (const { change, size } of pieces) {
    if (current.length && (currentSize + size + 1 > room || current.length >= MAX_CHANGES_PER_MESSAGE)) {
      messages.push(current);
      current = [];
      currentSize = 0;
    }
    current.push(change);
    currentSize += size + 1;
  }
  if (current.length) messages.push(current);
  return messages;
}

export interface LiveSyncOptions {
  store: VenueStore;
  sync: ModuleSync;
  channel: LiveChannel;
  sceneId: string;
  /** Whether the page is visible (polling skips hidden pages). */
  isVisible?: () => boolean;
  offlinePullIntervalMs?: number;
  onError?: (module: ModuleName, error: unknown) => void;
}

export class LiveSync {
  private readonly stops: (() => void)[] = [];
  /** The IndexedDB writes of the remote edits applied so far. */
  private applying: Promise<void> = Promise.resolve();
  /** The channel was down: the next 'live' runs a full sync round. */
  private missedEdits = false;
  private pollingOffline = false;
  private readonly pullTimers = new Map<ModuleName, ReturnType<typeof setTimeout>>();
  private readonly lastPull = new Map<ModuleName, number>();

  constructor(private readonly options: LiveSyncOptions) {
    const { store, sync, channel } = options;
    const onChange = (event: Event) => this.sendLocal((event as CustomEvent<StoreChange>).detail);
    store.events.addEventListener('edits', onChange);
    this.stops.push(() => store.events.removeEventListener('edits', onChange));
    const onSyncEnd = (event: Event) => {
      const { module, result } = (event as CustomEvent<{ module: ModuleName; result?: SyncResult }>).detail;
      if (result?.uploaded) channel.send({ type: 'saved', sceneId: options.sceneId, modules: [module] });
    };
    sync.events.addEventListener('syncend', onSyncEnd);
    this.stops.push(() => sync.events.removeEventListener('syncend', onSyncEnd));
    this.stops.push(channel.on('message', (message) => this.receive(message)));
    this.stops.push(channel.on('status', (status) => this.statusChanged(status)));
    this.statusChanged(channel.status);
  }

  /** Resolves once every remote edit received so far is written to IndexedDB (tests, the bench). */
  settled(): Promise<void> {
    return this.applying;
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
    for (const timer of this.pullTimers.values()) clearTimeout(timer);
    this.pullTimers.clear();
  }

  private sendLocal(change: StoreChange | undefined): void {
    if (!change?.local || change.edits.length === 0 || this.options.channel.status !== 'live') return;
    const changes = change.edits.map((edit) => toChange(change.module, this.options.sceneId, edit));
    for (const batch of editMessages(changes)) this.options.channel.send({ type: 'edit', changes: batch });
  }

  private receive(message: ServerMessage): void {
    const { sceneId, store } = this.options;
    if (message.type === 'edit') {
      const byModule = new Map<ModuleName, EntityEdit[]>();
      for (const change of message.changes) {
        if (change.sceneId !== sceneId) continue;
        const edits = byModule.get(change.module) ?? [];
        edits.push(toEdit(change));
        byModule.set(change.module, edits);
      }
      // Applied at once, in the order received (the store writes them to IndexedDB behind).
      for (const [module, edits] of byModule) {
        try {
          const written = store
            .applyRemote(module, edits)
            .catch((error) => this.options.onError?.(module, error));
          this.applying = Promise.all([this.applying, written]).then(() => undefined);
        } catch (error) {
          this.options.onError?.(module, error);
        }
      }
    } else if (message.type === 'saved' && message.sceneId === sceneId) {
      for (const module of message.modules) this.pullSoon(module);
    } else if (message.type === 'refused') {
      console.warn(`Live channel: ${message.message}`);
    }
  }

  /**
   * Fetches a module another screen saved: at once, or — when notices keep coming (everyone editing)
   * — once per PULL_AFTER_SAVED_MS, since their edits have come live already and the fetch only
   * makes sure nothing was missed.
   */
  private pullSoon(module: ModuleName): void {
    if (this.pullTimers.has(module)) return;
    const wait = Math.max(
      0,
      (this.lastPull.get(module) ?? Number.NEGATIVE_INFINITY) + PULL_AFTER_SAVED_MS - Date.now(),
    );
    this.pullTimers.set(
      module,
      setTimeout(() => {
        this.pullTimers.delete(module);
        this.lastPull.set(module, Date.now());
        this.options.sync.pullModule(module).catch((error) => this.options.onError?.(module, error));
      }, wait),
    );
  }

  private statusChanged(status: LiveStatus): void {
    const { sync } = this.options;
    if (status === 'live') {
      this.pollingOffline = false;
      sync.stopPulling();
      // Back after a drop: merge what either side edited meanwhile (the first connection follows the
      // opening sync round, which does this already).
      if (this.missedEdits)
        void sync.syncAllModules().catch((error) => this.options.onError?.('venue_core', error));
      this.missedEdits = false;
      return;
    }
    if (status === 'offline') this.missedEdits = true;
    if (this.pollingOffline) return;
    this.pollingOffline = true;
    sync.startPulling(this.options.offlinePullIntervalMs ?? PULL_INTERVAL_MS, this.options.isVisible);
  }
}

function toChange(module: ModuleName, sceneId: string, edit: EntityEdit): EntityChange {
  return edit.op === 'delete'
    ? { op: 'delete', module, sceneId, id: edit.id, clock: edit.clock }
    : { op: 'upsert', module, sceneId, id: edit.id, fields: edit.fields, clock: edit.clock };
}

function toEdit(change: EntityChange): EntityEdit {
  return change.op === 'delete'
    ? { op: 'delete', id: change.id, clock: change.clock }
    : { op: 'upsert', id: change.id, fields: change.fields, clock: change.clock };
}
