/**
 * The Chair row tool (issue #26): two clicks on the floor, the start and the end, give a row of the chosen
 * seating model at its width plus a gap, all facing one side; the right panel then edits its count, gap,
 * facing (Flip) and bend. While the end is being picked, a ghost shows the chairs and the status line
 * their count. The row is one layout group: one undoable edit.
 */
import { DEFAULT_SEAT_GAP_M } from '#venue/layout/chair-row.ts';
import type { LayoutModel, LayoutSpec, Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';
import { seatLayout } from './seat-layout.ts';

/** The row from its start to its end (or to the cursor, for the ghost). */
function rowOf(points: Vec3[], seat: LayoutModel): LayoutSpec {
  const [start, end] = points as [Vec3, Vec3];
  return { kind: 'row', seat, start, end, gap: DEFAULT_SEAT_GAP_M, flip: false, bend: 0 };
}

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
  ...seatLayout(rowOf),
};
