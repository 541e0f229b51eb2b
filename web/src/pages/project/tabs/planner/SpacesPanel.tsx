/**
 * The planner's left panel 'Spaces & Zones' (spec venue-planner.md §2): a search box, the toggleable
 * Asset Library (Show/Hide; B toggles it too), the saved
 * viewpoints with Add Current, the zones of the scene (a click selects and frames one) and the
 * annotations list (given by the workspace, which owns its reload rules). The panel scrolls as a whole:
 * its parts keep their height (`*:shrink-0`), so an open library never squeezes the search box.
 */
import { Camera, Library, MapPin } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import type { Segmentation, Viewpoint } from '#venue/documents.ts';
import { PanelSearchField, RowDeleteButton } from './PanelControls.tsx';

export function SpacesPanel(p: {
  search: string;
  searchRef: RefObject<HTMLInputElement | null>;
  onSearch(value: string): void;
  scenePicker: ReactNode;
  viewpoints: Viewpoint[];
  zones: Segmentation[];
  selectedIds: readonly string[];
  onAddViewpoint(): void;
  onGoToViewpoint(viewpoint: Viewpoint): void;
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
      <section aria-label="Viewpoints" className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Viewpoints</h3>
          <button
            type="button"
            onClick={p.onAddViewpoint}
            className="flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-50"
          >
            <Camera className="size-3.5" aria-hidden /> Add Current
          </button>
        </div>
        {p.viewpoints.length === 0 ? (
          <p className="text-xs text-zinc-500">
            No viewpoints yet. Move the camera in the viewer and click “Add Current”.
          </p>
        ) : (
          <ul aria-label="Saved viewpoints" className="flex flex-col gap-0.5">
            {p.viewpoints.map((v, i) => (
              <li key={v.id} className="group flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => p.onGoToViewpoint(v)}
                  className="flex flex-1 items-center gap-2 truncate rounded-md px-2 py-1 text-left text-sm hover:bg-zinc-100"
                >
                  <kbd aria-hidden className="text-xs text-zinc-400">
                    {i < 9 ? i + 1 : ''}
                  </kbd>
                  {v.name}
                </button>
                <RowDeleteButton
                  label={`Delete viewpoint ${v.name}`}
                  onClick={() => p.onDeleteViewpoint(v)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Zones" className="flex flex-col gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Zones</h3>
        {zones.length === 0 ? (
          <p className="text-xs text-zinc-500">No zones yet. Draw one with Draw → Capacity zone.</p>
        ) : (
          <ul aria-label="Zone list" className="flex flex-col gap-0.5">
            {zones.map((zone) => {
              const seated = zone.properties?.capacity?.maxSeated ?? 0;
              return (
                <li key={zone.id}>
                  <button
                    type="button"
                    aria-current={p.selectedIds.includes(zone.id ?? '') ? 'true' : undefined}
                    onClick={() => p.onSelectZone(zone)}
                    className="flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-zinc-100 aria-[current]:bg-indigo-50 aria-[current]:text-indigo-700"
                  >
                    <MapPin className="size-3.5 shrink-0 text-emerald-600" aria-hidden />
                    <span className="flex-1 truncate">{zone.name || 'Zone'}</span>
                    <span className="text-xs text-zinc-500">{seated} seated</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {p.annotations}
    </aside>
  );
}
