/**
 * The planner's left panel 'Spaces & Zones' (spec venue-planner.md §2): a search box, the toggleable
 * Asset Library (Show/Hide; B toggles it too), the saved viewpoints (ViewpointList.tsx), the zones of
 * the scene (a click selects and frames one) and the annotations list (given by the workspace, which
 * owns its reload rules). The panel scrolls as a whole: its parts keep their height (`*:shrink-0`), so
 * an open library never squeezes the search box.
 */
import { Library, MapPin } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import type { Segmentation, Viewpoint } from '#venue/documents.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { PanelSearchField, PanelSection } from './PanelControls.tsx';
import { ViewpointList } from './ViewpointList.tsx';

export function SpacesPanel(p: {
  search: string;
  searchRef: RefObject<HTMLInputElement | null>;
  onSearch(value: string): void;
  scenePicker: ReactNode;
  viewpoints: Viewpoint[];
  zones: Segmentation[];
  /** Zones with more seats placed inside than their max seated: shown red. */
  overCapacity: ReadonlySet<string>;
  selectedIds: readonly string[];
  onAddViewpoint(): void;
  onGoToViewpoint(viewpoint: Viewpoint): void;
  onRenameViewpoint(viewpoint: Viewpoint): void;
  onDeleteViewpoint(viewpoint: Viewpoint): void;
  onSelectZone(zone: Segmentation): void;
  annotations: ReactNode;
  libraryOpen: boolean;
  onToggleLibrary(): void;
  assetLibrary: ReactNode;
}) {
  const query = p.search.trim().toLowerCase();
  const zones = p.zones.filter((z) => !query || (z.name ?? '').toLowerCase().includes(query));
  return (
    <aside
      aria-label="Spaces & Zones"
      className="flex w-[clamp(220px,22%,280px)] shrink-0 flex-col gap-4 overflow-y-auto border-r border-zinc-200 bg-white p-3 *:shrink-0"
    >
      <h2 className="text-sm font-semibold text-zinc-900">Spaces &amp; Zones</h2>
      <PanelSearchField
        inputRef={p.searchRef}
        label="Search spaces and zones"
        placeholder="Search..."
        value={p.search}
        onChange={p.onSearch}
        className="h-9 rounded-md border border-zinc-300 px-3 text-sm"
      />
      <button
        type="button"
        aria-expanded={p.libraryOpen}
        onClick={p.onToggleLibrary}
        className="flex items-center gap-2 rounded-md border border-zinc-200 px-2 py-1.5 text-left text-sm font-medium text-zinc-700 hover:bg-zinc-50"
      >
        <Library className="size-4 text-indigo-600" aria-hidden />
        <span className="flex-1">Asset Library</span>
        <span className="text-xs text-indigo-700">{p.libraryOpen ? 'Hide' : 'Show'}</span>
      </button>
      {p.libraryOpen ? p.assetLibrary : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-zinc-700">Scene file</summary>
        <div className="mt-2">{p.scenePicker}</div>
      </details>
      <ViewpointList
        viewpoints={p.viewpoints}
        onAdd={p.onAddViewpoint}
        onGo={p.onGoToViewpoint}
        onRename={p.onRenameViewpoint}
        onDelete={p.onDeleteViewpoint}
      />
      <PanelSection title="Zones">
        {zones.length === 0 ? (
          <p className="text-xs text-zinc-500">No zones yet. Draw one with Draw → Capacity zone.</p>
        ) : (
          <ul aria-label="Zone list" className="flex flex-col gap-0.5">
            {zones.map((zone) => {
              const seated = zone.properties?.capacity?.maxSeated ?? 0;
              const over = p.overCapacity.has(zone.id ?? '');
              return (
                <li key={zone.id}>
                  <button
                    type="button"
                    aria-current={p.selectedIds.includes(zone.id ?? '') ? 'true' : undefined}
                    onClick={() => p.onSelectZone(zone)}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-zinc-100 aria-[current]:bg-indigo-50 aria-[current]:text-indigo-700',
                      over && 'bg-red-50 text-red-700',
                    )}
                  >
                    <MapPin
                      className={cn('size-3.5 shrink-0', over ? 'text-red-600' : 'text-emerald-600')}
                      aria-hidden
                    />
                    {/* The name keeps some room: the over-capacity note wraps rather than hiding it. */}
                    <span className="min-w-14 flex-1 truncate">{zone.name || 'Zone'}</span>
                    <span
                      className={cn(
                        'text-right text-xs',
                        over ? 'font-semibold text-red-700' : 'text-zinc-500',
                      )}
                    >
                      {seated} seated{over ? ' · over capacity' : ''}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PanelSection>
      {p.annotations}
    </aside>
  );
}
