/**
 * The planner's edit operations (each a {do, undo} pair for the edit history): adding and removing an
 * annotation or zone, and changing the scene frame. Every one writes through the store or the frame
 * holder, so the overlay and the app hear of an undo exactly as of the edit.
 */
import type { SceneFrame } from '../../protocol/index.ts';
import type { EditOp } from './edit-history.ts';
import type { EntityStore } from './entity-store.ts';
import type { EntityKind, EntityOf } from './planner-bus.ts';

export function addEntityOp<K extends EntityKind>(store: EntityStore, kind: K, entity: EntityOf<K>): EditOp {
  return {
    name: `add ${kind}`,
    do: () => store.put(kind, entity),
    undo: () => void store.remove(kind, entity.id),
  };
}

/** Removes what the store holds now; undo puts that exact entity back. */
export function removeEntityOp<K extends EntityKind>(
  store: EntityStore,
  kind: K,
  entity: EntityOf<K>,
): EditOp {
  return {
    name: `remove ${kind}`,
    do: () => void store.remove(kind, entity.id),
    undo: () => store.put(kind, entity),
  };
}

export interface FrameHolder {
  readonly frame: SceneFrame;
  setFrame(frame: SceneFrame, source: 'local' | 'remote'): void;
}

export function setFrameOp(holder: FrameHolder, before: SceneFrame, after: SceneFrame, name: string): EditOp {
  return {
    name,
    do: () => holder.setFrame(after, 'local'),
    undo: () => holder.setFrame(before, 'local'),
  };
}
