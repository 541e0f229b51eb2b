import { describe, expect, it } from 'vitest';
import { drawnAnnotation } from '../planner/tool-test-kit.ts';
import { lineTool } from './line-tool.ts';

describe('line tool', () => {
  it('stores its points in order', () => {
    const line = drawnAnnotation(lineTool, [
      [0, 0, 0],
      [1, 0, 0],
      [1, 0, 2],
    ]);
    expect(line?.type).toBe('line');
    expect(line?.points).toEqual([
      { x: 0, y: 0, z: 0 },
      { x: 1, y: 0, z: 0 },
      { x: 1, y: 0, z: 2 },
    ]);
    expect(lineTool.minPoints).toBe(2);
  });
});
