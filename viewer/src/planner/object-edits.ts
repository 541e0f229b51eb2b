/**
 * Edits of chosen objects, each one undoable step: removing annotations, zones and placed models, turning
 * placed models about the floor's up, and copying them half a meter aside. The select mode runs them on
 * the selection (Delete, R, Ctrl+D); the commands on the ids the app names.
 */
import { add, fromPoint, scale, sub, toPoint } from '#venue/vec.ts';
import type { SceneFrame, Vec3 } from '../../protocol/index.ts';
import { type EditHistory, type EditOp, groupOps } from './edit-history.ts';
import type { EntityStore } from './entity-store.ts';
import { movedLayout } from './layouts/layout-anchors.ts';
import { changedFields, changeOp, entitySlot, removeEntityOp } from './ops.ts';
import {
  addItemOp,
  batchedOp,
  changeItemOp,
  duplicatePosition,
  type PlacedItemStore,
  removeItemOp,
  turnedAbout,
  turnedAboutUp,
} from './placed-items.ts';
import type { EntityKind, EntityOf } from './planner-bus.ts';

/** What the edits read and write (the Planner is one). */
export interface EditTarget {
  readonly store: EntityStore;
  readonly items: PlacedItemStore;
  readonly history: EditHistory;
  readonly frame: SceneFrame;
  newId(): string;
  setSelection(ids: string[], cause: 'click'): void;
}

/**
 * An edit the app made to an annotation or zone (its right panel): one undoable step of the fields that
 * changed, merged with the edit before it when that changed the same fields of the same object (typing
 * in one field). One the viewer does not have yet is only drawn: there is nothing to undo it to.
 */
export function editEntity<K extends EntityKind>(target: EditTarget, kind: K, entity: EntityOf<K>): void {
  const current = target.store.get(kind, entity.id);
  if (!current) {
    target.store.put(kind, entity, 'remote');
    return;
  }
  const fields = changedFields(current, entity).join(', ');
  const slot = entitySlot(target.store, kind, entity.id);
  target.history.add(changeOp(slot, current, entity, `edit ${fields}`, `${kind}:${entity.id}:${fields}`));
}

/** Removes annotations, zones or placed items as one undoable edit; false when none of the ids is known. */
export function deleteObjects(target: EditTarget, ids: readonly string[]): boolean {
  const { store, items } = target;
  const ops = ids.flatMap((id): EditOp[] => {
    const item = items.get(id);
    if (item) return [removeItemOp(items, item)];
    const found = store.find(id);
    if (found?.kind === 'annotation') return [removeEntityOp(store, 'annotation', found.entity as never)];
    return found ? [removeEntityOp(store, 'segmentation', found.entity as never)] : [];
  });
  const op = groupOps('remove objects', ops);
  if (!op) return false;
  target.history.add(batchedOp(items, op));
  return true;
}

/** Turns placed items about the floor's up through their centre, as one (one undoable edit). */
export function rotateItems(target: EditTarget, ids: readonly string[], degrees: number): boolean {
  const { items, frame } = target;
  const chosen = ids.flatMap((id) => items.get(id) ?? []);
  const centre = scale(
    chosen.reduce<Vec3>((sum, item) => add(sum, fromPoint(item.position)), [0, 0, 0]),
    1 / Math.max(1, chosen.length),
  );
  const turn = (p: Vec3) => fromPoint(turnedAbout(toPoint(p), centre, frame, degrees));
  const ops = chosen.map((item) =>
    changeItemOp(items, item, {
      ...item,
      position: turnedAbout(item.position, centre, frame, degrees),
      rotation: turnedAboutUp(item.rotation, frame, degrees),
      layout: movedLayout(item.layout, turn, { degrees, copy: false }),
    }),
  );
  const op = groupOps('rotate models', ops);
  if (!op) return false;
  target.history.add(batchedOp(items, op));
  return true;
}

/**
 * Copies placed items half a meter aside (one undoable edit) and selects the copies; the copies of a
 * layout group's members make a new group of their own.
 */
export function duplicateItems(target: EditTarget, ids: readonly string[]): boolean {
  const { items, frame } = target;
  const groups = new Map<string, string>();
  const copyGroup = (groupId: string) =>
    groups.get(groupId) ?? groups.set(groupId, target.newId()).get(groupId);
  const copies = ids.flatMap((id) => {
    const item = items.get(id);
    if (!item) return [];
    const position = duplicatePosition(item, frame);
    const offset = sub(fromPoint(position), fromPoint(item.position));
    const copy = { ...item, id: target.newId(), position };
    if (!item.groupId) return [copy];
    const layout = movedLayout(item.layout, (p) => add(p, offset), { degrees: 0, copy: true });
    return [{ ...copy, groupId: copyGroup(item.groupId), layout }];
  });
  const op = groupOps(
    'duplicate models',
    copies.map((copy) => addItemOp(items, copy)),
  );
  if (!op) return false;
  target.history.add(batchedOp(items, op));
  target.setSelection(
    copies.map((c) => c.id),
    'click',
  );
  return true;
}
