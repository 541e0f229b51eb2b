/**
 * The models placed in the scene (venue-planner §3 Model instance), by id, and the edit operations on
 * them. Kept apart from the annotation/zone store: placed items are drawn as instanced meshes, not as
 * outlines, and travel in their own messages (setPlacedItems, placedItemSaved, placedItemDeleted).
 * Also the transform rules: a model stands on the floor with its +y along the floor's up, turned about
 * that up in 15° steps while placing.
 */
import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { floorBasis, fromMeters } from '#venue/frame.ts';
import { add, dot, fromPoint, scale, sub, toPoint } from '#venue/vec.ts';
import type { PlacedItemData, SceneFrame, Vec3 } from '../../protocol/index.ts';
import type { EditOp } from './edit-history.ts';
import { addOp, changeOp, removeOp, type Slot } from './ops.ts';
import type { ChangeSource, PlannerBus } from './planner-bus.ts';

/** The ghost's rotation step (R, Shift+R or the wheel). */
export const ROTATE_STEP_DEG = 15;
/** How far a copy lands from its original, in meters. */
const DUPLICATE_OFFSET_M = 0.5;

export class PlacedItemStore {
  private readonly items = new Map<string, PlacedItemData>();
  /** Inside batch(): what was saved and removed, told in one items.changed at its end. */
  private pending: { saved: Map<string, PlacedItemData>; removed: Set<string> } | null = null;

  constructor(private readonly bus: PlannerBus) {}

  /**
   * Runs `write` (puts and removes) and tells of it as one items.changed, so a fill of 500 seats is one
   * message to the app and one redraw, not 500.
   */
  batch(write: () => void, source: ChangeSource = 'local') {
    if (this.pending) return write();
    const pending = { saved: new Map<string, PlacedItemData>(), removed: new Set<string>() };
    this.pending = pending;
    try {
      write();
    } finally {
      this.pending = null;
    }
    const [saved] = pending.saved.values();
    const [removed] = pending.removed;
    const count = pending.saved.size + pending.removed.size;
    // One change is told as it would be outside a batch.
    if (count === 1 && saved) this.bus.fire('item.saved', { item: saved, source });
    else if (count === 1 && removed) this.bus.fire('item.removed', { id: removed, source });
    else if (count > 1)
      this.bus.fire('items.changed', {
        saved: [...pending.saved.values()],
        removed: [...pending.removed],
        source,
      });
  }

  list(): PlacedItemData[] {
    return [...this.items.values()];
  }

  get(id: string): PlacedItemData | undefined {
    return this.items.get(id);
  }

  put(item: PlacedItemData, source: ChangeSource = 'local') {
    this.items.set(item.id, item);
    if (!this.pending) return this.bus.fire('item.saved', { item, source });
    this.pending.removed.delete(item.id);
    this.pending.saved.set(item.id, item);
  }

  remove(id: string, source: ChangeSource = 'local'): boolean {
    if (!this.items.delete(id)) return false;
    if (!this.pending) this.bus.fire('item.removed', { id, source });
    else {
      this.pending.saved.delete(id);
      this.pending.removed.add(id);
    }
    return true;
  }

  /** The items of one layout group. */
  groupMembers(groupId: string): PlacedItemData[] {
    return this.list().filter((item) => item.groupId === groupId);
  }

  /** The app's push: every placed item at once (nothing is echoed back). */
  replaceAll(items: readonly PlacedItemData[]) {
    this.items.clear();
    for (const item of items) this.items.set(item.id, item);
    this.bus.fire('items.replaced', {});
  }
}

function itemSlot(store: PlacedItemStore, id: string): Slot<PlacedItemData> {
  return { get: () => store.get(id), put: (item) => store.put(item), remove: () => void store.remove(id) };
}

export const addItemOp = (store: PlacedItemStore, item: PlacedItemData): EditOp =>
  addOp(itemSlot(store, item.id), item, 'place model');

export const removeItemOp = (store: PlacedItemStore, item: PlacedItemData): EditOp =>
  removeOp(itemSlot(store, item.id), item, 'remove model');

/** An edit of many items whose do and undo each tell of their changes as one batch. */
export const batchedOp = (store: PlacedItemStore, op: EditOp): EditOp => ({
  ...op,
  do: () => store.batch(op.do),
  undo: () => store.batch(op.undo),
});

export const changeItemOp = (
  store: PlacedItemStore,
  before: PlacedItemData,
  after: PlacedItemData,
): EditOp | null => changeOp(itemSlot(store, before.id), before, after, 'change model');

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

/**
 * The rotation of a model standing on the floor and facing `facing` (radians in the floor plane from its
 * u axis towards v). A catalogue model faces its own +z (a chair's back is at -z), as glTF models do.
 */
export function facingRotation(frame: SceneFrame, facing: number) {
  const { u, v, n } = floorBasis(frame);
  const z = new Vector3(...add(scale(u, Math.cos(facing)), scale(v, Math.sin(facing))));
  const y = new Vector3(...n);
  const x = new Vector3().crossVectors(y, z);
  return toEuler(new Quaternion().setFromRotationMatrix(new Matrix4().makeBasis(x, y, z)));
}

/** A rotation turned a further `degrees` about the floor's up. */
export function turnedAboutUp(rotation: PlacedItemData['rotation'], frame: SceneFrame, degrees: number) {
  const up = new Vector3(...floorBasis(frame).n);
  const yaw = new Quaternion().setFromAxisAngle(up, (degrees * Math.PI) / 180);
  return toEuler(yaw.multiply(toQuaternion(rotation)));
}

/** A position turned `degrees` about the floor's up through `centre` (a selection turns as one). */
export function turnedAbout(
  position: PlacedItemData['position'],
  centre: Vec3,
  frame: SceneFrame,
  degrees: number,
): PlacedItemData['position'] {
  const up = new Vector3(...floorBasis(frame).n);
  const offset = new Vector3(...sub(fromPoint(position), centre)).applyAxisAngle(
    up,
    (degrees * Math.PI) / 180,
  );
  return toPoint(add(centre, [offset.x, offset.y, offset.z]));
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
