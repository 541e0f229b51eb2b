/** Arrow-key nudges: one step per press, ten with Shift, Up towards +y. */
import { describe, expect, it } from 'vitest';
import { nudgeDelta, nudgeOnScreen } from './nudge.ts';

describe('nudgeDelta', () => {
  it('moves one step along the floor axes, Up being +y', () => {
    expect(nudgeDelta('ArrowLeft', 0.25, false)).toEqual({ x: -0.25, y: 0 });
    expect(nudgeDelta('ArrowRight', 0.25, false)).toEqual({ x: 0.25, y: 0 });
    expect(nudgeDelta('ArrowUp', 0.25, false)).toEqual({ x: 0, y: 0.25 });
    expect(nudgeDelta('ArrowDown', 0.25, false)).toEqual({ x: 0, y: -0.25 });
  });

  it('moves ten steps with Shift', () => {
    expect(nudgeDelta('ArrowRight', 0.25, true)).toEqual({ x: 2.5, y: 0 });
    expect(nudgeDelta('ArrowDown', 0.1524, true)).toEqual({ x: 0, y: -1.524 });
  });
});

describe('nudgeOnScreen', () => {
  const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;
  const moves = (axes: Parameters<typeof nudgeOnScreen>[3]) =>
    keys.map((key) => nudgeOnScreen(key, 1, false, axes));

  it('is the floor axes when the plan is seen from above the usual way (+x right, +y up the screen)', () => {
    expect(moves({ x: [40, 0], y: [0, -40] })).toEqual(keys.map((key) => nudgeDelta(key, 1, false)));
  });

  it('follows a camera turned half round: Right moves along -x, Up along -y', () => {
    expect(moves({ x: [-40, 0], y: [0, 40] })).toEqual([
      { x: 1, y: 0 },
      { x: -1, y: 0 },
      { x: 0, y: -1 },
      { x: 0, y: 1 },
    ]);
  });

  it('follows a camera turned a quarter and tilted (perspective shortens +y on screen)', () => {
    // +x runs up the screen, +y runs left, foreshortened.
    expect(moves({ x: [3, -30], y: [-12, -2] })).toEqual([
      { x: 0, y: 1 },
      { x: 0, y: -1 },
      { x: 1, y: 0 },
      { x: -1, y: 0 },
    ]);
  });

  it('moves ten steps with Shift, and falls back to the floor axes off screen', () => {
    expect(nudgeOnScreen('ArrowRight', 0.25, true, { x: [0, 30], y: [30, 0] })).toEqual({ x: 0, y: 2.5 });
    expect(nudgeOnScreen('ArrowUp', 0.25, false, null)).toEqual({ x: 0, y: 0.25 });
  });
});
