import { describe, expect, it } from 'vitest';
import { toolKit } from '../planner/tool-test-kit.ts';
import { noteTool } from './note-tool.ts';

describe('note tool', () => {
  it('pins a numbered note where it is clicked, as one undoable edit', () => {
    const { ctx, store, history } = toolKit();
    noteTool.complete([[1, 2, 3]], ctx);
    noteTool.complete([[4, 5, 6]], ctx);
    const [first, second] = store.list('annotation');
    expect(first).toMatchObject({ type: 'note', position: { x: 1, y: 2, z: 3 } });
    expect([first?.metadata?.label, second?.metadata?.label]).toEqual(['Note 1', 'Note 2']);
    history.undo();
    expect(store.list('annotation')).toHaveLength(1);
  });
});
