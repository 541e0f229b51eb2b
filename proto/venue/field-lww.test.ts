import { describe, expect, it } from 'vitest';
import { decodeModule, encodeModule } from './codec.ts';
import { emptyDocument, type ModuleDocument } from './documents.ts';
import { applyEntityEdits, type EntityEdit, mergeStates } from './field-lww.ts';
import { mergeDocuments } from './merge.ts';

const upsert = (id: string, clock: number, fields: Record<string, unknown>): EntityEdit => ({
  op: 'upsert',
  id,
  clock,
  fields,
});
const remove = (id: string, clock: number): EntityEdit => ({ op: 'delete', id, clock });
const planning = () => emptyDocument('planning', 0);
const roundTrip = <D extends ModuleDocument>(doc: D) => decodeModule(doc.module, encodeModule(doc)) as D;

describe('applyEntityEdits', () => {
  it('keeps the latest write of each field, and derives modifiedAt', () => {
    const doc = applyEntityEdits(planning(), [
      upsert('c1', 10, { id: 'c1', type: 'chair', name: 'A', position: { x: 1, y: 0, z: 0 } }),
      upsert('c1', 30, { name: 'C' }),
      upsert('c1', 20, { name: 'B', position: { x: 2, y: 0, z: 0 } }),
    ]);
    expect(doc.items).toHaveLength(1);
    expect(doc.items[0]).toMatchObject({
      id: 'c1',
      type: 'chair',
      name: 'C',
      position: { x: 2 },
      modifiedAt: 30,
    });
    expect(doc.clocks).toEqual([{ id: 'c1', fields: { id: 10, name: 30, position: 20 } }]);
    expect(doc.timestamp).toBe(30);
  });

  it('survives the S3 round trip: a fetched document merges like the one in memory', () => {
    const doc = applyEntityEdits(planning(), [
      upsert('c1', 10, { id: 'c1', name: 'A', notes: undefined }),
      upsert('c1', 20, { name: 'B' }),
    ]);
    const fetched = roundTrip(doc);
    expect(fetched.clocks).toEqual(doc.clocks);
    const late = [upsert('c1', 15, { name: 'stale', type: 'table' })];
    expect(encodeModule(applyEntityEdits(fetched, late))).toEqual(encodeModule(applyEntityEdits(doc, late)));
    expect(applyEntityEdits(fetched, late).items[0]).toMatchObject({ name: 'B', type: 'table' });
  });

  it('removes a field written as null, and an older write of it stays removed', () => {
    const doc = applyEntityEdits(planning(), [
      upsert('c1', 10, { id: 'c1', name: 'A' }),
      upsert('c1', 20, { name: null }),
      upsert('c1', 15, { name: 'late' }),
    ]);
    expect(doc.items[0]?.name ?? '').toBe('');
    expect(doc.clocks?.[0]?.fields.name).toBe(20);
  });

  it('deletes with a tombstone: older writes are ignored, a newer write revives', () => {
    const created = applyEntityEdits(planning(), [upsert('c1', 10, { id: 'c1', name: 'A', type: 'chair' })]);
    const deleted = applyEntityEdits(created, [remove('c1', 20)]);
    expect(deleted.items).toEqual([]);
    expect(deleted.tombstones).toEqual([{ id: 'c1', deletedAt: 20 }]);
    expect(applyEntityEdits(deleted, [upsert('c1', 15, { name: 'moved' })]).items).toEqual([]);
    const revived = applyEntityEdits(deleted, [upsert('c1', 25, { id: 'c1', name: 'again' })]);
    expect(revived.items[0]).toMatchObject({ id: 'c1', name: 'again' });
    // the fields from before the delete stay gone, even when an old write of them arrives late
    expect(revived.items[0]?.type ?? '').toBe('');
    expect(applyEntityEdits(revived, [upsert('c1', 12, { type: 'table' })]).items[0]?.type ?? '').toBe('');
  });

  it('reads a document without clocks as written at each entity modifiedAt', () => {
    const legacy = { ...planning(), items: [{ id: 'old', name: 'Old', type: 'stage', modifiedAt: 100 }] };
    const doc = applyEntityEdits(legacy, [
      upsert('old', 90, { name: 'older' }),
      upsert('old', 110, { type: 'bar' }),
    ]);
    expect(doc.items[0]).toMatchObject({ name: 'Old', type: 'bar', modifiedAt: 110 });
    expect(doc.clocks).toEqual([{ id: 'old', fields: { id: 100, type: 110 } }]);
    // an entity never changed since its creation needs no record
    const untouched = applyEntityEdits(planning(), [upsert('n', 5, { id: 'n', name: 'N' })]);
    expect(untouched.clocks).toBeUndefined();
  });

  it('breaks a tie of clocks by value, the same on every replica', () => {
    const a = upsert('c1', 20, { name: 'from-a' });
    const b = upsert('c1', 20, { name: 'from-b' });
    const base = applyEntityEdits(planning(), [upsert('c1', 10, { id: 'c1' })]);
    const ab = applyEntityEdits(applyEntityEdits(base, [a]), [b]);
    const ba = applyEntityEdits(applyEntityEdits(base, [b]), [a]);
    expect(ab.items[0]?.name).toBe('from-b');
    expect(encodeModule(ab)).toEqual(encodeModule(ba));
  });

  it('ignores a field its codec cannot write', () => {
    const doc = applyEntityEdits(planning(), [
      upsert('c1', 10, { id: 'c1', name: 'ok', position: 'nowhere' }),
    ]);
    expect(doc.items[0]).toMatchObject({ id: 'c1', name: 'ok' });
  });
});

/** A small seeded generator, so a failing interleaving can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return { int, pick, shuffle };
}

/** Edits as several authors make them: creates, field writes (some clocks equal), deletes, revivals. */
function randomEdits(seed: number, count: number): EntityEdit[] {
  const r = random(seed);
  const ids = ['a', 'b', 'c', 'd'];
  const edits: EntityEdit[] = [];
  for (let i = 0; i < count; i++) {
    const id = r.pick(ids);
    const clock = 100 + r.int(40); // narrow: equal clocks happen
    const kind = r.int(10);
    if (kind === 0) edits.push(remove(id, clock));
    else if (kind < 3)
      edits.push(
        upsert(id, clock, {
          id,
          type: r.pick(['chair', 'table']),
          name: `n${r.int(5)}`,
          position: { x: r.int(3), y: 0, z: r.int(3) - 1 },
        }),
      );
    else {
      const field = r.pick(['name', 'position', 'rotation', 'modelId', 'metadata', 'scale']);
      const value =
        field === 'name' || field === 'modelId'
          ? r.pick([`v${r.int(4)}`, '', null])
          : field === 'metadata'
            ? { notes: `m${r.int(3)}`, cost: r.int(3), requirements: r.int(2) ? ['x'] : [] }
            : { x: r.int(3) - 1, y: r.int(2), z: 0 };
      edits.push(upsert(id, clock, { [field]: value }));
    }
  }
  return edits;
}

describe('convergence (property-style)', () => {
  it('applies the same edits in any order and any batching to byte-identical documents', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const edits = randomEdits(seed, 40);
      const r = random(seed * 7919);
      const reference = encodeModule(applyEntityEdits(planning(), edits));
      for (let replica = 0; replica < 4; replica++) {
        let doc = planning();
        const order = r.shuffle(edits);
        while (order.length) {
          const batch = order.splice(0, 1 + r.int(5));
          doc = applyEntityEdits(r.int(3) ? doc : roundTrip(doc), batch);
        }
        expect(encodeModule(doc), `seed ${seed}, replica ${replica}`).toEqual(reference);
      }
    }
  });

  it('merges replicas that each saw part of the edits to the document that saw them all', () => {
    for (let seed = 100; seed < 160; seed++) {
      const edits = randomEdits(seed, 40);
      const r = random(seed);
      const reference = encodeModule(applyEntityEdits(planning(), edits));
      // three replicas, each a random share of the edits, merged pairwise in random orders
      const shares = [0, 1, 2].map(() => edits.filter(() => r.int(2) === 0));
      const covered = new Set(shares.flat());
      const rest = edits.filter((edit) => !covered.has(edit));
      const replicas = shares.map((share, i) =>
        applyEntityEdits(planning(), i === 0 ? [...share, ...rest] : share),
      );
      const [x, y, z] = r.shuffle(replicas) as [
        ModuleDocument<'planning'>,
        ModuleDocument<'planning'>,
        ModuleDocument<'planning'>,
      ];
      const left = mergeStates(mergeStates(x, y).document, roundTrip(z)).document;
      const right = mergeStates(z, mergeStates(y, x).document).document;
      expect(encodeModule(left), `seed ${seed}`).toEqual(reference);
      expect(encodeModule(right), `seed ${seed}`).toEqual(reference);
      // the S3 merge (recent clocks: nothing pruned) agrees with live
      expect(encodeModule(mergeDocuments(x, mergeStates(y, z).document, new Set(), 1000))).toEqual(reference);
    }
  });
});
