/**
 * Nudging a selection with the arrow keys: one step (the grid step, say) per press, ten with Shift.
 * Floor-plane axes (arrange-types.ts): Right is +x, Up is +y, the far side of the plan as drawn from above.
 */
import type { P2 } from './arrange-types.ts';

export type NudgeKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/** How many steps Shift+arrow moves. */
const SHIFT_NUDGE_FACTOR = 10;

/** The move one press of an arrow key makes. */
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
