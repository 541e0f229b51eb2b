/**
 * The reshape mode, while exactly one zone or polygon is selected and no tool is picked: its vertices
 * carry handles (reshape.ts; the overlay draws them). Pressing a vertex handle makes it the active vertex
 * and a drag moves it on the plane through it parallel to the floor (a zone's vertices stay on the floor);
 * pressing an edge's midpoint handle inserts a vertex there and drags it. Release commits one undo step
 * (only the outline changes, `changeOp`). With a vertex active, Delete or Backspace removes it (never below
 * three) instead of the object; Esc cancels a drag, or else lets go of the active vertex. While dragging,
 * the outline is drawn from the store without telling the app (source 'remote'); the commit tells it once.
 */

import { heightAboveFloor } from '#venue/frame.ts';
import type { SceneFrame, Vec3 } from '../../../protocol/index.ts';
import type { EditHistory } from '../edit-history.ts';
import type { EntityStore } from '../entity-store.ts';
import type { KeyAction } from '../input.ts';
import { changeOp, entitySlot, type Slot } from '../ops.ts';
import type { Planner } from '../planner.ts';
import type { EntityKind, PlannerBus } from '../planner-bus.ts';
import {
  deletedVertex,
  type Entity,
  handleAt,
  handlePoints,
  insertedVertex,
  midpoint,
  movedVertex,
  outlineOf,
  withOutline,
} from '../reshape.ts';
import type { InteractionMode } from './interaction-mode.ts';

export interface ReshapeTarget {
  readonly bus: PlannerBus;
  readonly store: EntityStore;
  readonly history: EditHistory;
  readonly selected: readonly string[];
  readonly frame: SceneFrame;
  readonly readOnly: boolean;
  /** Whether selecting is what the pointer does now (no tool picked, nothing being placed). */
  idle(): boolean;
  /** Whether an entity's layer is shown (a hidden one has no handles). */
  visible(kind: EntityKind): boolean;
  /** A world point's canvas pixel, or null. */
  toScreen(point: Vec3): [number, number] | null;
  /** The point under a canvas pixel on the plane `height` above the floor (parallel to it), or null. */
  planeAt(x: number, y: number, height: number): Vec3 | null;
}

/** The handles to draw (overlay.ts): the selected outline's vertices and midpoints, and the active vertex. */
/**
 * The planner as the mode sees it: the planner itself (its selection, frame and read-only state read
 * through the prototype when used), with what it knows of layers, tools and the pointer.
 */
export function reshapeTargetOf(planner: Planner): ReshapeTarget {
  const scene: Pick<ReshapeTarget, 'idle' | 'visible' | 'toScreen' | 'planeAt'> = {
    idle: () => !planner.placement.active && planner.tools.activeTool === null,
    visible: (kind) =>
      planner.layers.get(kind === 'segmentation' ? 'zones' : 'annotations')?.visible !== false,
    toScreen: (point) => planner.pointer.toScreen(point),
    planeAt: (x, y, height) => planner.pointer.planeAt(x, y, height),
  };
  return Object.assign(Object.create(planner) as Planner, scene);
}

export interface ReshapeHandles {
  vertices: Vec3[];
  midpoints: Vec3[];
  active: number | null;
}

interface Subject {
  kind: EntityKind;
  entity: Entity;
  points: Vec3[];
}

interface Drag {
  kind: EntityKind;
  id: string;
  /** The entity as it was before the press (what undo puts back). */
  before: Entity;
  /** The outline with the vertex where it is now (an inserted one already in it). */
  points: Vec3[];
  index: number;
  /** The dragged vertex's height above the floor: it moves on that plane. */
  height: number;
  /** Where the press was (canvas px): the vertex stays put until the pointer leaves DRAG_SLOP_PX of it. */
  from: [number, number];
  moved: boolean;
}

/** A press on a vertex that moves less than this (CSS px) only makes it the active vertex. */
const DRAG_SLOP_PX = 3;

const KIND_NAMES: Record<EntityKind, string> = { segmentation: 'zone', annotation: 'polygon' };

export class ReshapeMode implements InteractionMode {
  readonly name = 'reshape';
  /** The vertex whose handle was pressed last (Delete removes it), of the selected outline. */
  private activeVertex: { id: string; index: number } | null = null;
  private dragging: Drag | null = null;

  constructor(private readonly target: ReshapeTarget) {
    target.bus.on('selection.changed', () => {
      if (this.dragging) this.cancelDrag();
      this.setActive(null);
    });
  }

  /** The one selected zone or polygon that can be reshaped now, or null. */
  private subject(): Subject | null {
    const { target } = this;
    if (target.readOnly || !target.idle() || target.selected.length !== 1) return null;
    const found = target.store.find(target.selected[0] as string);
    if (!found || !target.visible(found.kind)) return null;
    const points = outlineOf(found.kind, found.entity);
    return points ? { kind: found.kind, entity: found.entity, points } : null;
  }

  isActive() {
    return this.dragging !== null || this.subject() !== null;
  }

  /** What the overlay draws, or null when nothing can be reshaped. */
  handles(): ReshapeHandles | null {
    const subject = this.subject();
    if (!subject) return null;
    const active = this.activeIndex(subject);
    return { ...handlePoints(subject.points), active };
  }

  private activeIndex(subject: Subject): number | null {
    const a = this.activeVertex;
    return a && a.id === subject.entity.id && a.index < subject.points.length ? a.index : null;
  }

  private setActive(active: { id: string; index: number } | null) {
    const same =
      active === this.activeVertex ||
      (active &&
        this.activeVertex &&
        active.id === this.activeVertex.id &&
        active.index === this.activeVertex.index);
    this.activeVertex = active;
    if (!same) this.target.bus.fire('handles.changed', {});
  }

  /** A press on a handle starts a drag (true: the camera must not take the press). */
  press(x: number, y: number): boolean {
    const subject = this.subject();
    if (!subject || this.dragging) return false;
    const handle = handleAt(subject.points, x, y, (p) => this.target.toScreen(p));
    if (!handle) return false;
    const { kind, entity } = subject;
    let points = subject.points;
    let index = handle.index;
    if (handle.kind === 'midpoint') {
      const at = midpoint(points[index] as Vec3, points[(index + 1) % points.length] as Vec3);
      points = insertedVertex(points, index, at);
      index += 1;
    }
    const vertex = points[index] as Vec3;
    this.dragging = {
      kind,
      id: entity.id,
      before: entity,
      points,
      index,
      height: heightAboveFloor(this.target.frame, vertex),
      from: [x, y],
      moved: false,
    };
    if (handle.kind === 'midpoint') this.preview();
    this.setActive({ id: entity.id, index });
    return true;
  }

  /** 'grab' over a handle, 'grabbing' while dragging one. */
  cursor(x: number, y: number): string | null {
    if (this.dragging) return 'grabbing';
    const subject = this.subject();
    return subject && handleAt(subject.points, x, y, (p) => this.target.toScreen(p)) ? 'grab' : null;
  }

  /** Moves the dragged vertex under the cursor. */
  drag(x: number, y: number) {
    const drag = this.dragging;
    if (!drag) return;
    if (!drag.moved && Math.hypot(x - drag.from[0], y - drag.from[1]) < DRAG_SLOP_PX) return;
    drag.moved = true;
    const to = this.target.planeAt(x, y, drag.height);
    if (!to) return;
    drag.points = movedVertex(drag.points, drag.index, to);
    this.preview();
  }

  /** Release: the drag becomes one undo step (nothing when the vertex did not move and none was inserted). */
  release() {
    const drag = this.dragging;
    this.dragging = null;
    if (!drag) return;
    // The store already holds the new outline (unheard); the edit writes it once more, heard by the app.
    const after = withOutline(drag.kind, drag.before, drag.points);
    this.edit(drag.kind, drag.before, after);
  }

  /** One undo step from `before` to `after` (only the outline differs). */
  private edit(kind: EntityKind, before: Entity, after: Entity) {
    const slot = entitySlot(this.target.store, kind, before.id) as Slot<Entity>;
    this.target.history.add(changeOp(slot, before, after, `reshape ${KIND_NAMES[kind]}`));
  }

  /** Draws the dragged outline (not told to the app until the release). */
  private preview() {
    const drag = this.dragging;
    if (!drag) return;
    const current = this.target.store.get(drag.kind, drag.id);
    if (!current) return;
    this.target.store.put(drag.kind, withOutline(drag.kind, current, drag.points) as never, 'remote');
  }

  private cancelDrag() {
    const drag = this.dragging;
    this.dragging = null;
    if (!drag) return;
    const current = this.target.store.get(drag.kind, drag.id);
    const before = outlineOf(drag.kind, drag.before);
    if (current && before)
      this.target.store.put(drag.kind, withOutline(drag.kind, current, before) as never, 'remote');
  }

  key(action: KeyAction): boolean {
    if (action === 'cancel') {
      if (this.dragging) {
        this.cancelDrag();
        return true;
      }
      if (!this.activeVertex) return false;
      this.setActive(null);
      return true;
    }
    if (action !== 'delete' && action !== 'backspace') return false;
    // A drag under way keeps Delete from removing the object too.
    if (this.dragging) return true;
    const subject = this.subject();
    const index = subject ? this.activeIndex(subject) : null;
    if (!subject || index === null) return false;
    // The active vertex is used up either way: Delete never falls through to deleting the whole object.
    const points = deletedVertex(subject.points, index);
    if (!points) return true;
    this.edit(subject.kind, subject.entity, withOutline(subject.kind, subject.entity, points));
    this.setActive(null);
    return true;
  }
}
