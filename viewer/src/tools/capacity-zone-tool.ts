/**
 * The capacity-zone tool: a polygon on the floor. In Draw mode (or through startCreation 'segmentation')
 * it makes a zone of the segmentations module, elsewhere a capacity_zone annotation (venue-planner §2);
 * either way with capacities suggested from its area once the scene is calibrated.
 */
import { buildZone } from '../planner/entities.ts';
import { addEntityOp } from '../planner/ops.ts';
import { addAnnotation, currentFrame, type Tool } from './tool.ts';

export const capacityZoneTool: Tool = {
  name: 'capacityZone',
  minPoints: 3,
  maxPoints: Number.POSITIVE_INFINITY,
  closes: true,
  onFloor: true,
  complete(points, ctx) {
    const asZone = ctx.creation === 'segmentation' || (ctx.creation === null && ctx.mode === 'draw');
    if (!asZone) return addAnnotation('capacityZone', points, ctx);
    const zone = buildZone(points, {
      id: ctx.newId(),
      now: ctx.now(),
      frame: currentFrame(ctx),
      units: ctx.units,
      mode: ctx.mode,
      ordinal: ctx.store.list('segmentation').length + 1,
    });
    if (zone) ctx.history.add(addEntityOp(ctx.store, 'segmentation', zone));
  },
};
