/**
 * The rectangle-zone tool: two opposite corners on the floor give a rectangular zone (segmentation) with
 * its sides along the floor's axes; the page's right panel then types its width, depth and rotation
 * (#venue/rectangle.ts reads them from the boundary and rebuilds it about its centre). It sits beside
 * Box, which stays the 3D note the spec's Annotate and Draw keys name (docs/venue-planner.md, "Tools").
 */
import { rectangleCorners, rectangleFromDiagonal } from '#venue/rectangle.ts';
import type { Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';
import { addZone } from './add-zone.ts';

export const rectangleZoneTool: Tool = {
  description: {
    name: 'rectangleZone',
    label: 'Rectangle zone',
    icon: 'rectangle-horizontal',
    key: 6,
    hint: 'Click two opposite corners on the floor, then type its width and depth in the right panel',
    modes: ['draw'],
    creates: 'segmentation',
  },
  order: 55,
  minPoints: 2,
  maxPoints: 2,
  closes: false,
  onFloor: true,
  complete(points, ctx) {
    const frame = ctx.frames.frame;
    const [a, b] = points as [Vec3, Vec3];
    const rectangle = rectangleFromDiagonal(frame, a, b);
    // A click without a drag (both corners in one place) has no floor to hold anyone: nothing is made.
    if (rectangle.width === 0 || rectangle.depth === 0) return;
    addZone(ctx, rectangleCorners(frame, rectangle));
  },
};
