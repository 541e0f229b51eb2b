/**
 * The venue planner inside a viewer page, for both renderers: the core that holds the plan's state (the
 * bus, the stores, the edit history, the scene frame, the selection) and its parts — the tool manager,
 * the placement ghost, the pointer, the drawing, the camera moves, the comment pins and the scene-point pick. Input goes to the interaction modes
 * (modes/), commands to the command record (planner-commands.ts). It knows no tool by name: the tools
 * are handed to it (app/create-planner.ts registers them). The renderer is reached only through SplatScene.
 */
import type { Group } from 'three';
import { defaultFrame } from '#venue/frame.ts';
import type { LayerName, MeasurementUnits, SceneFrame, Vec3, ViewerCommand } from '../../protocol/index.ts';
import { handlerFor, isEditing, type ViewerCommandType } from '../command-handlers.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { CameraMoves } from './camera-moves.ts';
import { CommentPins } from './comment-pins.ts';
import { EditHistory } from './edit-history.ts';
import { EntityStore } from './entity-store.ts';
import type { InputTarget, KeyAction, PointerMods } from './input.ts';
import { type LayoutModels, layoutPlacing } from './layouts/layout-models.ts';
import { ArrangeMode, arrangeTargetOf } from './modes/arrange-mode.ts';
import { CommentPinMode } from './modes/comment-pin-mode.ts';
import { DrawMode } from './modes/draw-mode.ts';
import { ModeStack } from './modes/mode-stack.ts';
import { PickPointMode } from './modes/pick-point-mode.ts';
import { PlaceMode } from './modes/place-mode.ts';
import { ReshapeMode, reshapeTargetOf } from './modes/reshape-mode.ts';
import { SelectMode } from './modes/select-mode.ts';
import type { FrameHolder } from './ops.ts';
import type { PlacedLabel } from './overlay.ts';
import { PeerMarkers } from './peer-markers.ts';
import { PlacedItemStore } from './placed-items.ts';
import { Placement } from './placement.ts';
import { type DrawingOptions, drawnPlanOf, PlanDrawing } from './plan-drawing.ts';
import { floorExtent } from './plan-view.ts';
import { createPlannerBus, type PlannerEvents } from './planner-bus.ts';
import { plannerCommands } from './planner-commands.ts';
import { ScenePointer } from './scene-pointer.ts';
import { annotationShape, type Shape, zoneShape } from './shapes.ts';
import type { Tool, ToolContext } from './tool.ts';
import { ToolManager } from './tool-manager.ts';

export interface PlannerOptions extends DrawingOptions {
  /** The tools it offers, in toolbar order (the composition root registers them all). */
  tools?: readonly Tool[];
  installInput?: (scene: SplatScene, planner: Planner) => () => void;
  newId?: () => string;
  now?: () => number;
  drawingTimeoutMs?: number;
}

export class Planner implements FrameHolder, InputTarget {
  readonly bus = createPlannerBus();
  readonly store = new EntityStore(this.bus);
  readonly history = new EditHistory(this.bus);
  readonly items = new PlacedItemStore(this.bus);
  /** The comment pins the page pushes (setCommentPins): drawn, clickable, never entities. */
  readonly pins = new CommentPins(this.bus);
  readonly tools: ToolManager;
  readonly placement: Placement;
  readonly pointer: ScenePointer;
  readonly drawing: PlanDrawing;
  /** The other people on the project, where they look (showPeers). */
  readonly peers: PeerMarkers;
  readonly camera: CameraMoves;
  /** The interaction modes, in the order input is offered to them (mode-stack.ts). */
  private readonly modes: ModeStack;
  readonly reshape: ReshapeMode;
  /** The one-shot scene-point pick (pickScenePoint). */
  readonly pick: PickPointMode;
  private readonly pinMode: CommentPinMode;
  frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: null, levelledBy: 'default' };
  units: MeasurementUnits = 'meters';
  selected: string[] = [];
  highlighted: string[] = [];
  readOnly = false;
  /** The calibrate tool's last line, until calibrateScale gives its real length. */
  calibrationLine: [Vec3, Vec3] | null = null;
  /** Whether a dragged selection snaps (setSnapping; Alt suspends it). */
  snapping = true;
  /** The models the layout tools place (setLayoutModels). */
  layoutModels: LayoutModels = { seat: null, roundTable: null, longTable: null };
  /** Whether the app restored a stored frame (it then wins over the guess at a scene load). */
  private frameFromApp = false;
  private scene: SplatScene | null = null;
  private stopInput: (() => void) | null = null;
  readonly newId: () => string;
  private readonly now: () => number;

  constructor(
    readonly layers: ReadonlyMap<LayerName, Group>,
    private readonly options: PlannerOptions = {},
  ) {
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.now = options.now ?? (() => Date.now());
    this.tools = new ToolManager(this.bus, options.tools ?? [], (manager) => this.toolContext(manager), {
      timeoutMs: options.drawingTimeoutMs,
    });
    this.placement = new Placement({
      bus: this.bus,
      items: this.items,
      history: this.history,
      frame: () => this.frame,
      newId: this.newId,
    });
    this.drawing = new PlanDrawing(this.bus, layers, drawnPlanOf(this), options);
    this.peers = new PeerMarkers(layers.get('annotations'), () => this.drawing.requestRender());
    const scene = () => this.scene;
    this.pointer = new ScenePointer({
      scene,
      frame: () => this.frame,
      shapes: () => this.shapes(),
      layerVisible: (layer) => layers.get(layer)?.visible !== false,
      items: () => this.items.list(),
      footprint: (modelUrl) => this.drawing.footprint(modelUrl),
      pins: () => this.pins,
    });
    this.camera = new CameraMoves({
      scene,
      frame: () => this.frame,
      center: () => this.pointer.center,
      floorRect: () => floorExtent(this.pointer.centers, this.frame),
    });
    const select = (ids: string[]) => this.setSelection(ids, 'click');
    this.reshape = new ReshapeMode(reshapeTargetOf(this));
    this.pick = new PickPointMode(this.bus, this.pointer);
    this.pinMode = new CommentPinMode(
      this.bus,
      (x, y) => this.pointer.pinAt(x, y),
      () => this.pins.pins.length > 0,
    );
    // A pick waiting takes the next click; then a click on a comment pin is the pin's alone.
    this.modes = new ModeStack([
      this.pick,
      this.pinMode,
      new PlaceMode({
        placement: this.placement,
        floorAt: (x, y) => this.pointer.pickAt(x, y, true),
        setSelection: select,
      }),
      new DrawMode(this.tools, this.pointer),
      this.reshape,
      new ArrangeMode(arrangeTargetOf(this)),
      new SelectMode(this, (x, y) => this.pointer.objectAt(x, y)),
    ]);
    // A removed entity or model leaves the selection with it.
    const deselect = (removed: readonly string[]) => {
      const gone = new Set(removed);
      const kept = this.selected.filter((id) => !gone.has(id));
      if (kept.length < this.selected.length) this.setSelection(kept, 'removed');
    };
    this.bus.on('item.removed', ({ id }) => deselect([id]));
    this.bus.on('entity.removed', ({ id }) => deselect([id]));
    this.bus.on('items.changed', ({ removed }) => deselect(removed));
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
      layouts: layoutPlacing(this, this.layoutModels),
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
    this.drawing.attach(scene);
    this.stopInput = this.options.installInput?.(scene, this) ?? null;
  }

  detach() {
    this.stopInput?.();
    this.stopInput = null;
    this.drawing.detach();
    this.scene = null;
  }

  /** A scene finished loading: keep a sample of its centres for picking, and a floor until it is levelled. */
  sceneLoaded(scene: SplatScene) {
    this.pointer.sample(scene);
    // A frame the app restored wins over the guess; setting it again turns the new camera level.
    const frame = this.frameFromApp ? this.frame : defaultFrame(this.pointer.centers, scene.getCamera().up);
    this.setFrame(frame, 'remote');
  }

  setFrame(frame: SceneFrame, source: 'local' | 'remote') {
    this.frame = frame;
    this.camera.levelWith(frame.up);
    this.bus.fire('frame.changed', { frame, source });
  }

  /** The app's stored frame (setSceneFrame): kept over later scene loads. */
  restoreFrame(frame: SceneFrame) {
    this.frameFromApp = true;
    this.setFrame(frame, 'remote');
  }

  // ---- what is drawn --------------------------------------------------------------------------

  shapes(): Shape[] {
    const ctx = { frame: this.frame, units: this.units };
    return [
      ...this.store.list('annotation').map((a) => annotationShape(a, ctx)),
      ...this.store.list('segmentation').map((z) => zoneShape(z, ctx)),
    ];
  }

  /** The labels the overlay last drew (the test hook reads what a user reads). */
  placedLabels(): readonly PlacedLabel[] {
    return this.drawing.placedLabels();
  }

  /** Draws the overlay now and waits for it (the frame-time benchmark counts it in every frame). */
  renderOverlayNow() {
    this.drawing.renderNow();
  }

  // ---- input (InputTarget): offered to the modes under way, in order ---------------------------

  click(x: number, y: number, shift: boolean) {
    if (this.pointer.view()) this.modes.click(x, y, shift);
  }

  hover(x: number, y: number) {
    this.modes.hover(x, y);
  }

  /**
   * A press: the first mode under way that takes it (a reshape handle) gets the drag that follows. None
   * does while a pick waits or on a comment pin: that press is the pick's or the pin's click.
   */
  press(x: number, y: number, mods?: PointerMods): boolean {
    if (this.readOnly || this.pointer.view() === null) return false;
    if (this.pick.isActive() || this.pinMode.claims(x, y)) return false;
    return this.modes.press(x, y, mods);
  }

  drag(x: number, y: number, mods?: PointerMods) {
    this.modes.drag(x, y, mods);
  }

  cursor(x: number, y: number): string {
    return this.modes.cursor(x, y);
  }

  release(x: number, y: number, mods?: PointerMods) {
    this.modes.release(x, y, mods);
  }

  /** A double click: finishes the drawing (as Enter does). */
  finish() {
    this.key('finish');
  }

  key(action: KeyAction): boolean {
    if (this.readOnly && action !== 'cancel' && action !== 'finish' && action !== 'backspace') return false;
    if (action === 'undo') return this.history.undo();
    if (action === 'redo') return this.history.redo();
    return this.modes.key(action);
  }

  /** The wheel turns the ghost while placing (and then does not zoom). */
  wheel(deltaY: number): boolean {
    if (this.readOnly) return false;
    return this.modes.wheel(deltaY);
  }

  unusedKey(key: PlannerEvents['key.unused']) {
    this.bus.fire('key.unused', key);
  }

  setSelection(ids: string[], cause: 'click' | 'command' | 'removed') {
    this.selected = ids;
    this.bus.fire('selection.changed', { ids, cause });
  }

  // ---- commands ---------------------------------------------------------------------------------

  handles(type: ViewerCommandType): boolean {
    return Object.hasOwn(plannerCommands, type);
  }

  /** Runs a planner command (false: not a planner command); a read-only plan refuses the editing ones. */
  async handle(command: ViewerCommand): Promise<boolean> {
    const handler = handlerFor<Planner>(plannerCommands, command);
    if (!handler) return false;
    if (this.readOnly && isEditing(handler, command)) {
      console.warn(`${command.type} was ignored: this plan is read-only`);
      return true;
    }
    await handler.run(this, command);
    return true;
  }

  dispose() {
    this.pick.cancel();
    this.placement.cancel();
    this.tools.dispose();
    this.detach();
  }
}
