import { describe, expect, it } from 'vitest';
import { toolKit } from '../planner/tool-test-kit.ts';
import { calibrateTool } from './calibrate-tool.ts';

describe('calibrate tool', () => {
  it('keeps the picked line and asks for its real length, changing nothing yet', () => {
    const kit = toolKit({ frame: { metersPerUnit: null } });
    calibrateTool.complete(
      [
        [0, 0, 0],
        [0, 0, 2.5],
      ],
      kit.ctx,
    );
    expect(kit.calibration()).toEqual([
      [0, 0, 0],
      [0, 0, 2.5],
    ]);
    expect(kit.events).toEqual([
      {
        name: 'calibration.picked',
        payload: {
          points: [
            [0, 0, 0],
            [0, 0, 2.5],
          ],
          sceneDistance: 2.5,
        },
      },
    ]);
    expect(kit.frames.frame.metersPerUnit).toBeNull();
    expect(kit.history.canUndo).toBe(false);
  });
});
