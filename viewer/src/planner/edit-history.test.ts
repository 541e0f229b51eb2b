/**
 * Undo and redo keep every edit (the walk lost a label to an undo): what an undo or redo puts back is
 * read when it runs, a right-panel edit is one step of the fields it changed, typing in one field
 * undoes in one go, and any sequence of edits undoes to the empty plan and redoes to the same bytes.
 */
import { Group } from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnotationData, LayerName, PlacedItemData, SegmentationData } from '../../protocol/index.ts';
import { layerNames } from '../../protocol/index.ts';
import { seededRandom } from '../seeded-random.ts';
import { EditHistory } from './edit-history.ts';
import { EntityStore } from './entity-store.ts';
import { addEntityOp, changedFields } from './ops.ts';
import { addItemOp, changeItemOp } from './placed-items.ts';
import { Planner } from './planner.ts';
import { createPlannerBus } from './planner-bus.ts';

const planner = () => new Planner(new Map<LayerName, Group>(layerNames.map((name) => [name, new Group()])));

const booth: AnnotationData = {
  id: 'booth',
  type: 'polygon',
  vertices: [
    { x: 0, y: 0, z: 0 },
    { x: 2, y: 0, z: 0 },
    { x: 2, y: 0, z: 2 },
  ],
  isClosed: true,
  metadata: { label: '' },
};

/** What the plan is, as the app would save it: every object, in id order, and the frame. */
function snapshot(p: Planner): string {
  const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
  return JSON.stringify({
    annotations: byId(p.store.list('annotation')),
    zones: byId(p.store.list('segmentation')),
    items: byId(p.items.list()),
    frame: p.frame,
  });
}

describe('edit history', () => {
  afterEach(() => vi.restoreAllMocks());

  it('redoes a drawing with the label and tag the panel gave it after it was drawn', async () => {
    const p = planner();
    p.history.add(addEntityOp(p.store, 'annotation', booth));
    const labelled = { ...booth, metadata: { label: 'Photo booth' } };
    await p.handle({ type: 'editAnnotation', annotation: labelled });
    const tagged = { ...labelled, metadata: { label: 'Photo booth', tags: ['decor'] } };
    await p.handle({ type: 'editAnnotation', annotation: tagged });

    await p.handle({ type: 'undo' });
    expect(p.store.get('annotation', 'booth')?.metadata).toEqual({ label: 'Photo booth' });
    await p.handle({ type: 'undo' });
    expect(p.store.get('annotation', 'booth')?.metadata).toEqual({ label: '' });
    await p.handle({ type: 'undo' });
    expect(p.store.get('annotation', 'booth')).toBeUndefined();
    for (let i = 0; i < 3; i++) await p.handle({ type: 'redo' });
    expect(p.store.get('annotation', 'booth')).toEqual(tagged);
  });

  it('puts back on redo what the object was when it was undone, not when it was made', () => {
    const bus = createPlannerBus();
    const store = new EntityStore(bus);
    const history = new EditHistory(bus);
    history.add(addEntityOp(store, 'annotation', booth));
    // The page pushes a newer copy (another device's label) without an undo step.
    store.put('annotation', { ...booth, metadata: { label: 'Bar' } }, 'remote');
    history.undo();
    history.redo();
    expect(store.get('annotation', 'booth')?.metadata?.label).toBe('Bar');
  });

  it('undoes only the field an edit changed, keeping a later edit of another field', async () => {
    const p = planner();
    const zone: SegmentationData = { id: 'z', name: 'Lawn', capacity: 40 } as SegmentationData;
    p.store.put('segmentation', zone, 'remote');
    await p.handle({ type: 'editSegmentation', segmentation: { ...zone, name: 'Garden' } });
    // Capacity changes from elsewhere, outside the history.
    p.store.put('segmentation', { ...zone, name: 'Garden', capacity: 60 } as SegmentationData, 'remote');
    await p.handle({ type: 'undo' });
    expect(p.store.get('segmentation', 'z')).toEqual({ id: 'z', name: 'Lawn', capacity: 60 });
  });

  it('makes typing in one field one step, but not across fields or after a pause', async () => {
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const p = planner();
    p.store.put('annotation', booth, 'remote');
    const type = async (value: string, field = 'label', pause = 1_000) => {
      clock += pause;
      const before = p.store.get('annotation', 'booth') as AnnotationData;
      const annotation = { ...before, metadata: { ...before.metadata, [field]: value } };
      await p.handle({ type: 'editAnnotation', annotation });
    };
    for (const label of ['P', 'Ph', 'Photo', 'Photo booth']) await type(label);
    await type('by the door', 'notes');
    await type('Photo booth 2');
    await type('Photo booth 3', 'label', 11_000);
    const metadata = () => p.store.get('annotation', 'booth')?.metadata;
    expect(metadata()?.label).toBe('Photo booth 3');
    await p.handle({ type: 'undo' });
    expect(metadata()?.label).toBe('Photo booth 2');
    await p.handle({ type: 'undo' });
    expect(metadata()).toEqual({ label: 'Photo booth', notes: 'by the door' });
    await p.handle({ type: 'undo' });
    expect(metadata()).toEqual({ label: 'Photo booth' });
    await p.handle({ type: 'undo' });
    expect(metadata()).toEqual({ label: '' });
    expect(p.history.canUndo).toBe(false);
  });

  it('names a step by the fields that changed, one level into metadata and properties', () => {
    const before = { metadata: { label: 'Bar', notes: '' }, tags: [] as string[] };
    expect(changedFields(before, { ...before, metadata: { label: 'Bar 2', notes: '' } })).toEqual(['label']);
    expect(changedFields(before, { ...before, metadata: { label: 'Bar', notes: 'by the door' } })).toEqual([
      'notes',
    ]);
    // The editor saves every field; only what differs names the step.
    expect(changedFields(before, { metadata: { label: 'Bar', notes: '' }, tags: ['decor'] })).toEqual([
      'tags',
    ]);
    expect(changedFields({ properties: { capacity: 10 } }, { properties: { capacity: 12 } })).toEqual([
      'capacity',
    ]);
    expect(changedFields({ id: 'z' }, { id: 'z', name: 'Lawn' })).toEqual(['name']);
  });

  it('says which field an undone panel edit changed', async () => {
    const p = planner();
    const undone: (string | undefined)[] = [];
    p.bus.on('history.changed', (e) => undone.push(e.undone));
    p.store.put('annotation', booth, 'remote');
    await p.handle({ type: 'editAnnotation', annotation: { ...booth, tags: ['decor'] } });
    await p.handle({ type: 'undo' });
    expect(undone.at(-1)).toBe('edit tags');
  });

  it('records nothing for an edit that changes nothing', async () => {
    const p = planner();
    p.store.put('annotation', booth, 'remote');
    await p.handle({ type: 'editAnnotation', annotation: { ...booth } });
    expect(p.history.canUndo).toBe(false);
  });

  it('undoes the scale set in the panel', async () => {
    const p = planner();
    const before = p.frame.metersPerUnit;
    await p.handle({ type: 'setScale', metersPerUnit: 0.42 });
    expect(p.frame.metersPerUnit).toBe(0.42);
    await p.handle({ type: 'undo' });
    expect(p.frame.metersPerUnit).toBe(before);
  });

  it('records nothing and says why when levelScene finds no floor', async () => {
    const p = planner();
    const failed = vi.fn();
    p.bus.on('level.failed', failed);
    await p.handle({ type: 'levelScene' });
    expect(p.history.canUndo).toBe(false);
    expect(failed).toHaveBeenCalledWith({ reason: 'No floor was found in this scene' });
  });

  it('says which edit an undo or a redo replayed (the page says "Undone: …")', async () => {
    const p = planner();
    const changes: unknown[] = [];
    p.bus.on('history.changed', (c) => changes.push(c));
    await p.handle({ type: 'setScale', metersPerUnit: 0.42 });
    await p.handle({ type: 'undo' });
    await p.handle({ type: 'redo' });
    expect(changes).toEqual([
      { canUndo: true, canRedo: false },
      { canUndo: false, canRedo: true, undone: 'set scale' },
      { canUndo: true, canRedo: false, redone: 'set scale' },
    ]);
  });

  it('undoes any sequence of edits to the empty plan and redoes it to the same bytes', async () => {
    for (let seed = 1; seed <= 25; seed++) {
      const random = seededRandom(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
      const p = planner();
      let next = 0;
      const annotations = () => p.store.list('annotation');
      const steps = [
        () => {
          const id = `a${next++}`;
          p.history.add(addEntityOp(p.store, 'annotation', { ...booth, id }));
        },
        () => {
          const id = `z${next++}`;
          p.history.add(addEntityOp(p.store, 'segmentation', { id, name: 'Zone', capacity: 10 }));
        },
        () => {
          const id = `i${next++}`;
          const item: PlacedItemData = {
            id,
            modelId: 'chair',
            modelUrl: '/models/chair.glb',
            position: { x: random(), y: 0, z: random() },
            rotation: { x: 0, y: 0, z: 0 },
            scale: { x: 1, y: 1, z: 1 },
          };
          p.history.add(addItemOp(p.items, item));
        },
        async () => {
          const a = annotations();
          if (a.length === 0) return;
          const target = pick(a);
          const field = pick(['label', 'notes', 'tags']);
          const value = field === 'tags' ? [pick(['decor', 'bar'])] : `${field} ${next++}`;
          const annotation = { ...target, metadata: { ...target.metadata, [field]: value } };
          await p.handle({ type: 'editAnnotation', annotation });
        },
        async () => {
          const zones = p.store.list('segmentation');
          if (zones.length === 0) return;
          const zone = pick(zones);
          const segmentation = { ...zone, capacity: Math.floor(random() * 100) };
          await p.handle({ type: 'editSegmentation', segmentation });
        },
        () => {
          const items = p.items.list();
          if (items.length === 0) return;
          const item = pick(items);
          p.history.add(
            changeItemOp(p.items, item, { ...item, position: { x: random(), y: 0, z: random() } }),
          );
        },
        async () => {
          const all = [...annotations(), ...p.store.list('segmentation'), ...p.items.list()];
          if (all.length === 0) return;
          const { id } = pick(all);
          if (id.startsWith('i')) await p.handle({ type: 'deletePlacedItems', instanceIds: [id] });
          else await p.handle({ type: 'deleteAnnotation', annotationId: id });
        },
        async () => {
          await p.handle({ type: 'setScale', metersPerUnit: 0.1 + random() });
        },
      ];
      const empty = snapshot(p);
      for (let i = 0; i < 40; i++) await pick(steps)();
      const edited = snapshot(p);
      let undone = 0;
      while (p.history.canUndo) {
        await p.handle({ type: 'undo' });
        undone++;
      }
      expect(snapshot(p), `seed ${seed}`).toBe(empty);
      for (let i = 0; i < undone; i++) await p.handle({ type: 'redo' });
      expect(snapshot(p), `seed ${seed}`).toBe(edited);
    }
  });
});
