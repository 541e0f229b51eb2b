import { describe, expect, it } from 'vitest';
import { keyAction } from './input.ts';
import { cameraFromViewpoint, frameObjectCamera, overviewCamera, viewpointFromCamera } from './viewpoints.ts';

const camera = {
  position: [1, 2, 3] as [number, number, number],
  target: [1, 2, 0] as [number, number, number],
  up: [0, 1, 0] as [number, number, number],
  fov: 45,
};

describe('viewpoints', () => {
  it('saves the current camera as View N with dir = target − position and fov 60', () => {
    const viewpoint = viewpointFromCamera(camera, 'v', 2);
    expect(viewpoint).toEqual({
      id: 'v',
      name: 'View 3',
      position: { x: 1, y: 2, z: 3 },
      dir: { x: 0, y: 0, z: -3 },
      fov: 60,
    });
    expect(cameraFromViewpoint(viewpoint, [0, 1, 0])).toEqual({ ...camera, fov: 60 });
  });

  it('frames an object from the side the camera looks from', () => {
    const framed = frameObjectCamera(
      [
        [10, 0, 0],
        [12, 0, 0],
      ],
      camera,
    );
    expect(framed?.target).toEqual([11, 0, 0]);
    expect((framed?.position[2] ?? 0) > 0).toBe(true);
    expect(frameObjectCamera([], camera)).toBeNull();
  });

  it('looks straight down from the height above the floor, in meters', () => {
    const top = overviewCamera(
      { up: [0, 1, 0], floor: 1, metersPerUnit: 0.5, levelledBy: 'fit' },
      [4, 7, 4],
      6,
    );
    expect(top.target).toEqual([4, 1, 4]);
    expect(top.position).toEqual([4, 13, 4]);
    // Up lies in the floor plane (the view direction is straight down).
    expect(top.up[1]).toBeCloseTo(0, 12);
  });
});

describe('planner keys', () => {
  const key = (
    k: string,
    mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
    typing = false,
  ) => keyAction({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, ...mods }, typing);

  it('maps Esc, Enter, Backspace, Delete, undo and redo', () => {
    expect(key('Escape')).toBe('cancel');
    expect(key('Enter')).toBe('finish');
    expect(key('Backspace')).toBe('backspace');
    expect(key('Delete')).toBe('delete');
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('q')).toBeNull();
  });

  it('ignores keys typed into a field, except Escape', () => {
    expect(key('Backspace', {}, true)).toBeNull();
    expect(key('z', { ctrlKey: true }, true)).toBeNull();
    expect(key('Escape', {}, true)).toBe('cancel');
  });
});
