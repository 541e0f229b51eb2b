/** The place mode: the ghost follows the floor under the cursor, a click puts it down, keys and the wheel turn it. */
import { describe, expect, it } from 'vitest';
import type { PlacedItemData, Vec3 } from '../../../protocol/index.ts';
import { PlacedItemStore } from '../placed-items.ts';
import { Placement } from '../placement.ts';
import { toolKit } from '../tool-test-kit.ts';
import { PlaceMode } from './place-mode.ts';

const chair = { modelUrl: 'chair.glb', assetId: 'chair', scale: 1 };
const yawOf = (item: PlacedItemData | undefined) => Math.round(((item?.rotation.y ?? 0) * 180) / Math.PI);

function setup() {
  const kit = toolKit();
  const items = new PlacedItemStore(kit.bus);
  let ids = 0;
  const placement = new Placement({
    bus: kit.bus,
    items,
    history: kit.history,
    frame: () => kit.frames.frame,
    newId: () => `item-${++ids}`,
  });
  const selections: string[][] = [];
  const mode = new PlaceMode({
    placement,
    // Pixel (x, y) is the floor point [x, 0, y]; beyond x = 500 is off the floor.
    floorAt: (x, y): Vec3 | null => (x > 500 ? null : [x, 0, y]),
    setSelection: (ids) => selections.push(ids),
  });
  return { items, placement, mode, selections };
}

describe('place mode', () => {
  it('is under way while a model is placed, and puts one down per click on the floor', () => {
    const { mode, placement, items, selections } = setup();
    expect(mode.isActive()).toBe(false);
    placement.start(chair);
    expect(mode.isActive()).toBe(true);
    mode.hover(1, 2);
    expect(placement.ghost()?.position).toEqual([1, 0, 2]);
    mode.click(3, 4);
    mode.click(600, 4);
    mode.click(5, 6);
    expect(items.list().map((i) => i.position)).toEqual([
      { x: 3, y: 0, z: 4 },
      { x: 5, y: 0, z: 6 },
    ]);
    // A new placement selects nothing; placing goes on until Esc.
    expect(selections).toEqual([]);
    expect(mode.key('cancel')).toBe(true);
    expect(mode.isActive()).toBe(false);
  });

  it('drops a moved model where the click is and selects it there', () => {
    const { mode, placement, items, selections } = setup();
    placement.start(chair);
    mode.click(1, 1);
    placement.cancel();
    placement.startMove(items.get('item-1') as PlacedItemData);
    mode.click(7, 8);
    expect(items.get('item-1')?.position).toEqual({ x: 7, y: 0, z: 8 });
    expect(selections).toEqual([['item-1']]);
    expect(mode.isActive()).toBe(false);
  });

  it('turns the ghost 15° with R, Shift+R and the wheel', () => {
    const { mode, placement, items } = setup();
    placement.start(chair);
    expect(mode.key('rotate')).toBe(true);
    expect(mode.key('rotate')).toBe(true);
    expect(mode.key('rotateBack')).toBe(true);
    expect(mode.wheel(120)).toBe(true);
    expect(mode.wheel(0)).toBe(false);
    mode.click(0, 0);
    expect(yawOf(items.list()[0])).toBe(30);
    expect(mode.key('delete')).toBe(false);
  });
});
