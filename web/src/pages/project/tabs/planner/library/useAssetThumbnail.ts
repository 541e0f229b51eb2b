/**
 * One card's thumbnail (spec venue-planner.md §4 Thumbnail generation, §8, §9): the catalogue's own
 * picture when it has one; otherwise a render cached in this browser; otherwise, with the CDN setting
 * on, the one stored in the project (rendered on another device, say); otherwise, with auto-generate
 * on, a new render by the hidden viewer page (idle → generating → resolved, or timed out). The card
 * waits 12 s at most and shows the generic model icon meanwhile; a render that finishes later still
 * replaces it.
 */
import { useEffect, useState } from 'react';
import type { Asset } from '#shared/asset-catalogue.ts';
import type { AssetLibrarySettings } from './asset-library-settings.ts';
import { cacheThumbnail, readCachedThumbnail, thumbnailCacheKey } from './thumbnail-cache.ts';
import { renderModelThumbnail } from './thumbnail-renderer.ts';

const CARD_GUARD_MS = 12_000;

type ThumbnailState =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'resolved'; src: string }
  | { status: 'timedOut' };

/** Thumbnails kept beyond this browser (the CDN setting): read before rendering, written after it. */
export interface ThumbnailStore {
  /** The stored thumbnail for this cache key as a data URL, or null when there is none. */
  read(cacheKey: string): Promise<string | null>;
  write(cacheKey: string, dataUrl: string): void;
}

export function useAssetThumbnail(
  asset: Asset,
  settings: AssetLibrarySettings,
  store?: ThumbnailStore,
): ThumbnailState {
  const [state, setState] = useState<ThumbnailState>(
    asset.thumbnail ? { status: 'resolved', src: asset.thumbnail } : { status: 'idle' },
  );
  const t = settings.thumbnails;
  const key = thumbnailCacheKey(asset.url, t);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the url and thumbnail settings
  useEffect(() => {
    if (asset.thumbnail) return setState({ status: 'resolved', src: asset.thumbnail });
    let live = true;
    let guard: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'idle' });
    void (async () => {
      const cached = await readCachedThumbnail(key);
      if (!live) return;
      if (cached) return setState({ status: 'resolved', src: cached });
      const stored = await store?.read(key).catch((error: Error) => {
        console.warn(error.message);
        return null;
      });
      if (stored) {
        // Kept like this browser's own renders: the next visit needs neither the API nor storage.
        await cacheThumbnail(key, stored, settings.cache);
        if (live) setState({ status: 'resolved', src: stored });
        return;
      }
      if (!live) return;
      if (!t.autoGenerate) return;
      setState({ status: 'generating' });
      guard = setTimeout(() => live && setState({ status: 'timedOut' }), CARD_GUARD_MS);
      try {
        const dataUrl = await renderModelThumbnail(key, asset.url, t);
        await cacheThumbnail(key, dataUrl, settings.cache);
        store?.write(key, dataUrl);
        if (live) setState({ status: 'resolved', src: dataUrl });
      } catch (error) {
        console.warn(error instanceof Error ? error.message : error);
        if (live) setState({ status: 'timedOut' });
      } finally {
        clearTimeout(guard);
      }
    })();
    return () => {
      live = false;
      clearTimeout(guard);
    };
  }, [key, asset.thumbnail, t.autoGenerate, store]);
  return state;
}
