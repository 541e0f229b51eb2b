import { describe, expect, it } from 'vitest';
import type { LayoutModel, Vec3 } from '../../protocol/index.ts';
import { ToolManager } from '../planner/tool-manager.ts';
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

  describe('the third click', () => {
    /** The row drawn through the real tool manager, as the draw mode's clicks drive it. */
    function drawing() {
      const kit = toolKit({ mode: 'planning', layoutModels: { seat } });
      const manager = new ToolManager(kit.bus, [chairRowTool], () => kit.ctx);
      const names = () => kit.events.map((e) => e.name).filter((n) => n.startsWith('drawing.'));
      manager.setTool('chairRow');
      return { ...kit, manager, names };
    }
    const start: Vec3 = [0, 0, 0];
    const end: Vec3 = [6, 0, 0];
    const radiusOf = (items: Array<{ position: { x: number; z: number } }>, centre: [number, number]) =>
      items.map((i) => Math.hypot(i.position.x - centre[0], i.position.z - centre[1]));

    it('places the straight row at the second click; Enter keeps it, as one undo step', () => {
      const { manager, items, history, names } = drawing();
      manager.click(start);
      manager.click(end);
      // 6 m at a pitch of 0.6 m: 10 chairs, placed while the drawing goes on.
      expect(items.list()).toHaveLength(10);
      expect(manager.isDrawing).toBe(true);
      expect(manager.finish()).toBe(true);
      expect(names()).toEqual(['drawing.started', 'drawing.updated', 'drawing.updated', 'drawing.completed']);
      expect(items.list()).toHaveLength(10);
      history.undo();
      expect(items.list()).toHaveLength(0);
    });

    it('is finished, not cancelled, by Esc or another tool: the row stays', () => {
      const { manager, items, names } = drawing();
      manager.click(start);
      manager.click(end);
      expect(manager.cancel('escape')).toBe(true);
      expect(names()).toContain('drawing.completed');
      expect(names()).not.toContain('drawing.cancelled');
      expect(items.list()).toHaveLength(10);
      // Before the row is placed, Esc cancels as ever.
      manager.setTool('chairRow');
      manager.click(start);
      expect(manager.cancel('escape')).toBe(true);
      expect(names().at(-1)).toBe('drawing.cancelled');
      expect(items.list()).toHaveLength(10);
    });

    it('picked again once its row is placed, finishes that row and starts another', () => {
      const { manager, items, names } = drawing();
      manager.click(start);
      manager.click(end);
      manager.setTool('chairRow');
      expect(names().slice(-2)).toEqual(['drawing.completed', 'drawing.started']);
      manager.click([0, 0, 2]);
      manager.click([6, 0, 2]);
      expect(items.list()).toHaveLength(20);
      expect(new Set(items.list().map((i) => i.groupId)).size).toBe(2);
      expect(manager.finish()).toBe(true);
      // Picked again while the next row has only its start: nothing happens (spec §4).
      manager.setTool('chairRow');
      manager.click([0, 0, 4]);
      manager.setTool('chairRow');
      expect(manager.pointsSoFar).toHaveLength(1);
    });

    it('bends the same group into the arc through the third point: one more undo step', () => {
      const { manager, items, history, ctx } = drawing();
      manager.click(start);
      manager.click(end);
      const [straight] = items.list();
      // A preview with the cursor 1.5 m off the line's middle shows the bent row, placing nothing more.
      const ghost = chairRowTool.preview?.([start, end, [3, 0, 1.5]], ctx);
      expect(ghost?.items.length).toBeGreaterThan(10);
      manager.click([3, 0, 1.5]);
      expect(manager.isDrawing).toBe(false);
      const arc = items.list();
      expect(new Set(arc.map((i) => i.groupId))).toEqual(new Set([straight?.groupId]));
      expect(arc[0]?.layout).toMatchObject({ kind: 'row', bend: expect.any(Number) });
      // The circle through (0, 0), (6, 0) and (3, 1.5): centre (3, -2.25), radius 3.75; chairs on it.
      for (const r of radiusOf(arc, [3, -2.25])) expect(r).toBeCloseTo(3.75, 6);
      // The arc is longer than the chord: more chairs fit.
      expect(arc.length).toBe(ghost?.items.length);
      history.undo();
      expect(items.list().map((i) => i.position)).toEqual(
        expect.arrayContaining([expect.objectContaining({ z: 0 })]),
      );
      expect(items.list()).toHaveLength(10);
    });
  });
});
