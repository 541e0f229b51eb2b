/**
 * A zone's fill in its panel (issue #26): without one, a style and 'Fill'; with one, its seats beside the
 * zone's capacity and its parameters (a change re-fills the zone; 'Detach' makes the items plain).
 */
import { useState } from 'react';
import type { FillStyle } from '#venue/layout/zone-fill.ts';
import { usePlanner } from '../session/planner-context.tsx';
import { FillStyleSelect } from './FillStyleSelect.tsx';
import { LayoutGroupPanel } from './LayoutGroupPanel.tsx';
import type { LayoutGroup } from './layout-groups.ts';

export function ZoneFill({ zoneId, fill }: { zoneId: string; fill: LayoutGroup | null }) {
  const { controller } = usePlanner();
  const [style, setStyle] = useState<FillStyle>('banquet');
  if (fill) return <LayoutGroupPanel group={fill} />;
  return (
    <section aria-label="Fill zone" className="flex items-end gap-1.5">
      <FillStyleSelect label="Fill style" value={style} onChange={setStyle} />
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
