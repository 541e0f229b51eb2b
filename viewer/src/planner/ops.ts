/**
 * The planner's edit operations (each a {do, undo} pair for the edit history): adding, removing and
 * changing an annotation, zone or placed model, and changing the scene frame. Every one writes
 * through its store or the frame holder, so the overlay and the app hear of an undo exactly as of
 * the edit.
 *
 * What an undo or redo puts back is read when it happens, not when the edit was made: between the
 * two the page may have pushed a newer copy (a label typed in the right panel, another device's
 * edit), and redo must restore the object exactly as it was when it was undone. A change records only
 * the fields it changed, so undoing it leaves every other field as it is now.
 */
import type { SceneFrame } from '../../protocol/index.ts';
import type { EditOp } from './edit-history.ts';
import type { EntityStore } from './entity-store.ts';
import type { EntityKind, EntityOf } from './planner-bus.ts';

/** One object's place in its store. */
export interface Slot<T> {
  get(): T | undefined;
  put(value: T): void;
  remove(): void;
}

export function entitySlot<K extends EntityKind>(store: EntityStore, kind: K, id: string): Slot<EntityOf<K>> {
  return {
    get: () => store.get(kind, id),
    put: (value) => store.put(kind, value),
    remove: () => void store.remove(kind, id),
  };
}

/** Adds `value`; undo takes away what is there then, and redo puts that back. */
export function addOp<T>(slot: Slot<T>, value: T, name: string): EditOp {
  let latest = value;
  return {
    name,
    do: () => slot.put(latest),
    undo: () => {
      latest = slot.get() ?? latest;
      slot.remove();
    },
  };
}

/** Removes what is there; undo puts back exactly what was removed. */
export function removeOp<T>(slot: Slot<T>, value: T, name: string): EditOp {
  let latest = value;
  return {
    name,
    do: () => {
      latest = slot.get() ?? latest;
      slot.remove();
    },
    undo: () => slot.put(latest),
  };
}

type Path = readonly string[];
type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where `after` differs from `before`: paths into nested objects, down to a value (arrays are values). */
function changedPaths(before: unknown, after: unknown, path: Path = []): Path[] {
  if (isPlain(before) && isPlain(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((k) => changedPaths(before[k], after[k], [...path, k]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
}

/**
 * The fields an edit changed, as a user names them: a top-level field, or one inside a top-level
 * object (metadata's `label`, properties' `capacity`). Empty when nothing differs.
 */
export function changedFields(before: object, after: object): string[] {
  const names = changedPaths(before, after).map((path) => path[1] ?? path[0] ?? '');
  return [...new Set(names)];
}

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (isPlain(v) ? v[k] : undefined), value);

/** A copy of `target` with `value` at `path` (undefined removes the key), objects made on the way. */
function withValueAt(target: unknown, path: Path, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy: Plain = isPlain(target) ? { ...target } : {};
  const next = withValueAt(copy[key], rest, value);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/**
 * Changes an object from `before` to `after`, value by value: do and undo write only what differs
 * (a label, one of the metadata's fields, a position) onto what the store holds then, so an edit of
 * another field in between is kept. `mergeKey`: edits with the same key one after another (typing in
 * one field) become one undo step (EditHistory). Null when nothing differs.
 */
export function changeOp<T extends object>(
  slot: Slot<T>,
  before: T,
  after: T,
  name: string,
  mergeKey?: string,
): EditOp | null {
  const paths = changedPaths(before, after);
  if (paths.length === 0) return null;
  const write = (from: T) => {
    const current = slot.get();
    if (!current) return;
    slot.put(paths.reduce<unknown>((v, path) => withValueAt(v, path, valueAt(from, path)), current) as T);
  };
  return { name, ...(mergeKey ? { mergeKey } : {}), do: () => write(after), undo: () => write(before) };
}

/** What the user calls each kind (edit names show in the page's status line: 'Undone: add zone'). */
const KIND_NAMES: Record<EntityKind, string> = { annotation: 'annotation', segmentation: 'zone' };

export const addEntityOp = <K extends EntityKind>(store: EntityStore, kind: K, entity: EntityOf<K>) =>
  addOp(entitySlot(store, kind, entity.id), entity, `add ${KIND_NAMES[kind]}`);

export const removeEntityOp = <K extends EntityKind>(store: EntityStore, kind: K, entity: EntityOf<K>) =>
  removeOp(entitySlot(store, kind, entity.id), entity, `remove ${KIND_NAMES[kind]}`);

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
