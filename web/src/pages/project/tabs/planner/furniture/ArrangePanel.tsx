/**
 * Arranging the selected models from the right panel (issue #26): Align to one edge or centre line, or
 * Distribute evenly, in the floor frame (seen from above, 'Top' is the far side). Each is one undo step
 * in the viewer. Shown when two or more placed models are selected; Distribute needs three.
 */
import {
  ALIGN_LABELS,
  type AlignEdge,
  DISTRIBUTE_LABELS,
  type DistributeDirection,
} from '#venue/arrange/align.ts';
import { usePlanner } from '../session/planner-context.tsx';

const button =
  'rounded-md border border-zinc-300 px-2 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-50 disabled:opacity-50';
const EDGES = Object.keys(ALIGN_LABELS) as AlignEdge[];
const DIRECTIONS = Object.keys(DISTRIBUTE_LABELS) as DistributeDirection[];

export function ArrangePanel({ ids }: { ids: readonly string[] }) {
  const { controller } = usePlanner();
  return (
    <section aria-label="Arrange" className="flex flex-col gap-2 border-t border-zinc-100 pt-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-zinc-500">Align</legend>
        <div className="grid grid-cols-3 gap-1">
          {EDGES.map((edge) => (
            <button key={edge} type="button" className={button} onClick={() => controller.arrange(ids, edge)}>
              {ALIGN_LABELS[edge]}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-zinc-500">
          Distribute
        </legend>
        <div className="grid grid-cols-2 gap-1">
          {DIRECTIONS.map((direction) => (
            <button
              key={direction}
              type="button"
              className={button}
              disabled={ids.length < 3}
              onClick={() => controller.arrange(ids, direction)}
            >
              {DISTRIBUTE_LABELS[direction]}
            </button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
