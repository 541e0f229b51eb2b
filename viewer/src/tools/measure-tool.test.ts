import { describe, expect, it } from 'vitest';
import { measureTool } from './measure-tool.ts';
import { toolKit } from './tool-test-kit.ts';

describe('measure tool', () => {
  it('stores a measurement labelled in meters once calibrated', () => {
    const { ctx, store } = toolKit({ frame: { metersPerUnit: 2 } });
    measureTool.complete(
      [
        [0, 0, 0],
        [3, 4, 0],
      ],
      ctx,
    );
    const [measurement] = store.list('annotation');
    expect(measurement?.type).toBe('measurement');
    expect(measurement?.metadata?.label).toBe('10.00 m');
    expect(measureTool.maxPoints).toBe(2);
  });

  it('says it is uncalibrated before the scene has a scale', () => {
    const { ctx, store } = toolKit({ frame: { metersPerUnit: null } });
    measureTool.complete(
      [
        [0, 0, 0],
        [0, 1.5, 0],
      ],
      ctx,
    );
    expect(store.list('annotation')[0]?.metadata?.label).toBe('1.50 units (uncalibrated)');
  });
});
