/**
 * The asset library's tabs (spec venue-planner.md §2): All, Categories, Vendors, Favorites and Recent,
 * each with its count over the assets the search left. Categories and Vendors list their groups
 * (with how many assets each holds) and show one group's assets once it is picked.
 */
import type { Asset } from '#shared/asset-catalogue.ts';

export const LIBRARY_TABS = ['All', 'Categories', 'Vendors', 'Favorites', 'Recent'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/** Assets without a vendor are grouped under this name. */
const NO_VENDOR = 'Unknown vendor';

export interface LibraryGroup {
  name: string;
  count: number;
}

function groupsBy(assets: readonly Asset[], keyOf: (asset: Asset) => string): LibraryGroup[] {
  const counts = new Map<string, number>();
  for (const asset of assets) counts.set(keyOf(asset), (counts.get(keyOf(asset)) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

const vendorOf = (asset: Asset) => asset.vendor ?? NO_VENDOR;

export const categoryGroups = (assets: readonly Asset[]) => groupsBy(assets, (a) => a.category);
export const vendorGroups = (assets: readonly Asset[]) => groupsBy(assets, vendorOf);

export interface LibraryLists {
  favorites: readonly string[];
  recent: readonly string[];
}

/** The assets of the Favorites or Recent tab, in the list's order (Recent: newest first). */
function listed(assets: readonly Asset[], ids: readonly string[]): Asset[] {
  const byId = new Map(assets.map((a) => [a.id, a]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Each tab's count: assets for All, Favorites and Recent; groups for Categories and Vendors. */
export function tabCounts(assets: readonly Asset[], lists: LibraryLists): Record<LibraryTab, number> {
  return {
    All: assets.length,
    Categories: categoryGroups(assets).length,
    Vendors: vendorGroups(assets).length,
    Favorites: listed(assets, lists.favorites).length,
    Recent: listed(assets, lists.recent).length,
  };
}

/** The assets a tab shows; Categories and Vendors show a picked group's assets (none until one is picked). */
export function tabAssets(
  assets: readonly Asset[],
  tab: LibraryTab,
  lists: LibraryLists,
  group: string | null,
): Asset[] {
  switch (tab) {
    case 'All':
      return [...assets];
    case 'Categories':
      return group === null ? [] : assets.filter((a) => a.category === group);
    case 'Vendors':
      return group === null ? [] : assets.filter((a) => vendorOf(a) === group);
    case 'Favorites':
      return listed(assets, lists.favorites);
    case 'Recent':
      return listed(assets, lists.recent);
  }
}
