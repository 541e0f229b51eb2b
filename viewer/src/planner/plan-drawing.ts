/**
 * Draws the plan: the overlay over the attached renderer (annotations, zones, the drawing's preview, the
 * comment pins) and the furniture layer (placed models, the placement ghost). Each is redrawn at most once per microtask,
 * whenever the bus says something drawn changed. Also reports the loading of a model a placement asked for.
 */
import type { Group } from 'three';
import type { LayerName, PlacedItemData, PlannerTool, Vec3 } from '../../protocol/index.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { gridFor } from './floor-grid.ts';
import type { FurnitureState } from './furniture-layer.ts';
import { overlappingItems } from './overlaps.ts';
import type { OverlayPreview, OverlayState, PlacedLabel } from './overlay.ts';
import { DEFAULT_FOOTPRINT, type Footprint } from './placed-items.ts';
import { planSymbolsFor } from './plan-symbols.ts';
import type { Planner } from './planner.ts';
import type { PlannerBus } from './planner-bus.ts';

/** What draws annotations and zones over the renderer (overlay.ts in the pages; nothing in unit tests). */
export interface OverlayLike {
  update(state: OverlayState): void;
  setPreview(preview: OverlayPreview): void;
  requestRender(): void;
  placedLabels?(): readonly PlacedLabel[];
  render?(options: { finish: boolean }): void;
  dispose(): void;
}

/** What draws the placed models (furniture-layer.ts in the pages; nothing in unit tests). */
export interface FurnitureLike {
  ensure(modelUrl: string, report?: boolean): Promise<void>;
  footprint(modelUrl: string): Footprint;
  update(state: FurnitureState): void;
}

export interface DrawingOptions {
  createOverlay?: (scene: SplatScene, layers: ReadonlyMap<LayerName, Group>) => OverlayLike | null;
  createFurniture?: (
    group: Group,
    requestRender: () => void,
    onStatus: (modelUrl: string, status: 'loading' | 'loaded' | 'error') => void,
  ) => FurnitureLike;
}

/** What is drawn, read when a redraw runs. */
export interface DrawnPlan {
  overlayState(): OverlayState;
  furnitureState(): Omit<FurnitureState, 'overlapping' | 'layoutGhost'>;
  /** Whether a tool's drawing is a closed outline (its preview closes on the first point). */
  closes(tool: PlannerTool): boolean;
}

/** What the planner draws, read from it when a redraw runs. */
export function drawnPlanOf(planner: Planner): DrawnPlan {
  return {
    overlayState: () => ({
      shapes: planner.shapes(),
      frame: planner.frame,
      selected: new Set(planner.selected),
      highlighted: new Set(planner.highlighted),
      handles: planner.reshape.handles(),
      grid: gridFor(planner),
      symbols: planner.camera.plan
        ? planSymbolsFor(planner.items.list(), (url) => planner.drawing.footprint(url), planner.frame)
        : null,
      pins: planner.pins.pins,
    }),
    furnitureState: () => ({
      items: planner.items.list(),
      ghost: planner.placement.ghost(),
      selected: new Set(planner.selected),
      frame: planner.frame,
    }),
    closes: (tool) => planner.tools.get(tool)?.closes === true,
  };
}

export class PlanDrawing {
  private overlay: OverlayLike | null = null;
  private readonly furniture: FurnitureLike | null;
  /** Models asked for by startPlacementWithModel, by URL: their catalogue id, until they load. */
  private readonly pendingAssets = new Map<string, string>();
  private redrawQueued = false;
  private furnitureQueued = false;
  /** The models that overlap, and whether the models changed since they were worked out. */
  private overlapping: ReadonlySet<string> = new Set();
  private itemsChanged = true;
  /** A layout tool's ghost while drawing. */
  private layoutGhost: readonly PlacedItemData[] = [];

  constructor(
    private readonly bus: PlannerBus,
    private readonly layers: ReadonlyMap<LayerName, Group>,
    private readonly plan: DrawnPlan,
    private readonly options: DrawingOptions = {},
  ) {
    const furnitureGroup = layers.get('furniture');
    this.furniture =
      furnitureGroup && options.createFurniture
        ? options.createFurniture(
            furnitureGroup,
            () => this.requestRender(),
            (url, status) => {
              // Only a model asked for by startPlacementWithModel is reported (not those of pushed items).
              const assetId = this.pendingAssets.get(url);
              if (assetId === undefined) return;
              if (status !== 'loading') this.pendingAssets.delete(url);
              // A model's true footprint arrived: what overlaps is worked out again.
              if (status === 'loaded') this.itemsChanged = true;
              this.bus.fire('model.status', { modelUrl: url, assetId, status });
            },
          )
        : null;
    const redraw = () => this.scheduleRedraw();
    const redrawFurniture = () => this.scheduleFurniture();
    // The models changed: what overlaps is worked out again at the next redraw.
    for (const name of [
      'item.saved',
      'items.replaced',
      'item.removed',
      'items.changed',
      'frame.changed',
    ] as const)
      bus.on(name, () => {
        this.itemsChanged = true;
        redrawFurniture();
      });
    bus.on('ghost.changed', redrawFurniture);
    bus.on('layout.preview', ({ preview }) => {
      this.layoutGhost = preview?.items ?? [];
      redrawFurniture();
    });
    for (const name of [
      'entity.added',
      'entity.updated',
      'entity.removed',
      'entities.replaced',
      'highlight.changed',
      'units.changed',
      'handles.changed',
      'grid.changed',
      'mode.changed',
      'pins.changed',
    ] as const)
      bus.on(name, redraw);
    for (const name of ['frame.changed', 'selection.changed'] as const) {
      bus.on(name, redraw);
      bus.on(name, redrawFurniture);
    }
    const preview = ({ tool, points }: { tool: PlannerTool; points: Vec3[] }) =>
      this.overlay?.setPreview({ points, closed: plan.closes(tool) });
    bus.on('drawing.preview', preview);
    bus.on('drawing.updated', preview);
    for (const name of ['drawing.completed', 'drawing.cancelled', 'drawing.started'] as const)
      bus.on(name, () => this.overlay?.setPreview(null));
  }

  /** A renderer was built: draw the overlay over it. */
  attach(scene: SplatScene) {
    this.detach();
    this.overlay = this.options.createOverlay?.(scene, this.layers) ?? null;
    this.scheduleRedraw();
  }

  detach() {
    this.overlay?.dispose();
    this.overlay = null;
  }

  requestRender() {
    this.overlay?.requestRender();
  }

  /** The labels the overlay last drew (the test hook reads what a user reads). */
  placedLabels(): readonly PlacedLabel[] {
    return this.overlay?.placedLabels?.() ?? [];
  }

  /** Draws the overlay now and waits for it (the frame-time benchmark counts it in every frame). */
  renderNow() {
    this.overlay?.render?.({ finish: true });
  }

  /** A model's footprint on the floor (a chair's until it has loaded). */
  footprint(modelUrl: string): Footprint {
    return this.furniture?.footprint(modelUrl) ?? DEFAULT_FOOTPRINT;
  }

  /** Loads a model for placing and reports its status (modelLoadStatus) to the app. */
  async loadModel(modelUrl: string, assetId: string) {
    this.pendingAssets.set(modelUrl, assetId);
    if (this.furniture) await this.furniture.ensure(modelUrl, true);
    else this.bus.fire('model.status', { modelUrl, assetId, status: 'loaded' });
  }

  private scheduleRedraw() {
    if (this.redrawQueued) return;
    this.redrawQueued = true;
    queueMicrotask(() => {
      this.redrawQueued = false;
      this.overlay?.update(this.plan.overlayState());
    });
  }

  private scheduleFurniture() {
    if (this.furnitureQueued || !this.furniture) return;
    this.furnitureQueued = true;
    queueMicrotask(() => {
      this.furnitureQueued = false;
      const state = this.plan.furnitureState();
      this.furniture?.update({
        ...state,
        overlapping: this.overlapsOf(state),
        layoutGhost: this.layoutGhost,
      });
    });
  }

  /** The overlapping models, worked out again only after the models changed; a new count is told. */
  private overlapsOf(state: Omit<FurnitureState, 'overlapping' | 'layoutGhost'>): ReadonlySet<string> {
    if (!this.itemsChanged) return this.overlapping;
    this.itemsChanged = false;
    const before = this.overlapping.size;
    this.overlapping = overlappingItems(state.items, state.frame, (url) => this.footprint(url));
    if (this.overlapping.size !== before) this.bus.fire('overlaps.changed', { count: this.overlapping.size });
    return this.overlapping;
  }
}
