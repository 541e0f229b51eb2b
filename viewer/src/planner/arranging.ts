/**
 * Placed models as the arranging rules (#venue/arrange/) see them: each one's footprint as a box on the
 * floor plane in meters, zone outlines as floor edges, and the edits that move models by a floor offset
 * or to new centres (dragging, nudging, aligning, distributing), each one undo step told to the app as
 * one batch. A moved group member's parameters move with it, so the group is re-made where it stands.
 */

import { Quaternion, Vector3 } from 'three';
import { type AlignEdge, align, type DistributeDirection, distribute } from '#venue/arrange/align.ts';
import type { Box2, P2 } from '#venue/arrange/arrange-types.ts';
import { floorBasis, fromMeters } from '#venue/frame.ts';
import { add, fromPoint, scale, toPoint } from '#venue/vec.ts';
import type { PlacedItemData, SceneFrame } from '../../protocol/index.ts';
import { type EditHistory, type EditOp, groupOps } from './edit-history.ts';
import type { EntityStore } from './entity-store.ts';
import { movedLayout } from './layouts/layout-anchors.ts';
import { floorPlane } from './layouts/layout-items.ts';
import {
  batchedOp,
  changeItemOp,
  type Footprint,
  type PlacedItemStore,
  rotationQuaternion,
} from './placed-items.ts';

export interface ArrangeWorld {
  readonly frame: SceneFrame;
  footprint(modelUrl: string): Footprint;
}

/** Which way a model faces on the floor (radians from the floor's u towards v): its own +z, turned. */
export function facingOf(item: PlacedItemData, frame: SceneFrame): number {
  const { u, v } = floorBasis(frame);
  const z = new Vector3(0, 0, 1).applyQuaternion(new Quaternion(...rotationQuaternion(item.rotation)));
  const along = [z.x, z.y, z.z] as const;
  return Math.atan2(
    along[0] * v[0] + along[1] * v[1] + along[2] * v[2],
    along[0] * u[0] + along[1] * u[1] + along[2] * u[2],
  );
}

/** A model's footprint as an axis-aligned box on the floor plane, in meters. */
export function itemBox(item: PlacedItemData, world: ArrangeWorld): Box2 {
  const { to2D } = floorPlane(world.frame);
  const { halfWidth, halfDepth } = world.footprint(item.modelUrl);
  const w = halfWidth * Math.abs(item.scale.x);
  const d = halfDepth * Math.abs(item.scale.z);
  const facing = facingOf(item, world.frame);
  const c = Math.abs(Math.cos(facing));
  const s = Math.abs(Math.sin(facing));
  const centre = to2D(fromPoint(item.position));
  // The model's depth runs along its facing, its width across it.
  return { id: item.id, ...centre, halfWidth: d * c + w * s, halfDepth: d * s + w * c };
}

/** Every zone's outline as floor edges in meters (what a dragged selection snaps to). */
export function zoneEdges(store: EntityStore, frame: SceneFrame): Array<[P2, P2]> {
  const { to2D } = floorPlane(frame);
  return store.list('segmentation').flatMap((zone) => {
    const ring = (zone.geometry?.boundary ?? []).map((p) => to2D(fromPoint(p)));
    return ring.map((p, i): [P2, P2] => [p, ring[(i + 1) % ring.length] as P2]);
  });
}

/** An item moved by a floor offset in meters (its group's anchor points with it). */
export function movedBy(item: PlacedItemData, delta: P2, frame: SceneFrame): PlacedItemData {
  const { u, v } = floorBasis(frame);
  const offset = add(scale(u, fromMeters(frame, delta.x)), scale(v, fromMeters(frame, delta.y)));
  const layout = movedLayout(item.layout, (p) => add(p, offset), { degrees: 0, copy: false });
  return {
    ...item,
    position: toPoint(add(fromPoint(item.position), offset)),
    ...(layout ? { layout } : {}),
  };
}

/** Moves items (as they were before a drag's preview) by one offset: one undoable edit. */
export function moveItemsOp(
  items: PlacedItemStore,
  originals: readonly PlacedItemData[],
  delta: P2,
  frame: SceneFrame,
  name = 'move models',
  mergeKey?: string,
): EditOp | null {
  if (delta.x === 0 && delta.y === 0) return null;
  const op = groupOps(
    name,
    originals.map((item) => changeItemOp(items, item, movedBy(item, delta, frame))),
  );
  return op && batchedOp(items, mergeKey ? { ...op, mergeKey } : op);
}

/** Moves items to new box centres (align, distribute): one undoable edit. */
function arrangeItemsOp(
  items: PlacedItemStore,
  chosen: readonly PlacedItemData[],
  centres: ReadonlyMap<string, P2>,
  world: ArrangeWorld,
  name: string,
): EditOp | null {
  const ops = chosen.map((item) => {
    const box = itemBox(item, world);
    const to = centres.get(item.id);
    return to
      ? changeItemOp(items, item, movedBy(item, { x: to.x - box.x, y: to.y - box.y }, world.frame))
      : null;
  });
  const op = groupOps(name, ops);
  return op && batchedOp(items, op);
}

export type Arrangement = AlignEdge | DistributeDirection;

/** Aligns or distributes placed models (Align, Distribute): one undoable edit; false when nothing moves. */
export function arrangeItems(
  target: ArrangeWorld & { readonly items: PlacedItemStore; readonly history: EditHistory },
  ids: readonly string[],
  arrangement: Arrangement,
): boolean {
  const chosen = ids.flatMap((id) => target.items.get(id) ?? []);
  const boxes = chosen.map((item) => itemBox(item, target));
  const centres =
    arrangement === 'horizontal' || arrangement === 'vertical'
      ? distribute(boxes, arrangement)
      : align(boxes, arrangement);
  const name =
    arrangement === 'horizontal' || arrangement === 'vertical' ? 'distribute models' : 'align models';
  const op = arrangeItemsOp(target.items, chosen, centres, target, name);
  target.history.add(op);
  return op !== null;
}
