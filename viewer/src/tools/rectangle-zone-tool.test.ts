import { describe, expect, it } from 'vitest';
import { floorArea } from '#venue/geometry.ts';
import { rectangleOf } from '#venue/rectangle.ts';
import type { Vec3 } from '../../protocol/index.ts';
import { toolKit } from '../planner/tool-test-kit.ts';
import { rectangleZoneTool } from './rectangle-zone-tool.ts';

const pointsOf = (boundary: Array<{ x: number; y: number; z: number }> | null | undefined) =>
  (boundary ?? []).map((p) => [p.x, p.y, p.z] as Vec3);

describe('rectangle zone tool', () => {
  it('makes a rectangular zone on the floor from two opposite corners, with suggested capacities', () => {
    // 0.5 m per unit: a 20 × 16 unit diagonal is 10 m × 8 m = 80 m² (861 ft²).
    const { ctx, store, frames } = toolKit({ mode: 'draw', frame: { metersPerUnit: 0.5 } });
    rectangleZoneTool.complete(
      [
        [20, 0.4, 0],
        [0, 0.1, 16],
      ],
      ctx,
    );
    expect(store.list('annotation')).toHaveLength(0);
    const [zone] = store.list('segmentation');
    expect(zone).toMatchObject({ type: 'zone', name: 'Zone 1', geometry: { height: { min: 0, max: 3 } } });
    const boundary = pointsOf(zone?.geometry?.boundary);
    expect(boundary.every((p) => p[1] === 0)).toBe(true);
    expect(floorArea(frames.frame, boundary) * 0.25).toBeCloseTo(80, 9);
    expect(rectangleOf(frames.frame, boundary)).toMatchObject({ width: 20, depth: 16, rotation: 0 });
    // 861.1 ft²: theatre 10 → 86, banquet 12 → 71, standing 5 → 172, cocktail 8 → 107.
    expect(zone?.properties).toMatchObject({
      capacity: { maxSeated: 86, recommendedSeated: 71, maxStanding: 172, recommendedStanding: 107 },
    });
  });

  it('is one undoable edit, and a click without a drag makes nothing', () => {
    const { ctx, store, history } = toolKit({ mode: 'draw' });
    rectangleZoneTool.complete(
      [
        [1, 0, 1],
        [1, 0, 1],
      ],
      ctx,
    );
    expect(store.list('segmentation')).toHaveLength(0);
    rectangleZoneTool.complete(
      [
        [0, 0, 0],
        [2, 0, 3],
      ],
      ctx,
    );
    expect(store.list('segmentation')).toHaveLength(1);
    history.undo();
    expect(store.list('segmentation')).toHaveLength(0);
  });

  it('is a Draw tool beside Box that makes zones', () => {
    expect(rectangleZoneTool.description).toMatchObject({
      label: 'Rectangle zone',
      modes: ['draw'],
      creates: 'segmentation',
    });
  });
});
