import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineTool } from './line-tool.ts';
import { pointTool } from './point-tool.ts';
import { polygonTool } from './polygon-tool.ts';
import { DRAWING_TIMEOUT_MS, ToolManager } from './tool-manager.ts';
import { toolKit } from './tool-test-kit.ts';

function setup() {
  const kit = toolKit();
  const manager = new ToolManager(kit.bus, [pointTool, lineTool, polygonTool], () => kit.ctx);
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
});
