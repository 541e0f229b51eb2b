/**
 * The asset library's search (spec venue-planner.md §5): fuzzy over name, tags, category and vendor
 * with fuse.js (threshold 0.4, matches of at least 2 characters), applied only to queries of 2 or more
 * characters, so typos such as 'rnd tabel' still find the round tables. The panel debounces typing by
 * SEARCH_DEBOUNCE_MS before it asks.
 */
import Fuse from 'fuse.js';
import type { Asset } from '#shared/asset-catalogue.ts';

export const SEARCH_DEBOUNCE_MS = 300;
const MIN_QUERY_LENGTH = 2;

export type AssetSearch = (query: string) => Asset[];

/** A search over these assets: best matches first; a query under 2 characters gives every asset. */
export function assetSearch(assets: readonly Asset[]): AssetSearch {
  const fuse = new Fuse(assets, {
    // The name counts twice: 'rnd tabel' should rank 'Round Table' above 'Sweetheart Table'.
    keys: [{ name: 'name', weight: 2 }, 'tags', 'category', 'vendor'],
    threshold: 0.4,
    minMatchCharLength: MIN_QUERY_LENGTH,
  });
  return (query) => {
    const trimmed = query.trim();
    if (trimmed.length < MIN_QUERY_LENGTH) return [...assets];
    return fuse.search(trimmed).map((result) => result.item);
  };
}
