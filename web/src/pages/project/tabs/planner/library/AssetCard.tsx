/**
 * One asset in the library list (spec venue-planner.md §2, §3, §8): a row with its thumbnail (the
 * catalogue's picture or a render; the generic model icon while there is none, and when the picture is
 * broken), which opens the 3D preview and carries a favourite toggle and how often the model is placed
 * in this plan; then its name (two lines), price and Place; category and vendor in its tooltip.
 * Exactly CARD_HEIGHT_PX tall, so the virtualized rows line up; a row rather than a tile, so the
 * 220-280 px left panel shows at least four (issue 30).
 */
import { Box, Eye, Star } from 'lucide-react';
import { useState } from 'react';
import type { Asset } from '#shared/asset-catalogue.ts';
import { cn } from '../../../../../components/ui/cn.ts';
import { formatDollars } from '../../../../../lib/money.ts';
import type { AssetLibrarySettings } from './asset-library-settings.ts';
import { type ThumbnailStore, useAssetThumbnail } from './useAssetThumbnail.ts';

export const CARD_HEIGHT_PX = 80;

export function AssetCard(p: {
  asset: Asset;
  settings: AssetLibrarySettings;
  favorite: boolean;
  /** How many of this model the scene's plan holds (its instanceCount). */
  placed: number;
  onToggleFavorite(): void;
  onPreview(): void;
  onPlace(): void;
  thumbnailStore?: ThumbnailStore | undefined;
}) {
  const thumbnail = useAssetThumbnail(p.asset, p.settings, p.thumbnailStore);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = thumbnail.status === 'resolved' && thumbnail.src !== brokenSrc ? thumbnail.src : null;
  const { name, category, vendor, price } = p.asset;
  return (
    <article
      aria-label={name}
      title={`${name}\n${category} · ${vendor ?? 'Unknown vendor'}`}
      className="flex gap-2 overflow-hidden rounded-lg border border-zinc-200 bg-white p-1.5 shadow-xs"
      style={{ height: CARD_HEIGHT_PX }}
    >
      <div
        className="group relative flex aspect-square h-full shrink-0 items-center justify-center overflow-hidden rounded-md"
        style={{ background: p.settings.thumbnails.background }}
      >
        {src ? (
          <img
            src={src}
            alt=""
            onError={() => setBrokenSrc(src)}
            className="size-full object-contain"
            draggable={false}
          />
        ) : (
          <Box
            data-testid="generic-model-icon"
            className={cn('size-7 text-indigo-300', thumbnail.status === 'generating' && 'animate-pulse')}
            aria-hidden
          />
        )}
        {/* The picture opens the 3D preview, as a product's picture does in a shop. */}
        <button
          type="button"
          onClick={p.onPreview}
          aria-label={`Preview ${name}`}
          title="Preview in 3D"
          className="absolute inset-0 flex cursor-zoom-in items-center justify-center text-transparent hover:bg-black/10 hover:text-white focus-visible:bg-black/10 focus-visible:text-white"
        >
          <Eye className="size-5 drop-shadow" aria-hidden />
        </button>
        <button
          type="button"
          aria-pressed={p.favorite}
          aria-label={`Favorite ${name}`}
          onClick={p.onToggleFavorite}
          className="absolute top-0.5 right-0.5 rounded-full bg-white/80 p-0.5 text-zinc-400 hover:text-amber-500 aria-pressed:text-amber-500"
        >
          <Star className={cn('size-3', p.favorite && 'fill-current')} aria-hidden />
        </button>
        {p.placed > 0 ? (
          <span className="pointer-events-none absolute bottom-0.5 left-0.5 rounded bg-indigo-600 px-1 text-[10px] leading-4 font-medium text-white">
            Placed {p.placed}×
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="line-clamp-2 text-[13px] leading-4 font-medium text-zinc-900">{name}</p>
        <div className="mt-auto flex items-center justify-between gap-1">
          <p className="truncate text-xs text-zinc-600">{price !== undefined ? formatDollars(price) : ''}</p>
          <button
            type="button"
            onClick={p.onPlace}
            aria-label={`Place ${name}`}
            className="h-6 shrink-0 rounded-md bg-indigo-600 px-2.5 text-xs font-medium text-white hover:bg-indigo-500"
          >
            Place
          </button>
        </div>
      </div>
    </article>
  );
}
