import { describe, expect, it } from 'vitest';
import { testRound, testSeat } from '../planner/layouts/layout-fixtures.ts';
import { toolKit } from '../planner/tool-test-kit.ts';
import { tableSetTool } from './table-set-tool.ts';

const seat = testSeat;
const roundTable = testRound;

describe('table set tool', () => {
  it('places a 5 ft round with 10 chairs evenly round it at its radius plus 0.45 m, as one group', () => {
    const { ctx, items } = toolKit({ mode: 'planning', layoutModels: { seat, roundTable } });
    tableSetTool.complete([[2, 0, 3]], ctx);
    const set = items.list();
    const tables = set.filter((i) => i.modelId === 'round');
    const chairs = set.filter((i) => i.modelId === 'chair');
    expect(tables).toHaveLength(1);
    expect(chairs).toHaveLength(10);
    expect(tables[0]?.position).toMatchObject({ x: 2, z: 3 });
    for (const chair of chairs)
      expect(Math.hypot(chair.position.x - 2, chair.position.z - 3)).toBeCloseTo(0.762 + 0.45, 6);
    expect(new Set(set.map((i) => i.groupId)).size).toBe(1);
  });

  it('places nothing without a table', () => {
    const { ctx, items } = toolKit({ mode: 'planning', layoutModels: { seat } });
    tableSetTool.complete([[0, 0, 0]], ctx);
    expect(items.list()).toHaveLength(0);
  });
});
