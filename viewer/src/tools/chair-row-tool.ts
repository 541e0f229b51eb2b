/**
 * The Chair row tool (issue #26): two clicks on the floor, the start and the end, give a row of the chosen
 * seating model at its width plus a gap, all facing one side. An optional third click bends it into the
 * arc through start, end and the clicked point, up to a half circle (Enter, Esc or any other tool keeps
 * it straight). The right panel then edits its count, gap, facing (Flip) and bend. While the end or the bend
 * is being picked, a ghost shows the chairs and the status line their count. The row is one layout
 * group; placing it is one undoable edit and bending it one more.
 */
import { bendThrough, DEFAULT_SEAT_GAP_M } from '#venue/layout/chair-row.ts';
import type { LayoutModel, LayoutSpec, SceneFrame, Vec3 } from '../../protocol/index.ts';
import { floorPlane } from '../planner/layouts/layout-items.ts';
import type { Tool } from '../planner/tool.ts';
import { seatLayout } from './seat-layout.ts';

/** The row from its start to its end (or to the cursor, for the ghost), bent through a third point. */
function rowOf(points: Vec3[], seat: LayoutModel, ctx: { frames: { frame: SceneFrame } }): LayoutSpec {
  const [start, end, through] = points as [Vec3, Vec3, Vec3 | undefined];
  const { to2D } = floorPlane(ctx.frames.frame);
  const bend = through ? bendThrough(to2D(start), to2D(end), to2D(through)) : 0;
  return { kind: 'row', seat, start, end, gap: DEFAULT_SEAT_GAP_M, flip: false, bend };
}

export const chairRowTool: Tool = {
  description: {
    name: 'chairRow',
    label: 'Chair row',
    group: 'Layout',
    icon: 'rows-3',
    hint: 'Click the start and the end of the row on the floor',
    modes: ['planning'],
    afterPlacing: {
      points: 2,
      hint: 'Click a third point to bend it into an arc, or press Enter to keep it straight',
    },
  },
  order: 200,
  minPoints: 2,
  maxPoints: 3,
  closes: false,
  onFloor: true,
  ...seatLayout(rowOf, 2),
};
