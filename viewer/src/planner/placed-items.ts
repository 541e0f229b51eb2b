/**
 * The models placed in the scene (venue-planner §3 Model instance), by id, and the edit operations on
 * them. Kept apart from the annotation/zone store: placed items are drawn as instanced meshes, not as
 * outlines, and travel in their own messages (setPlacedItems, placedItemSaved, placedItemDeleted).
 * Also the transform rules: a model stands on the floor with its +y along the floor's up, turned about
 * that up in 15° steps while placing.
 */
import { Euler, Quaternion, Vector3 } from 'three';
import { floorBasis, fromMeters } from '#venue/frame.ts';
import { add, dot, fromPoint, scale, sub, toPoint } from '#venue/vec.ts';
import type { PlacedItemData, SceneFrame, Vec3 } from '../../protocol/index.ts';
import type { EditOp } from './edit-history.ts';
import type { ChangeSource, PlannerBus } from './planner-bus.ts';

/** The ghost's rotation step (R, Shift+R or the wheel). */
export const ROTATE_STEP_DEG = 15;
/** How far a copy lands from its original, in meters. */
const DUPLICATE_OFFSET_M = 0.5;

export class PlacedItemStore {
  private readonly items = new Map<string, PlacedItemData>();

  constructor(private readonly bus: PlannerBus) {}

  list(): PlacedItemData[] {
    return [...this.items.values()];
  }

  get(id: string): PlacedItemData | undefined {
    return this.items.get(id);
  }

  put(item: PlacedItemData, source: ChangeSource = 'local') {
    this.items.set(item.id, item);
    this.bus.fire('item.saved', { item, source });
  }

  remove(id: string, source: ChangeSource = 'local'): boolean {
    if (!this.items.delete(id)) return false;
    this.bus.fire('item.removed', { id, source });
    return true;
  }

  /** The app's push: every placed item at once (nothing is echoed back). */
  replaceAll(items: readonly PlacedItemData[]) {
    this.items.clear();
    for (const item of items) this.items.set(item.id, item);
    this.bus.fire('items.replaced', {});
  }
}

export function addItemOp(store: PlacedItemStore, item: PlacedItemData): EditOp {
  return { name: 'place model', do: () => store.put(item), undo: () => void store.remove(item.id) };
}

export function removeItemOp(store: PlacedItemStore, item: PlacedItemData): EditOp {
  return { name: 'remove model', do: () => void store.remove(item.id), undo: () => store.put(item) };
}

export function changeItemOp(store: PlacedItemStore, before: PlacedItemData, after: PlacedItemData): EditOp {
  return { name: 'change model', do: () => store.put(after), undo: () => store.put(before) };
}

const toEuler = (q: Quaternion) => {
  const e = new Euler().setFromQuaternion(q, 'XYZ');
  return { x: e.x, y: e.y, z: e.z };
};
const toQuaternion = (r: { x: number; y: number; z: number }) =>
  new Quaternion().setFromEuler(new Euler(r.x, r.y, r.z, 'XYZ'));

/** The rotation of a model standing on the floor (its +y along up), turned `yawDeg` about up. */
export function standingRotation(frame: SceneFrame, yawDeg: number) {
  const up = new Vector3(...floorBasis(frame).n);
  const stand = new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), up);
  const yaw = new Quaternion().setFromAxisAngle(up, (yawDeg * Math.PI) / 180);
  return toEuler(yaw.multiply(stand));
}

/** A rotation turned a further `degrees` about the floor's up. */
export function turnedAboutUp(rotation: PlacedItemData['rotation'], frame: SceneFrame, degrees: number) {
  const up = new Vector3(...floorBasis(frame).n);
  const yaw = new Quaternion().setFromAxisAngle(up, (degrees * Math.PI) / 180);
  return toEuler(yaw.multiply(toQuaternion(rotation)));
}

/** The quaternion [x, y, z, w] of a stored rotation (placementCommitted's transform). */
export function rotationQuaternion(rotation: PlacedItemData['rotation']): [number, number, number, number] {
  const q = toQuaternion(rotation);
  return [q.x, q.y, q.z, q.w];
}

/** Snaps an angle to the rotation step. */
export const snapDegrees = (degrees: number) => Math.round(degrees / ROTATE_STEP_DEG) * ROTATE_STEP_DEG;

/** Where a copy of an item lands: half a meter along the floor. */
export function duplicatePosition(item: PlacedItemData, frame: SceneFrame): PlacedItemData['position'] {
  const { u } = floorBasis(frame);
  return toPoint(add(fromPoint(item.position), scale(u, fromMeters(frame, DUPLICATE_OFFSET_M))));
}

/** A model's footprint on the floor: half its width (x) and depth (z), in meters at scale 1. */
export interface Footprint {
  halfWidth: number;
  halfDepth: number;
}
/** Until a model has loaded, its footprint is taken as a chair's. */
export const DEFAULT_FOOTPRINT: Footprint = { halfWidth: 0.25, halfDepth: 0.25 };

/** Whether a floor point lies inside an item's footprint (its own x/z axes, its scale, the scene's units). */
export function footprintContains(
  item: PlacedItemData,
  footprint: Footprint,
  frame: SceneFrame,
  point: Vec3,
) {
  const inverse = toQuaternion(item.rotation).invert();
  const local = new Vector3(...sub(point, fromPoint(item.position))).applyQuaternion(inverse);
  const unit = fromMeters(frame, 1);
  const hw = footprint.halfWidth * Math.abs(item.scale.x) * unit;
  const hd = footprint.halfDepth * Math.abs(item.scale.z) * unit;
  return Math.abs(local.x) <= hw && Math.abs(local.z) <= hd;
}

/** The item under a floor point (the nearest centre wins when footprints overlap). */
export function itemAt(
  items: readonly PlacedItemData[],
  footprintOf: (modelUrl: string) => Footprint,
  frame: SceneFrame,
  point: Vec3,
): PlacedItemData | null {
  let best: PlacedItemData | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const item of items) {
    if (!footprintContains(item, footprintOf(item.modelUrl), frame, point)) continue;
    const d = sub(point, fromPoint(item.position));
    const distance = dot(d, d);
    if (distance < bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}
