import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSET_LIBRARY_SETTINGS } from './asset-library-settings.ts';
import { cacheThumbnail, entriesToEvict, readCachedThumbnail, thumbnailCacheKey } from './thumbnail-cache.ts';

const T = DEFAULT_ASSET_LIBRARY_SETTINGS.thumbnails;

describe('thumbnail cache (spec §3 cache entry, §9 defaults 10 MB, 86400 s)', () => {
  it('keys a thumbnail by its model and every setting that changes the picture', () => {
    const key = thumbnailCacheKey('/m/a.glb', T);
    expect(thumbnailCacheKey('/m/a.glb', { ...T, autoGenerate: true })).toBe(key);
    for (const change of [{ size: 128 }, { background: '#000000' }, { fov: 40 }, { framePadding: 0.1 }])
      expect(thumbnailCacheKey('/m/a.glb', { ...T, ...change })).not.toBe(key);
  });

  it('evicts the expired entries, then the oldest over the size', () => {
    const entry = (key: string, cachedAt: number, bytes: number, expiresAt = 1000) => ({
      key,
      data: 'x'.repeat(bytes),
      cachedAt,
      expiresAt,
    });
    const entries = [entry('old', 1, 40), entry('mid', 2, 40), entry('new', 3, 40), entry('gone', 4, 1, 10)];
    expect(entriesToEvict(entries, 100, 10).sort()).toEqual(['gone', 'old']);
    expect(entriesToEvict(entries, 1000, 5)).toEqual([]);
  });

  it('returns a stored thumbnail until its TTL runs out', async () => {
    const cache = { maxSize: 1, ttl: 60 };
    await cacheThumbnail('k1', 'data:image/png;base64,AAA', cache, 1_000);
    expect(await readCachedThumbnail('k1', 1_000 + 59_000)).toBe('data:image/png;base64,AAA');
    expect(await readCachedThumbnail('k1', 1_000 + 60_000)).toBeNull();
    expect(await readCachedThumbnail('missing')).toBeNull();
  });
});
