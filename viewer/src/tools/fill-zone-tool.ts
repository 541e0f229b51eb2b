/**
 * The Fill zone tool (issue #26): a click inside a capacity zone fills it as a banquet (rounds of 10,
 * 0.9 m clear of its edges); the zone's panel then changes the style ('Theatre', 'Classroom', …) and the
 * parameters, which re-fill it, or 'Detach' turns the fill into plain items. A zone holds one fill.
 */
import { defaultFillLayout, type Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';

export const fillZoneTool: Tool = {
  description: {
    name: 'fillZone',
    label: 'Fill zone',
    group: 'Layout',
    icon: 'layout-grid',
    hint: 'Click inside a zone to fill it; its panel then changes the style',
    modes: ['planning'],
  },
  order: 230,
  minPoints: 1,
  maxPoints: 1,
  closes: false,
  onFloor: true,
  complete(points, ctx) {
    const zoneId = ctx.layouts.zoneAt(points[0] as Vec3);
    const fill = zoneId ? defaultFillLayout(zoneId, 'banquet', ctx.layouts) : null;
    if (fill) ctx.layouts.place(fill);
  },
};
