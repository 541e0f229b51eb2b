/** The planner's status line (read out by screen readers) and where its data stands against the cloud. */
import { useSessionValue } from './session/planner-context.tsx';
import type { VenueDataState } from './useVenueData.ts';

/** Where the scene's data stands against its cloud copy (edits stay in this browser first). */
function syncText(state: Extract<VenueDataState, { status: 'ready' }>): string {
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    return 'Offline — changes are kept in this browser';
  if (state.data.sync.busy) return 'Syncing…';
  if (state.lastError) return `Sync failed: ${state.lastError}`;
  if (state.unsynced.size > 0 || state.data.sync.queuedModules.length > 0) return 'Changes waiting to sync';
  return 'All changes synced';
}

export function PlannerStatusBar({ venue }: { venue: Extract<VenueDataState, { status: 'ready' }> }) {
  const message = useSessionValue((s) => s.message);
  const overlaps = useSessionValue((s) => s.overlaps);
  return (
    <div className="flex items-center justify-between gap-3 border-t border-zinc-200 bg-white px-3 py-1 text-xs text-zinc-600">
      <p role="status" aria-live="polite" data-testid="planner-status" className="truncate">
        {message || 'Ready'}
      </p>
      {overlaps > 0 ? (
        <p role="status" data-testid="planner-overlaps" className="ml-auto shrink-0 font-medium text-red-700">
          {overlaps} items overlap
        </p>
      ) : null}
      <span data-testid="planner-sync" className="shrink-0 text-zinc-500">
        {syncText(venue)}
      </span>
    </div>
  );
}
