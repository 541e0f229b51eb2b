import { describe, expect, it, vi } from 'vitest';
import { toolKit } from '../planner/tool-test-kit.ts';
import { levelTool } from './level-tool.ts';

describe('level tool', () => {
  it('sets the floor through three points as an undoable edit, keeping the scale', () => {
    const kit = toolKit({ frame: { up: [0, 1, 0], floor: 0, metersPerUnit: 0.3 } });
    levelTool.complete(
      [
        [0, 0, 2],
        [1, 0, 2],
        [0, 1, 2],
      ],
      kit.ctx,
    );
    expect(kit.frames.frame.up[2]).toBeCloseTo(1, 9);
    expect(kit.frames.frame.floor).toBeCloseTo(2, 9);
    expect(kit.frames.frame).toMatchObject({ metersPerUnit: 0.3, levelledBy: 'points' });
    kit.history.undo();
    expect(kit.frames.frame.up).toEqual([0, 1, 0]);
  });

  it('leaves the floor alone for three points in a line, and says why', () => {
    const kit = toolKit();
    const failed = vi.fn();
    kit.ctx.bus.on('level.failed', failed);
    levelTool.complete(
      [
        [0, 0, 0],
        [1, 0, 0],
        [2, 0, 0],
      ],
      kit.ctx,
    );
    expect(kit.history.canUndo).toBe(false);
    expect(failed).toHaveBeenCalledWith({
      reason: 'The three points are in a line; the floor was not changed',
    });
  });
});
