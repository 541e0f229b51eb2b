/**
 * The browser database of one venue scene (spec §9: version 1, named by venue and scene), opened
 * with idb. Module documents are stored encoded, so unknown fields of newer clients are kept.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ModuleName } from '#venue/documents.ts';

const DB_VERSION = 1;
export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredModule {
  module: ModuleName;
  bytes: Uint8Array;
  savedAt: number;
}

export type DeltaOperation = 'create' | 'update' | 'delete';

export interface DeltaRecord {
  id?: number;
  module: ModuleName;
  operation: DeltaOperation;
  entityId: string;
  timestamp: number;
  /** 0 or 1: IndexedDB cannot index booleans. */
  synced: 0 | 1;
  data: Uint8Array | null;
  previousData: Uint8Array | null;
}

export interface SyncMetaRecord {
  module: ModuleName;
  lastSync: number;
  etag: string;
  version: number;
  checksum: string;
}

export interface CacheEntry {
  key: string;
  data: unknown;
  etag: string;
  cachedAt: number;
  expiresAt: number;
}

export interface VenueDb extends DBSchema {
  modules: { key: ModuleName; value: StoredModule };
  deltas: {
    key: number;
    value: DeltaRecord;
    indexes: { byModuleSynced: [ModuleName, number] };
  };
  syncMeta: { key: ModuleName; value: SyncMetaRecord };
  cache: { key: string; value: CacheEntry };
}

function databaseName(venueId: string, sceneId: string): string {
  return `atrium-venue-${venueId}-${sceneId}`;
}

export function openVenueDb(
  venueId: string,
  sceneId: string,
  factory?: IDBFactory,
): Promise<IDBPDatabase<VenueDb>> {
  // idb reads the global indexedDB; tests (and workers) may hand in their own factory.
  const previous = globalThis.indexedDB;
  if (factory) globalThis.indexedDB = factory;
  try {
    return openDB<VenueDb>(databaseName(venueId, sceneId), DB_VERSION, {
      upgrade(db) {
        db.createObjectStore('modules', { keyPath: 'module' });
        const deltas = db.createObjectStore('deltas', { keyPath: 'id', autoIncrement: true });
        deltas.createIndex('byModuleSynced', ['module', 'synced']);
        db.createObjectStore('syncMeta', { keyPath: 'module' });
        db.createObjectStore('cache', { keyPath: 'key' });
      },
    });
  } finally {
    if (factory) globalThis.indexedDB = previous;
  }
}
