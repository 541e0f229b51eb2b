import { describe, expect, it } from 'vitest';
import { toolKit } from '../planner/tool-test-kit.ts';
import { pointTool } from './point-tool.ts';

describe('point tool', () => {
  it('adds a point annotation as one undoable edit', () => {
    const { ctx, store, history } = toolKit();
    pointTool.complete([[1, 2, 3]], ctx);
    const [point] = store.list('annotation');
    expect(point).toMatchObject({ id: 'id-1', type: 'point', position: { x: 1, y: 2, z: 3 } });
    expect(point?.metadata?.label).toBe('Point 1');
    history.undo();
    expect(store.list('annotation')).toHaveLength(0);
    history.redo();
    expect(store.get('annotation', 'id-1')).toEqual(point);
  });
});
