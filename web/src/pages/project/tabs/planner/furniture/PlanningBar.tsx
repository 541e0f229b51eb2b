/**
 * A small bar over the 3D view: the floor plan's controls (issue #27), in Planning mode a 'Place a
 * model' picker (a plain way to start a placement beside the asset library), always the way to the
 * event summary, and who else is here (`people`, issue #28).
 */
import type { ReactNode } from 'react';
import type { Asset } from '#shared/asset-catalogue.ts';
import { PlanViewControls } from '../plan-export/PlanViewControls.tsx';

export function PlanningBar(props: {
  planning: boolean;
  assets: readonly Asset[];
  onPlace: (asset: Asset) => void;
  onSummary: () => void;
  /** The Comments panel's toggle, with the scene's open threads. */
  comments: { open: number; shown: boolean; onToggle: () => void };
  people?: ReactNode;
}) {
  return (
    <div className="absolute top-3 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-md bg-white/90 px-2 py-1 text-xs shadow">
      <PlanViewControls />
      {props.planning ? (
        <label className="flex items-center gap-1 text-zinc-700">
          <span>Place</span>
          <select
            aria-label="Place a model"
            className="max-w-48 rounded border border-zinc-300 bg-white px-1 py-0.5"
            value=""
            onChange={(e) => {
              const asset = props.assets.find((a) => a.id === e.target.value);
              if (asset) props.onPlace(asset);
            }}
          >
            <option value="">Choose a model…</option>
            {props.assets.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        onClick={props.onSummary}
        className="whitespace-nowrap rounded px-2 py-0.5 font-medium text-zinc-700 hover:bg-zinc-100"
      >
        Event summary
      </button>
      <button
        type="button"
        aria-pressed={props.comments.shown}
        onClick={props.comments.onToggle}
        className="whitespace-nowrap rounded px-2 py-0.5 font-medium text-zinc-700 hover:bg-zinc-100 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700"
      >
        Comments{props.comments.open > 0 ? ` (${props.comments.open})` : ''}
      </button>
      {props.people}
    </div>
  );
}
