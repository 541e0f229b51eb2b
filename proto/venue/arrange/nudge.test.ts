/** Arrow-key nudges: one step per press, ten with Shift, Up towards +y. */
import { describe, expect, it } from 'vitest';
import { nudgeDelta } from './nudge.ts';

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
