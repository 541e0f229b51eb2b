/**
 * One asset in the library list (spec venue-planner.md §2, §8): its thumbnail (or the generic model
 * icon while there is none, and when the picture is broken), name, vendor, category and price, a
 * favourite toggle, Preview and Place. Exactly CARD_HEIGHT_PX tall, so the virtualized rows line up.
 */
import { Box, Eye, type LucideIcon, MousePointerClick, Star } from 'lucide-react';
import { useState } from 'react';
import type { Asset } from '#shared/asset-catalogue.ts';
import { cn } from '../../../../../components/ui/cn.ts';
import type { AssetLibrarySettings } from './asset-library-settings.ts';
import { type ThumbnailStore, useAssetThumbnail } from './useAssetThumbnail.ts';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Preview or Place: the verb shown, named with the asset for screen readers. */
function CardAction(p: {
  verb: string;
  icon: LucideIcon;
  asset: string;
  onClick(): void;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={p.onClick}
      aria-label={`${p.verb} ${p.asset}`}
      className={cn(
        'flex flex-1 items-center justify-center gap-1 rounded-md px-2 py-1 text-xs font-medium',
        p.primary
          ? 'bg-indigo-600 text-white hover:bg-indigo-500'
          : 'border border-zinc-300 text-zinc-700 hover:bg-zinc-50',
      )}
    >
      <p.icon className="size-3.5" aria-hidden /> {p.verb}
    </button>
  );
}

export function AssetCard(p: {
  asset: Asset;
  settings: AssetLibrarySettings;
  favorite: boolean;
  onToggleFavorite(): void;
  onPreview(): void;
  onPlace(): void;
  thumbnailStore?: ThumbnailStore | undefined;
}) {
  const thumbnail = useAssetThumbnail(p.asset, p.settings, p.thumbnailStore);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = thumbnail.status === 'resolved' && thumbnail.src !== brokenSrc ? thumbnail.src : null;
  const details = [p.asset.category, p.asset.price !== undefined ? money.format(p.asset.price) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <article
      aria-label={p.asset.name}
      className="flex h-[190px] flex-col overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-xs"
    >
      <div
        className="relative flex h-[96px] shrink-0 items-center justify-center"
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
            className={cn('size-9 text-indigo-300', thumbnail.status === 'generating' && 'animate-pulse')}
            aria-hidden
          />
        )}
        <button
          type="button"
          aria-pressed={p.favorite}
          aria-label={`Favorite ${p.asset.name}`}
          onClick={p.onToggleFavorite}
          className="absolute top-1.5 right-1.5 rounded-full bg-white/80 p-1 text-zinc-400 hover:text-amber-500 aria-pressed:text-amber-500"
        >
          <Star className={cn('size-3.5', p.favorite && 'fill-current')} aria-hidden />
        </button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-0.5 px-2 pt-1.5 pb-2">
        <p className="truncate text-sm font-medium text-zinc-900" title={p.asset.name}>
          {p.asset.name}
        </p>
        <p className="truncate text-xs text-zinc-500">{p.asset.vendor ?? 'Unknown vendor'}</p>
        <p className="truncate text-xs text-zinc-500">{details}</p>
        <div className="mt-auto flex gap-1.5">
          <CardAction verb="Preview" icon={Eye} asset={p.asset.name} onClick={p.onPreview} />
          <CardAction
            verb="Place"
            icon={MousePointerClick}
            asset={p.asset.name}
            onClick={p.onPlace}
            primary
          />
        </div>
      </div>
    </article>
  );
}
