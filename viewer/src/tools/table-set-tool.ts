/**
 * The Table set tool (issue #26): one click on the floor places a table with its chairs (a round table
 * with 10 round it, by default) as one group that moves, turns and copies as one; the right panel edits
 * its count and style, and 'Ungroup' splits it.
 */
import type { Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';

const CHAIRS_AT_A_ROUND = 10;
const CHAIRS_AT_A_LONG_TABLE = 6;

export const tableSetTool: Tool = {
  description: {
    name: 'tableSet',
    label: 'Table set',
    group: 'Layout',
    icon: 'circle-dot',
    hint: 'Click where the table stands',
    modes: ['planning'],
  },
  order: 220,
  minPoints: 1,
  maxPoints: 1,
  closes: false,
  onFloor: true,
  complete(points, ctx) {
    const [centre] = points as [Vec3];
    const { seat } = ctx.layouts;
    const table = ctx.layouts.roundTable ?? ctx.layouts.longTable;
    if (!seat || !table) return;
    const round = table.shape !== 'rectangular';
    ctx.layouts.place({
      kind: 'set',
      seat,
      table,
      centre,
      count: round ? CHAIRS_AT_A_ROUND : CHAIRS_AT_A_LONG_TABLE,
      style: round ? 'round' : 'rectangular',
      ends: false,
      rotation: 0,
    });
  },
};
