/**
 * The capacity-zone tool: a polygon on the floor that becomes a zone of the segmentations module, with
 * capacities suggested from its area once the scene is calibrated — from Annotate or Draw alike (one
 * kind of capacity zone: it is always listed under ZONES with its capacity fields).
 */
import { dropToFloor } from '#venue/frame.ts';
import type { Tool } from '../planner/tool.ts';
import { addZone } from './add-zone.ts';

export const capacityZoneTool: Tool = {
  description: {
    name: 'capacityZone',
    label: 'Capacity zone',
    icon: 'users',
    key: 5,
    hint: 'Click each corner on the floor; click the first corner again to close the zone',
    modes: ['annotate', 'draw'],
    creates: 'segmentation',
  },
  order: 50,
  minPoints: 3,
  maxPoints: Number.POSITIVE_INFINITY,
  closes: true,
  onFloor: true,
  complete(points, ctx) {
    const frame = ctx.frames.frame;
    addZone(
      ctx,
      points.map((p) => dropToFloor(frame, p)),
    );
  },
};
