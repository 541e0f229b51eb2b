import { describe, expect, it } from 'vitest';
import { drawnAnnotation } from '../planner/tool-test-kit.ts';
import { measureTool } from './measure-tool.ts';

describe('measure tool', () => {
  it('stores a measurement labelled in meters once calibrated', () => {
    const measurement = drawnAnnotation(
      measureTool,
      [
        [0, 0, 0],
        [3, 4, 0],
      ],
      { frame: { metersPerUnit: 2 } },
    );
    expect(measurement?.type).toBe('measurement');
    expect(measurement?.metadata?.label).toBe('10.00 m');
    expect(measureTool.maxPoints).toBe(2);
  });

  it('says it is uncalibrated before the scene has a scale', () => {
    const measurement = drawnAnnotation(
      measureTool,
      [
        [0, 0, 0],
        [0, 1.5, 0],
      ],
      { frame: { metersPerUnit: null } },
    );
    expect(measurement?.metadata?.label).toBe('1.50 units (uncalibrated)');
  });
});
