import { describe, expect, it } from 'vitest';
import type { LayoutModel } from '../../protocol/index.ts';
import { toolKit } from '../planner/tool-test-kit.ts';
import { chairBlockTool } from './chair-block-tool.ts';

const seat: LayoutModel = { modelId: 'chair', modelUrl: '/chair.glb', scale: 1, width: 0.45, depth: 0.47 };

describe('chair block tool', () => {
  it('places a 200-seat theatre block with a centre aisle, every row away from the stage', () => {
    const { ctx, items, history } = toolKit({ mode: 'planning', layoutModels: { seat } });
    // Front row's middle at the origin, the stage 5 m along -z: rows go towards +z.
    chairBlockTool.complete(
      [
        [0, 0, 0],
        [0, 0, -5],
      ],
      ctx,
    );
    const block = items.list();
    expect(block).toHaveLength(200);
    expect(block[0]?.layout).toMatchObject({ kind: 'block', rows: 10, columns: 20, aisleEvery: 10 });
    expect(Math.min(...block.map((i) => i.position.z))).toBeGreaterThan(-0.5);
    // The centre aisle: no chair within 0.6 m either side of the block's middle line.
    expect(block.every((i) => Math.abs(i.position.x) >= 0.6 - 1e-9)).toBe(true);
    history.undo();
    expect(items.list()).toHaveLength(0);
  });
});
