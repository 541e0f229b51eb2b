import { describe, expect, it } from 'vitest';
import { type Asset, normaliseAsset } from '#shared/asset-catalogue.ts';
import { categoryGroups, tabAssets, tabCounts, vendorGroups } from './library-tabs.ts';

const asset = (id: string, name: string, vendor?: string) =>
  normaliseAsset({ id, name, url: `/m/${id}.glb`, vendor }) as Asset;
const assets = [
  asset('t1', 'Round Table', 'Grand'),
  asset('t2', 'Rectangular Table', 'Grand'),
  asset('c1', 'Chiavari Chair', 'Seats Co'),
  asset('s1', 'PA Speaker'),
];
const lists = { favorites: ['c1', 'gone'], recent: ['s1', 't1'] };

describe('library tabs (spec §2: All, Categories, Vendors, Favorites, Recent with counts)', () => {
  it('counts assets, groups, favourites and recents; ids of missing assets do not count', () => {
    expect(tabCounts(assets, lists)).toEqual({ All: 4, Categories: 3, Vendors: 3, Favorites: 1, Recent: 2 });
    expect(tabCounts([], lists)).toEqual({ All: 0, Categories: 0, Vendors: 0, Favorites: 0, Recent: 0 });
  });

  it('groups by category and vendor with their sizes', () => {
    expect(categoryGroups(assets)).toEqual([
      { name: 'Audio Equipment', count: 1 },
      { name: 'Seating', count: 1 },
      { name: 'Tables', count: 2 },
    ]);
    expect(vendorGroups(assets).map((g) => g.name)).toEqual(['Grand', 'Seats Co', 'Unknown vendor']);
  });

  it('shows a picked group, and Recent newest first', () => {
    expect(tabAssets(assets, 'Categories', lists, null)).toEqual([]);
    expect(tabAssets(assets, 'Categories', lists, 'Tables').map((a) => a.id)).toEqual(['t1', 't2']);
    expect(tabAssets(assets, 'Vendors', lists, 'Unknown vendor').map((a) => a.id)).toEqual(['s1']);
    expect(tabAssets(assets, 'Recent', lists, null).map((a) => a.id)).toEqual(['s1', 't1']);
    expect(tabAssets(assets, 'Favorites', lists, null).map((a) => a.id)).toEqual(['c1']);
  });
});
