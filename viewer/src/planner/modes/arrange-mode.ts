/**
 * The arrange mode (issue #26), in Planning mode while no tool is picked and nothing is being placed:
 * - a press on a placed model and a drag move the selection along the floor (the model, its group, or
 *   everything selected with it), snapped to other models' edges and centres, to zone edges and to the
 *   floor grid unless snapping is off or Alt is held; the release is one undo step;
 * - a press on empty floor and a drag draw a marquee: the models whose centres end up inside it are
 *   selected (Shift adds, Ctrl/Cmd toggles); a press that does not move is a click (select mode's);
 * - arrows nudge the selected models a grid step (ten with Shift) the way they point on screen, Ctrl/Cmd+A selects every model
 *   shown, Ctrl/Cmd+C and V copy them and paste them at the cursor, and Ctrl/Cmd+D repeats the offset
 *   the last copy was moved by, as drawing programs do.
 * While dragging, the models are redrawn without telling the app (source 'remote'); the commit tells it once.
 */
import type { Box2, P2 } from '#venue/arrange/arrange-types.ts';
import { insideMarquee, toggleSelection } from '#venue/arrange/marquee.ts';
import { nudgeOnScreen, type ScreenAxes } from '#venue/arrange/nudge.ts';
import { DuplicateMemory } from '#venue/arrange/repeat-offset.ts';
import { gridStep, type SnapTargets, snapMove } from '#venue/arrange/snap.ts';
import { fromPoint } from '#venue/vec.ts';
import type { MeasurementUnits, PlacedItemData, Vec3 } from '../../../protocol/index.ts';
import { type ArrangeWorld, itemBox, movedBy, moveItemsOp, zoneEdges } from '../arranging.ts';
import { groupOps } from '../edit-history.ts';
import type { EntityStore } from '../entity-store.ts';
import type { KeyAction, NudgeAction, PointerMods } from '../input.ts';
import { floorPlane } from '../layouts/layout-items.ts';
import type { EditTarget } from '../object-edits.ts';
import { addItemOp, batchedOp } from '../placed-items.ts';
import type { Planner } from '../planner.ts';
import type { PlannerBus } from '../planner-bus.ts';
import type { InteractionMode } from './interaction-mode.ts';

/** Pixels a press may wander and still be a click. */
const CLICK_SLOP_PX = 5;
/** How close (meters) a dragged edge comes to another before it snaps. */
const SNAP_TOLERANCE_M = 0.1;
/** Where Ctrl+D puts a copy when no offset is remembered: half a meter along the floor. */
const DEFAULT_COPY_OFFSET: P2 = { x: 0.5, y: 0 };

export interface ArrangeTarget extends EditTarget, ArrangeWorld {
  readonly bus: PlannerBus;
  readonly store: EntityStore;
  readonly selected: readonly string[];
  readonly units: MeasurementUnits;
  /** Whether the mode is under way: Planning mode, no tool picked, nothing being placed, not read-only. */
  idle(): boolean;
  snapping(): boolean;
  /** The floor point under a canvas pixel (null above the horizon: the camera orbits there). */
  floorAt(x: number, y: number): Vec3 | null;
  /** The placed model under a canvas pixel, if the furniture layer shows. */
  itemAt(x: number, y: number): string | null;
  toScreen(point: Vec3): [number, number] | null;
  furnitureVisible(): boolean;
  /** A press that stayed put: what the select mode does with a click. */
  click(x: number, y: number, shift: boolean): void;
}

type Gesture =
  | {
      kind: 'move';
      x: number;
      y: number;
      from: P2;
      hit: string;
      moving: PlacedItemData[] | null;
      delta: P2;
      /** What the drag snaps to, worked out once when it starts: nothing else moves meanwhile. */
      snap: SnapSetup | null;
    }
  | { kind: 'marquee'; x: number; y: number; to: [number, number] };

interface SnapSetup {
  moving: Box2[];
  targets: SnapTargets;
}

const NUDGE_KEYS: Record<string, 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'> = {
  Left: 'ArrowLeft',
  Right: 'ArrowRight',
  Up: 'ArrowUp',
  Down: 'ArrowDown',
};

export class ArrangeMode implements InteractionMode {
  readonly name = 'arrange';
  private gesture: Gesture | null = null;
  private cursorFloor: Vec3 | null = null;
  private clipboard: PlacedItemData[] = [];
  private readonly repeat = new DuplicateMemory();
  /** The last Ctrl+D: its copies and where their originals stood (a move of just them is remembered). */
  private lastCopy: { ids: string[]; from: P2 } | null = null;

  constructor(private readonly target: ArrangeTarget) {}

  isActive() {
    return this.target.idle();
  }

  private to2D(point: Vec3): P2 {
    return floorPlane(this.target.frame).to2D(point);
  }

  private itemsOf(ids: readonly string[]): PlacedItemData[] {
    return ids.flatMap((id) => this.target.items.get(id) ?? []);
  }

  /** What a press on a model picks: the model, or its whole group. */
  private picked(hit: string): string[] {
    const groupId = this.target.items.get(hit)?.groupId;
    return groupId ? this.target.items.groupMembers(groupId).map((item) => item.id) : [hit];
  }

  hover(x: number, y: number) {
    this.cursorFloor = this.target.floorAt(x, y);
  }

  cursor(x: number, y: number): string | null {
    if (this.gesture?.kind === 'move') return 'grabbing';
    return this.target.itemAt(x, y) ? 'grab' : null;
  }

  press(x: number, y: number): boolean {
    const floor = this.target.floorAt(x, y);
    if (!floor) return false;
    const hit = this.target.itemAt(x, y);
    this.gesture = hit
      ? { kind: 'move', x, y, from: this.to2D(floor), hit, moving: null, delta: { x: 0, y: 0 }, snap: null }
      : { kind: 'marquee', x, y, to: [x, y] };
    return true;
  }

  drag(x: number, y: number, mods?: PointerMods) {
    const g = this.gesture;
    if (!g) return;
    const far = Math.hypot(x - g.x, y - g.y) > CLICK_SLOP_PX;
    if (g.kind === 'marquee') {
      g.to = [x, y];
      if (far) this.target.bus.fire('marquee.changed', { rect: [g.x, g.y, x, y] });
      return;
    }
    if (!g.moving && !far) return;
    g.moving ??= this.startMove(g.hit, mods?.shift === true);
    const floor = this.target.floorAt(x, y);
    if (!floor) return;
    const raw = this.minus(this.to2D(floor), g.from);
    const snapping = this.target.snapping() && mods?.alt !== true;
    if (snapping) g.snap ??= this.snapSetup(g.moving);
    const delta = snapping && g.snap ? this.snapped(g.snap, raw) : raw;
    g.delta = delta;
    const { items, frame } = this.target;
    items.batch(() => {
      for (const item of g.moving ?? []) items.put(movedBy(item, delta, frame));
    }, 'remote');
  }

  private minus(a: P2, b: P2): P2 {
    return { x: a.x - b.x, y: a.y - b.y };
  }

  /** The models a drag moves: the selection when the pressed model is in it, else the model (its group). */
  private startMove(hit: string, shift: boolean): PlacedItemData[] {
    const { target } = this;
    if (!target.selected.includes(hit)) {
      const picked = this.picked(hit);
      target.setSelection(shift ? [...target.selected, ...picked] : picked, 'click');
    }
    return this.itemsOf(target.selected);
  }

  /** The dragged models' boxes (where they started) and what they may snap to. */
  private snapSetup(moving: readonly PlacedItemData[]): SnapSetup {
    const { target } = this;
    const ids = new Set(moving.map((item) => item.id));
    return {
      moving: moving.map((item) => itemBox(item, target)),
      targets: {
        boxes: target.items
          .list()
          .filter((item) => !ids.has(item.id))
          .map((item) => itemBox(item, target)),
        edges: zoneEdges(target.store, target.frame),
      },
    };
  }

  private snapped(setup: SnapSetup, delta: P2): P2 {
    const options = { grid: gridStep(this.target.units), tolerance: SNAP_TOLERANCE_M };
    return snapMove(setup.moving, delta, setup.targets, options).delta;
  }

  release(x: number, y: number, mods?: PointerMods) {
    const g = this.gesture;
    this.gesture = null;
    if (!g) return;
    const far = Math.hypot(x - g.x, y - g.y) > CLICK_SLOP_PX;
    if (g.kind === 'marquee') {
      this.target.bus.fire('marquee.changed', { rect: null });
      if (!far) return this.target.click(x, y, mods?.shift === true);
      return this.selectInside([g.x, g.y, x, y], mods);
    }
    if (!g.moving) return this.target.click(x, y, mods?.shift === true);
    this.commitMove(g.moving, g.delta);
  }

  private commitMove(moving: PlacedItemData[], delta: P2) {
    const { target } = this;
    const op = moveItemsOp(target.items, moving, delta, target.frame);
    if (op) target.history.add(op);
    // Snapped back to where it started: the preview is undone without an edit.
    else
      target.items.batch(() => {
        for (const item of moving) target.items.put(item);
      }, 'remote');
    // A copy moved on its own: Ctrl+D repeats the whole offset from its original.
    const copy = this.lastCopy;
    if (copy && moving.length === copy.ids.length && moving.every((item) => copy.ids.includes(item.id))) {
      const centre = this.centreOf(this.itemsOf(copy.ids));
      this.repeat.remember(copy.from, centre);
    } else this.repeat.reset();
  }

  private selectInside(rect: [number, number, number, number], mods?: PointerMods) {
    const { target } = this;
    if (!target.furnitureVisible()) return;
    // Each model as the point where its centre is drawn, so the marquee takes what the user sees inside it.
    const boxes = target.items.list().flatMap((item) => {
      const at = target.toScreen(fromPoint(item.position));
      return at ? [{ id: item.id, x: at[0], y: at[1], halfWidth: 0, halfDepth: 0 }] : [];
    });
    const [x0, y0, x1, y1] = rect;
    const inside = insideMarquee(
      [
        { x: x0, y: y0 },
        { x: x1, y: y1 },
      ],
      boxes,
      'contain',
    );
    target.setSelection(
      toggleSelection(target.selected, inside, mods?.shift === true, mods?.toggle === true),
      'click',
    );
  }

  private centreOf(items: readonly PlacedItemData[]): P2 {
    const points = items.map((item) => this.to2D(fromPoint(item.position)));
    const n = Math.max(1, points.length);
    return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
  }

  key(action: KeyAction): boolean {
    const { target } = this;
    if (action.startsWith('nudge')) return this.nudge(action as NudgeAction);
    switch (action) {
      case 'selectAll': {
        if (!target.furnitureVisible()) return false;
        target.setSelection(
          target.items.list().map((item) => item.id),
          'click',
        );
        return true;
      }
      case 'copy':
        this.clipboard = this.itemsOf(target.selected);
        return this.clipboard.length > 0;
      case 'paste':
        return this.paste();
      case 'duplicate':
        return this.duplicate();
      default:
        return false;
    }
  }

  private nudge(action: NudgeAction): boolean {
    const { target } = this;
    const chosen = this.itemsOf(target.selected);
    if (chosen.length === 0) return false;
    const far = action.endsWith('Far');
    const key = NUDGE_KEYS[action.replace('nudge', '').replace('Far', '')] ?? 'ArrowLeft';
    const delta = nudgeOnScreen(key, gridStep(target.units), far, this.screenAxes(this.centreOf(chosen)));
    // Nudges one after another are one undo step.
    target.history.add(
      moveItemsOp(
        target.items,
        chosen,
        delta,
        target.frame,
        'nudge models',
        `nudge:${target.selected.join(',')}`,
      ),
    );
    return true;
  }

  /** Which way the floor's axes run on screen at a floor point (null when it is off screen). */
  private screenAxes(at: P2): ScreenAxes | null {
    const { toScene } = floorPlane(this.target.frame);
    const o = this.target.toScreen(toScene(at));
    const x = this.target.toScreen(toScene({ x: at.x + 1, y: at.y }));
    const y = this.target.toScreen(toScene({ x: at.x, y: at.y + 1 }));
    if (!o || !x || !y) return null;
    return { x: [x[0] - o[0], x[1] - o[1]], y: [y[0] - o[0], y[1] - o[1]] };
  }

  /** Copies of `sources` moved by `delta` (meters), each group's copies a new group: one undo step. */
  private placeCopies(sources: readonly PlacedItemData[], delta: P2, name: string): string[] {
    const { target } = this;
    const groups = new Map<string, string>();
    const copies = sources.map((item) => {
      const moved = movedBy({ ...item, id: target.newId() }, delta, target.frame);
      if (!item.groupId) return moved;
      const groupId = groups.get(item.groupId) ?? target.newId();
      groups.set(item.groupId, groupId);
      // A copy of a fill is no longer its zone's fill.
      return { ...moved, groupId, ...(item.layout?.kind === 'fill' ? { layout: undefined } : {}) };
    });
    const op = groupOps(
      name,
      copies.map((copy) => addItemOp(target.items, copy)),
    );
    if (!op) return [];
    target.history.add(batchedOp(target.items, op));
    const ids = copies.map((copy) => copy.id);
    target.setSelection(ids, 'click');
    return ids;
  }

  private paste(): boolean {
    if (this.clipboard.length === 0) return false;
    const centre = this.centreOf(this.clipboard);
    const at = this.cursorFloor ? this.to2D(this.cursorFloor) : { x: centre.x + 0.5, y: centre.y };
    this.placeCopies(this.clipboard, this.minus(at, centre), 'paste models');
    this.lastCopy = null;
    return true;
  }

  private duplicate(): boolean {
    const chosen = this.itemsOf(this.target.selected);
    if (chosen.length === 0) return false;
    const from = this.centreOf(chosen);
    const offset = this.repeat.offsetFor(DEFAULT_COPY_OFFSET);
    const ids = this.placeCopies(chosen, offset, 'duplicate models');
    this.lastCopy = { ids, from };
    this.repeat.remember(from, { x: from.x + offset.x, y: from.y + offset.y });
    return true;
  }
}

/** The planner as the mode sees it, read when used. */
export function arrangeTargetOf(planner: Planner): ArrangeTarget {
  return {
    bus: planner.bus,
    store: planner.store,
    items: planner.items,
    history: planner.history,
    get frame() {
      return planner.frame;
    },
    get selected() {
      return planner.selected;
    },
    get units() {
      return planner.units;
    },
    newId: () => planner.newId(),
    setSelection: (ids, cause) => planner.setSelection(ids, cause),
    idle: () =>
      planner.tools.mode === 'planning' &&
      !planner.readOnly &&
      !planner.placement.active &&
      planner.tools.activeTool === null,
    snapping: () => planner.snapping,
    floorAt: (x, y) => planner.pointer.pickAt(x, y, true),
    itemAt: (x, y) => planner.pointer.itemAt(x, y),
    toScreen: (point) => planner.pointer.toScreen(point),
    furnitureVisible: () => planner.layers.get('furniture')?.visible !== false,
    footprint: (modelUrl) => planner.drawing.footprint(modelUrl),
    click: (x, y, shift) => planner.click(x, y, shift),
  };
}
