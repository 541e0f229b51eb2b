/**
 * The floor plan's controls in the bar over the 3D view (issue #27): the 'Floor plan' toggle (Shift+P,
 * through the action registry like every shortcut), and while the plan shows, its Scan layer and the
 * Export menu. Over the view rather than in the toolbar: the toolbar's one line at 1280 px is the
 * tools', Units' and Overview's.
 */
import { Map as MapIcon } from 'lucide-react';
import { cn } from '../../../../../components/ui/cn.ts';
import { usePlanner, useSessionValue } from '../session/planner-context.tsx';
import type { ScanLayer } from '../session/planner-session.ts';
import { PlanExportMenu } from './PlanExportMenu.tsx';

export function PlanViewControls() {
  const { controller, actions } = usePlanner();
  const planView = useSessionValue((s) => s.planView);
  const scan = useSessionValue((s) => s.scan);
  const toggle = actions.find((a) => a.id === 'toggle-plan-view');
  return (
    <>
      <button
        type="button"
        aria-pressed={planView}
        title={toggle?.hint ? `Floor plan: ${toggle.hint}` : 'Floor plan'}
        onClick={() => toggle?.onSelect('toolbar')}
        className={cn(
          'flex items-center gap-1 whitespace-nowrap rounded px-2 py-0.5 font-medium',
          planView ? 'bg-indigo-600 text-white' : 'text-zinc-700 hover:bg-zinc-100',
        )}
      >
        <MapIcon className="size-3.5" aria-hidden />
        Floor plan
      </button>
      {planView ? (
        <>
          <label className="flex items-center gap-1 text-zinc-700">
            <span>Scan</span>
            <select
              aria-label="Scan"
              value={scan}
              onChange={(e) => controller.setScan(e.target.value as ScanLayer)}
              className="rounded border border-zinc-300 bg-white px-1 py-0.5"
            >
              <option value="shown">Shown</option>
              <option value="faded">Faded</option>
              <option value="hidden">Hidden</option>
            </select>
          </label>
          <PlanExportMenu />
        </>
      ) : null}
    </>
  );
}
