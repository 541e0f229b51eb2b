/**
 * The comment pins' mode (issue #28): a click on a pin, in any mode and on a read-only plan too, tells
 * the page which pin (commentPinSelected) and does nothing else — no selection, no tool's point; the
 * pointer cursor shows over a pin. Clicks elsewhere pass on to the other modes.
 */
import type { PlannerBus } from '../planner-bus.ts';
import type { InteractionMode } from './interaction-mode.ts';

export class CommentPinMode implements InteractionMode {
  readonly name = 'commentPin';

  constructor(
    private readonly bus: PlannerBus,
    /** The id of the pin drawn under a canvas pixel (scene-pointer.ts). */
    private readonly pinAt: (x: number, y: number) => string | null,
    private readonly hasPins: () => boolean,
  ) {}

  isActive() {
    return this.hasPins();
  }

  claims(x: number, y: number) {
    return this.pinAt(x, y) !== null;
  }

  click(x: number, y: number) {
    const id = this.pinAt(x, y);
    if (id !== null) this.bus.fire('pin.clicked', { id });
  }

  cursor(x: number, y: number) {
    return this.pinAt(x, y) === null ? null : 'pointer';
  }
}
