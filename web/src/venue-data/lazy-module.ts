/**
 * A stored module file opened without decoding its items (issue 17 §4: decoding 100k annotations at
 * once blocked the planner for most of a second). Opening reads the header, the tombstones and any
 * unknown fields, finds where each item's bytes lie and reads its id; an item's body is decoded when
 * it is asked for, or a chunk at a time by `decodeSome` while the page stays interactive. What comes
 * out is exactly what decodeModule gives for the same bytes.
 */
import type protobuf from 'protobufjs/minimal.js';
import { CorruptModuleError, decodeModule, readerKeepingUnknowns } from '#venue/codec.ts';
import { ENTITY_TYPES, type EntityByModule, type ModuleDocument, type ModuleName } from '#venue/documents.ts';

/** The document field that holds the items (`repeated … items = 4` in every module message). */
const ITEMS_FIELD = 4;
/** Every entity's `string id = 1`, as its first field when written by protobufjs (or any encoder). */
const ID_TAG = (1 << 3) | 2;
const LENGTH_DELIMITED = 2;

type EntityDecoder<E> = {
  decode(reader: protobuf.Reader, length: number, end?: number, depth?: number): E;
};

export class LazyModule<M extends ModuleName = ModuleName> {
  private readonly reader: protobuf.Reader;
  private readonly decoder: EntityDecoder<EntityByModule[M]>;
  private readonly items: (EntityByModule[M] | undefined)[];
  /** The first item of each id (what `items.find` would answer). */
  private readonly byId = new Map<string, number>();
  private decodedCount = 0;
  private nextToDecode = 0;

  private constructor(
    private readonly shell: Omit<ModuleDocument<M>, 'items'>,
    bytes: Uint8Array,
    private readonly starts: Uint32Array,
    private readonly ends: Uint32Array,
    ids: (string | undefined)[],
  ) {
    this.reader = readerKeepingUnknowns(bytes);
    this.decoder = ENTITY_TYPES[shell.module] as unknown as EntityDecoder<EntityByModule[M]>;
    this.items = new Array(starts.length);
    ids.forEach((id, index) => {
      if (id && !this.byId.has(id)) this.byId.set(id, index);
    });
  }

  /** Reads the file's layout; a file whose framing is broken is reported as corrupt. */
  static open<M extends ModuleName>(module: M, bytes: Uint8Array): LazyModule<M> {
    const reader = readerKeepingUnknowns(bytes);
    const starts: number[] = [];
    const ends: number[] = [];
    const ids: (string | undefined)[] = [];
    // Everything but the items, copied out to be decoded by the generated code as it is.
    const rest: Uint8Array[] = [];
    let restLength = 0;
    try {
      while (reader.pos < reader.len) {
        const fieldStart = reader.pos;
        const tag = reader.tag();
        if (tag >>> 3 === ITEMS_FIELD && (tag & 7) === LENGTH_DELIMITED) {
          const length = reader.size();
          const start = reader.pos;
          const end = start + length;
          if (end > reader.len) throw new RangeError('index out of range');
          starts.push(start);
          ends.push(end);
          ids.push(peekId(reader, start, end));
          reader.pos = end;
        } else {
          reader.skipType(tag & 7, 0, tag >>> 3);
          const field = reader.raw(fieldStart, reader.pos);
          rest.push(field);
          restLength += field.length;
        }
      }
    } catch (error) {
      throw new CorruptModuleError(`Module ${module} is corrupt: ${(error as Error).message}`);
    }
    const restBytes = new Uint8Array(restLength);
    let offset = 0;
    for (const field of rest) {
      restBytes.set(field, offset);
      offset += field.length;
    }
    const { items: _none, ...shell } = decodeModule(module, restBytes);
    const lazy = new LazyModule(shell, bytes, Uint32Array.from(starts), Uint32Array.from(ends), ids);
    // An item whose id is not its first field is rare: it is decoded now to learn its id.
    ids.forEach((id, index) => {
      if (id === undefined) {
        const itemId = lazy.at(index).id;
        const known = itemId ? lazy.byId.get(itemId) : undefined;
        if (itemId && (known === undefined || known > index)) lazy.byId.set(itemId, index);
      }
    });
    return lazy;
  }

  get module(): M {
    return this.shell.module;
  }

  /** The document's timestamp (the latest clock in it). */
  get timestamp(): number {
    return this.shell.timestamp;
  }

  get count(): number {
    return this.starts.length;
  }

  get complete(): boolean {
    return this.decodedCount === this.starts.length;
  }

  /** The first item with this id, decoding only that item. */
  get(id: string): EntityByModule[M] | undefined {
    const index = this.byId.get(id);
    return index === undefined ? undefined : this.at(index);
  }

  /** Decodes up to `count` more items in file order; answers whether every item is now decoded. */
  decodeSome(count: number): boolean {
    for (let done = 0; done < count && this.nextToDecode < this.starts.length; this.nextToDecode++) {
      if (this.items[this.nextToDecode] === undefined) {
        this.at(this.nextToDecode);
        done++;
      }
    }
    return this.complete;
  }

  /** The whole document, decoding whatever is left. */
  document(): ModuleDocument<M> {
    this.decodeSome(Number.POSITIVE_INFINITY);
    return { ...this.shell, items: this.items as EntityByModule[M][] } as ModuleDocument<M>;
  }

  private at(index: number): EntityByModule[M] {
    const known = this.items[index];
    if (known !== undefined) return known;
    const start = this.starts[index] ?? 0;
    const end = this.ends[index] ?? 0;
    let item: EntityByModule[M];
    try {
      this.reader.pos = start;
      item = this.decoder.decode(this.reader, end - start, undefined, 1);
    } catch (error) {
      throw new CorruptModuleError(`Module ${this.module} is corrupt: ${(error as Error).message}`);
    }
    this.items[index] = item;
    this.decodedCount++;
    return item;
  }
}

/** The item's id when it is the item's first field (undefined otherwise: the item must be decoded). */
function peekId(reader: protobuf.Reader, start: number, end: number): string | undefined {
  if (start === end) return ''; // an empty item has no id
  reader.pos = start;
  if (reader.tag() !== ID_TAG) return undefined;
  const id = reader.string();
  if (reader.pos > end) throw new RangeError('index out of range');
  return id;
}
