/**
 * The arrange mode on a floor seen straight from above, 100 px to the meter (pixel x → floor x, pixel y →
 * floor z): dragging models (snapped or not), the marquee, nudges, copy and paste, and Ctrl+D's repeat.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedItemData, Vec3 } from '../../../protocol/index.ts';
import { testChair } from '../layouts/layout-fixtures.ts';
import { DEFAULT_FOOTPRINT } from '../placed-items.ts';
import { toolKit } from '../tool-test-kit.ts';
import { ArrangeMode, type ArrangeTarget } from './arrange-mode.ts';

const chair = testChair;

const PX = 100;
const NONE = { shift: false, toggle: false, alt: false };

function setup(items: PlacedItemData[], snapping = false) {
  const kit = toolKit({ mode: 'planning' });
  kit.items.replaceAll(items);
  let selected: string[] = [];
  let copies = 0;
  const clicks: Array<[number, number, boolean]> = [];
  const heard: number[] = [];
  // What the app hears: one event per edit (a batch of many, or one item's own).
  kit.bus.on('items.changed', ({ saved, source }) => {
    if (source === 'local') heard.push(saved.length);
  });
  kit.bus.on('item.saved', ({ source }) => {
    if (source === 'local') heard.push(1);
  });
  const target: ArrangeTarget = {
    bus: kit.bus,
    store: kit.store,
    items: kit.items,
    history: kit.history,
    get frame() {
      return kit.frames.frame;
    },
    get selected() {
      return selected;
    },
    units: 'meters',
    newId: () => `copy-${++copies}`,
    setSelection: (ids) => {
      selected = ids;
    },
    idle: () => true,
    snapping: () => snapping,
    floorAt: (x, y): Vec3 => [x / PX, 0, y / PX],
    itemAt: (x, y) =>
      kit.items
        .list()
        .find((i) => Math.abs(i.position.x - x / PX) <= 0.25 && Math.abs(i.position.z - y / PX) <= 0.25)
        ?.id ?? null,
    toScreen: (p) => [p[0] * PX, p[2] * PX],
    furnitureVisible: () => true,
    footprint: () => DEFAULT_FOOTPRINT,
    click: (x, y, shift) => clicks.push([x, y, shift]),
  };
  const mode = new ArrangeMode(target);
  const drag = (from: [number, number], to: [number, number], mods = NONE) => {
    expect(mode.press(from[0], from[1])).toBe(true);
    mode.drag((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, mods);
    mode.drag(to[0], to[1], mods);
    mode.release(to[0], to[1], mods);
  };
  const at = (id: string) => {
    const p = kit.items.get(id)?.position;
    return [p?.x, p?.z];
  };
  return { ...kit, mode, drag, at, clicks, heard, selected: () => selected };
}

describe('arrange mode', () => {
  it('drags a model along the floor as one undo step, told to the app once', () => {
    const { drag, at, history, heard, selected, mode } = setup([chair('c1', 1, 1), chair('c2', 3, 1)]);
    drag([100, 100], [237, 161]);
    expect(selected()).toEqual(['c1']);
    expect(at('c1')[0]).toBeCloseTo(2.37, 9);
    expect(at('c1')[1]).toBeCloseTo(1.61, 9);
    expect(at('c2')).toEqual([3, 1]);
    // Both selected, both move, and the app hears of both at once.
    mode.key('selectAll');
    drag([237, 161], [237, 261]);
    expect(at('c2')[1]).toBeCloseTo(2, 9);
    expect(heard).toEqual([1, 2]);
    history.undo();
    history.undo();
    expect(at('c1')).toEqual([1, 1]);
    expect(at('c2')).toEqual([3, 1]);
  });

  it('snaps to the grid and to another model’s edge, and Alt suspends snapping', () => {
    const grid = setup([chair('c1', 1, 1)], true);
    grid.drag([100, 100], [137, 100]);
    // The footprint's min corner (0.75 + 0.37 = 1.12) lands on the 0.25 m grid: 1.0, so the centre is at 1.25.
    expect(grid.at('c1')[0]).toBeCloseTo(1.25, 9);
    const free = setup([chair('c1', 1, 1)], true);
    free.drag([100, 100], [137, 100], { ...NONE, alt: true });
    expect(free.at('c1')[0]).toBeCloseTo(1.37, 9);
    // Beside another chair: 0.07 m short of touching it, the dragged one butts up against it.
    const edge = setup([chair('c1', 1, 1), chair('c2', 2.03, 1.4)], true);
    edge.drag([100, 100], [146, 100]);
    expect(edge.at('c1')[0]).toBeCloseTo(1.53, 9);
  });

  it('drags a layout group as one when one of its members is pressed', () => {
    const { drag, at } = setup([chair('a', 1, 1, 'g'), chair('b', 2, 1, 'g'), chair('c', 5, 5)]);
    drag([200, 100], [200, 300]);
    expect(at('a')).toEqual([1, 3]);
    expect(at('b')).toEqual([2, 3]);
    expect(at('c')).toEqual([5, 5]);
  });

  it('leaves a press that stays put to the click, and selects with a marquee (Shift adds, Ctrl toggles)', () => {
    const { mode, drag, clicks, selected } = setup([chair('c1', 1, 1), chair('c2', 2, 1), chair('c3', 5, 5)]);
    expect(mode.press(100, 100)).toBe(true);
    mode.release(102, 101, NONE);
    expect(clicks).toEqual([[102, 101, false]]);
    drag([50, 50], [250, 150]);
    expect(selected()).toEqual(['c1', 'c2']);
    drag([450, 450], [550, 550], { ...NONE, shift: true });
    expect(selected()).toEqual(['c1', 'c2', 'c3']);
    drag([50, 50], [150, 150], { ...NONE, toggle: true });
    expect(selected()).toEqual(['c2', 'c3']);
  });

  it('nudges a grid step the way the arrow points on screen, ten with Shift, and a run of nudges is one undo step', () => {
    const { mode, at, history, drag } = setup([chair('c1', 1, 1)]);
    drag([0, 0], [150, 150]);
    expect(mode.key('nudgeRight')).toBe(true);
    expect(mode.key('nudgeRight')).toBe(true);
    expect(at('c1')[0]).toBeCloseTo(1.5, 9);
    // Up the screen is towards smaller pixel y here: smaller floor z.
    expect(mode.key('nudgeUpFar')).toBe(true);
    expect(at('c1')[1]).toBeCloseTo(-1.5, 9);
    history.undo();
    expect(at('c1')).toEqual([1, 1]);
  });

  it('selects every model, copies and pastes them at the cursor as a new group', () => {
    const { mode, items, selected } = setup([chair('a', 1, 1, 'g'), chair('b', 2, 1, 'g')]);
    expect(mode.key('selectAll')).toBe(true);
    expect(selected()).toEqual(['a', 'b']);
    expect(mode.key('copy')).toBe(true);
    mode.hover(500, 800);
    expect(mode.key('paste')).toBe(true);
    const pasted = items.list().filter((i) => i.id.startsWith('copy'));
    expect(pasted.map((i) => [i.position.x, i.position.z])).toEqual([
      [4.5, 8],
      [5.5, 8],
    ]);
    expect(new Set(pasted.map((i) => i.groupId)).size).toBe(1);
    expect(pasted[0]?.groupId).not.toBe('g');
    expect(selected()).toEqual(pasted.map((i) => i.id));
  });

  it('Ctrl+D repeats the offset the last copy was moved by', () => {
    const { mode, drag, items, at } = setup([chair('c1', 1, 1)]);
    drag([0, 0], [150, 150]);
    expect(mode.key('duplicate')).toBe(true);
    expect(at('copy-1')).toEqual([1.5, 1]);
    // The copy dragged to 1 m beside the original: the next Ctrl+D puts one 1 m further on.
    drag([150, 100], [200, 100]);
    expect(at('copy-1')).toEqual([2, 1]);
    mode.key('duplicate');
    expect(at('copy-2')).toEqual([3, 1]);
    expect(items.list()).toHaveLength(3);
  });
});
