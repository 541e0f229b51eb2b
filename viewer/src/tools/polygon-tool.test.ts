import { describe, expect, it } from 'vitest';
import type { Vec3 } from '../../protocol/index.ts';
import { drawnAnnotation } from '../planner/tool-test-kit.ts';
import { polygonTool } from './polygon-tool.ts';

describe('polygon tool', () => {
  it('stores a closed polygon with its vertices', () => {
    const corners: Vec3[] = [
      [0, 0, 0],
      [2, 0, 0],
      [2, 0, 2],
    ];
    const polygon = drawnAnnotation(polygonTool, corners);
    expect(polygon).toMatchObject({ type: 'polygon', isClosed: true });
    expect(polygon?.vertices).toHaveLength(3);
    expect(polygonTool.closes).toBe(true);
  });
});
