/**
 * The saved viewpoints in 'Spaces & Zones' (spec venue-planner §2, §5): Add Current, each with its
 * 256 px picture, its key (1–9 go to it), a click to go there, Rename (a prompt; a blank name is
 * ignored) and Delete.
 */
import { Camera, Pencil } from 'lucide-react';
import type { Viewpoint } from '#venue/documents.ts';
import { PanelSection, RowDeleteButton } from './PanelControls.tsx';

const NO_VIEWPOINTS = 'No viewpoints yet. Move the camera in the viewer and click “Add Current”.';

export function ViewpointList(p: {
  viewpoints: readonly Viewpoint[];
  onAdd(): void;
  onGo(viewpoint: Viewpoint): void;
  onRename(viewpoint: Viewpoint): void;
  onDelete(viewpoint: Viewpoint): void;
}) {
  return (
    <PanelSection title="Viewpoints" action={{ label: 'Add Current', icon: Camera, onClick: p.onAdd }}>
      {p.viewpoints.length === 0 ? (
        <p className="text-xs text-zinc-500">{NO_VIEWPOINTS}</p>
      ) : (
        <ul aria-label="Saved viewpoints" className="flex flex-col gap-0.5">
          {p.viewpoints.map((v, i) => (
            <li key={v.id} className="group flex items-center gap-1">
              <button
                type="button"
                onClick={() => p.onGo(v)}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-zinc-100"
              >
                <kbd aria-hidden className="w-2 text-xs text-zinc-400">
                  {i < 9 ? i + 1 : ''}
                </kbd>
                {v.thumbnail ? (
                  <img
                    src={v.thumbnail}
                    alt=""
                    data-testid="viewpoint-thumbnail"
                    className="size-10 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span aria-hidden className="size-10 shrink-0 rounded bg-zinc-100" />
                )}
                <span className="truncate">{v.name}</span>
              </button>
              <button
                type="button"
                aria-label={`Rename viewpoint ${v.name}`}
                onClick={() => p.onRename(v)}
                className="rounded p-1 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700"
              >
                <Pencil className="size-3.5" aria-hidden />
              </button>
              <RowDeleteButton label={`Delete viewpoint ${v.name}`} onClick={() => p.onDelete(v)} />
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
