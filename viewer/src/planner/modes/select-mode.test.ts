/** The select mode: clicks choose objects, Shift adds and removes, and its keys edit the selection undoably. */
import { describe, expect, it } from 'vitest';
import type { PlacedItemData } from '../../../protocol/index.ts';
import { PlacedItemStore } from '../placed-items.ts';
import { toolKit } from '../tool-test-kit.ts';
import { SelectMode, type SelectTarget } from './select-mode.ts';

const chair = (id: string): PlacedItemData => ({
  id,
  modelId: 'chair',
  modelUrl: 'chair.glb',
  position: { x: 0, y: 0, z: 0 },
  rotation: { x: 0, y: 0, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
});

function setup() {
  const kit = toolKit();
  const items = new PlacedItemStore(kit.bus);
  items.replaceAll([chair('c1'), chair('c2')]);
  kit.store.replaceAll('annotation', [{ id: 'a1', type: 'point', position: { x: 5, y: 0, z: 0 } }]);
  let ids = 0;
  const target: SelectTarget & { selected: string[] } = {
    store: kit.store,
    items,
    history: kit.history,
    frame: kit.frames.frame,
    selected: [],
    newId: () => `copy-${++ids}`,
    setSelection(next) {
      this.selected = next;
    },
  };
  // Pixel x picks an object: 1 → the point annotation, 2 and 3 → the chairs, anything else is empty space.
  const under: Record<number, string> = { 1: 'a1', 2: 'c1', 3: 'c2' };
  const mode = new SelectMode(target, (x) => under[x] ?? null);
  return { ...kit, items, target, mode };
}

describe('select mode', () => {
  it('selects what a click lands on, adds and removes with Shift, clears on empty space', () => {
    const { mode, target } = setup();
    expect(mode.isActive()).toBe(true);
    mode.click(2, 0, false);
    expect(target.selected).toEqual(['c1']);
    mode.click(1, 0, true);
    expect(target.selected).toEqual(['c1', 'a1']);
    mode.click(2, 0, true);
    expect(target.selected).toEqual(['a1']);
    mode.click(9, 0, false);
    expect(target.selected).toEqual([]);
  });

  it('deletes the selection as one undoable edit, and has no use for Delete with nothing selected', () => {
    const { mode, target, store, items, history } = setup();
    expect(mode.key('delete')).toBe(false);
    target.selected = ['a1', 'c2'];
    expect(mode.key('delete')).toBe(true);
    expect(store.list('annotation')).toHaveLength(0);
    expect(items.list().map((i) => i.id)).toEqual(['c1']);
    history.undo();
    expect(store.list('annotation')).toHaveLength(1);
    expect(items.list()).toHaveLength(2);
  });

  it('turns selected models 15° either way and copies them, selecting the copies', () => {
    const { mode, target, items } = setup();
    target.selected = ['c1'];
    expect(mode.key('rotate')).toBe(true);
    expect(mode.key('rotate')).toBe(true);
    expect(mode.key('rotateBack')).toBe(true);
    expect((items.get('c1')?.rotation.y ?? 0) * (180 / Math.PI)).toBeCloseTo(15, 6);
    expect(mode.key('duplicate')).toBe(true);
    expect(target.selected).toEqual(['copy-1']);
    expect(items.list()).toHaveLength(3);
  });

  it('leaves the drawing keys to the other modes', () => {
    const { mode } = setup();
    for (const action of ['cancel', 'finish', 'backspace', 'undo', 'redo'] as const)
      expect(mode.key(action)).toBe(false);
  });
});
