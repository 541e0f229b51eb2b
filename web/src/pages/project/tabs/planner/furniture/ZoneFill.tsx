/**
 * A zone's fill in its panel (issue #26): without one, a style and 'Fill'; with one, its seats beside the
 * zone's capacity and its parameters (a change re-fills the zone; 'Detach' makes the items plain).
 */
import { useId, useState } from 'react';
import { FILL_STYLE_LABELS, type FillStyle, fillStyles } from '#venue/layout/zone-fill.ts';
import { usePlanner } from '../session/planner-context.tsx';
import { LayoutGroupPanel } from './LayoutGroupPanel.tsx';
import type { LayoutGroup } from './layout-groups.ts';

export function ZoneFill({ zoneId, fill }: { zoneId: string; fill: LayoutGroup | null }) {
  const { controller } = usePlanner();
  const id = useId();
  const [style, setStyle] = useState<FillStyle>('banquet');
  if (fill) return <LayoutGroupPanel group={fill} />;
  return (
    <section aria-label="Fill zone" className="flex items-end gap-1.5">
      <div className="flex flex-1 flex-col gap-0.5 text-xs font-medium text-zinc-600">
        <label htmlFor={id}>Fill style</label>
        <select
          id={id}
          className="w-full rounded-md border border-zinc-300 px-2 py-1 text-sm"
          value={style}
          onChange={(e) => setStyle(e.target.value as FillStyle)}
        >
          {fillStyles.map((s) => (
            <option key={s} value={s}>
              {FILL_STYLE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="rounded-md border border-zinc-300 px-2.5 py-1 text-sm font-medium text-zinc-700 hover:bg-zinc-50"
        onClick={() => controller.fillZone(zoneId, style)}
      >
        Fill
      </button>
    </section>
  );
}
