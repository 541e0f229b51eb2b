import { describe, expect, it, vi } from 'vitest';
import { EditHistory } from './edit-history.ts';
import { createPlannerBus } from './planner-bus.ts';

describe('planner event bus', () => {
  it('delivers typed payloads to every handler until it unsubscribes', () => {
    const bus = createPlannerBus();
    const seen: string[] = [];
    const off = bus.on('units.changed', ({ units }) => seen.push(units));
    bus.fire('units.changed', { units: 'feet' });
    off();
    bus.fire('units.changed', { units: 'meters' });
    expect(seen).toEqual(['feet']);
  });

  it('keeps delivering when one handler throws', () => {
    const bus = createPlannerBus();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const second = vi.fn();
    bus.on('history.changed', () => {
      throw new Error('boom');
    });
    bus.on('history.changed', second);
    bus.fire('history.changed', { canUndo: true, canRedo: false });
    expect(second).toHaveBeenCalledWith({ canUndo: true, canRedo: false });
    warn.mockRestore();
  });
});

describe('edit history', () => {
  function counter() {
    const state = { value: 0 };
    const op = (by: number) => ({
      name: `add ${by}`,
      do: () => {
        state.value += by;
      },
      undo: () => {
        state.value -= by;
      },
    });
    return { state, op };
  }

  it('runs an edit when added, undoes and redoes it, and reports what it can do', () => {
    const bus = createPlannerBus();
    const changes: Array<{ canUndo: boolean; canRedo: boolean }> = [];
    bus.on('history.changed', (c) => changes.push(c));
    const history = new EditHistory(bus);
    const { state, op } = counter();
    history.add(op(2));
    history.add(op(5));
    expect(state.value).toBe(7);
    expect(history.undo()).toBe(true);
    expect(state.value).toBe(2);
    expect(history.redo()).toBe(true);
    expect(state.value).toBe(7);
    expect(history.redo()).toBe(false);
    expect(changes.at(-1)).toEqual({ canUndo: true, canRedo: false, redone: 'add 5' });
  });

  it('drops the redo branch when a new edit follows an undo', () => {
    const history = new EditHistory(createPlannerBus());
    const { state, op } = counter();
    history.add(op(1));
    history.add(op(10));
    history.undo();
    history.add(op(100));
    expect(state.value).toBe(101);
    expect(history.canRedo).toBe(false);
    history.undo();
    history.undo();
    expect(state.value).toBe(0);
    expect(history.undo()).toBe(false);
  });

  it('forgets the oldest edits beyond its limit', () => {
    const history = new EditHistory(createPlannerBus(), 3);
    const { state, op } = counter();
    for (let i = 0; i < 5; i++) history.add(op(1));
    while (history.undo()) {}
    expect(state.value).toBe(2);
  });
});
