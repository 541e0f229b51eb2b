/**
 * Last writer wins per field (issue #28), the one rule live edits and the S3 module merge share, so a
 * screen that saw an edit live and one that fetched it later hold the same document, byte for byte.
 *
 * Each top-level field of an entity is a register {clock, value}; a removed field is a register
 * without a value. The register with the higher clock wins; on equal clocks the greater value (in a
 * canonical JSON order) wins, so the choice never depends on who merges. A delete is a tombstone
 * clock: every register at or before it is gone, and an entity with no register after it is deleted;
 * a later write revives it (with the fields written after the delete). `modifiedAt` is derived: the
 * latest clock of the entity. Clocks are stored in the document's `clocks` (proto EntityClock) only
 * where a field's clock differs from the entity's creation clock (its `id` register); an entity
 * without a record counts every field it holds as written at its `modifiedAt` (older documents).
 *
 * Results are canonical: entities pass through their protobuf codec (so defaults and key order never
 * differ between replicas), items are ordered by creation clock then id, tombstones and clocks by id.
 */
import { decodeEntity, encodeEntity, int64 } from './codec.ts';
import type {
  EntityByModule,
  EntityClock,
  ModuleDocument,
  ModuleEntity,
  ModuleName,
  Tombstone,
} from './documents.ts';

/** One entity's change: the fields written (null: removed) or its deletion, at one clock. */
export type EntityEdit =
  | { op: 'upsert'; id: string; fields: Record<string, unknown>; clock: number }
  | { op: 'delete'; id: string; clock: number };

interface Register {
  clock: number;
  /** undefined: the field is not set. */
  value: unknown;
}
type Registers = Map<string, Register>;
type Fields = Record<string, unknown>;

/** The key of the creation register; `modifiedAt` is derived, `$…` are protobufjs internals. */
const ID = 'id';
const isField = (key: string) => key !== 'modifiedAt' && !key.startsWith('$');

const isLong = (value: object) => 'low' in value && 'high' in value && 'unsigned' in value;

function sortedCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return value;
  if (isLong(value)) return int64(value);
  const copy: Fields = {};
  for (const key of Object.keys(value).sort()) copy[key] = sortedCopy((value as Fields)[key]);
  return copy;
}

/** A value's canonical text: keys sorted; '' for a field that is not set (it loses every tie). */
function canonicalText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(sortedCopy(value));
}

/** Whether `a` wins over `b`: the later clock, or on a tie the greater canonical value. */
function beats(a: Register, b: Register): boolean {
  if (a.clock !== b.clock) return a.clock > b.clock;
  return canonicalText(a.value) > canonicalText(b.value);
}

/** Map fields (plain objects inside decoded messages) with their keys sorted, so they encode alike; Longs as numbers. */
function sortMapKeys(message: Fields): void {
  for (const key of Object.keys(message)) {
    const value = message[key];
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (isLong(value)) {
      message[key] = int64(value);
      continue;
    }
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item === 'object') sortMapKeys(item as Fields);
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      message[key] = Object.fromEntries(Object.entries(value as Fields).sort(([a], [b]) => (a < b ? -1 : 1)));
    } else sortMapKeys(value as Fields);
  }
}

/** The entity as its codec writes it: what every replica decodes from the same bytes. */
function canonicalEntity<M extends ModuleName>(module: M, entity: Fields): EntityByModule[M] {
  const decoded = decodeEntity(module, encodeEntity(module, entity));
  sortMapKeys(decoded as Fields);
  return decoded;
}

function registersOf(entity: Fields, record: Record<string, number> | undefined): Registers {
  const base = record ? (record[ID] ?? 0) : int64(entity.modifiedAt);
  const registers: Registers = new Map([[ID, { clock: base, value: entity.id }]]);
  for (const key of Object.keys(entity)) {
    if (key === ID || !isField(key) || entity[key] == null) continue;
    registers.set(key, { clock: record?.[key] ?? base, value: entity[key] });
  }
  if (record)
    for (const [key, clock] of Object.entries(record))
      if (!registers.has(key) && isField(key)) registers.set(key, { clock, value: undefined });
  return registers;
}

function upsertRegisters(module: ModuleName, edit: Extract<EntityEdit, { op: 'upsert' }>): Registers {
  const registers: Registers = new Map();
  for (const [key, value] of Object.entries(edit.fields)) {
    if (!isField(key)) continue;
    if (key === ID) {
      registers.set(ID, { clock: edit.clock, value: edit.id });
      continue;
    }
    let held: unknown;
    if (value != null) {
      // The value as its codec writes it (a default value is no value); one the codec cannot write (a
      // malformed message) is dropped here, not at save time.
      try {
        const decoded = canonicalEntity(module, { [key]: value }) as Fields;
        held = Object.hasOwn(decoded, key) ? decoded[key] : undefined;
      } catch {
        continue;
      }
    }
    registers.set(key, { clock: edit.clock, value: held });
  }
  return registers;
}

/** Merges `from` into `into`; answers whether `into` changed. */
function mergeRegisters(into: Registers, from: Registers): boolean {
  let changed = false;
  for (const [key, register] of from) {
    const held = into.get(key);
    if (!held || beats(register, held)) {
      into.set(key, register);
      changed = true;
    }
  }
  return changed;
}

function sameRegisters(a: Registers, b: Registers): boolean {
  if (a.size !== b.size) return false;
  for (const [key, register] of a) {
    const other = b.get(key);
    if (!other || other.clock !== register.clock) return false;
    if (other.value !== register.value && canonicalText(other.value) !== canonicalText(register.value))
      return false;
  }
  return true;
}

interface Settled<M extends ModuleName> {
  entity: EntityByModule[M];
  record: Record<string, number> | undefined;
}

/**
 * An entity from its registers after its tombstone (if any): undefined when deleted. `reuse` is an
 * entity object these registers were read from, returned as it is when nothing was cut; otherwise the
 * new entity keeps the unknown fields (of a newer client) of `held`, the entity it replaces.
 */
function settle<M extends ModuleName>(
  module: M,
  id: string,
  registers: Registers,
  deletedAt: number | undefined,
  reuse: EntityByModule[M] | undefined,
  held?: EntityByModule[M],
): Settled<M> | undefined {
  let latest = 0;
  let cut = false;
  for (const [key, register] of registers) {
    if (deletedAt !== undefined && register.clock <= deletedAt && register.clock > 0) {
      // A write the delete came after is gone; the id stays (it names the entity), its clock unknown.
      if (key === ID) registers.set(ID, { clock: 0, value: id });
      else registers.delete(key);
      cut = true;
    } else latest = Math.max(latest, register.clock);
  }
  const idClock = registers.get(ID)?.clock ?? 0;
  latest = Math.max(latest, idClock);
  if (deletedAt !== undefined && latest <= deletedAt) return undefined;

  let entity: EntityByModule[M];
  if (reuse && !cut && int64((reuse as ModuleEntity).modifiedAt) === latest) {
    entity = reuse;
  } else {
    const plain: Fields = {};
    for (const [key, register] of registers) if (register.value !== undefined) plain[key] = register.value;
    plain.id = id;
    plain.modifiedAt = latest;
    const unknowns = ((reuse ?? held) as { $unknowns?: Uint8Array[] } | undefined)?.$unknowns;
    if (unknowns) Object.defineProperty(plain, '$unknowns', { value: unknowns, enumerable: false });
    entity = canonicalEntity(module, plain);
  }
  // The record: every clock that the fallback (present: the id's clock; absent: none) would not give.
  const written = entity as Fields;
  const record: Record<string, number> = { [ID]: idClock };
  for (const [key, register] of registers) {
    if (key === ID) continue;
    const present = Object.hasOwn(written, key) && written[key] != null;
    if (present ? register.clock !== idClock : register.clock !== 0) record[key] = register.clock;
  }
  const keys = Object.keys(record);
  if (keys.length === 1 && idClock === latest) return { entity, record: undefined };
  return { entity, record: Object.fromEntries(keys.sort().map((key) => [key, record[key] ?? 0])) };
}

/** A document's parts keyed by id, for merging into. */
class Working<M extends ModuleName> {
  readonly items: Map<string, EntityByModule[M]>;
  readonly records: Map<string, Record<string, number>>;
  readonly tombstones: Map<string, number>;

  constructor(readonly document: ModuleDocument<M>) {
    this.items = new Map(document.items.map((item) => [(item as ModuleEntity).id ?? '', item]));
    this.records = new Map((document.clocks ?? []).map((c) => [c.id, c.fields]));
    this.tombstones = new Map(document.tombstones.map((t) => [t.id, t.deletedAt]));
  }

  registers(id: string): Registers | undefined {
    const item = this.items.get(id);
    return item ? registersOf(item as Fields, this.records.get(id)) : undefined;
  }

  put(id: string, settled: Settled<M> | undefined): void {
    if (!settled) {
      this.items.delete(id);
      this.records.delete(id);
      return;
    }
    this.items.set(id, settled.entity);
    if (settled.record) this.records.set(id, settled.record);
    else this.records.delete(id);
  }

  finish(base: ModuleDocument<M>, timestamp: number, tombstones: Map<string, number>): ModuleDocument<M> {
    const creation = (item: EntityByModule[M]) => {
      const entity = item as ModuleEntity;
      const record = this.records.get(entity.id ?? '');
      return record ? (record[ID] ?? 0) : int64(entity.modifiedAt);
    };
    const keyed = [...this.items.values()].map((item) => ({
      item,
      at: creation(item),
      id: (item as ModuleEntity).id ?? '',
    }));
    keyed.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const tombstoneList: Tombstone[] = [...tombstones].map(([id, deletedAt]) => ({ id, deletedAt }));
    const clocks: EntityClock[] = [...this.records]
      .filter(([id]) => this.items.has(id))
      .map(([id, fields]) => ({ id, fields }));
    const { clocks: _old, ...rest } = base;
    return {
      ...rest,
      items: keyed.map((k) => k.item),
      tombstones: tombstoneList.sort(byId),
      ...(clocks.length ? { clocks: clocks.sort(byId) } : {}),
      timestamp,
    } as ModuleDocument<M>;
  }
}

/**
 * Applies edits to a document by the per-field rule: the same edits in any order, or any split of
 * them over several calls, give the same document.
 */
export function applyEntityEdits<M extends ModuleName>(
  document: ModuleDocument<M>,
  edits: readonly EntityEdit[],
): ModuleDocument<M> {
  const working = new Working(document);
  const touched = new Map<string, Registers>();
  let timestamp = document.timestamp;
  for (const edit of edits) {
    timestamp = Math.max(timestamp, edit.clock);
    const registers = touched.get(edit.id) ?? working.registers(edit.id) ?? new Map();
    touched.set(edit.id, registers);
    if (edit.op === 'delete') {
      working.tombstones.set(edit.id, Math.max(working.tombstones.get(edit.id) ?? -1, edit.clock));
    } else {
      mergeRegisters(registers, upsertRegisters(document.module, edit));
    }
  }
  for (const [id, registers] of touched) {
    const held = working.items.get(id);
    working.put(id, settle(document.module, id, registers, working.tombstones.get(id), undefined, held));
  }
  return working.finish(document, timestamp, working.tombstones);
}

/** Where the two documents' entity sets differ, for the caller's own rules (merge.ts). */
export interface StateMerge<M extends ModuleName> {
  document: ModuleDocument<M>;
  /** Ids alive only in the first document with no tombstone in the second. */
  onlyInFirst: string[];
}

/**
 * Merges two documents' states by the same rule (commutative: either order gives the same items,
 * clocks and tombstones). Header fields other than the timestamp come from `second`.
 */
export function mergeStates<M extends ModuleName>(
  first: ModuleDocument<M>,
  second: ModuleDocument<M>,
): StateMerge<M> {
  const a = new Working(first);
  const b = new Working(second);
  const tombstones = new Map(b.tombstones);
  for (const [id, deletedAt] of a.tombstones)
    tombstones.set(id, Math.max(tombstones.get(id) ?? -1, deletedAt));
  const out = new Working({ ...second, items: [], tombstones: [], clocks: [] });
  const onlyInFirst: string[] = [];
  const module = second.module;
  for (const id of new Set([...b.items.keys(), ...a.items.keys()])) {
    const fromA = a.registers(id);
    const fromB = b.registers(id);
    const deletedAt = tombstones.get(id);
    if (fromA && fromB) {
      const merged = new Map(fromB);
      const changed = mergeRegisters(merged, fromA);
      const reuse = !changed ? b.items.get(id) : sameRegisters(merged, fromA) ? a.items.get(id) : undefined;
      out.put(id, settle(module, id, merged, deletedAt, reuse, b.items.get(id) ?? a.items.get(id)));
    } else if (fromB) {
      out.put(id, settle(module, id, fromB, deletedAt, b.items.get(id)));
    } else if (fromA) {
      if (!b.tombstones.has(id)) onlyInFirst.push(id);
      out.put(id, settle(module, id, fromA, deletedAt, a.items.get(id)));
    }
  }
  const timestamp = Math.max(first.timestamp, second.timestamp);
  return { document: out.finish(second, timestamp, tombstones), onlyInFirst };
}

/**
 * The edit that takes `previous` (as stored; undefined for a new entity) to `next`: the top-level
 * fields whose written value differs (null: removed), or every field of a new one with its id.
 * Undefined when nothing would change. Values are plain JSON, ready for the wire.
 */
export function editBetween<M extends ModuleName>(
  module: M,
  id: string,
  previous: EntityByModule[M] | undefined,
  next: EntityByModule[M],
  clock: number,
): EntityEdit | undefined {
  const after = canonicalEntity(module, next as Fields) as Fields;
  const before = (previous ? canonicalEntity(module, previous as Fields) : {}) as Fields;
  const fields: Fields = previous ? {} : { [ID]: id };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === ID || !isField(key)) continue;
    const value = Object.hasOwn(after, key) ? after[key] : undefined;
    const was = Object.hasOwn(before, key) ? before[key] : undefined;
    if (canonicalText(value) !== canonicalText(was))
      fields[key] = value === undefined ? null : sortedCopy(value);
  }
  if (previous && Object.keys(fields).length === 0) return undefined;
  return { op: 'upsert', id, fields, clock };
}
