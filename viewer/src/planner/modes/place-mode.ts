/**
 * The place mode, while a model is being placed or moved (placement.ts holds the ghost): the ghost
 * follows the floor under the cursor, a click puts it down (a moved model is selected where it lands),
 * R / Shift+R and the wheel turn it, Esc ends placing.
 */
import type { Vec3 } from '../../../protocol/index.ts';
import type { KeyAction } from '../input.ts';
import type { Placement } from '../placement.ts';
import type { InteractionMode } from './interaction-mode.ts';

export interface PlaceTarget {
  readonly placement: Placement;
  /** The floor point under a canvas pixel, or null. */
  floorAt(x: number, y: number): Vec3 | null;
  setSelection(ids: string[], cause: 'click'): void;
}

export class PlaceMode implements InteractionMode {
  readonly name = 'place';

  constructor(private readonly target: PlaceTarget) {}

  isActive() {
    return this.target.placement.active;
  }

  click(x: number, y: number) {
    const { placement } = this.target;
    const moving = placement.moving;
    placement.hover(this.target.floorAt(x, y));
    const placed = placement.commit();
    if (placed && moving) this.target.setSelection([placed.id], 'click');
  }

  hover(x: number, y: number) {
    this.target.placement.hover(this.target.floorAt(x, y));
  }

  key(action: KeyAction): boolean {
    switch (action) {
      case 'cancel':
        return this.target.placement.cancel();
      case 'rotate':
      case 'rotateBack':
        this.target.placement.rotate(action === 'rotate' ? 1 : -1);
        return true;
      default:
        return false;
    }
  }

  wheel(deltaY: number): boolean {
    if (deltaY === 0) return false;
    this.target.placement.rotate(deltaY > 0 ? 1 : -1);
    return true;
  }
}
