/**
 * The venue planner inside a viewer page, for both renderers: owns the bus, the store of what is drawn,
 * the edit history, the tool manager and the scene frame; turns clicks into picks (splats, then the
 * floor), tool points and selections; answers the planner's protocol commands; and keeps the overlay
 * in step. The renderer is reached only through the SplatScene interface.
 */
import type { Group } from 'three';
import { defaultFrame, dropToFloor } from '#venue/frame.ts';
import { toMetersFrom } from '#venue/units.ts';
import { distance, dot, normalize } from '#venue/vec.ts';
import type {
  CameraState,
  CommandOf,
  LayerName,
  MeasurementUnits,
  PlacedItemData,
  SceneFrame,
  Vec3,
  ViewerCommand,
} from '../../protocol/index.ts';
import { robustBounds } from '../scene/framing.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { boxTool } from '../tools/box-tool.ts';
import { calibrateTool } from '../tools/calibrate-tool.ts';
import { capacityZoneTool } from '../tools/capacity-zone-tool.ts';
import { levelTool } from '../tools/level-tool.ts';
import { lineTool } from '../tools/line-tool.ts';
import { measureTool } from '../tools/measure-tool.ts';
import { PlaceTool } from '../tools/place-tool.ts';
import { pointTool } from '../tools/point-tool.ts';
import { polygonTool } from '../tools/polygon-tool.ts';
import type { Tool, ToolContext } from '../tools/tool.ts';
import { ToolManager } from '../tools/tool-manager.ts';
import { EditHistory, type EditOp } from './edit-history.ts';
import { EntityStore } from './entity-store.ts';
import { fitFloor, levelledFrame } from './floor-fit.ts';
import type { FurnitureState } from './furniture-layer.ts';
import type { InputTarget } from './input.ts';
import { type FrameHolder, removeEntityOp, setFrameOp } from './ops.ts';
import type { OverlayPreview, OverlayState, PlacedLabel } from './overlay.ts';
import { intersectFloor, makeProjector, pick, type View } from './picking.ts';
import {
  addItemOp,
  changeItemOp,
  duplicatePosition,
  type Footprint,
  groupOps,
  itemAt,
  PlacedItemStore,
  removeItemOp,
  turnedAboutUp,
} from './placed-items.ts';
import { createPlannerBus, type PlannerEvents } from './planner-bus.ts';
import { hitTest, nextSelection } from './selection.ts';
import { annotationShape, type Shape, shapePoints, zoneShape } from './shapes.ts';
import { frameObjectCamera, overviewCamera } from './viewpoints.ts';

const PLANNER_TOOLS: readonly Tool[] = [
  pointTool,
  lineTool,
  polygonTool,
  boxTool,
  capacityZoneTool,
  measureTool,
  calibrateTool,
  levelTool,
];

/** A click this close to a drawing's first point closes it; this close to the last one is a double click. */
const CLOSE_PX = 12;
const SAME_POINT_PX = 4;
/** Splat centres kept for picking (an even sample of big scenes). */
const PICK_CENTERS = 200_000;
const CAMERA_MOVE_MS = 600;

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

export interface PlannerOptions {
  createOverlay?: (scene: SplatScene, layers: ReadonlyMap<LayerName, Group>) => OverlayLike | null;
  createFurniture?: (
    group: Group,
    requestRender: () => void,
    onStatus: (modelUrl: string, status: 'loading' | 'loaded' | 'error') => void,
  ) => FurnitureLike;
  installInput?: (scene: SplatScene, planner: Planner) => () => void;
  newId?: () => string;
  now?: () => number;
  drawingTimeoutMs?: number;
}

const PLANNER_COMMANDS = new Set<ViewerCommand['type']>([
  'setMode',
  'setTool',
  'startCreation',
  'cancelCreation',
  'setMeasurementUnits',
  'setOverviewMode',
  'setLayerVisibility',
  'selectObject',
  'highlightObjects',
  'focusOnObject',
  'deleteAnnotation',
  'setAnnotations',
  'setSegmentations',
  'setSceneFrame',
  'levelScene',
  'calibrateScale',
  'undo',
  'redo',
  'setReadOnly',
  'startPlacementWithModel',
  'updateGhostTransform',
  'commitGhostPlacement',
  'cancelGhostPlacement',
  'setPlacedItems',
  'movePlacedItem',
  'rotatePlacedItems',
  'duplicatePlacedItems',
  'deletePlacedItems',
]);

/** What a read-only plan refuses. */
const EDITING_COMMANDS = new Set<ViewerCommand['type']>([
  'setTool',
  'startCreation',
  'deleteAnnotation',
  'levelScene',
  'calibrateScale',
  'undo',
  'redo',
  'startPlacementWithModel',
  'updateGhostTransform',
  'commitGhostPlacement',
  'movePlacedItem',
  'rotatePlacedItems',
  'duplicatePlacedItems',
  'deletePlacedItems',
]);

export class Planner implements FrameHolder {
  readonly bus = createPlannerBus();
  readonly store = new EntityStore(this.bus);
  readonly history = new EditHistory(this.bus);
  readonly tools: ToolManager;
  readonly items = new PlacedItemStore(this.bus);
  readonly placement: PlaceTool;
  private readonly furniture: FurnitureLike | null;
  private furnitureQueued = false;
  private readonly pendingAssets = new Map<string, string>();
  frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: null, levelledBy: 'default' };
  units: MeasurementUnits = 'meters';
  selected: string[] = [];
  highlighted: string[] = [];
  readOnly = false;
  private frameFromApp = false;
  private calibrationLine: [Vec3, Vec3] | null = null;
  private centers: Float32Array = new Float32Array(0);
  private sceneCenter: Vec3 = [0, 0, 0];
  private overviewSaved: CameraState | null = null;
  private scene: SplatScene | null = null;
  private overlay: OverlayLike | null = null;
  private stopInput: (() => void) | null = null;
  private redrawQueued = false;
  private readonly newId: () => string;
  private readonly now: () => number;

  constructor(
    private readonly layers: ReadonlyMap<LayerName, Group>,
    private readonly options: PlannerOptions = {},
  ) {
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.now = options.now ?? (() => Date.now());
    this.tools = new ToolManager(this.bus, PLANNER_TOOLS, (manager) => this.toolContext(manager), {
      timeoutMs: options.drawingTimeoutMs,
    });
    this.placement = new PlaceTool({
      bus: this.bus,
      items: this.items,
      history: this.history,
      frame: () => this.frame,
      newId: this.newId,
    });
    const furnitureGroup = layers.get('furniture');
    this.furniture =
      furnitureGroup && options.createFurniture
        ? options.createFurniture(
            furnitureGroup,
            () => this.overlay?.requestRender(),
            (modelUrl, status) => {
              // Only a model asked for by startPlacementWithModel is reported (not those of pushed items).
              const assetId = this.pendingAssets.get(modelUrl);
              if (assetId === undefined) return;
              if (status !== 'loading') this.pendingAssets.delete(modelUrl);
              this.bus.fire('model.status', { modelUrl, assetId, status });
            },
          )
        : null;
    // A removed entity or model leaves the selection with it.
    const deselectRemoved = (id: string) => {
      if (this.selected.includes(id))
        this.setSelection(
          this.selected.filter((s) => s !== id),
          'removed',
        );
    };
    const redrawFurniture = () => this.scheduleFurniture();
    this.bus.on('item.saved', redrawFurniture);
    this.bus.on('items.replaced', redrawFurniture);
    this.bus.on('ghost.changed', redrawFurniture);
    this.bus.on('item.removed', ({ id }) => {
      deselectRemoved(id);
      redrawFurniture();
    });
    const redraw = () => this.scheduleRedraw();
    this.bus.on('entity.added', redraw);
    this.bus.on('entity.updated', redraw);
    this.bus.on('entities.replaced', redraw);
    this.bus.on('frame.changed', redraw);
    this.bus.on('units.changed', redraw);
    this.bus.on('highlight.changed', redraw);
    this.bus.on('selection.changed', redraw);
    this.bus.on('selection.changed', redrawFurniture);
    this.bus.on('frame.changed', redrawFurniture);
    this.bus.on('entity.removed', ({ id }) => {
      deselectRemoved(id);
      redraw();
    });
    this.bus.on('drawing.preview', ({ tool, points }) =>
      this.overlay?.setPreview({ points, closed: tool === 'polygon' || tool === 'capacityZone' }),
    );
    this.bus.on('drawing.updated', ({ tool, points }) =>
      this.overlay?.setPreview({ points, closed: tool === 'polygon' || tool === 'capacityZone' }),
    );
    for (const name of ['drawing.completed', 'drawing.cancelled', 'drawing.started'] as const)
      this.bus.on(name, () => this.overlay?.setPreview(null));
  }

  private toolContext(manager: ToolManager): ToolContext {
    return {
      bus: this.bus,
      store: this.store,
      history: this.history,
      frames: this,
      mode: manager.mode,
      units: this.units,
      creation: manager.creation,
      newId: this.newId,
      now: this.now,
      setCalibrationLine: (points) => {
        this.calibrationLine = points;
      },
    };
  }

  // ---- scene lifecycle ------------------------------------------------------------------------

  /** A renderer was built (at start, or after a fallback): draw on it and listen to its canvas. */
  attach(scene: SplatScene) {
    this.detach();
    this.scene = scene;
    this.overlay = this.options.createOverlay?.(scene, this.layers) ?? null;
    this.stopInput = this.options.installInput?.(scene, this) ?? null;
    this.scheduleRedraw();
  }

  detach() {
    this.stopInput?.();
    this.stopInput = null;
    this.overlay?.dispose();
    this.overlay = null;
    this.scene = null;
  }

  /** A scene finished loading: keep a sample of its centres for picking, and a floor until it is levelled. */
  sceneLoaded(scene: SplatScene) {
    this.centers = scene.sampleCenters(PICK_CENTERS);
    this.sceneCenter = robustBounds(this.centers).center;
    // A frame the app restored wins over the guess; setting it again turns the new camera level.
    this.setFrame(
      this.frameFromApp ? this.frame : defaultFrame(this.centers, scene.getCamera().up),
      'remote',
    );
  }

  setFrame(frame: SceneFrame, source: 'local' | 'remote') {
    this.frame = frame;
    const scene = this.scene;
    if (scene) {
      // A level scene orbits around its own up.
      const camera = scene.getCamera();
      if (dot(normalize(camera.up), normalize(frame.up)) < 0.999999)
        scene.setCamera({ ...camera, up: frame.up });
    }
    this.bus.fire('frame.changed', { frame, source });
  }

  // ---- drawing ----------------------------------------------------------------------------------

  shapes(): Shape[] {
    const ctx = { frame: this.frame, units: this.units };
    return [
      ...this.store.list('annotation').map((a) => annotationShape(a, ctx)),
      ...this.store.list('segmentation').map((z) => zoneShape(z, ctx)),
    ];
  }

  private scheduleRedraw() {
    if (this.redrawQueued) return;
    this.redrawQueued = true;
    queueMicrotask(() => {
      this.redrawQueued = false;
      this.overlay?.update({
        shapes: this.shapes(),
        frame: this.frame,
        selected: new Set(this.selected),
        highlighted: new Set(this.highlighted),
      });
    });
  }

  private scheduleFurniture() {
    if (this.furnitureQueued || !this.furniture) return;
    this.furnitureQueued = true;
    queueMicrotask(() => {
      this.furnitureQueued = false;
      this.furniture?.update({
        items: this.items.list(),
        ghost: this.placement.ghost(),
        selected: new Set(this.selected),
        frame: this.frame,
      });
    });
  }

  /** The labels the overlay last drew (the test hook reads what a user reads). */
  placedLabels(): readonly PlacedLabel[] {
    return this.overlay?.placedLabels?.() ?? [];
  }

  /** Draws the overlay now and waits for it (the frame-time benchmark counts it in every frame). */
  renderOverlayNow() {
    this.overlay?.render?.({ finish: true });
  }

  private view(): View | null {
    const scene = this.scene;
    if (!scene) return null;
    return { camera: scene.getCamera(), width: scene.canvas.clientWidth, height: scene.canvas.clientHeight };
  }

  /** The world point under a canvas pixel: the splats, else the floor; on the floor for floor tools. */
  pickAt(x: number, y: number, onFloor: boolean): Vec3 | null {
    const view = this.view();
    if (!view) return null;
    if (onFloor) {
      const floor = intersectFloor(makeProjector(view).ray(x, y), this.frame);
      if (floor) return floor;
    }
    const hit = pick(this.centers, x, y, view, this.frame);
    if (!hit) return null;
    return onFloor ? dropToFloor(this.frame, hit.point) : hit.point;
  }

  /** The placed item under a canvas pixel (its footprint on the floor), if the furniture layer shows. */
  itemAtPixel(x: number, y: number): PlacedItemData | null {
    if (this.layers.get('furniture')?.visible === false) return null;
    const view = this.view();
    const floor = view && intersectFloor(makeProjector(view).ray(x, y), this.frame);
    if (!floor) return null;
    const footprint = (url: string) => this.furniture?.footprint(url) ?? { halfWidth: 0.25, halfDepth: 0.25 };
    return itemAt(this.items.list(), footprint, this.frame, floor);
  }

  click(x: number, y: number, shift: boolean) {
    const tool = this.tools.activeTool;
    const view = this.view();
    if (!view) return;
    if (this.placement.active) {
      const moving = this.placement.moving;
      this.placement.hover(this.pickAt(x, y, true));
      const placed = this.placement.commit();
      // A moved model is selected again where it was dropped.
      if (placed && moving) this.setSelection([placed.id], 'click');
      return;
    }
    const projector = makeProjector(view);
    if (!tool) {
      const hit = hitTest(
        this.shapes(),
        x,
        y,
        projector,
        (layer) => this.layers.get(layer)?.visible !== false,
      );
      const id = hit?.id ?? this.itemAtPixel(x, y)?.id ?? null;
      this.setSelection(nextSelection(this.selected, id, shift), 'click');
      return;
    }
    const points = this.tools.isDrawing ? this.tools.pointsSoFar : [];
    const near = (p: Vec3 | undefined, px: number) => {
      const s = p && projector.toScreen(p);
      return !!s && Math.hypot(s[0] - x, s[1] - y) <= px;
    };
    // The second click of a double click lands on the point just added: not a new point.
    if (near(points[points.length - 1], SAME_POINT_PX)) return;
    const onFirst = tool.closes && near(points[0], CLOSE_PX);
    const point = onFirst ? (points[0] as Vec3) : this.pickAt(x, y, tool.onFloor);
    if (point) this.tools.click(point, onFirst);
  }

  hover(x: number, y: number) {
    if (this.placement.active) return this.placement.hover(this.pickAt(x, y, true));
    const tool = this.tools.activeTool;
    if (!tool || !this.tools.isDrawing) return;
    this.tools.hover(this.pickAt(x, y, tool.onFloor));
  }

  finish() {
    this.tools.finish();
  }

  key(action: Parameters<InputTarget['key']>[0]): boolean {
    if (this.readOnly && action !== 'cancel' && action !== 'finish' && action !== 'backspace') return false;
    switch (action) {
      case 'cancel':
        return this.placement.cancel() || this.tools.cancel('escape');
      case 'rotate':
      case 'rotateBack': {
        const steps = action === 'rotate' ? 1 : -1;
        if (this.placement.active) {
          this.placement.rotate(steps);
          return true;
        }
        return this.rotateItems(this.selected, steps * 15);
      }
      case 'duplicate':
        return this.duplicateItems(this.selected);
      case 'finish':
        return this.tools.finish();
      case 'backspace':
        if (!this.tools.isDrawing) return false;
        this.tools.removeLastPoint();
        return true;
      case 'delete':
        return this.deleteObjects(this.selected);
      case 'undo':
        return this.history.undo();
      case 'redo':
        return this.history.redo();
    }
  }

  /** The wheel turns the ghost while placing (and then does not zoom). */
  wheel(deltaY: number): boolean {
    if (!this.placement.active || deltaY === 0 || this.readOnly) return false;
    this.placement.rotate(deltaY > 0 ? 1 : -1);
    return true;
  }

  unusedKey(key: PlannerEvents['key.unused']) {
    this.bus.fire('key.unused', key);
  }

  setSelection(ids: string[], cause: 'click' | 'command' | 'removed') {
    this.selected = ids;
    this.bus.fire('selection.changed', { ids, cause });
  }

  /** Removes annotations, zones or placed items as one undoable edit. */
  deleteObjects(ids: readonly string[]): boolean {
    const ops: EditOp[] = [];
    for (const id of ids) {
      const item = this.items.get(id);
      if (item) {
        ops.push(removeItemOp(this.items, item));
        continue;
      }
      const found = this.store.find(id);
      if (found?.kind === 'annotation')
        ops.push(removeEntityOp(this.store, 'annotation', found.entity as never));
      else if (found) ops.push(removeEntityOp(this.store, 'segmentation', found.entity as never));
    }
    if (ops.length === 0) return false;
    this.history.add(
      ops.length === 1
        ? (ops[0] as EditOp)
        : {
            name: 'remove objects',
            do: () => {
              for (const op of ops) op.do();
            },
            undo: () => {
              for (const op of [...ops].reverse()) op.undo();
            },
          },
    );
    return true;
  }

  /** Turns placed items about the floor's up (one undoable edit). */
  rotateItems(ids: readonly string[], degrees: number): boolean {
    const ops = ids.flatMap((id) => {
      const item = this.items.get(id);
      return item
        ? [
            changeItemOp(this.items, item, {
              ...item,
              rotation: turnedAboutUp(item.rotation, this.frame, degrees),
            }),
          ]
        : [];
    });
    if (ops.length === 0) return false;
    this.history.add(groupOps('rotate models', ops));
    return true;
  }

  /** Copies placed items half a meter aside (one undoable edit) and selects the copies. */
  duplicateItems(ids: readonly string[]): boolean {
    const copies = ids.flatMap((id) => {
      const item = this.items.get(id);
      return item ? [{ ...item, id: this.newId(), position: duplicatePosition(item, this.frame) }] : [];
    });
    if (copies.length === 0) return false;
    this.history.add(
      groupOps(
        'duplicate models',
        copies.map((copy) => addItemOp(this.items, copy)),
      ),
    );
    this.setSelection(
      copies.map((c) => c.id),
      'click',
    );
    return true;
  }

  // ---- commands ---------------------------------------------------------------------------------

  handles(type: ViewerCommand['type']): boolean {
    return PLANNER_COMMANDS.has(type);
  }

  async handle(command: ViewerCommand): Promise<boolean> {
    if (
      this.readOnly &&
      EDITING_COMMANDS.has(command.type) &&
      !(command.type === 'setTool' && command.tool === null)
    ) {
      console.warn(`${command.type} was ignored: this plan is read-only`);
      return true;
    }
    switch (command.type) {
      case 'setReadOnly':
        this.readOnly = command.readOnly;
        if (command.readOnly) this.tools.setTool(null);
        return true;
      case 'setMode':
        if (command.mode !== 'planning') this.placement.cancel();
        this.tools.setMode(command.mode);
        return true;
      case 'startPlacementWithModel': {
        const assetId = command.assetId ?? command.modelUrl;
        this.tools.setMode('planning');
        this.pendingAssets.set(command.modelUrl, assetId);
        this.placement.start({ modelUrl: command.modelUrl, assetId, scale: command.scale ?? 1 });
        if (this.furniture) await this.furniture.ensure(command.modelUrl, true);
        else this.bus.fire('model.status', { modelUrl: command.modelUrl, assetId, status: 'loaded' });
        return true;
      }
      case 'updateGhostTransform': {
        const r = command.transform.rotation;
        // The yaw of a quaternion about the floor's up is all a standing model keeps.
        const yaw = r
          ? (2 * Math.atan2(dot(r.slice(0, 3) as Vec3, normalize(this.frame.up)), r[3]) * 180) / Math.PI
          : undefined;
        this.placement.setTransform(command.transform.position, yaw);
        return true;
      }
      case 'commitGhostPlacement':
        this.placement.commit();
        return true;
      case 'cancelGhostPlacement':
        this.placement.cancel();
        return true;
      case 'setPlacedItems':
        this.items.replaceAll(command.items);
        return true;
      case 'movePlacedItem': {
        const item = this.items.get(command.instanceId);
        // The model picked up is no longer selected: it is in hand until a click drops it.
        if (item) {
          this.setSelection([], 'click');
          this.placement.startMove(item);
        } else console.warn(`Placed item ${command.instanceId} not found`);
        return true;
      }
      case 'rotatePlacedItems':
        this.rotateItems(command.instanceIds, command.degrees);
        return true;
      case 'duplicatePlacedItems':
        this.duplicateItems(command.instanceIds);
        return true;
      case 'deletePlacedItems':
        this.deleteObjects(command.instanceIds);
        return true;
      case 'setTool':
        this.tools.setTool(command.tool);
        return true;
      case 'startCreation': {
        const tool =
          command.kind === 'measurement'
            ? 'measure'
            : command.kind === 'segmentation'
              ? 'capacityZone'
              : (command.tool ?? 'point');
        this.tools.setTool(
          command.tool && command.kind !== 'segmentation' ? command.tool : tool,
          command.kind,
        );
        return true;
      }
      case 'cancelCreation':
        this.tools.cancel('command');
        return true;
      case 'setMeasurementUnits':
        this.units = command.units;
        this.bus.fire('units.changed', { units: command.units });
        return true;
      case 'setOverviewMode':
        await this.setOverview(command.args[0], command.args[1].offset);
        return true;
      case 'setLayerVisibility': {
        const group = this.layers.get(command.layer);
        if (group) group.visible = command.visible;
        this.bus.fire('layer.visibility', { layer: command.layer, visible: command.visible });
        this.overlay?.requestRender();
        return true;
      }
      case 'selectObject':
        this.setSelection(
          this.store.find(command.objectId) || this.items.get(command.objectId) ? [command.objectId] : [],
          'command',
        );
        return true;
      case 'highlightObjects':
        this.highlighted = [...command.objectIds];
        this.bus.fire('highlight.changed', { ids: this.highlighted });
        return true;
      case 'focusOnObject':
        await this.focusOn(command.objectId);
        return true;
      case 'deleteAnnotation':
        if (!this.deleteObjects([command.annotationId]))
          console.warn(`Annotation ${command.annotationId} not found`);
        return true;
      case 'setAnnotations':
        this.store.replaceAll('annotation', command.annotations);
        return true;
      case 'setSegmentations':
        this.store.replaceAll('segmentation', command.segmentations);
        return true;
      case 'setSceneFrame':
        this.frameFromApp = true;
        this.setFrame(command.frame, 'remote');
        return true;
      case 'levelScene':
        this.level();
        return true;
      case 'calibrateScale':
        this.calibrate(command);
        return true;
      case 'undo':
        this.history.undo();
        return true;
      case 'redo':
        this.history.redo();
        return true;
      default:
        return false;
    }
  }

  /** The automatic floor fit as one undoable edit; false when no floor was found. */
  level(): boolean {
    const fit = fitFloor(this.centers, { hintUp: this.frame.up });
    if (!fit) {
      console.warn('No floor was found in this scene');
      return false;
    }
    this.history.add(setFrameOp(this, this.frame, levelledFrame(this.frame, fit, 'fit'), 'level scene'));
    return true;
  }

  calibrate(command: CommandOf<'calibrateScale'>): boolean {
    const line = command.points ?? this.calibrationLine;
    const sceneDistance = line ? distance(line[0], line[1]) : 0;
    if (!line || sceneDistance <= 0) {
      console.warn('calibrateScale: pick two points with the calibrate tool first');
      return false;
    }
    const metersPerUnit = toMetersFrom(command.realDistance, command.units) / sceneDistance;
    this.history.add(setFrameOp(this, this.frame, { ...this.frame, metersPerUnit }, 'calibrate scale'));
    return true;
  }

  async setOverview(on: boolean, heightMeters: number) {
    const scene = this.scene;
    if (!scene) return;
    if (on) {
      this.overviewSaved ??= scene.getCamera();
      const camera = overviewCamera(this.frame, this.sceneCenter, heightMeters, scene.getCamera().fov);
      await scene.animateCamera(camera, CAMERA_MOVE_MS);
    } else if (this.overviewSaved) {
      const saved = this.overviewSaved;
      this.overviewSaved = null;
      await scene.animateCamera(saved, CAMERA_MOVE_MS);
    }
  }

  async focusOn(id: string) {
    const scene = this.scene;
    const shape = this.shapes().find((s) => s.id === id);
    if (!scene || !shape) return;
    const camera = frameObjectCamera(shapePoints(shape), scene.getCamera());
    if (camera) await scene.animateCamera(camera, CAMERA_MOVE_MS);
  }

  dispose() {
    this.placement.cancel();
    this.tools.dispose();
    this.detach();
  }
}
