/**
 * The asset library panel (spec venue-planner.md §2, §4, §5, §8): tabs All, Categories, Vendors,
 * Favorites and Recent with their counts, a fuzzy search box ('/' focuses it: the workspace's shortcut
 * uses `searchRef`), and a 360 px virtualized list of asset cards — one column, two where two cards
 * fit side by side — with the loading, error-with-Retry and empty-filter states. Each card says how
 * often its model is placed in the scene's plan (`placements`). Cards preview a model, or hand it to
 * `onPlace`. The settings modal and the preview modal open from here.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronLeft, Settings } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Asset, instanceCounts } from '#shared/asset-catalogue.ts';
import { createApiClient } from '../../../../../api/trpc.ts';
import { cn } from '../../../../../components/ui/cn.ts';
import { PanelSearchField } from '../PanelControls.tsx';
import { useElementWidth } from '../useElementWidth.ts';
import { AssetCard, CARD_HEIGHT_PX } from './AssetCard.tsx';
import { AssetLibrarySettingsModal } from './AssetLibrarySettingsModal.tsx';
import { AssetPreviewModal } from './AssetPreviewModal.tsx';
import {
  type AssetLibrarySettings,
  loadAssetLibrarySettings,
  saveAssetLibrarySettings,
} from './asset-library-settings.ts';
import { assetSearch, SEARCH_DEBOUNCE_MS } from './asset-search.ts';
import { useLibraryLists } from './library-prefs.ts';
import {
  categoryGroups,
  LIBRARY_TABS,
  type LibraryTab,
  tabAssets,
  tabCounts,
  vendorGroups,
} from './library-tabs.ts';
import { storedAssetThumbnail, uploadAssetThumbnail } from './thumbnail-store.ts';
import { useAssetCatalogue } from './useAssetCatalogue.ts';
import type { ThumbnailStore } from './useAssetThumbnail.ts';

const LIST_HEIGHT_PX = 360;
const ROW_GAP_PX = 6;
const ROW_HEIGHT_PX = CARD_HEIGHT_PX + ROW_GAP_PX;
/** A card is a row: two columns only where each gets this much (the spec's 320 px was for tiles). */
const MIN_CARD_WIDTH_PX = 260;
const OVERSCAN_ROWS = 4;
const NO_MATCH = 'No assets match your filters. Try clearing filters or searching a different term.';

export function AssetLibraryPanel(p: {
  username: string;
  projectId: string;
  searchRef: RefObject<HTMLInputElement | null>;
  /** The scene's placed items: each card counts those of its model. */
  placements: readonly { modelId?: string | null }[];
  onPlace(asset: Asset): void;
}) {
  const catalogue = useAssetCatalogue();
  const { lists, toggleFavorite } = useLibraryLists(p.username);
  const [settings, setSettings] = useState(() => loadAssetLibrarySettings(localStorage));
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [preview, setPreview] = useState<Asset | null>(null);
  const [tab, setTab] = useState<LibraryTab>('All');
  const [group, setGroup] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const search = useMemo(() => assetSearch(catalogue.data ?? []), [catalogue.data]);
  const found = useMemo(() => search(query), [search, query]);
  const counts = tabCounts(found, lists);
  const shown = tabAssets(found, tab, lists, group);
  const groups =
    tab === 'Categories' ? categoryGroups(found) : tab === 'Vendors' ? vendorGroups(found) : null;

  const [api] = useState(createApiClient);
  const { projectId } = p;
  // With the CDN setting on, renders are kept in the project and read back by other devices.
  const thumbnailStore = useMemo<ThumbnailStore | undefined>(
    () =>
      settings.cdn.enabled
        ? {
            read: (cacheKey) => storedAssetThumbnail(api, projectId, cacheKey),
            write: (cacheKey, dataUrl) =>
              void uploadAssetThumbnail(api, projectId, cacheKey, dataUrl).catch((error: Error) =>
                console.error(error.message),
              ),
          }
        : undefined,
    [api, projectId, settings.cdn.enabled],
  );
  const closePreview = useCallback(() => setPreview(null), []);
  const placed = useMemo(() => instanceCounts(p.placements), [p.placements]);

  let body: ReactNode;
  if (catalogue.isPending)
    body = (
      <p role="status" className="text-xs text-zinc-500">
        Loading assets…
      </p>
    );
  else if (catalogue.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-xs text-red-600">
        <p>{catalogue.error.message || 'Failed to load assets'}</p>
        <button
          type="button"
          onClick={() => void catalogue.refetch()}
          className="rounded-md border border-red-300 px-2 py-1 font-medium hover:bg-red-50"
        >
          Retry
        </button>
      </div>
    );
  else if (groups && group === null)
    body =
      groups.length === 0 ? (
        <p className="text-xs text-zinc-500">{NO_MATCH}</p>
      ) : (
        <ul aria-label={tab} className="flex flex-col gap-0.5">
          {groups.map((g) => (
            <li key={g.name}>
              <button
                type="button"
                onClick={() => setGroup(g.name)}
                className="flex w-full items-center justify-between rounded-md px-2 py-1 text-left text-sm hover:bg-zinc-100"
              >
                <span className="truncate">{g.name}</span>
                <span className="text-xs text-zinc-500">{g.count}</span>
              </button>
            </li>
          ))}
        </ul>
      );
  else
    body = (
      <>
        {groups ? (
          <button
            type="button"
            onClick={() => setGroup(null)}
            className="flex items-center gap-1 self-start rounded-md px-1 py-0.5 text-xs font-medium text-indigo-700 hover:bg-indigo-50"
          >
            <ChevronLeft className="size-3.5" aria-hidden /> {tab}: {group}
          </button>
        ) : null}
        {shown.length === 0 ? (
          <p className="text-xs text-zinc-500">{NO_MATCH}</p>
        ) : (
          <AssetList
            assets={shown}
            settings={settings}
            favorites={lists.favorites}
            placed={placed}
            onToggleFavorite={toggleFavorite}
            onPreview={setPreview}
            onPlace={p.onPlace}
            thumbnailStore={thumbnailStore}
          />
        )}
      </>
    );

  return (
    <section aria-label="Asset Library" className="flex flex-col gap-2">
      {/* No heading of its own: the Asset Library toggle right above names it. */}
      <div className="flex items-center gap-1">
        <PanelSearchField
          inputRef={p.searchRef}
          label="Search assets"
          placeholder="Search assets ( / )"
          value={typed}
          onChange={setTyped}
          className="h-8 min-w-0 flex-1 rounded-md border border-zinc-300 px-2 text-sm"
        />
        <button
          type="button"
          aria-label="Asset library settings"
          onClick={() => setSettingsOpen(true)}
          className="rounded p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800"
        >
          <Settings className="size-4" aria-hidden />
        </button>
      </div>
      <div role="tablist" aria-label="Asset groups" className="flex flex-wrap gap-1">
        {LIBRARY_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => {
              setTab(name);
              setGroup(null);
            }}
            className={cn(
              'rounded-full px-1.5 py-0.5 text-xs font-medium',
              tab === name ? 'bg-indigo-600 text-white' : 'bg-zinc-100 text-zinc-700 hover:bg-zinc-200',
            )}
          >
            {name} <span className={tab === name ? 'text-indigo-100' : 'text-zinc-500'}>{counts[name]}</span>
          </button>
        ))}
      </div>
      {body}
      <AssetPreviewModal
        asset={preview}
        settings={settings}
        onClose={closePreview}
        onPlace={(a) => {
          setPreview(null);
          p.onPlace(a);
        }}
      />
      <AssetLibrarySettingsModal
        open={settingsOpen}
        settings={settings}
        onClose={() => setSettingsOpen(false)}
        onSave={(next: AssetLibrarySettings) => {
          saveAssetLibrarySettings(localStorage, next);
          setSettings(next);
          setSettingsOpen(false);
        }}
      />
    </section>
  );
}

/** The 360 px virtualized list: rows holding one card, or two where two fit side by side. */
function AssetList(p: {
  assets: Asset[];
  settings: AssetLibrarySettings;
  favorites: readonly string[];
  placed: ReadonlyMap<string, number>;
  onToggleFavorite(assetId: string): void;
  onPreview(asset: Asset): void;
  onPlace(asset: Asset): void;
  thumbnailStore: ThumbnailStore | undefined;
}) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const columns = width >= 2 * MIN_CARD_WIDTH_PX + ROW_GAP_PX ? 2 : 1;
  const rows = Math.ceil(p.assets.length / columns);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
  });
  return (
    <div
      ref={(element) => {
        scroller.current = element;
        measure(element);
      }}
      data-testid="asset-list"
      className="overflow-y-auto"
      style={{ height: LIST_HEIGHT_PX }}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="absolute left-0 grid w-full pr-1"
            style={{
              top: row.start,
              height: ROW_HEIGHT_PX,
              columnGap: ROW_GAP_PX,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {p.assets.slice(row.index * columns, row.index * columns + columns).map((asset) => (
              <div key={asset.id}>
                <AssetCard
                  asset={asset}
                  settings={p.settings}
                  favorite={p.favorites.includes(asset.id)}
                  placed={p.placed.get(asset.id) ?? 0}
                  onToggleFavorite={() => p.onToggleFavorite(asset.id)}
                  onPreview={() => p.onPreview(asset)}
                  onPlace={() => p.onPlace(asset)}
                  thumbnailStore={p.thumbnailStore}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
