import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../memory-storage.ts';
import { addRecentAsset, toggleFavorite } from './library-prefs.ts';

describe('favourites and recent placements (spec §4), per user', () => {
  it('toggles favourites, newest first, separately for each user', () => {
    const storage = memoryStorage();
    toggleFavorite(storage, 'ana', 'chair');
    expect(toggleFavorite(storage, 'ana', 'table').favorites).toEqual(['table', 'chair']);
    expect(toggleFavorite(storage, 'ana', 'chair').favorites).toEqual(['table']);
    expect(toggleFavorite(storage, 'ben', 'stage').favorites).toEqual(['stage']);
  });

  it('keeps the 10 most recent placements, newest first, without repeats', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 12; i++) addRecentAsset(storage, 'ana', `a${i}`);
    const lists = addRecentAsset(storage, 'ana', 'a5');
    expect(lists.recent).toEqual(['a5', 'a11', 'a10', 'a9', 'a8', 'a7', 'a6', 'a4', 'a3', 'a2']);
  });
});
