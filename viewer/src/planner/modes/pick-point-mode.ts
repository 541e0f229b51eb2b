/**
 * The one-shot scene-point pick (pickScenePoint, issue #28: where a comment pin goes): while it waits,
 * the cursor is a crosshair and the next click answers with the point it meets in the scene (the splats,
 * else the floor) and the placed model or zone under it; Esc, a newer pick or a mode change cancels it.
 * It reads the scene only — no annotation, no selection, no undo step — so a read-only plan picks too.
 */
import type { PickTarget, Vec3 } from '../../../protocol/index.ts';
import type { KeyAction } from '../input.ts';
import type { PlannerBus } from '../planner-bus.ts';
import type { InteractionMode } from './interaction-mode.ts';

/** What the pick reads under a canvas pixel (scene-pointer.ts). */
export interface PickSource {
  pickAt(x: number, y: number, onFloor: boolean): Vec3 | null;
  targetAt(x: number, y: number): PickTarget | null;
}

export class PickPointMode implements InteractionMode {
  readonly name = 'pickPoint';
  private requestId: string | null = null;

  constructor(
    private readonly bus: PlannerBus,
    private readonly source: PickSource,
  ) {}

  isActive() {
    return this.requestId !== null;
  }

  /** Waits for a click to answer `requestId`; a pick still waiting is cancelled. */
  start(requestId: string) {
    this.cancel();
    this.requestId = requestId;
  }

  /** Cancels the pick waiting, if any (true when there was one). */
  cancel(): boolean {
    const { requestId } = this;
    if (requestId === null) return false;
    this.requestId = null;
    this.bus.fire('point.pickCancelled', { requestId });
    return true;
  }

  /** A click that meets nothing (the sky, no floor below) keeps waiting. */
  click(x: number, y: number) {
    const { requestId } = this;
    const position = this.source.pickAt(x, y, false);
    if (requestId === null || !position) return;
    this.requestId = null;
    const target = this.source.targetAt(x, y);
    this.bus.fire('point.picked', { requestId, position, ...(target ? { target } : {}) });
  }

  cursor() {
    return 'crosshair';
  }

  key(action: KeyAction): boolean {
    return action === 'cancel' && this.cancel();
  }
}
