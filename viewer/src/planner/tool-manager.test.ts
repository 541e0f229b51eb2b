import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toPoint } from '#venue/vec.ts';
import { addEntityOp } from './ops.ts';
import type { Tool } from './tool.ts';
import { DRAWING_TIMEOUT_MS, ToolManager } from './tool-manager.ts';
import { testTool, toolKit } from './tool-test-kit.ts';

/** Each tool stores what it drew as an annotation of its own name. */
const storing =
  (type: string): Tool['complete'] =>
  (points, ctx) => {
    const list = points.map(toPoint);
    const annotation = { id: ctx.newId(), type, position: list[0], points: list, vertices: list };
    ctx.history.add(addEntityOp(ctx.store, 'annotation', annotation));
  };
const tools = [
  testTool('point', { min: 1, max: 1 }, storing('point')),
  testTool('line', { min: 2 }, storing('line')),
  testTool('polygon', { min: 3, closes: true }, storing('polygon')),
];

function setup() {
  const kit = toolKit();
  const manager = new ToolManager(kit.bus, tools, () => kit.ctx);
  const names = () => kit.events.map((e) => e.name);
  const cancelled = () =>
    kit.events
      .filter((e) => e.name === 'drawing.cancelled')
      .map((e) => (e.payload as { reason: string }).reason);
  return { ...kit, manager, names, cancelled };
}

describe('tool manager: the drawing state machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts drawing when a tool is picked and completes a point with one click', () => {
    const { manager, names, store } = setup();
    manager.setTool('point');
    expect(manager.isDrawing).toBe(true);
    manager.click([1, 2, 3]);
    expect(names()).toEqual(['drawing.started', 'drawing.updated', 'drawing.completed', 'entity.added']);
    expect(store.list('annotation')[0]).toMatchObject({ type: 'point', position: { x: 1, y: 2, z: 3 } });
    expect(manager.isDrawing).toBe(false);
    // The tool stays picked: the next click starts a new drawing.
    manager.click([0, 0, 0]);
    expect(store.list('annotation')).toHaveLength(2);
  });

  it('does nothing when the same tool is picked while it draws', () => {
    const { manager, names } = setup();
    manager.setTool('line');
    manager.click([0, 0, 0]);
    manager.setTool('line');
    expect(names()).toEqual(['drawing.started', 'drawing.updated']);
    expect(manager.pointsSoFar).toHaveLength(1);
  });

  it('cancels the previous drawing when another tool is picked', () => {
    const { manager, cancelled, names } = setup();
    manager.setTool('line');
    manager.click([0, 0, 0]);
    manager.setTool('polygon');
    expect(cancelled()).toEqual(['toolChanged']);
    expect(names().at(-1)).toBe('drawing.started');
    expect(manager.tool).toBe('polygon');
  });

  it('cancels drawing and puts the tool down when the mode changes', () => {
    const { manager, cancelled } = setup();
    manager.setTool('polygon');
    manager.setMode('measure');
    expect(cancelled()).toEqual(['modeChanged']);
    expect(manager.tool).toBeNull();
    expect(manager.mode).toBe('measure');
  });

  it('cancels on Escape and cancelCreation, only while drawing', () => {
    const { manager, cancelled } = setup();
    expect(manager.cancel('escape')).toBe(false);
    manager.setTool('line');
    expect(manager.cancel('escape')).toBe(true);
    manager.click([0, 0, 0]);
    manager.cancel('command');
    expect(cancelled()).toEqual(['escape', 'command']);
  });

  it('cancels a drawing 30 s after its last start or update', () => {
    const { manager, cancelled } = setup();
    manager.setTool('line');
    vi.advanceTimersByTime(DRAWING_TIMEOUT_MS - 1000);
    manager.click([0, 0, 0]);
    vi.advanceTimersByTime(DRAWING_TIMEOUT_MS - 1000);
    expect(cancelled()).toEqual([]);
    // A preview (the cursor moving) does not keep a drawing alive.
    manager.hover([1, 1, 1]);
    vi.advanceTimersByTime(1000);
    expect(cancelled()).toEqual(['timeout']);
    expect(manager.isDrawing).toBe(false);
  });

  it('finishes a line with Enter only once it has two points, and takes points back', () => {
    const { manager, store } = setup();
    manager.setTool('line');
    manager.click([0, 0, 0]);
    expect(manager.finish()).toBe(false);
    manager.click([1, 0, 0]);
    manager.click([2, 0, 0]);
    manager.removeLastPoint();
    expect(manager.finish()).toBe(true);
    expect(store.list('annotation')[0]?.points).toEqual([
      { x: 0, y: 0, z: 0 },
      { x: 1, y: 0, z: 0 },
    ]);
  });

  it('closes a polygon on its first point once it has three', () => {
    const { manager, store } = setup();
    manager.setTool('polygon');
    manager.click([0, 0, 0]);
    manager.click([1, 0, 0]);
    manager.click([0, 0, 0], true);
    expect(store.list('annotation')).toHaveLength(0);
    manager.click([1, 0, 1]);
    manager.click([0, 0, 0], true);
    expect(store.list('annotation')[0]?.vertices).toHaveLength(4);
  });

  it('ignores clicks with no tool, and warns about an unknown one', () => {
    const { manager } = setup();
    expect(manager.click([0, 0, 0])).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    manager.setTool('calibrate');
    expect(warn).toHaveBeenCalled();
    expect(manager.tool).toBeNull();
    warn.mockRestore();
  });

  it('describes its tools in the order it was given them', () => {
    const { manager } = setup();
    expect(manager.descriptions().map((d) => d.name)).toEqual(['point', 'line', 'polygon']);
    expect(manager.get('line')?.minPoints).toBe(2);
  });
});

describe('tool manager: a layout tool’s ghost', () => {
  it('previews what the cursor would add, and takes the ghost away when the drawing ends', () => {
    const kit = toolKit();
    const ghost = (n: number) => ({
      items: [],
      seats: n,
      tables: 0,
    });
    const row: Tool = {
      ...testTool('row', { min: 2, max: 2 }),
      preview: (points) => ghost(points.length * 5),
    };
    const manager = new ToolManager(kit.bus, [row], () => kit.ctx);
    const previews: Array<number | null> = [];
    kit.bus.on('layout.preview', ({ preview }) => previews.push(preview?.seats ?? null));
    manager.setTool('row');
    // Before the first click there is nothing to preview; with it, the cursor is the row's end.
    manager.hover([1, 0, 0]);
    manager.click([0, 0, 0]);
    manager.hover([3, 0, 0]);
    manager.click([3, 0, 0]);
    expect(previews).toEqual([null, 10, null]);
    manager.click([0, 0, 0]);
    manager.hover([2, 0, 0]);
    manager.cancel('escape');
    expect(previews).toEqual([null, 10, null, 10, null]);
  });
});
