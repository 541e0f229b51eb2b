import { describe, expect, it } from 'vitest';
import { testRound, testSeat } from '../planner/layouts/layout-fixtures.ts';
import { toolKit } from '../planner/tool-test-kit.ts';
import { fillZoneTool } from './fill-zone-tool.ts';

const seat = testSeat;
const roundTable = testRound;
const corner = (x: number, z: number) => ({ x, y: 0, z });

function kitWithZone() {
  const kit = toolKit({ mode: 'planning', layoutModels: { seat, roundTable } });
  kit.store.put('segmentation', {
    id: 'hall',
    name: 'Hall',
    type: 'zone',
    geometry: { boundary: [corner(0, 0), corner(20, 0), corner(20, 15), corner(0, 15)] },
  } as never);
  return kit;
}

describe('fill zone tool', () => {
  it('fills the zone clicked as a banquet of rounds of 10, every seat inside it, as one undo step', () => {
    const { ctx, items, history } = kitWithZone();
    fillZoneTool.complete([[10, 0, 7]], ctx);
    const fill = items.list();
    const tables = fill.filter((i) => i.modelId === 'round');
    expect(tables.length).toBeGreaterThanOrEqual(12);
    expect(fill.filter((i) => i.modelId === 'chair')).toHaveLength(tables.length * 10);
    // 0.9 m clear of the zone's edges (a chair's centre at least that plus half its depth).
    for (const item of fill) {
      expect(item.position.x).toBeGreaterThan(0.9);
      expect(item.position.x).toBeLessThan(19.1);
      expect(item.position.z).toBeGreaterThan(0.9);
      expect(item.position.z).toBeLessThan(14.1);
    }
    expect(fill[0]?.layout).toMatchObject({ kind: 'fill', zoneId: 'hall', style: 'banquet' });
    const placed = JSON.stringify(items.list());
    history.undo();
    expect(items.list()).toHaveLength(0);
    history.redo();
    expect(JSON.stringify(items.list())).toBe(placed);
  });

  it('does nothing outside every zone', () => {
    const { ctx, items } = kitWithZone();
    fillZoneTool.complete([[30, 0, 7]], ctx);
    expect(items.list()).toHaveLength(0);
  });
});
