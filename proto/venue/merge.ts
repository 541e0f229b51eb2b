/**
 * Merging a module's cloud copy into the local one (the S3 sync), by the same per-field rule as live
 * edits (field-lww.ts), so that two browsers editing the same module never overwrite each other and a
 * screen that saw an edit live ends with the same document as one that fetched it:
 * - an entity both sides have: each field's latest write wins;
 * - an entity only one side has: kept, unless the other side's tombstone is at or after its latest
 *   write, or it is local, has no unsynced change, is older than TOMBSTONE_TTL_MS and the cloud lacks
 *   it (the cloud deleted it and its tombstone has since been pruned; a younger one cannot have lost
 *   its tombstone, so the cloud has not seen it yet: a live edit whose author has not saved);
 * - tombstones: the newest per id, pruned after TOMBSTONE_TTL_MS.
 */

import { int64 } from './codec.ts';
import type { ModuleDocument, ModuleName } from './documents.ts';
import { mergeStates } from './field-lww.ts';

export const TOMBSTONE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function mergeDocuments<M extends ModuleName>(
  local: ModuleDocument<M>,
  remote: ModuleDocument<M>,
  locallyChangedIds: ReadonlySet<string>,
  now: number,
): ModuleDocument<M> {
  const { document, onlyInFirst } = mergeStates(local, remote);
  const byId = new Map(onlyInFirst.length ? document.items.map((item) => [item.id ?? '', item]) : []);
  const dropped = new Set(
    onlyInFirst.filter((id) => {
      const item = byId.get(id);
      if (!item || locallyChangedIds.has(id)) return false;
      return now - int64(item.modifiedAt) >= TOMBSTONE_TTL_MS;
    }),
  );
  const { clocks: allClocks, ...rest } = document;
  const items = dropped.size ? rest.items.filter((item) => !dropped.has(item.id ?? '')) : rest.items;
  const clocks = allClocks?.filter((c) => !dropped.has(c.id));
  return {
    ...rest,
    items,
    tombstones: rest.tombstones.filter((t) => now - t.deletedAt < TOMBSTONE_TTL_MS),
    ...(clocks?.length ? { clocks } : {}),
  };
}
