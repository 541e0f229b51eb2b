/**
 * Ghost placement (venue-planner §4 Placement), the state the place mode (modes/place-mode.ts) and the
 * placement commands drive: the model follows the cursor on the floor, R / Shift+R or the wheel turn it
 * in 15° steps, a click places it (one undoable edit; placing goes on with the same model until Esc), Esc
 * cancels. The same ghost moves an item already placed: it is picked up, follows the cursor and a click
 * drops it (Esc puts it back). Not a drawing tool: it has no points, no 30 s timeout and no drawing
 * events, so it sits beside the tool manager rather than inside it.
 */

import { toPoint } from '#venue/vec.ts';
import type { PlacedItemData, SceneFrame, Vec3 } from '../../protocol/index.ts';
import type { EditHistory } from './edit-history.ts';
import {
  addItemOp,
  changeItemOp,
  type PlacedItemStore,
  ROTATE_STEP_DEG,
  snapDegrees,
  standingRotation,
  turnedAboutUp,
} from './placed-items.ts';
import type { Ghost, PlannerBus } from './planner-bus.ts';

export interface PlacementModel {
  modelUrl: string;
  /** The catalogue entry's id (the instance's modelId). */
  assetId: string;
  /** The asset's default scale (1: true size). */
  scale: number;
}

interface PlacementState {
  model: PlacementModel;
  moving: PlacedItemData | null;
  position: Vec3 | null;
  yawDeg: number;
}

export interface PlacementContext {
  readonly bus: PlannerBus;
  readonly items: PlacedItemStore;
  readonly history: EditHistory;
  frame(): SceneFrame;
  newId(): string;
}

export class Placement {
  private state: PlacementState | null = null;

  constructor(private readonly ctx: PlacementContext) {}

  get active(): boolean {
    return this.state !== null;
  }

  get moving(): string | null {
    return this.state?.moving?.id ?? null;
  }

  /** Starts placing a model (a running placement or move is cancelled first). */
  start(model: PlacementModel) {
    this.cancel();
    this.state = { model, moving: null, position: null, yawDeg: 0 };
    this.changed();
  }

  /** Picks a placed item up to move it. */
  startMove(item: PlacedItemData) {
    this.cancel();
    this.state = {
      model: { modelUrl: item.modelUrl, assetId: item.modelId, scale: item.scale.x },
      moving: item,
      position: null,
      yawDeg: 0,
    };
    this.changed();
  }

  /** The floor point under the cursor (null: off the floor). */
  hover(point: Vec3 | null) {
    if (!this.state) return;
    this.state.position = point;
    this.changed();
  }

  /** Turns the ghost by a number of 15° steps (negative: the other way). */
  rotate(steps: number) {
    if (!this.state || steps === 0) return;
    this.state.yawDeg = snapDegrees(this.state.yawDeg + steps * ROTATE_STEP_DEG);
    this.changed();
  }

  /** updateGhostTransform: the app sets where the ghost stands and how far it is turned. */
  setTransform(position: Vec3 | undefined, yawDeg: number | undefined) {
    if (!this.state) return;
    if (position) this.state.position = position;
    if (yawDeg !== undefined) this.state.yawDeg = snapDegrees(yawDeg);
    this.changed();
  }

  /** The ghost as it would land now. */
  ghost(): Ghost | null {
    const s = this.state;
    if (!s) return null;
    const frame = this.ctx.frame();
    const scale = { x: s.model.scale, y: s.model.scale, z: s.model.scale };
    return {
      modelUrl: s.model.modelUrl,
      position: s.position,
      rotation: s.moving
        ? turnedAboutUp(s.moving.rotation, frame, s.yawDeg)
        : standingRotation(frame, s.yawDeg),
      scale: s.moving ? s.moving.scale : scale,
      movingId: s.moving?.id ?? null,
    };
  }

  /**
   * Places the ghost where it stands (a new item, or the moved one) as one undoable edit. A new
   * placement goes on with the same model; a move ends. Null when the ghost is off the floor.
   */
  commit(): PlacedItemData | null {
    const s = this.state;
    const ghost = this.ghost();
    if (!s || !ghost?.position) return null;
    const transform = { position: toPoint(ghost.position), rotation: ghost.rotation, scale: ghost.scale };
    if (s.moving) {
      const moved = { ...s.moving, ...transform };
      this.state = null;
      this.ctx.history.add(changeItemOp(this.ctx.items, s.moving, moved));
      this.changed();
      return moved;
    }
    const item: PlacedItemData = {
      id: this.ctx.newId(),
      modelId: s.model.assetId,
      modelUrl: s.model.modelUrl,
      ...transform,
    };
    this.ctx.history.add(addItemOp(this.ctx.items, item));
    this.ctx.bus.fire('placement.committed', { item, assetId: s.model.assetId });
    return item;
  }

  /** Ends placing or moving without a change; false when nothing was under way. */
  cancel(): boolean {
    const s = this.state;
    if (!s) return false;
    this.state = null;
    this.changed();
    if (!s.moving) this.ctx.bus.fire('placement.cancelled', {});
    return true;
  }

  private changed() {
    this.ctx.bus.fire('ghost.changed', { ghost: this.ghost() });
  }
}
