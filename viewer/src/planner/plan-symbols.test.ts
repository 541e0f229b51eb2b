/** Plan symbols: each placed model's footprint on the floor, turned as placed; chairs with a back, rounds as circles. */
import { describe, expect, it } from 'vitest';
import type { PlacedItemData, SceneFrame } from '../../protocol/index.ts';
import { planSymbolLines, planSymbolsFor } from './plan-symbols.ts';

const frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'points' };
const seat = { modelId: 'chair', modelUrl: '/chair.glb', scale: 1, width: 0.5, depth: 0.5 };
const item = (id: string, modelId: string, yaw = 0, layout?: unknown): PlacedItemData => ({
  id,
  modelId,
  modelUrl: `/${modelId}.glb`,
  position: { x: 2, y: 0.4, z: 1 },
  rotation: { x: 0, y: yaw, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
  ...(layout ? { layout: layout as PlacedItemData['layout'] } : {}),
});
const footprint = () => ({ halfWidth: 0.5, halfDepth: 0.25 });
const segments = (lines: Float32Array) => lines.length / 6;

describe('plan symbols', () => {
  it('draws a model placed alone as its footprint rectangle on the floor, turned as placed', () => {
    const lines = planSymbolLines([item('t', 'table', Math.PI / 2)], footprint, frame);
    expect(segments(lines)).toBe(4);
    const xs: number[] = [];
    const zs: number[] = [];
    for (let i = 0; i < lines.length; i += 3) {
      xs.push(lines[i] as number);
      zs.push(lines[i + 2] as number);
      // On the floor (a centimetre above it), whatever height the model stands at.
      expect(lines[i + 1]).toBeCloseTo(0.01);
    }
    // Turned a quarter: its 1 m width runs along z, its 0.5 m depth along x.
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(0.5);
    expect(Math.max(...zs) - Math.min(...zs)).toBeCloseTo(1);
  });

  it('gives a seat its back and a round table a circle, from the layout that placed them', () => {
    const row = { kind: 'row', seat, start: [0, 0, 0], end: [3, 0, 0], gap: 0.1, flip: false, bend: 0 };
    const set = { kind: 'tableSet', seat, table: { ...seat, modelId: 'round', shape: 'round' } };
    expect(segments(planSymbolLines([item('c', 'chair', 0, row)], footprint, frame))).toBe(5);
    expect(segments(planSymbolLines([item('r', 'round', 0, set)], footprint, frame))).toBe(24);
  });

  it('is worked out again only when an item, the frame or a footprint changed', () => {
    const items = [item('a', 'table'), item('b', 'table')];
    const first = planSymbolsFor(items, footprint, frame);
    expect(planSymbolsFor([...items], footprint, frame)).toBe(first);
    expect(planSymbolsFor([items[0] as PlacedItemData], footprint, frame)).not.toBe(first);
    const bigger = () => ({ halfWidth: 1, halfDepth: 0.25 });
    expect(planSymbolsFor(items, bigger, frame)).not.toBe(planSymbolsFor(items, footprint, frame));
  });
});
