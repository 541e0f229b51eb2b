/**
 * Binary encoding of module documents. Decoding keeps unknown fields (protobufjs `$unknowns`, at
 * every message level), and encoding writes them back, so a document written by a newer client
 * survives a read-modify-write by this one.
 */
import protobuf from 'protobufjs/minimal.js';
import { atrium } from '../generated/venue.js';
import {
  DOCUMENT_TYPES,
  ENTITY_TYPES,
  type EntityByModule,
  MODULE_VERSION,
  type ModuleDocument,
  type ModuleName,
} from './documents.ts';

export class CorruptModuleError extends Error {
  override name = 'CorruptModuleError';
}

/** An int64 as a number (protobufjs decodes one as a Long object where the long package is present). */
export function int64(value: unknown): number {
  if (value !== null && typeof value === 'object' && 'toNumber' in value)
    return (value as { toNumber(): number }).toNumber();
  return Number(value ?? 0);
}

export function readerKeepingUnknowns(bytes: Uint8Array) {
  const reader = protobuf.Reader.create(bytes);
  reader.discardUnknown = false;
  return reader;
}

export function encodeModule<M extends ModuleName>(document: ModuleDocument<M>): Uint8Array {
  const type = DOCUMENT_TYPES[document.module] as unknown as {
    encode(message: unknown): protobuf.Writer;
  };
  return type.encode(document).finish();
}

/**
 * Decodes a module file; a file that is not a valid document of that module is reported, not guessed
 * at. (LazyModule decodes the file without its items here, and the items one by one.)
 */
export function decodeModule<M extends ModuleName>(module: M, bytes: Uint8Array): ModuleDocument<M> {
  let header: atrium.venue.v1.ModuleHeader;
  let decoded: {
    items?: unknown[];
    tombstones?: { id?: string | null; deletedAt?: number | null }[];
    clocks?: { id?: string | null; fields?: Record<string, unknown> | null }[];
    $unknowns?: Uint8Array[];
  };
  try {
    header = atrium.venue.v1.ModuleHeader.decode(protobuf.Reader.create(bytes));
    const type = DOCUMENT_TYPES[module] as unknown as { decode(reader: protobuf.Reader): typeof decoded };
    decoded = type.decode(readerKeepingUnknowns(bytes));
  } catch (error) {
    throw new CorruptModuleError(`Module ${module} is corrupt: ${(error as Error).message}`);
  }
  if (header.module !== module) {
    throw new CorruptModuleError(`Module ${module} is corrupt: it holds module "${header.module}"`);
  }
  if (header.version > MODULE_VERSION) {
    // A newer major version could mean anything; refuse rather than write back a misreading.
    throw new CorruptModuleError(
      `Module ${module} has version ${header.version}, newer than ${MODULE_VERSION}`,
    );
  }
  return {
    // Fields of a newer document version, written back on the next encode.
    ...(decoded.$unknowns ? { $unknowns: decoded.$unknowns } : {}),
    module,
    version: header.version || MODULE_VERSION,
    timestamp: Number(header.timestamp),
    items: (decoded.items ?? []) as ModuleDocument<M>['items'],
    tombstones: (decoded.tombstones ?? []).map((t) => ({
      id: t.id ?? '',
      deletedAt: Number(t.deletedAt ?? 0),
    })),
    ...(decoded.clocks?.length
      ? {
          clocks: decoded.clocks.map((c) => ({
            id: c.id ?? '',
            fields: Object.fromEntries(Object.entries(c.fields ?? {}).map(([k, v]) => [k, int64(v)])),
          })),
        }
      : {}),
  } as ModuleDocument<M>;
}

/** Encodes one entity on its own (for the delta log's data and previousData). */
export function encodeEntity(module: ModuleName, entity: unknown): Uint8Array {
  const type = ENTITY_TYPES[module] as unknown as { encode(message: unknown): protobuf.Writer };
  return type.encode(entity).finish();
}

export function decodeEntity<M extends ModuleName>(module: M, bytes: Uint8Array): EntityByModule[M] {
  const type = ENTITY_TYPES[module] as unknown as { decode(reader: protobuf.Reader): EntityByModule[M] };
  return type.decode(readerKeepingUnknowns(bytes));
}

/**
 * A changed copy of an entity that keeps the unknown fields the original was decoded with (they live
 * in a non-enumerable `$unknowns`, which a plain spread would drop).
 */
export function withChanges<T extends object>(entity: T, changes: Partial<T>): T {
  const next = { ...entity, ...changes };
  const unknowns = (entity as { $unknowns?: Uint8Array[] }).$unknowns;
  if (unknowns)
    Object.defineProperty(next, '$unknowns', { value: unknowns, enumerable: false, writable: true });
  return next;
}

/**
 * A plain copy of a decoded entity for window messages: protobuf messages keep their default values
 * (0, '', false, []) on the prototype, which a structured clone drops (a zone's height.min of 0 would
 * vanish), and int64 fields may be Long objects. Functions and non-enumerable fields are left out.
 */
export function plainEntity<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plainEntity) as T;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return value;
  const long = value as { toNumber?: unknown };
  if (typeof long.toNumber === 'function') return (long.toNumber as () => number).call(value) as T;
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field !== 'function') copy[key] = plainEntity(field);
  }
  return copy as T;
}
