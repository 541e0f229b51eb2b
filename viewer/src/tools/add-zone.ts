/**
 * The last step the zone tools share (Capacity zone, Rectangle zone): a boundary on the floor becomes a
 * zone of the segmentations module, named 'Zone <n>', height 0–3, with capacities suggested from its
 * area once the scene is calibrated, added as one undoable edit. A capacity zone is always a zone,
 * whichever mode drew it (issue 30, "One kind of capacity zone").
 */
import { suggestedZoneCapacity } from '#venue/capacity.ts';
import { toSquareMeters } from '#venue/frame.ts';
import { floorArea } from '#venue/geometry.ts';
import { toPoint } from '#venue/vec.ts';
import type { SegmentationData, Vec3 } from '../../protocol/index.ts';
import { addEntityOp } from '../planner/ops.ts';
import type { ToolContext } from '../planner/tool.ts';

export function addZone(ctx: ToolContext, boundary: readonly Vec3[]) {
  const frame = ctx.frames.frame;
  const area = toSquareMeters(frame, floorArea(frame, boundary));
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
