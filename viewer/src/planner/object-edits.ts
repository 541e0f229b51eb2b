/**
 * Edits of chosen objects, each one undoable step: removing annotations, zones and placed models, turning
 * placed models about the floor's up, and copying them half a meter aside. The select mode runs them on
 * the selection (Delete, R, Ctrl+D); the commands on the ids the app names.
 */
import type { SceneFrame } from '../../protocol/index.ts';
import { type EditHistory, type EditOp, groupOps } from './edit-history.ts';
import type { EntityStore } from './entity-store.ts';
import { changedFields, changeOp, entitySlot, removeEntityOp } from './ops.ts';
import {
  addItemOp,
  changeItemOp,
  duplicatePosition,
  type PlacedItemStore,
  removeItemOp,
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
  if (ops.length === 0) return false;
  target.history.add(groupOps('remove objects', ops));
  return true;
}

/** Turns placed items about the floor's up (one undoable edit). */
export function rotateItems(target: EditTarget, ids: readonly string[], degrees: number): boolean {
  const { items, frame } = target;
  const ops = ids.flatMap((id) => {
    const item = items.get(id);
    return item
      ? [changeItemOp(items, item, { ...item, rotation: turnedAboutUp(item.rotation, frame, degrees) })]
      : [];
  });
  if (ops.length === 0) return false;
  target.history.add(groupOps('rotate models', ops));
  return true;
}

/** Copies placed items half a meter aside (one undoable edit) and selects the copies. */
export function duplicateItems(target: EditTarget, ids: readonly string[]): boolean {
  const { items, frame } = target;
  const copies = ids.flatMap((id) => {
    const item = items.get(id);
    return item ? [{ ...item, id: target.newId(), position: duplicatePosition(item, frame) }] : [];
  });
  if (copies.length === 0) return false;
  target.history.add(
    groupOps(
      'duplicate models',
      copies.map((copy) => addItemOp(items, copy)),
    ),
  );
  target.setSelection(
    copies.map((c) => c.id),
    'click',
  );
  return true;
}
