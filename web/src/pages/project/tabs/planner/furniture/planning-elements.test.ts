/** Placed items ↔ planning elements, and the planning element type of an asset. */
import { describe, expect, it } from 'vitest';
import type { Asset } from '#shared/asset-catalogue.ts';
import { elementFromPlacedItem, placedItemFromElement, planningType } from './planning-elements.ts';

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
