import { describe, expect, it } from 'vitest';
import type { LayoutModel } from '../../protocol/index.ts';
import { toolKit } from '../planner/tool-test-kit.ts';
import { chairRowTool } from './chair-row-tool.ts';

const seat: LayoutModel = { modelId: 'chair', modelUrl: '/chair.glb', scale: 1, width: 0.45, depth: 0.47 };

describe('chair row tool', () => {
  it('places as many chairs as fit between two clicks at seat width plus gap, facing one side', () => {
    // 0.5 m per unit: a 12-unit line is 6 m, at a pitch of 0.6 m: 10 chairs (the last one's edge at 5.85 m).
    const { ctx, items, history } = toolKit({
      mode: 'planning',
      frame: { metersPerUnit: 0.5 },
      layoutModels: { seat },
    });
    chairRowTool.complete(
      [
        [0, 0, 0],
        [12, 0, 0],
      ],
      ctx,
    );
    const row = items.list();
    expect(row).toHaveLength(10);
    const xs = row.map((item) => item.position.x).sort((a, b) => a - b);
    // Neighbours 0.6 m = 1.2 units apart, on the floor, along the line.
    for (let i = 1; i < xs.length; i++) expect((xs[i] ?? 0) - (xs[i - 1] ?? 0)).toBeCloseTo(1.2, 9);
    expect(row.every((item) => item.position.y === 0 && Math.abs(item.position.z) < 1e-9)).toBe(true);
    // One group, one set of parameters, one undo step.
    expect(new Set(row.map((item) => item.groupId)).size).toBe(1);
    expect(row[0]?.layout).toMatchObject({ kind: 'row', gap: 0.15, flip: false, bend: 0 });
    expect(new Set(row.map((item) => JSON.stringify(item.rotation))).size).toBe(1);
    expect(history.canUndo).toBe(true);
  });

  it('is one undo step, told to the app as one batch, and redo brings the same row back', () => {
    const { ctx, items, history, bus } = toolKit({ mode: 'planning', layoutModels: { seat } });
    const batches: number[] = [];
    bus.on('items.changed', ({ saved, removed }) => batches.push(saved.length + removed.length));
    chairRowTool.complete(
      [
        [0, 0, 0],
        [0, 0, 3],
      ],
      ctx,
    );
    const placed = JSON.stringify(items.list());
    expect(items.list()).toHaveLength(5);
    history.undo();
    expect(items.list()).toHaveLength(0);
    history.redo();
    expect(JSON.stringify(items.list())).toBe(placed);
    expect(batches).toEqual([5, 5, 5]);
  });

  it('previews the chairs a row to the cursor would place, without placing them', () => {
    const { ctx, items, history } = toolKit({ mode: 'planning', layoutModels: { seat } });
    const preview = chairRowTool.preview?.(
      [
        [0, 0, 0],
        [6.55, 0, 0],
      ],
      ctx,
    );
    // 6.55 m holds 11 chairs (11 × 0.45 m + 10 gaps of 0.15 m = 6.45 m); 12 would need 7.05 m.
    expect(preview?.seats).toBe(11);
    expect(preview?.tables).toBe(0);
    expect(preview?.items).toHaveLength(11);
    expect(items.list()).toHaveLength(0);
    expect(history.canUndo).toBe(false);
    expect(chairRowTool.preview?.([[0, 0, 0]], ctx)).toBeNull();
  });

  it('places nothing without a seating model', () => {
    const { ctx, items, history } = toolKit({ mode: 'planning' });
    chairRowTool.complete(
      [
        [0, 0, 0],
        [3, 0, 0],
      ],
      ctx,
    );
    expect(items.list()).toHaveLength(0);
    expect(history.canUndo).toBe(false);
  });
});
