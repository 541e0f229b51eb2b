/** The level tool: three clicks on the floor set the floor plane (and so up) by hand, as one undoable edit. */
import type { Vec3 } from '../../protocol/index.ts';
import { floorFromPoints, levelledFrame } from '../planner/floor-fit.ts';
import { setFrameOp } from '../planner/ops.ts';
import type { Tool } from '../planner/tool.ts';

export const levelTool: Tool = {
  description: {
    name: 'level',
    label: 'Level floor',
    icon: 'grid-3x3',
    hint: 'Click three points on the floor',
    modes: ['venue', 'measure'],
  },
  order: 70,
  minPoints: 3,
  maxPoints: 3,
  closes: false,
  onFloor: false,
  complete(points, ctx) {
    const [a, b, c] = points as [Vec3, Vec3, Vec3];
    const before = ctx.frames.frame;
    const fit = floorFromPoints(a, b, c, before.up);
    if (!fit) {
      ctx.bus.fire('level.failed', { reason: 'The three points are in a line; the floor was not changed' });
      return;
    }
    ctx.history.add(setFrameOp(ctx.frames, before, levelledFrame(before, fit, 'points'), 'level scene'));
  },
};
