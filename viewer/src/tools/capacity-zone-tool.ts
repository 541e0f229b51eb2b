/**
 * The capacity-zone tool: a polygon on the floor. In Draw mode (or through startCreation 'segmentation')
 * it makes a zone of the segmentations module, elsewhere a capacity_zone annotation (venue-planner §2);
 * either way with capacities suggested from its area once the scene is calibrated.
 */
import { suggestedAnnotationCapacity, suggestedZoneCapacity } from '#venue/capacity.ts';
import { dropToFloor, toSquareMeters } from '#venue/frame.ts';
import { floorArea } from '#venue/geometry.ts';
import { toPoint } from '#venue/vec.ts';
import type { SegmentationData, Vec3 } from '../../protocol/index.ts';
import { addEntityOp } from '../planner/ops.ts';
import type { Tool, ToolContext } from '../planner/tool.ts';
import { addAnnotation } from './add-annotation.ts';

/** A zone drawn in Draw mode: its boundary on the floor, height 0–3, capacities suggested from its area. */
function addZone(boundary: Vec3[], area: number | null, ctx: ToolContext) {
  const zone: SegmentationData = {
    id: ctx.newId(),
    name: `Zone ${ctx.store.list('segmentation').length + 1}`,
    type: 'zone',
    geometry: { boundary: boundary.map(toPoint), holes: [], height: { min: 0, max: 3 } },
    properties: {
      usage: '',
      capacity:
        area === null
          ? { maxSeated: 0, maxStanding: 0, recommendedSeated: 0, recommendedStanding: 0 }
          : suggestedZoneCapacity(area),
      features: [],
      restrictions: [],
    },
    parentId: '',
    modifiedAt: ctx.now(),
  };
  ctx.history.add(addEntityOp(ctx.store, 'segmentation', zone));
}

export const capacityZoneTool: Tool = {
  description: {
    name: 'capacityZone',
    label: 'Capacity zone',
    icon: 'users',
    key: 5,
    hint: 'Click each corner on the floor; click the first corner again to close the zone',
    modes: ['annotate', 'draw'],
  },
  order: 50,
  minPoints: 3,
  maxPoints: Number.POSITIVE_INFINITY,
  closes: true,
  onFloor: true,
  complete(points, ctx) {
    const frame = ctx.frames.frame;
    const floor = points.map((p) => dropToFloor(frame, p));
    const area = toSquareMeters(frame, floorArea(frame, floor));
    const asZone = ctx.creation === 'segmentation' || (ctx.creation === null && ctx.mode === 'draw');
    if (asZone) return addZone(floor, area, ctx);
    const vertices = floor.map(toPoint);
    addAnnotation(ctx, 'capacity_zone', 'Capacity zone', {
      position: vertices[0],
      vertices,
      polygon: vertices,
      isClosed: true,
      capacity: area === null ? { seated: 0, standing: 0, cocktail: 0 } : suggestedAnnotationCapacity(area),
    });
  },
};
