/**
 * The right panel's view of one selected placed model: what it is and what it costs, read from the
 * planning element (the asset's name, category, vendor, price and setup time copied at placement).
 * Its actions sit under the 3D view (PlacedItemPanel), where the model is.
 */
import type { PlanningElement } from '#venue/documents.ts';
import { formatMinutes } from '#venue/plan-sheet/event-summary.ts';
import { formatDollars } from '../../../../../lib/money.ts';

export function PlacedItemDetails(props: { element: PlanningElement; onSelectSameModel(): void }) {
  const { element } = props;
  const metadata = element.metadata;
  const rows: [string, string][] = [
    ['Category', element.category || '—'],
    ['Vendor', metadata?.vendorId || '—'],
    ['Price', formatDollars(metadata?.cost ?? 0)],
    ['Setup', formatMinutes(metadata?.setupTime ?? 0)],
  ];
  return (
    <section aria-label="Selected model" className="flex flex-col gap-2 text-sm text-zinc-700">
      <h3 className="font-semibold text-zinc-900">{element.name || element.modelId}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-zinc-500">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={props.onSelectSameModel}
        className="self-start rounded-md border border-zinc-300 px-2.5 py-1 text-sm font-medium text-zinc-700 hover:bg-zinc-50"
      >
        Select same model
      </button>
      <p className="text-xs text-zinc-500">
        Move, rotate, duplicate or delete it with the buttons under the view (Ctrl+Z undoes).
      </p>
    </section>
  );
}
