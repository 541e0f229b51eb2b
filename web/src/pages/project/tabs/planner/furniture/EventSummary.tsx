/**
 * The event summary dialog (issue 14, beyond the spec): the project's name and event date, the floor
 * plan (issue #27), counts by type, each model with its vendor, count, unit price, cost and setup time,
 * and the totals. Print prints only the summary, plan included: the dialog is rendered at the top of the
 * body and a print style hides everything else.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { formatCalendarDate } from '#shared/dates.ts';
import type { PlanningElement } from '#venue/documents.ts';
import { eventSummary, formatMinutes, typeLabel } from '#venue/plan-sheet/event-summary.ts';
import { formatDollars } from '../../../../../lib/money.ts';
import { useProject } from '../../../ProjectPage.tsx';
import { usePlanPicture } from '../plan-export/use-plan-picture.ts';

const PRINT_CSS = `@media print {
  body > *:not(.event-summary-print) { display: none !important; }
  .event-summary-print { position: static !important; background: none !important; padding: 0 !important; }
  .event-summary-print [data-no-print] { display: none !important; }
  .event-summary-print section { box-shadow: none !important; max-height: none !important; overflow: visible !important; }
}`;

export function EventSummary(props: { elements: readonly PlanningElement[]; onClose: () => void }) {
  const summary = eventSummary(props.elements);
  const project = useProject();
  const plan = usePlanPicture();
  const { onClose } = props;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div className="event-summary-print fixed inset-0 z-50 flex items-start justify-center overflow-auto bg-black/40 p-6">
      <style>{PRINT_CSS}</style>
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="event-summary-title"
        className="max-h-full w-full max-w-3xl overflow-auto rounded-lg bg-white p-6 text-sm text-zinc-800 shadow-xl"
      >
        <header className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id="event-summary-title" className="text-lg font-semibold">
              Event summary
            </h2>
            <p className="text-zinc-500" data-testid="event-summary-project">
              {project.name}
              {project.eventDate ? ` · ${formatCalendarDate(project.eventDate)}` : ''}
            </p>
          </div>
          <div data-no-print className="flex gap-2">
            <button
              type="button"
              onClick={() => window.print()}
              className="rounded-md bg-zinc-900 px-3 py-1.5 text-white hover:bg-zinc-700"
            >
              Print
            </button>
            <button type="button" onClick={onClose} className="rounded-md border border-zinc-300 px-3 py-1.5">
              Close
            </button>
          </div>
        </header>
        {plan ? (
          <img src={plan} alt="Floor plan" className="mb-4 w-full rounded border border-zinc-200" />
        ) : null}
        {summary.totalItems === 0 ? (
          <p>Nothing is placed yet. Place models from the asset library in Planning mode.</p>
        ) : (
          <>
            <dl className="mb-4 grid grid-cols-3 gap-3" data-testid="event-summary-totals">
              <div className="rounded border border-zinc-200 p-3">
                <dt className="text-zinc-500">Items</dt>
                <dd className="text-xl font-semibold">{summary.totalItems}</dd>
              </div>
              <div className="rounded border border-zinc-200 p-3">
                <dt className="text-zinc-500">Total cost</dt>
                <dd className="text-xl font-semibold">{formatDollars(summary.totalCost)}</dd>
              </div>
              <div className="rounded border border-zinc-200 p-3">
                <dt className="text-zinc-500">Setup time</dt>
                <dd className="text-xl font-semibold">{formatMinutes(summary.totalSetupMinutes)}</dd>
              </div>
            </dl>
            <h3 className="mb-1 font-semibold">By type</h3>
            <ul className="mb-4 flex flex-wrap gap-2" aria-label="Counts by type">
              {summary.byType.map(({ type, count }) => (
                <li key={type} className="rounded-full bg-zinc-100 px-3 py-1">
                  {typeLabel(type, count)}: {count}
                </li>
              ))}
            </ul>
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-zinc-300 text-zinc-500">
                  <th className="py-1 pr-2 font-medium">Item</th>
                  <th className="py-1 pr-2 font-medium">Vendor</th>
                  <th className="py-1 pr-2 text-right font-medium">Count</th>
                  <th className="py-1 pr-2 text-right font-medium">Unit price</th>
                  <th className="py-1 pr-2 text-right font-medium">Cost</th>
                  <th className="py-1 text-right font-medium">Setup</th>
                </tr>
              </thead>
              <tbody>
                {summary.rows.map((row) => (
                  <tr key={row.modelId} className="border-b border-zinc-100">
                    <td className="py-1 pr-2">
                      {row.name}
                      <span className="block text-xs text-zinc-500">{row.category}</span>
                    </td>
                    <td className="py-1 pr-2">{row.vendor}</td>
                    <td className="py-1 pr-2 text-right">{row.count}</td>
                    <td className="py-1 pr-2 text-right">{formatDollars(row.unitPrice)}</td>
                    <td className="py-1 pr-2 text-right">{formatDollars(row.cost)}</td>
                    <td className="py-1 text-right">{formatMinutes(row.setupMinutes)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <td className="py-1 pr-2">Total</td>
                  <td />
                  <td className="py-1 pr-2 text-right">{summary.totalItems}</td>
                  <td />
                  <td className="py-1 pr-2 text-right">{formatDollars(summary.totalCost)}</td>
                  <td className="py-1 text-right">{formatMinutes(summary.totalSetupMinutes)}</td>
                </tr>
              </tfoot>
            </table>
          </>
        )}
      </section>
    </div>,
    document.body,
  );
}
