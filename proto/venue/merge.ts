/**
 * Merging a module's cloud copy into the local one, entity by entity, so that two browsers editing
 * the same module never overwrite each other:
 * - an entity both sides have: the newer `modifiedAt` wins (the cloud's on a tie);
 * - an entity only one side has: kept, unless the other side holds a tombstone at or after its
 *   `modifiedAt` (it was deleted later), or it is local, has no unsynced change, and the cloud lacks
 *   it (the cloud deleted it and its tombstone has since been pruned);
 * - tombstones: the union, newest per id, pruned after TOMBSTONE_TTL_MS.
 */
import type { EntityByModule, ModuleDocument, ModuleEntity, ModuleName, Tombstone } from './documents.ts';

export const TOMBSTONE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const modified = (entity: ModuleEntity) => Number(entity.modifiedAt ?? 0);

export function mergeDocuments<M extends ModuleName>(
  local: ModuleDocument<M>,
  remote: ModuleDocument<M>,
  locallyChangedIds: ReadonlySet<string>,
  now: number,
): ModuleDocument<M> {
  const tombstones = new Map<string, Tombstone>();
  for (const t of [...remote.tombstones, ...local.tombstones]) {
    const known = tombstones.get(t.id);
    if (!known || known.deletedAt < t.deletedAt) tombstones.set(t.id, t);
  }
  const deletedAfter = (entity: ModuleEntity) => {
    const t = tombstones.get(entity.id ?? '');
    return t !== undefined && t.deletedAt >= modified(entity);
  };

  const localById = new Map(local.items.map((item) => [item.id ?? '', item]));
  const remoteById = new Map(remote.items.map((item) => [item.id ?? '', item]));
  const items: EntityByModule[M][] = [];
  for (const [id, remoteItem] of remoteById) {
    const localItem = localById.get(id);
    const winner = localItem && modified(localItem) > modified(remoteItem) ? localItem : remoteItem;
    if (!deletedAfter(winner)) items.push(winner);
  }
  for (const [id, localItem] of localById) {
    if (remoteById.has(id) || deletedAfter(localItem)) continue;
    if (locallyChangedIds.has(id)) items.push(localItem);
  }
  // An entity that exists again after its tombstone no longer needs the tombstone.
  const alive = new Set(items.map((item) => item.id));
  const kept = [...tombstones.values()].filter(
    (t) => !alive.has(t.id) && now - t.deletedAt < TOMBSTONE_TTL_MS,
  );
  const merged = {
    ...remote,
    items,
    tombstones: kept,
    timestamp: Math.max(local.timestamp, remote.timestamp),
  };
  return merged;
}
