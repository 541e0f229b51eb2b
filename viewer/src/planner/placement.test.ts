/** Ghost placement: follows the floor point, turns in 15° steps, places (undoably), moves, cancels. */
import { describe, expect, it } from 'vitest';
import type { PlacedItemData, SceneFrame } from '../../protocol/index.ts';
import { EditHistory } from './edit-history.ts';
import { footprintContains, PlacedItemStore, standingRotation } from './placed-items.ts';
import { Placement } from './placement.ts';
import { createPlannerBus, type PlannerEvents } from './planner-bus.ts';

function kit(frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' }) {
  const bus = createPlannerBus();
  const items = new PlacedItemStore(bus);
  const history = new EditHistory(bus);
  const seen: Array<{ name: keyof PlannerEvents; payload: unknown }> = [];
  for (const name of ['item.saved', 'item.removed', 'placement.committed', 'placement.cancelled'] as const)
    bus.on(name, (payload) => seen.push({ name, payload }));
  let ids = 0;
  const placement = new Placement({ bus, items, history, frame: () => frame, newId: () => `item-${++ids}` });
  return { bus, items, history, placement, seen, frame };
}

const chair = {
  modelUrl: '/catalogue/models/chiavari-chair-gold.glb',
  assetId: 'chiavari-chair-gold',
  scale: 1,
};
const yawOf = (item: PlacedItemData) => Math.round((item.rotation.y * 180) / Math.PI);

describe('placement (the ghost)', () => {
  it('shows a ghost only over the floor and places a model where it stands', () => {
    const { placement, items, seen } = kit();
    placement.start(chair);
    expect(placement.ghost()?.position).toBeNull();
    expect(placement.commit()).toBeNull();
    placement.hover([2, 0, 3]);
    const placed = placement.commit();
    expect(placed).toMatchObject({
      id: 'item-1',
      modelId: 'chiavari-chair-gold',
      modelUrl: chair.modelUrl,
      position: { x: 2, y: 0, z: 3 },
      scale: { x: 1, y: 1, z: 1 },
    });
    expect(items.list()).toHaveLength(1);
    expect(seen.map((e) => e.name)).toEqual(['item.saved', 'placement.committed']);
    // Placing goes on with the same model until Esc.
    expect(placement.active).toBe(true);
    placement.hover([4, 0, 3]);
    placement.commit();
    expect(items.list()).toHaveLength(2);
  });

  it('turns the ghost in 15° steps either way', () => {
    const { placement } = kit();
    placement.start(chair);
    placement.hover([0, 0, 0]);
    placement.rotate(1);
    placement.rotate(1);
    placement.rotate(1);
    placement.rotate(-1);
    const placed = placement.commit() as PlacedItemData;
    expect(yawOf(placed)).toBe(30);
    // updateGhostTransform's angle snaps too.
    placement.setTransform([1, 0, 1], 52);
    expect(yawOf(placement.commit() as PlacedItemData)).toBe(45);
  });

  it('stands models on a tilted floor with their up along the floor’s', () => {
    const up: [number, number, number] = [0, Math.SQRT1_2, Math.SQRT1_2];
    const rotation = standingRotation({ up, floor: 0, metersPerUnit: 1, levelledBy: 'fit' }, 0);
    const { x, y, z } = rotation;
    // The model's +y turned by the rotation is the floor's up.
    const cx = Math.cos(x);
    const sx = Math.sin(x);
    expect(x).toBeCloseTo(Math.PI / 4);
    expect(y).toBeCloseTo(0);
    expect(z).toBeCloseTo(0);
    expect([0, cx, sx].map((v) => Math.round(v * 1000) / 1000)).toEqual(
      up.map((v) => Math.round(v * 1000) / 1000),
    );
  });

  it('undo removes a placed model and redo puts it back', () => {
    const { placement, items, history } = kit();
    placement.start(chair);
    placement.hover([1, 0, 1]);
    placement.commit();
    history.undo();
    expect(items.list()).toHaveLength(0);
    history.redo();
    expect(items.list()).toHaveLength(1);
  });

  it('Esc cancels placing: nothing is placed and the app hears placementCancelled', () => {
    const { placement, items, seen } = kit();
    placement.start(chair);
    placement.hover([1, 0, 1]);
    expect(placement.cancel()).toBe(true);
    expect(placement.active).toBe(false);
    expect(items.list()).toHaveLength(0);
    expect(seen.map((e) => e.name)).toEqual(['placement.cancelled']);
    expect(placement.cancel()).toBe(false);
  });

  it('moves a placed model as one undoable edit; Esc puts it back', () => {
    const { placement, items, history } = kit();
    placement.start(chair);
    placement.hover([1, 0, 1]);
    const placed = placement.commit() as PlacedItemData;
    placement.cancel();
    placement.startMove(placed);
    expect(placement.ghost()?.movingId).toBe(placed.id);
    placement.hover([5, 0, 6]);
    placement.cancel();
    expect(items.get(placed.id)?.position).toEqual({ x: 1, y: 0, z: 1 });
    placement.startMove(placed);
    placement.hover([5, 0, 6]);
    placement.rotate(6);
    placement.commit();
    expect(placement.active).toBe(false);
    const moved = items.get(placed.id) as PlacedItemData;
    expect(moved.position).toEqual({ x: 5, y: 0, z: 6 });
    expect(yawOf(moved)).toBe(90);
    expect(items.list()).toHaveLength(1);
    history.undo();
    expect(items.get(placed.id)?.position).toEqual({ x: 1, y: 0, z: 1 });
  });

  it('hit-tests a turned footprint on the floor, in scene units', () => {
    const frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 0.5, levelledBy: 'fit' };
    const item: PlacedItemData = {
      id: 't',
      modelId: 'table',
      modelUrl: 'x.glb',
      position: { x: 0, y: 0, z: 0 },
      rotation: standingRotation(frame, 90),
      scale: { x: 1, y: 1, z: 1 },
    };
    // 2 m wide, 1 m deep, turned 90° (0.5 m per unit): ±2 units along z, ±1 unit along x.
    const footprint = { halfWidth: 1, halfDepth: 0.5 };
    expect(footprintContains(item, footprint, frame, [0, 0, 1.9])).toBe(true);
    expect(footprintContains(item, footprint, frame, [0.9, 0, 0])).toBe(true);
    expect(footprintContains(item, footprint, frame, [1.1, 0, 0])).toBe(false);
    expect(footprintContains(item, footprint, frame, [0, 0, 2.1])).toBe(false);
  });
});
