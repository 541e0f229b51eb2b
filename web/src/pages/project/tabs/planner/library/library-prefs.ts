/**
 * The asset library's Favorites and Recent lists (spec venue-planner.md §4), kept per user in this
 * browser's localStorage. Favorites toggle; Recent holds the 10 most recent placements, newest first.
 * A change is announced on `window` so every open panel shows it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LibraryLists } from './library-tabs.ts';

const RECENT_LIMIT = 10;
const CHANGE_EVENT = 'atrium:asset-library-lists';
const storageKey = (username: string) => `atrium.assetLibrary.${username}`;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function readLists(storage: Storage, username: string): LibraryLists {
  try {
    const stored = JSON.parse(storage.getItem(storageKey(username)) ?? '{}') as Record<string, unknown>;
    return { favorites: ids(stored.favorites), recent: ids(stored.recent).slice(0, RECENT_LIMIT) };
  } catch {
    return { favorites: [], recent: [] };
  }
}

function writeLists(storage: Storage, username: string, lists: LibraryLists) {
  storage.setItem(storageKey(username), JSON.stringify(lists));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds or removes an asset from the user's favourites (newest first). */
export function toggleFavorite(storage: Storage, username: string, assetId: string): LibraryLists {
  const lists = readLists(storage, username);
  const favorites = lists.favorites.includes(assetId)
    ? lists.favorites.filter((id) => id !== assetId)
    : [assetId, ...lists.favorites];
  const next = { ...lists, favorites };
  writeLists(storage, username, next);
  return next;
}

/** Records a placement of the asset: it moves to the front of Recent, which keeps 10. */
export function addRecentAsset(storage: Storage, username: string, assetId: string): LibraryLists {
  const lists = readLists(storage, username);
  const recent = [assetId, ...lists.recent.filter((id) => id !== assetId)].slice(0, RECENT_LIMIT);
  const next = { ...lists, recent };
  writeLists(storage, username, next);
  return next;
}

/** The user's lists, kept current across panels, with the favourite toggle. */
export function useLibraryLists(username: string) {
  const [lists, setLists] = useState(() => readLists(localStorage, username));
  useEffect(() => {
    const reread = () => setLists(readLists(localStorage, username));
    reread();
    window.addEventListener(CHANGE_EVENT, reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener(CHANGE_EVENT, reread);
      window.removeEventListener('storage', reread);
    };
  }, [username]);
  const toggle = useCallback(
    (assetId: string) => setLists(toggleFavorite(localStorage, username, assetId)),
    [username],
  );
  return { lists, toggleFavorite: toggle };
}
