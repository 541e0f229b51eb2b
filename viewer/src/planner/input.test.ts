/** A click is a quick press and release that barely moved, timed by the events, not by their handlers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type InputTarget, installInput, keyAction } from './input.ts';

function pointer(type: string, x: number, y: number, timeStamp: number): Event {
  const event = new Event(type);
  for (const [key, value] of Object.entries({
    button: 0,
    offsetX: x,
    offsetY: y,
    shiftKey: false,
    timeStamp,
    pointerId: 1,
  }))
    Object.defineProperty(event, key, { value });
  return event;
}

function setUp() {
  const canvas = new EventTarget();
  const target: InputTarget = {
    click: vi.fn(),
    hover: vi.fn(),
    finish: vi.fn(),
    key: vi.fn(),
    wheel: vi.fn(() => false),
    unusedKey: vi.fn(),
  };
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('cancelAnimationFrame', () => {});
  const remove = installInput(canvas as HTMLElement, target);
  return { canvas, target, remove };
}

afterEach(() => vi.unstubAllGlobals());

describe('planner input', () => {
  it('counts a quick press and release as a click even when handled late', () => {
    const { canvas, target, remove } = setUp();
    // A 1.5 s frame ran between the two handlers.
    const handledLate = vi.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(2500);
    canvas.dispatchEvent(pointer('pointerdown', 100, 80, 1000));
    canvas.dispatchEvent(pointer('pointerup', 101, 80, 1080));
    expect(target.click).toHaveBeenCalledWith(101, 80, false);
    handledLate.mockRestore();
    remove();
  });

  it('a long press or a drag is not a click', () => {
    const { canvas, target, remove } = setUp();
    canvas.dispatchEvent(pointer('pointerdown', 100, 80, 1000));
    canvas.dispatchEvent(pointer('pointerup', 100, 80, 1800));
    canvas.dispatchEvent(pointer('pointerdown', 100, 80, 2000));
    canvas.dispatchEvent(pointer('pointerup', 140, 80, 2050));
    expect(target.click).not.toHaveBeenCalled();
    remove();
  });

  it('a press the planner takes is a drag of its own: hidden from the camera, no click', () => {
    const { canvas, target, remove } = setUp();
    const camera = vi.fn();
    canvas.addEventListener('pointerdown', camera);
    target.press = vi.fn((x: number) => x === 10);
    target.drag = vi.fn();
    target.release = vi.fn();
    canvas.dispatchEvent(pointer('pointerdown', 10, 10, 1000));
    canvas.dispatchEvent(pointer('pointermove', 30, 10, 1010));
    canvas.dispatchEvent(pointer('pointerup', 30, 10, 1020));
    expect(camera).not.toHaveBeenCalled();
    // With the keys held: none here (Alt would suspend snapping, Shift add to the selection).
    const mods = { shift: false, toggle: false, alt: false };
    expect(target.drag).toHaveBeenCalledWith(30, 10, mods);
    expect(target.release).toHaveBeenCalledWith(30, 10, mods);
    expect(target.click).not.toHaveBeenCalled();
    canvas.dispatchEvent(pointer('pointerdown', 50, 10, 2000));
    expect(camera).toHaveBeenCalledTimes(1);
    remove();
  });

  it('R and Shift+R turn, Ctrl+D duplicates, but not while typing', () => {
    const key = (k: string, extra: { shiftKey?: boolean; ctrlKey?: boolean } = {}) =>
      keyAction({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, ...extra }, false);
    expect(key('r')).toBe('rotate');
    expect(key('R', { shiftKey: true })).toBe('rotateBack');
    expect(key('d', { ctrlKey: true })).toBe('duplicate');
    expect(keyAction({ key: 'r', ctrlKey: false, metaKey: false, shiftKey: false }, true)).toBeNull();
  });

  it('Ctrl+A, C and V select all, copy and paste; arrows nudge, ten steps with Shift; not while typing', () => {
    const key = (k: string, extra: { shiftKey?: boolean; ctrlKey?: boolean } = {}) =>
      keyAction({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, ...extra }, false);
    expect(key('a', { ctrlKey: true })).toBe('selectAll');
    expect(key('c', { ctrlKey: true })).toBe('copy');
    expect(key('v', { ctrlKey: true })).toBe('paste');
    expect(key('a')).toBeNull();
    expect(key('ArrowLeft')).toBe('nudgeLeft');
    expect(key('ArrowUp', { shiftKey: true })).toBe('nudgeUpFar');
    expect(key('ArrowDown', { ctrlKey: true })).toBeNull();
    expect(
      keyAction({ key: 'ArrowRight', ctrlKey: false, metaKey: false, shiftKey: false }, true),
    ).toBeNull();
  });
});
