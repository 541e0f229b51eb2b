/**
 * The draw mode: pixels become a drawing's points. A pointer that maps pixel (x, y) to the floor point
 * [x, 0, y] stands in for the scene; the tool manager is the real one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vec3 } from '../../../protocol/index.ts';
import { ToolManager } from '../tool-manager.ts';
import { testTool, toolKit } from '../tool-test-kit.ts';
import { DrawMode } from './draw-mode.ts';

function setup() {
  const kit = toolKit();
  const tools = new ToolManager(
    kit.bus,
    [testTool('polygon', { min: 3, closes: true }), testTool('box', { min: 2, max: 2, onFloor: true })],
    () => kit.ctx,
  );
  const picks: boolean[] = [];
  const pointer = {
    pickAt: (x: number, y: number, onFloor: boolean): Vec3 => {
      picks.push(onFloor);
      return [x, 0, y];
    },
    toScreen: (p: Vec3): [number, number] => [p[0], p[2]],
  };
  const mode = new DrawMode(tools, pointer);
  const completed = () =>
    kit.events
      .filter((e) => e.name === 'drawing.completed')
      .map((e) => (e.payload as { points: Vec3[] }).points);
  return { ...kit, tools, mode, picks, completed };
}

describe('draw mode', () => {
  afterEach(() => vi.useRealTimers());

  it('is under way only while a tool is picked', () => {
    const { mode, tools } = setup();
    expect(mode.isActive()).toBe(false);
    tools.setTool('polygon');
    expect(mode.isActive()).toBe(true);
  });

  it('closes a polygon on a click near its first point, once it has three', () => {
    const { mode, tools, completed } = setup();
    tools.setTool('polygon');
    mode.click(0, 0);
    mode.click(100, 0);
    mode.click(100, 100);
    mode.click(10, 5);
    expect(completed()).toEqual([
      [
        [0, 0, 0],
        [100, 0, 0],
        [100, 0, 100],
      ],
    ]);
  });

  it('adds nothing for the second click of a double click, on the point just added', () => {
    const { mode, tools } = setup();
    tools.setTool('polygon');
    mode.click(50, 50);
    mode.click(52, 51);
    expect(tools.pointsSoFar).toEqual([[50, 0, 50]]);
    mode.click(60, 50);
    expect(tools.pointsSoFar).toHaveLength(2);
  });

  it('picks on the floor for floor tools, and previews the cursor only while drawing', () => {
    const { mode, tools, picks, events } = setup();
    tools.setTool('box');
    mode.hover(5, 5);
    mode.click(1, 1);
    expect(picks).toEqual([true, true]);
    expect(events.filter((e) => e.name === 'drawing.completed')).toHaveLength(0);
    mode.click(30, 40);
    expect(tools.isDrawing).toBe(false);
    mode.hover(7, 7);
    expect(picks).toHaveLength(3);
  });

  it('Esc cancels, Enter finishes, Backspace takes the last point back', () => {
    const { mode, tools, completed } = setup();
    expect(mode.key('backspace')).toBe(false);
    tools.setTool('polygon');
    mode.click(0, 0);
    mode.click(100, 0);
    mode.click(100, 100);
    mode.click(0, 100);
    expect(mode.key('backspace')).toBe(true);
    expect(mode.key('finish')).toBe(true);
    expect(completed()[0]).toHaveLength(3);
    tools.setTool('polygon');
    expect(mode.key('cancel')).toBe(true);
    expect(mode.key('cancel')).toBe(false);
    expect(mode.key('delete')).toBe(false);
  });
});
