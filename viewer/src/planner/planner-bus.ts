/**
 * The planner's small typed event bus (supersplat's `events` in miniature): tools, the store, the edit
 * history and the overlay talk through it instead of calling each other, and one bridge turns the events
 * the embedding page cares about into protocol messages.
 */
import type {
  AnnotationData,
  CommentPin,
  DrawingCancelReason,
  LayerName,
  MeasurementUnits,
  PickTarget,
  PlacedItemData,
  PlannerTool,
  SceneFrame,
  SegmentationData,
  Vec3,
  ViewerMode,
} from '../../protocol/index.ts';
import type { UnusedKey } from './input.ts';
import type { LayoutPreview } from './layouts/layout-models.ts';

export type EntityKind = 'annotation' | 'segmentation';
export type EntityOf<K extends EntityKind> = K extends 'annotation' ? AnnotationData : SegmentationData;
/** 'local': an edit made in the viewer (posted to the app); 'remote': data the app pushed (not echoed). */
export type ChangeSource = 'local' | 'remote';

export interface PlannerEvents {
  'mode.changed': { mode: ViewerMode };
  'tool.changed': { tool: PlannerTool | null };
  'drawing.started': { tool: PlannerTool };
  'drawing.updated': { tool: PlannerTool; points: Vec3[] };
  /** Points so far plus the point under the cursor: redraws the preview, restarts no timer. */
  'drawing.preview': { tool: PlannerTool; points: Vec3[] };
  'drawing.completed': { tool: PlannerTool; points: Vec3[] };
  'drawing.cancelled': { tool: PlannerTool; reason: DrawingCancelReason };
  'entity.added': { kind: EntityKind; entity: AnnotationData | SegmentationData; source: ChangeSource };
  'entity.updated': { kind: EntityKind; entity: AnnotationData | SegmentationData; source: ChangeSource };
  'entity.removed': { kind: EntityKind; id: string; source: ChangeSource };
  'entities.replaced': { kind: EntityKind };
  'item.saved': { item: PlacedItemData; source: ChangeSource };
  'item.removed': { id: string; source: ChangeSource };
  'items.replaced': Record<string, never>;
  /** Many items saved and removed by one edit (a layout group, its undo): one event instead of one each. */
  'items.changed': { saved: PlacedItemData[]; removed: string[]; source: ChangeSource };
  /** The placement ghost moved, turned, appeared (null: gone). */
  'ghost.changed': { ghost: Ghost | null };
  /** A click (or commitGhostPlacement) placed a new model. */
  'placement.committed': { item: PlacedItemData; assetId: string };
  /** Placement ended without placing (Esc, cancelGhostPlacement, a mode change). */
  'placement.cancelled': Record<string, never>;
  'model.status': { modelUrl: string; assetId?: string; status: 'loading' | 'loaded' | 'error' };
  'frame.changed': { frame: SceneFrame; source: ChangeSource };
  'selection.changed': { ids: string[]; cause: 'click' | 'command' | 'removed' };
  /** A layout tool's ghost while drawing (null: none). */
  'layout.preview': { tool: PlannerTool; preview: LayoutPreview | null };
  /** How many placed models overlap another (told when it changes). */
  'overlaps.changed': { count: number };
  /** The marquee being dragged (canvas pixels: x0, y0, x1, y1), or none. */
  'marquee.changed': { rect: [number, number, number, number] | null };
  /** The reshape handles changed (another active vertex): the overlay redraws them. */
  'handles.changed': Record<string, never>;
  /** The overview's snapping grid shows, hides or changes (overview, Snap): the overlay redraws it. */
  'grid.changed': Record<string, never>;
  /** The floor plan view turned on or off, or its Scan layer's opacity changed (the page's scale bar, the scan's fade). */
  'plan.changed': { on: boolean };
  'highlight.changed': { ids: string[] };
  'layer.visibility': { layer: LayerName; visible: boolean };
  'units.changed': { units: MeasurementUnits };
  'history.changed': { canUndo: boolean; canRedo: boolean; undone?: string; redone?: string };
  'calibration.picked': { points: [Vec3, Vec3]; sceneDistance: number };
  'level.failed': { reason: string };
  'key.unused': UnusedKey;
  /** pickScenePoint's click: where it met the scene, and the model or zone under it. */
  'point.picked': { requestId: string; position: Vec3; target?: PickTarget };
  'point.pickCancelled': { requestId: string };
  /** The comment pins were replaced (setCommentPins): the overlay redraws them. */
  'pins.changed': { pins: readonly CommentPin[] };
  /** A comment pin was clicked. */
  'pin.clicked': { id: string };
}

/** The model following the cursor while placing or moving: where it would land, turned and scaled. */
export interface Ghost {
  modelUrl: string;
  /** null until the cursor is over the floor. */
  position: Vec3 | null;
  rotation: PlacedItemData['rotation'];
  scale: PlacedItemData['scale'];
  /** The placed item being moved (hidden while it is the ghost), or null for a new one. */
  movingId: string | null;
}

type Handler<T> = (payload: T) => void;

class EventBus<Events extends object> {
  private readonly handlers = new Map<keyof Events, Set<Handler<never>>>();

  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler as Handler<never>);
    return () => set.delete(handler as Handler<never>);
  }

  fire<K extends keyof Events>(name: K, payload: Events[K]) {
    const set = this.handlers.get(name);
    if (!set) return;
    // A copy: a handler may unsubscribe itself (or another) while the event is delivered.
    for (const handler of [...set]) {
      try {
        (handler as Handler<Events[K]>)(payload);
      } catch (error) {
        console.warn(`planner event ${String(name)}: a handler failed`, error);
      }
    }
  }
}

export type PlannerBus = EventBus<PlannerEvents>;
export const createPlannerBus = (): PlannerBus => new EventBus<PlannerEvents>();
