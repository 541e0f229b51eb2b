/**
 * Nudging a selection with the arrow keys: one step (the grid step, say) per press, ten with Shift.
 * Floor-plane axes (arrange-types.ts): Right is +x, Up is +y, the far side of the plan as drawn from above.
 * Seen through a camera that has turned, an arrow moves along whichever floor axis looks most like the
 * arrow's direction on screen, so Right moves the selection to the right as the user sees it.
 */
import type { P2 } from './arrange-types.ts';

export type NudgeKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/** How many steps Shift+arrow moves. */
const SHIFT_NUDGE_FACTOR = 10;

/** The move one press of an arrow key makes, in the floor's own axes. */
export function nudgeDelta(key: NudgeKey, step: number, shift: boolean): P2 {
  const d = shift ? step * SHIFT_NUDGE_FACTOR : step;
  switch (key) {
    case 'ArrowLeft':
      return { x: -d, y: 0 };
    case 'ArrowRight':
      return { x: d, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: d };
    case 'ArrowDown':
      return { x: 0, y: -d };
  }
}

/** Which way the floor's +x and +y run on screen where the selection stands (pixels, y down). */
export interface ScreenAxes {
  x: [number, number];
  y: [number, number];
}

/** Each arrow's direction on screen (pixels, y down). */
const ON_SCREEN: Record<NudgeKey, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The move one press makes as the user sees the floor: one step along the floor axis (either way)
 * whose direction on screen is closest to the arrow's. Without axes (the selection is off screen),
 * the floor's own axes.
 */
export function nudgeOnScreen(key: NudgeKey, step: number, shift: boolean, axes: ScreenAxes | null): P2 {
  const d = shift ? step * SHIFT_NUDGE_FACTOR : step;
  if (!axes) return nudgeDelta(key, step, shift);
  const [wx, wy] = ON_SCREEN[key];
  const likeness = ([sx, sy]: [number, number]) => (sx * wx + sy * wy) / (Math.hypot(sx, sy) || 1);
  const candidates: Array<{ move: P2; score: number }> = [
    { move: { x: d, y: 0 }, score: likeness(axes.x) },
    { move: { x: -d, y: 0 }, score: -likeness(axes.x) },
    { move: { x: 0, y: d }, score: likeness(axes.y) },
    { move: { x: 0, y: -d }, score: -likeness(axes.y) },
  ];
  return candidates.reduce((best, c) => (c.score > best.score ? c : best)).move;
}
