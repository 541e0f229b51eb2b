import { describe, expect, it } from 'vitest';
import { polygonTool } from './polygon-tool.ts';
import { drawnAnnotation } from './tool-test-kit.ts';

describe('polygon tool', () => {
  it('stores a closed polygon with its vertices', () => {
    const polygon = drawnAnnotation(polygonTool, [
      [0, 0, 0],
      [2, 0, 0],
      [2, 0, 2],
    ]);
    expect(polygon).toMatchObject({ type: 'polygon', isClosed: true });
    expect(polygon?.vertices).toHaveLength(3);
    expect(polygonTool.closes).toBe(true);
  });
});
