import { describe, expect, it } from 'vitest';
import { polygonTool } from './polygon-tool.ts';
import { toolKit } from './tool-test-kit.ts';

describe('polygon tool', () => {
  it('stores a closed polygon with its vertices', () => {
    const { ctx, store } = toolKit();
    polygonTool.complete(
      [
        [0, 0, 0],
        [2, 0, 0],
        [2, 0, 2],
      ],
      ctx,
    );
    const [polygon] = store.list('annotation');
    expect(polygon).toMatchObject({ type: 'polygon', isClosed: true });
    expect(polygon?.vertices).toHaveLength(3);
    expect(polygonTool.closes).toBe(true);
  });
});
