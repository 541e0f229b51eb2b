/**
 * The Chair row tool (issue #26): two clicks on the floor, the start and the end, give a row of the chosen
 * seating model at its width plus a gap, all facing one side; the right panel then edits its count, gap,
 * facing (Flip) and bend. The row is one layout group: one undoable edit.
 */
import { DEFAULT_SEAT_GAP_M } from '#venue/layout/chair-row.ts';
import type { Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';

export const chairRowTool: Tool = {
  description: {
    name: 'chairRow',
    label: 'Chair row',
    group: 'Layout',
    icon: 'rows-3',
    hint: 'Click the start and the end of the row on the floor',
    modes: ['planning'],
  },
  order: 200,
  minPoints: 2,
  maxPoints: 2,
  closes: false,
  onFloor: true,
  complete(points, ctx) {
    const [start, end] = points as [Vec3, Vec3];
    const { seat } = ctx.layouts;
    if (!seat) return;
    ctx.layouts.place({ kind: 'row', seat, start, end, gap: DEFAULT_SEAT_GAP_M, flip: false, bend: 0 });
  },
};
