/** Placed items ↔ planning elements, and the planning element type of an asset. */
import { describe, expect, it } from 'vitest';
import type { Asset } from '#shared/asset-catalogue.ts';
import { placedItemFromElement } from '#venue/placed-elements.ts';
import { elementFromPlacedItem, planningType } from './planning-elements.ts';

const chair: Asset = {
  id: 'chiavari-chair-gold',
  name: 'Chiavari Chair Gold',
  url: '/catalogue/models/chiavari-chair-gold.glb',
  category: 'Seating',
  tags: [],
  units: 'meters',
  defaultScale: 1,
  anchor: 'floor',
  vendor: 'Grand Event Rentals',
  price: 7.5,
  setupTime: 1,
};
const item = {
  id: 'i1',
  modelId: chair.id,
  modelUrl: chair.url,
  position: { x: 1, y: 0, z: 2 },
  rotation: { x: 0, y: 0.5, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
};

describe('planning elements', () => {
  it('a new placement records the asset’s type, name, vendor, price and setup time', () => {
    expect(elementFromPlacedItem(item, chair, undefined)).toEqual({
      id: 'i1',
      type: 'chair',
      position: item.position,
      rotation: item.rotation,
      scale: item.scale,
      modelId: chair.id,
      modelUrl: chair.url,
      name: 'Chiavari Chair Gold',
      category: 'Seating',
      metadata: { vendorId: 'Grand Event Rentals', cost: 7.5, setupTime: 1 },
    });
  });

  it('a move keeps what was recorded and takes the new transform', () => {
    const placed = elementFromPlacedItem(item, chair, undefined);
    const moved = elementFromPlacedItem({ ...item, position: { x: 5, y: 0, z: 5 } }, undefined, placed);
    expect(moved.position).toEqual({ x: 5, y: 0, z: 5 });
    expect(moved.metadata).toEqual(placed.metadata);
    expect(placedItemFromElement(moved)).toEqual({ ...item, position: { x: 5, y: 0, z: 5 } });
  });

  it('a layout group member keeps its group and parameters both ways; ungrouped, it loses them', () => {
    const layout = {
      kind: 'set' as const,
      seat: { modelId: chair.id, modelUrl: chair.url, scale: 1, width: 0.4, depth: 0.42 },
      table: { modelId: 't', modelUrl: '/t.glb', scale: 1, width: 1.5, depth: 1.5, shape: 'round' as const },
      centre: [0, 0, 0] as [number, number, number],
      count: 10,
      style: 'round' as const,
      ends: false,
      rotation: 0,
    };
    const member = { ...item, groupId: 'g1', layout };
    const stored = elementFromPlacedItem(member, chair, undefined);
    expect(stored).toMatchObject({ groupId: 'g1', layout: JSON.stringify(layout) });
    expect(placedItemFromElement(stored)).toEqual(member);
    const ungrouped = elementFromPlacedItem(item, chair, stored);
    expect(ungrouped).toMatchObject({ groupId: '', layout: '' });
    expect(placedItemFromElement(ungrouped)).toEqual(item);
    // Parameters another version wrote, or damaged ones, are left out; the group stays.
    expect(placedItemFromElement({ ...stored, layout: '{"kind":"spiral"}' })).toEqual({
      ...item,
      groupId: 'g1',
    });
    expect(placedItemFromElement({ ...stored, layout: '{' })).toEqual({ ...item, groupId: 'g1' });
  });

  it('elements that are not placed models are not drawn', () => {
    expect(placedItemFromElement({ id: 'x', type: 'stage' })).toBeNull();
  });

  it('types by name keyword, then by category', () => {
    expect(planningType({ name: 'Dance Floor 12 ft', category: 'Structures' })).toBe('dance_floor');
    expect(planningType({ name: 'Straight Bar 6 ft', category: 'Food Service' })).toBe('bar_setup');
    expect(planningType({ name: 'Bar Stool', category: 'Seating' })).toBe('chair');
    expect(planningType({ name: 'Ceremony Archway', category: 'Structures' })).toBe('ceremony_arch');
    expect(planningType({ name: 'Round Table 5 ft', category: 'Tables' })).toBe('table');
    expect(planningType({ name: 'PA Speaker', category: 'Audio Equipment' })).toBe('av_equipment');
  });
});
