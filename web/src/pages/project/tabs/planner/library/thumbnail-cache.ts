/**
 * The asset thumbnail cache (spec venue-planner.md §3 Cache entry, §9): rendered thumbnails kept in
 * this browser's IndexedDB, each for the cache TTL, the whole cache under its max size (the oldest go
 * first). Keyed by the model URL and every setting that changes the picture, so new settings make new
 * thumbnails.
 */
import { type IDBPDatabase, openDB } from 'idb';
import type { AssetLibrarySettings } from './asset-library-settings.ts';

const DB_NAME = 'atrium-asset-thumbnails';
const STORE = 'thumbnails';
const MB = 1024 * 1024;

interface CacheEntry {
  key: string;
  /** The PNG as a data URL. */
  data: string;
  cachedAt: number;
  expiresAt: number;
}

type ThumbnailSettings = AssetLibrarySettings['thumbnails'];
type CacheSettings = AssetLibrarySettings['cache'];

/** The cache key of a model's thumbnail under these settings. */
export function thumbnailCacheKey(modelUrl: string, t: ThumbnailSettings): string {
  return [modelUrl, t.size, t.background.toLowerCase(), t.fov, t.framePadding].join('|');
}

/** Which entries go: the expired ones, then the oldest until the rest fits in maxBytes. */
export function entriesToEvict(
  entries: readonly Pick<CacheEntry, 'key' | 'data' | 'cachedAt' | 'expiresAt'>[],
  maxBytes: number,
  now: number,
): string[] {
  const evicted = entries.filter((e) => e.expiresAt <= now).map((e) => e.key);
  const kept = entries.filter((e) => e.expiresAt > now).sort((a, b) => b.cachedAt - a.cachedAt);
  let total = 0;
  for (const entry of kept) {
    total += entry.data.length;
    if (total > maxBytes) evicted.push(entry.key);
  }
  return evicted;
}

let database: Promise<IDBPDatabase> | null = null;
function open(): Promise<IDBPDatabase> {
  database ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'key' });
    },
  });
  return database;
}

/** A cached thumbnail that has not expired, or null. */
export async function readCachedThumbnail(key: string, now = Date.now()): Promise<string | null> {
  try {
    const entry = (await (await open()).get(STORE, key)) as CacheEntry | undefined;
    return entry && entry.expiresAt > now ? entry.data : null;
  } catch (error) {
    console.warn('Thumbnail cache unavailable', error);
    return null;
  }
}

/** Stores a thumbnail for the TTL, then trims the cache to its max size. */
export async function cacheThumbnail(key: string, data: string, cache: CacheSettings, now = Date.now()) {
  try {
    const db = await open();
    const entry: CacheEntry = { key, data, cachedAt: now, expiresAt: now + cache.ttl * 1000 };
    await db.put(STORE, entry);
    const evicted = entriesToEvict((await db.getAll(STORE)) as CacheEntry[], cache.maxSize * MB, now);
    if (evicted.length === 0) return;
    const tx = db.transaction(STORE, 'readwrite');
    await Promise.all([...evicted.map((k) => tx.store.delete(k)), tx.done]);
  } catch (error) {
    console.warn('Thumbnail not cached', error);
  }
}
