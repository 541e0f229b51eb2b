import { describe, expect, it } from 'vitest';
import type { Vec3 } from '../../protocol/index.ts';
import { toolKit } from '../planner/tool-test-kit.ts';
import { capacityZoneTool } from './capacity-zone-tool.ts';

// A 10 m × 10 m square (1,076 ft²), picked a little above the floor.
const square: Vec3[] = [
  [0, 0.2, 0],
  [10, 0.1, 0],
  [10, 0.3, 10],
  [0, 0, 10],
];

describe('capacity zone tool', () => {
  it('makes a zone in Draw mode, on the floor, height 0–3, with suggested capacities', () => {
    const { ctx, store } = toolKit({ mode: 'draw' });
    capacityZoneTool.complete(square, ctx);
    const [zone] = store.list('segmentation');
    expect(zone?.name).toBe('Zone 1');
    expect(zone?.geometry?.boundary?.every((p) => p.y === 0)).toBe(true);
    expect(zone?.geometry?.height).toEqual({ min: 0, max: 3 });
    // 1,076.39 ft²: theatre 10 → 107, standing 5 → 215, banquet 12 → 89, cocktail 8 → 134.
    expect((zone?.properties as { capacity: unknown } | undefined)?.capacity).toEqual({
      maxSeated: 107,
      maxStanding: 215,
      recommendedSeated: 89,
      recommendedStanding: 134,
    });
  });

  it('makes a zone in Annotate mode too, even when asked for an annotation: one kind of capacity zone', () => {
    for (const creation of [null, 'annotation'] as const) {
      const { ctx, store } = toolKit({ mode: 'annotate', creation });
      capacityZoneTool.complete(square, ctx);
      expect(store.list('annotation')).toHaveLength(0);
      expect(store.list('segmentation')[0]).toMatchObject({
        type: 'zone',
        name: 'Zone 1',
        properties: { capacity: { maxSeated: 107, recommendedSeated: 89 } },
      });
    }
  });

  it('makes a zone when startCreation asked for a segmentation, whatever the mode', () => {
    const { ctx, store } = toolKit({ mode: 'view', creation: 'segmentation' });
    capacityZoneTool.complete(square, ctx);
    expect(store.list('segmentation')).toHaveLength(1);
  });

  it('suggests nothing before the scene is calibrated', () => {
    const { ctx, store } = toolKit({ mode: 'draw', frame: { metersPerUnit: null } });
    capacityZoneTool.complete(square, ctx);
    expect(
      (store.list('segmentation')[0]?.properties as { capacity: unknown } | undefined)?.capacity,
    ).toEqual({
      maxSeated: 0,
      maxStanding: 0,
      recommendedSeated: 0,
      recommendedStanding: 0,
    });
  });
});
