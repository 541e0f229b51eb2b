/**
 * Every window message between the web app and the viewer pages (venue-planner §7, product §4), each
 * with a zod schema and its type. Messages are plain objects `{ type, ...fields }`. The viewer and the
 * app parse what they receive with `parseViewerCommand` / `parseViewerEvent`: unknown or malformed
 * messages come back as null (with a warning), never as an exception.
 */
import { z } from 'zod';
import { segmentationType, UnsupportedValueError } from '#venue/value-lists.ts';
import { cameraStateSchema, vec3Schema } from './camera.ts';
import { layoutModelSchema, layoutSpecSchema } from './layouts.ts';
import { plannerToolDescriptionSchema, plannerToolSchema } from './planner-tools.ts';

const id = z.string().min(1).max(200);
const requestId = z.string().min(1).max(100);

export const layerNames = ['annotations', 'furniture', 'lighting', 'zones', 'measurements'] as const;
const layerSchema = z.enum(layerNames);
export type LayerName = z.infer<typeof layerSchema>;

/** How the planner page and the published plan's panel name each layer (venue-planner §2). */
export const layerLabels: Record<LayerName, string> = {
  annotations: 'Annotations',
  furniture: 'Furniture',
  lighting: 'Lighting',
  zones: 'Zones',
  measurements: 'Measurements',
};

const viewerModes = ['view', 'measure', 'annotate', 'draw', 'planning'] as const;
const viewerModeSchema = z.enum(viewerModes);
export type ViewerMode = z.infer<typeof viewerModeSchema>;

/** Why a drawing ended without a result (the planner page words its status line from it). */
const drawingCancelReasons = ['escape', 'toolChanged', 'modeChanged', 'timeout', 'command'] as const;
const drawingCancelReasonSchema = z.enum(drawingCancelReasons);
export type DrawingCancelReason = z.infer<typeof drawingCancelReasonSchema>;

export const unitsSchema = z.enum(['feet', 'meters']);
export type MeasurementUnits = z.infer<typeof unitsSchema>;

/** Viewer settings as they are stored under `settings_*` in localStorage. */
export const viewerSettingsSchema = z.record(
  z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  z.union([z.string().max(2000), z.number().finite(), z.boolean()]),
);

const transformSchema = z.object({
  position: vec3Schema.optional(),
  /** Quaternion x, y, z, w. */
  rotation: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  scale: z.union([z.number().positive(), vec3Schema]).optional(),
});

// ---- Venue entities as they cross the boundary (the data modules' shapes, venue-planner §3) ----------

/** A point as the data modules store it ({x, y, z}); camera messages use tuples instead. */
const pointSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  z: z.number().finite(),
});
const points = z.array(pointSchema).max(10_000);

/**
 * An annotation (annotations module). Only what the viewer draws is checked; every other field rides
 * along untouched, so the viewer can hand an entity back without losing what it does not know.
 */
export const annotationDataSchema = z.looseObject({
  id,
  type: z.string().min(1).max(40),
  position: pointSchema.nullish(),
  vertices: points.nullish(),
  points: points.nullish(),
  polygon: points.nullish(),
  isClosed: z.boolean().nullish(),
  bounds: z.looseObject({ min: pointSchema, max: pointSchema, rotation: pointSchema.nullish() }).nullish(),
  metadata: z.looseObject({ label: z.string().max(2000).nullish() }).nullish(),
});
export type AnnotationData = z.infer<typeof annotationDataSchema>;

/** A segmentation (zone) of the segmentations module. */
export const segmentationDataSchema = z.looseObject({
  id,
  name: z.string().max(2000).nullish(),
  type: z.string().max(40).nullish(),
  geometry: z
    .looseObject({
      boundary: points.nullish(),
      height: z.object({ min: z.number().finite(), max: z.number().finite() }).nullish(),
    })
    .nullish(),
});
export type SegmentationData = z.infer<typeof segmentationDataSchema>;

/**
 * A zone the viewer reports (segmentationCreated, segmentationUpdated): a type it gives is one of the
 * spec's segmentation types (§3, in any spelling the store respells). What the app pushes
 * (setSegmentations) is checked for shape only: stored data may hold a newer client's type.
 */
const reportedSegmentationSchema = segmentationDataSchema.superRefine((zone, ctx) => {
  try {
    segmentationType(zone.type);
  } catch (error) {
    if (!(error instanceof UnsupportedValueError)) throw error;
    ctx.addIssue({ code: 'custom', path: ['type'], message: error.message });
  }
});

/**
 * The scene frame a COLMAP scene lacks: which way is up, where the floor is, and how long a scene unit is.
 * The floor is the plane `dot(up, p) = floor`; `metersPerUnit` is null until the scene is calibrated.
 * The planner page stores it in `venue_core` and sends it back with setSceneFrame after a reload.
 */
export const sceneFrameSchema = z.object({
  up: vec3Schema,
  floor: z.number().finite(),
  metersPerUnit: z.number().finite().positive().nullable(),
  /** How the floor was found: the default guess, the automatic fit, or three picked points. */
  levelledBy: z.enum(['default', 'fit', 'points']),
});
export type SceneFrame = z.infer<typeof sceneFrameSchema>;

/**
 * A model placed in the scene (a planning element as the viewer draws it, venue-planner §3 Model
 * instance): which catalogue model, where its floor anchor stands (scene coordinates), its rotation
 * (XYZ Euler, radians, in scene axes) and its scale (1 = the model's true size in meters).
 */
export const placedItemSchema = z.looseObject({
  id,
  modelId: id,
  modelUrl: z.string().min(1).max(4096),
  position: pointSchema,
  rotation: pointSchema,
  scale: pointSchema,
  /** The layout group (chair row, block, table set, zone fill) it belongs to, and that group's parameters. */
  groupId: id.optional(),
  layout: layoutSpecSchema.optional(),
});
export type PlacedItemData = z.infer<typeof placedItemSchema>;
const instanceIds = z.array(id).min(1).max(10_000);

/** A comment pin as the viewer draws it (issue #28): where it stands, its thread's size and state. */
const commentPinSchema = z.object({
  id,
  position: vec3Schema,
  /** How many messages its thread holds (the badge's number). */
  count: z.number().int().min(0).max(1_000_000),
  resolved: z.boolean(),
  selected: z.boolean().optional(),
});
export type CommentPin = z.infer<typeof commentPinSchema>;
/** What a scene point was picked on: a placed model or a zone. */
const pickTargetSchema = z.object({ kind: z.enum(['item', 'zone']), id });
export type PickTarget = z.infer<typeof pickTargetSchema>;

// ---- Commands: app → viewer ----------------------------------------------------------------------

const commandSchemas = {
  /** Loads a scene into a running viewer (the frame blocks a second load while one is in progress). */
  loadScene: z.object({ type: z.literal('loadScene'), fileUrl: z.string().min(1).max(4096) }),
  startPlacementWithModel: z.object({
    type: z.literal('startPlacementWithModel'),
    modelUrl: z.string().min(1).max(4096),
    assetId: id.optional(),
    scale: z.number().positive().optional(),
    anchor: z.enum(['floor', 'center']).optional(),
  }),
  updateGhostTransform: z.object({ type: z.literal('updateGhostTransform'), transform: transformSchema }),
  commitGhostPlacement: z.object({ type: z.literal('commitGhostPlacement') }),
  cancelGhostPlacement: z.object({ type: z.literal('cancelGhostPlacement') }),
  setLayerVisibility: z.object({
    type: z.literal('setLayerVisibility'),
    layer: layerSchema,
    visible: z.boolean(),
  }),
  cancelCreation: z.object({ type: z.literal('cancelCreation') }),
  setTool: z.object({ type: z.literal('setTool'), tool: plannerToolSchema.nullable() }),
  setMode: z.object({ type: z.literal('setMode'), mode: viewerModeSchema }),
  /** `[flag, { axis: 'y', offset }]` as the spec writes it. */
  setOverviewMode: z.object({
    type: z.literal('setOverviewMode'),
    args: z.tuple([z.boolean(), z.object({ axis: z.literal('y'), offset: z.number().min(0).max(30) })]),
  }),
  setMeasurementUnits: z.object({ type: z.literal('setMeasurementUnits'), units: unitsSchema }),
  /** The floor plan view (issue #27): straight above the levelled floor, panned and zoomed like a map. */
  setPlanView: z.object({ type: z.literal('setPlanView'), on: z.boolean() }),
  /** How strongly the scan shows under the plan: 1 shown, 0 hidden, between faded. */
  setScanOpacity: z.object({ type: z.literal('setScanOpacity'), opacity: z.number().min(0).max(1) }),
  startCreation: z.object({
    type: z.literal('startCreation'),
    kind: z.enum(['annotation', 'segmentation', 'measurement']),
    tool: plannerToolSchema.optional(),
  }),
  goToViewpoint: z.object({
    type: z.literal('goToViewpoint'),
    viewpointId: id.optional(),
    camera: cameraStateSchema,
    durationMs: z.number().min(0).max(10_000).optional(),
  }),
  /**
   * The other people on the project (issue #28): each one's camera, drawn over the scene as a marker in
   * their colour looking at what they look at. An empty list clears them.
   */
  showPeers: z.object({
    type: z.literal('showPeers'),
    peers: z
      .array(
        z.object({
          id: z.string().max(200),
          name: z.string().max(200),
          /** A CSS colour. */
          color: z.string().max(64),
          position: vec3Schema,
          target: vec3Schema,
        }),
      )
      .max(100),
  }),
  setCameraPosition: z.object({
    type: z.literal('setCameraPosition'),
    camera: cameraStateSchema,
    /** 0 or absent jumps; otherwise the camera animates to the pose. */
    durationMs: z.number().min(0).max(10_000).optional(),
  }),
  selectObject: z.object({ type: z.literal('selectObject'), objectId: id }),
  highlightObjects: z.object({ type: z.literal('highlightObjects'), objectIds: z.array(id).max(10_000) }),
  focusOnObject: z.object({ type: z.literal('focusOnObject'), objectId: id }),
  deleteAnnotation: z.object({ type: z.literal('deleteAnnotation'), annotationId: id }),
  renderThumbnail: z.object({
    type: z.literal('renderThumbnail'),
    requestId,
    width: z.number().int().min(16).max(2048).optional(),
    height: z.number().int().min(16).max(2048).optional(),
    /** CSS colour of the background, e.g. '#E9EEFF'. */
    background: z.string().max(40).optional(),
    camera: cameraStateSchema.optional(),
  }),
  VIEWER_SETTINGS_UPDATE: z.object({
    type: z.literal('VIEWER_SETTINGS_UPDATE'),
    settings: viewerSettingsSchema,
  }),
  /** Query: answered by a `currentCamera` event with the same requestId. */
  getCurrentCamera: z.object({ type: z.literal('getCurrentCamera'), requestId }),
  /** Query: answered by a `plannerTools` event with the same requestId. */
  getPlannerTools: z.object({ type: z.literal('getPlannerTools'), requestId }),
  /** Query: answered by a `planBackdrop` event: the scan seen from above and the models' footprints (issue #27). */
  getPlanBackdrop: z.object({
    type: z.literal('getPlanBackdrop'),
    requestId,
    /** false: the footprints only (no picture, so the camera never moves for it). */
    image: z.boolean().optional(),
  }),
  /** Replaces the annotations the viewer draws (after sceneReadyForAnnotations and after every edit). */
  setAnnotations: z.object({
    type: z.literal('setAnnotations'),
    annotations: z.array(annotationDataSchema).max(100_000),
  }),
  /** Replaces the zones the viewer draws. */
  setSegmentations: z.object({
    type: z.literal('setSegmentations'),
    segmentations: z.array(segmentationDataSchema).max(100_000),
  }),
  /** Restores the stored scene frame (venue_core); not an undoable edit. */
  setSceneFrame: z.object({ type: z.literal('setSceneFrame'), frame: sceneFrameSchema }),
  /** Levels the scene from its splats (a robust floor fit); answered by sceneFrameChanged. */
  levelScene: z.object({ type: z.literal('levelScene') }),
  /**
   * Sets the scale: `realDistance` (in `units`) is the true length of the line picked with the calibrate
   * tool, or of `points` when given. Answered by sceneFrameChanged.
   */
  calibrateScale: z.object({
    type: z.literal('calibrateScale'),
    realDistance: z.number().finite().positive(),
    units: unitsSchema,
    points: z.tuple([vec3Schema, vec3Schema]).optional(),
  }),
  /**
   * A right-panel edit of an annotation: the annotation as it is now. The viewer makes it one undo step
   * of the fields that changed and reports it back (annotationUpdated); edits of the same fields of the
   * same annotation one right after another are one step.
   */
  editAnnotation: z.object({ type: z.literal('editAnnotation'), annotation: annotationDataSchema }),
  /** The same for a zone (segmentationUpdated). */
  editSegmentation: z.object({ type: z.literal('editSegmentation'), segmentation: segmentationDataSchema }),
  /** Sets the scene's scale directly (meters per scene unit): one undo step; answered by sceneFrameChanged. */
  setScale: z.object({ type: z.literal('setScale'), metersPerUnit: z.number().finite().positive() }),
  undo: z.object({ type: z.literal('undo') }),
  redo: z.object({ type: z.literal('redo') }),
  /** A published plan is shown read-only: selection, layers and viewpoints work; tools and edits do not. */
  setReadOnly: z.object({ type: z.literal('setReadOnly'), readOnly: z.boolean() }),
  /** Replaces the placed models the viewer draws (the planning module's elements). */
  setPlacedItems: z.object({
    type: z.literal('setPlacedItems'),
    items: z.array(placedItemSchema).max(100_000),
  }),
  /** Picks a placed model up: it follows the cursor as a ghost until a click drops it (Esc puts it back). */
  movePlacedItem: z.object({ type: z.literal('movePlacedItem'), instanceId: id }),
  /** Turns placed models about the floor's up by `degrees` (one undoable edit). */
  rotatePlacedItems: z.object({
    type: z.literal('rotatePlacedItems'),
    instanceIds,
    degrees: z.number().finite().min(-360).max(360),
  }),
  /** Copies placed models half a meter aside (one undoable edit); the copies become the selection. */
  duplicatePlacedItems: z.object({ type: z.literal('duplicatePlacedItems'), instanceIds }),
  /** Removes placed models (one undoable edit). */
  deletePlacedItems: z.object({ type: z.literal('deletePlacedItems'), instanceIds }),
  /** The models the layout tools place (the page's Layout settings): a seat, a round and a long table. */
  setLayoutModels: z.object({
    type: z.literal('setLayoutModels'),
    seat: layoutModelSchema.nullable(),
    roundTable: layoutModelSchema.nullable(),
    longTable: layoutModelSchema.nullable(),
  }),
  /**
   * Places a layout group (one undoable edit), or re-makes the group `groupId` with new parameters; a
   * fill of a zone that already has one re-fills it. The group becomes the selection.
   */
  placeLayout: z.object({ type: z.literal('placeLayout'), groupId: id.optional(), layout: layoutSpecSchema }),
  /** Turns a group's items into plain items ('Ungroup', 'Detach'): one undoable edit. */
  ungroupLayout: z.object({ type: z.literal('ungroupLayout'), groupId: id }),
  /** Selects these objects, as if clicked ('Select same model', the page's Ctrl/Cmd+A). */
  selectObjects: z.object({ type: z.literal('selectObjects'), objectIds: z.array(id).max(100_000) }),
  /** Whether a dragged selection snaps to the grid, other models and zone edges ('Snap'). */
  setSnapping: z.object({ type: z.literal('setSnapping'), enabled: z.boolean() }),
  /** Aligns placed models on one edge or centre line, or spaces them evenly, in the floor frame: one undoable edit. */
  arrangePlacedItems: z.object({
    type: z.literal('arrangePlacedItems'),
    instanceIds,
    arrangement: z.enum(['left', 'centre', 'right', 'top', 'middle', 'bottom', 'horizontal', 'vertical']),
  }),
  /** One-shot pick, read-only plans too: the next click answers scenePointPicked, Esc scenePointPickCancelled. */
  pickScenePoint: z.object({ type: z.literal('pickScenePoint'), requestId }),
  /** Replaces the comment pins the viewer draws (not scene entities: no selection, no undo, no export). */
  setCommentPins: z.object({ type: z.literal('setCommentPins'), pins: z.array(commentPinSchema).max(500) }),
} as const;

const viewerCommandSchema = z.discriminatedUnion('type', [
  commandSchemas.loadScene,
  commandSchemas.startPlacementWithModel,
  commandSchemas.updateGhostTransform,
  commandSchemas.commitGhostPlacement,
  commandSchemas.cancelGhostPlacement,
  commandSchemas.setLayerVisibility,
  commandSchemas.cancelCreation,
  commandSchemas.setTool,
  commandSchemas.setMode,
  commandSchemas.setOverviewMode,
  commandSchemas.setMeasurementUnits,
  commandSchemas.setPlanView,
  commandSchemas.setScanOpacity,
  commandSchemas.startCreation,
  commandSchemas.goToViewpoint,
  commandSchemas.setCameraPosition,
  commandSchemas.showPeers,
  commandSchemas.selectObject,
  commandSchemas.highlightObjects,
  commandSchemas.focusOnObject,
  commandSchemas.deleteAnnotation,
  commandSchemas.renderThumbnail,
  commandSchemas.VIEWER_SETTINGS_UPDATE,
  commandSchemas.getCurrentCamera,
  commandSchemas.getPlannerTools,
  commandSchemas.getPlanBackdrop,
  commandSchemas.setAnnotations,
  commandSchemas.setSegmentations,
  commandSchemas.setSceneFrame,
  commandSchemas.levelScene,
  commandSchemas.calibrateScale,
  commandSchemas.editAnnotation,
  commandSchemas.editSegmentation,
  commandSchemas.setScale,
  commandSchemas.undo,
  commandSchemas.redo,
  commandSchemas.setReadOnly,
  commandSchemas.setPlacedItems,
  commandSchemas.movePlacedItem,
  commandSchemas.rotatePlacedItems,
  commandSchemas.duplicatePlacedItems,
  commandSchemas.deletePlacedItems,
  commandSchemas.setLayoutModels,
  commandSchemas.placeLayout,
  commandSchemas.ungroupLayout,
  commandSchemas.selectObjects,
  commandSchemas.setSnapping,
  commandSchemas.arrangePlacedItems,
  commandSchemas.pickScenePoint,
  commandSchemas.setCommentPins,
]);
export type ViewerCommand = z.infer<typeof viewerCommandSchema>;
type ViewerCommandType = ViewerCommand['type'];
export type CommandOf<T extends ViewerCommandType> = Extract<ViewerCommand, { type: T }>;

// ---- Events: viewer → app ------------------------------------------------------------------------

const rendererKindSchema = z.enum(['webgpu', 'webgl']);
export type RendererKind = z.infer<typeof rendererKindSchema>;

const eventSchemas = {
  viewerReady: z.object({ type: z.literal('viewerReady'), renderer: rendererKindSchema }),
  /** Loading progress of the current scene, 0–100. */
  sceneLoadProgress: z.object({ type: z.literal('sceneLoadProgress'), percent: z.number().min(0).max(100) }),
  sceneLoaded: z.object({ type: z.literal('sceneLoaded'), splatCount: z.number().int().min(0) }),
  sceneLoadFailed: z.object({ type: z.literal('sceneLoadFailed'), message: z.string() }),
  sceneReadyForAnnotations: z.object({ type: z.literal('sceneReadyForAnnotations') }),
  placementCommitted: z.object({
    type: z.literal('placementCommitted'),
    assetId: id.optional(),
    instanceId: id,
    transform: transformSchema,
  }),
  placementCancelled: z.object({ type: z.literal('placementCancelled') }),
  /** The model of startPlacementWithModel: loading, then loaded or error (venue-planner §4). */
  modelLoadStatus: z.object({
    type: z.literal('modelLoadStatus'),
    modelUrl: z.string().min(1).max(4096),
    assetId: id.optional(),
    status: z.enum(['loading', 'loaded', 'error']),
  }),
  /** A placed model was created or changed in the viewer (placed, moved, turned, copied, an undo); the app stores it. */
  placedItemSaved: z.object({ type: z.literal('placedItemSaved'), item: placedItemSchema }),
  /** A placed model was removed in the viewer (Delete, deletePlacedItems, an undo of its placing). */
  placedItemDeleted: z.object({ type: z.literal('placedItemDeleted'), instanceId: id }),
  /** One edit changed many placed models at once (a layout, an undo of one): the app stores them together. */
  placedItemsChanged: z.object({
    type: z.literal('placedItemsChanged'),
    saved: z.array(placedItemSchema).max(100_000),
    deleted: z.array(id).max(100_000),
  }),
  /** A layout tool's ghost while drawing: how many seats and tables it would place (the status line). */
  layoutPreview: z.object({
    type: z.literal('layoutPreview'),
    tool: plannerToolSchema,
    seats: z.number().int().min(0),
    tables: z.number().int().min(0),
  }),
  /** How many placed models overlap another, when that changes (the page's status line: 'N items overlap'). */
  overlapsChanged: z.object({ type: z.literal('overlapsChanged'), count: z.number().int().min(0) }),
  viewpointReached: z.object({ type: z.literal('viewpointReached'), viewpointId: id.optional() }),
  annotationCreated: z.object({
    type: z.literal('annotationCreated'),
    annotation: z.record(z.string(), z.unknown()),
  }),
  drawingStarted: z.object({ type: z.literal('drawingStarted'), tool: plannerToolSchema }),
  drawingUpdated: z.object({
    type: z.literal('drawingUpdated'),
    tool: plannerToolSchema,
    points: z.array(vec3Schema),
  }),
  drawingCompleted: z.object({
    type: z.literal('drawingCompleted'),
    tool: plannerToolSchema,
    points: z.array(vec3Schema),
  }),
  drawingCancelled: z.object({
    type: z.literal('drawingCancelled'),
    tool: plannerToolSchema.optional(),
    reason: drawingCancelReasonSchema.optional(),
  }),
  /** An annotation changed in the viewer (an undo, a redo); the app writes it to its store. */
  annotationUpdated: z.object({ type: z.literal('annotationUpdated'), annotation: annotationDataSchema }),
  /** An annotation was removed in the viewer (deleteAnnotation, the Delete key, undo of a creation). */
  annotationDeleted: z.object({ type: z.literal('annotationDeleted'), annotationId: id }),
  segmentationCreated: z.object({
    type: z.literal('segmentationCreated'),
    segmentation: reportedSegmentationSchema,
  }),
  segmentationUpdated: z.object({
    type: z.literal('segmentationUpdated'),
    segmentation: reportedSegmentationSchema,
  }),
  segmentationDeleted: z.object({ type: z.literal('segmentationDeleted'), segmentationId: id }),
  /** The scene frame changed (levelled, calibrated, or an undo of either); the app stores it. */
  sceneFrameChanged: z.object({ type: z.literal('sceneFrameChanged'), frame: sceneFrameSchema }),
  /** Levelling changed nothing (levelScene found no floor, or the level tool's points are in a line): why. */
  levelFailed: z.object({ type: z.literal('levelFailed'), reason: z.string().max(200) }),
  /** The calibrate tool picked its two points; the app asks for the real distance (calibrateScale). */
  calibrationPicked: z.object({
    type: z.literal('calibrationPicked'),
    points: z.tuple([vec3Schema, vec3Schema]),
    sceneDistance: z.number().finite().min(0),
  }),
  /**
   * A key pressed in the viewer that the viewer did not use (never one typed into a field): the page runs
   * its keyboard shortcuts (venue-planner §2) on it, since keys go to the frame that has the focus.
   */
  viewerKeyDown: z.object({
    type: z.literal('viewerKeyDown'),
    key: z.string().max(40),
    code: z.string().max(40),
    shiftKey: z.boolean(),
    ctrlKey: z.boolean(),
    metaKey: z.boolean(),
    altKey: z.boolean(),
  }),
  /** Whether the viewer's edit history can undo or redo now (for the toolbar's buttons). */
  historyChanged: z.object({
    type: z.literal('historyChanged'),
    canUndo: z.boolean(),
    canRedo: z.boolean(),
    /** The edit just undone or redone ('level scene'), when the change was an undo or a redo. */
    undone: z.string().max(100).optional(),
    redone: z.string().max(100).optional(),
  }),
  objectSelected: z.object({
    type: z.literal('objectSelected'),
    objectId: id,
    objectType: z.string().max(100),
  }),
  multiSelect: z.object({ type: z.literal('multiSelect'), objectIds: z.array(id) }),
  selectionCleared: z.object({ type: z.literal('selectionCleared') }),
  cameraChanged: z.object({ type: z.literal('cameraChanged'), camera: cameraStateSchema }),
  /** Answer to getCurrentCamera. */
  currentCamera: z.object({ type: z.literal('currentCamera'), requestId, camera: cameraStateSchema }),
  /** Answer to getPlannerTools: every tool this viewer has, in the toolbar's order. */
  plannerTools: z.object({
    type: z.literal('plannerTools'),
    requestId,
    tools: z.array(plannerToolDescriptionSchema).max(100),
  }),
  /** Answer to getPlanBackdrop: what the plan's exports need of the viewer. */
  planBackdrop: z.object({
    type: z.literal('planBackdrop'),
    requestId,
    /** The scan straight from above as a PNG data URL, covering `rect` of the floor (meters, sheet-frame.ts); null before a scene shows. */
    image: z.string().startsWith('data:image/').nullable(),
    rect: z.object({ minX: z.number(), minY: z.number(), maxX: z.number(), maxY: z.number() }).nullable(),
    /** Each placed model file's footprint at scale 1 (half width and half depth, meters). */
    footprints: z.record(
      z.string(),
      z.object({ halfWidth: z.number().nonnegative(), halfDepth: z.number().nonnegative() }),
    ),
  }),
  /** Answer to pickScenePoint: where the click met the scene, and the placed model or zone it landed on. */
  scenePointPicked: z.object({
    type: z.literal('scenePointPicked'),
    requestId,
    position: vec3Schema,
    target: pickTargetSchema.optional(),
  }),
  /** pickScenePoint ended without a point (Esc, a newer pickScenePoint, a mode change). */
  scenePointPickCancelled: z.object({ type: z.literal('scenePointPickCancelled'), requestId }),
  /** A comment pin was clicked (nothing else happens: no selection, no tool). */
  commentPinSelected: z.object({ type: z.literal('commentPinSelected'), id }),
  thumbnailReady: z.object({
    type: z.literal('thumbnailReady'),
    requestId: requestId.optional(),
    /** A `data:image/png;base64,…` URL. */
    dataUrl: z.string().startsWith('data:image/'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
} as const;

const viewerEventSchema = z.discriminatedUnion('type', [
  eventSchemas.viewerReady,
  eventSchemas.sceneLoadProgress,
  eventSchemas.sceneLoaded,
  eventSchemas.sceneLoadFailed,
  eventSchemas.sceneReadyForAnnotations,
  eventSchemas.placementCommitted,
  eventSchemas.placementCancelled,
  eventSchemas.modelLoadStatus,
  eventSchemas.placedItemSaved,
  eventSchemas.placedItemDeleted,
  eventSchemas.placedItemsChanged,
  eventSchemas.overlapsChanged,
  eventSchemas.layoutPreview,
  eventSchemas.viewpointReached,
  eventSchemas.annotationCreated,
  eventSchemas.drawingStarted,
  eventSchemas.drawingUpdated,
  eventSchemas.drawingCompleted,
  eventSchemas.drawingCancelled,
  eventSchemas.objectSelected,
  eventSchemas.multiSelect,
  eventSchemas.selectionCleared,
  eventSchemas.cameraChanged,
  eventSchemas.currentCamera,
  eventSchemas.plannerTools,
  eventSchemas.thumbnailReady,
  eventSchemas.planBackdrop,
  eventSchemas.annotationUpdated,
  eventSchemas.annotationDeleted,
  eventSchemas.segmentationCreated,
  eventSchemas.segmentationUpdated,
  eventSchemas.segmentationDeleted,
  eventSchemas.sceneFrameChanged,
  eventSchemas.calibrationPicked,
  eventSchemas.levelFailed,
  eventSchemas.historyChanged,
  eventSchemas.viewerKeyDown,
  eventSchemas.scenePointPicked,
  eventSchemas.scenePointPickCancelled,
  eventSchemas.commentPinSelected,
]);
export type ViewerEvent = z.infer<typeof viewerEventSchema>;

// ---- Files screen ↔ viewer (product §4) -----------------------------------------------------------

const fileFilterSchema = z.enum(['all', 'splat']);
export type FileFilter = z.infer<typeof fileFilterSchema>;

const filesMessageSchemas = {
  /** The file now previewed (its storage key or URL; null when none) and whether it is a splat scene. */
  FILE_PREVIEW_CHANGED: z.object({
    type: z.literal('FILE_PREVIEW_CHANGED'),
    previewFile: z.string().max(4096).nullable(),
    isSplatFile: z.boolean(),
  }),
  /** A file was added to the project; `fileName` when known. */
  FILE_UPLOADED: z.object({ type: z.literal('FILE_UPLOADED'), fileName: z.string().max(1024).optional() }),
  FILE_FILTER_CHANGED: z.object({ type: z.literal('FILE_FILTER_CHANGED'), filter: fileFilterSchema }),
} as const;

const filesMessageSchema = z.discriminatedUnion('type', [
  filesMessageSchemas.FILE_PREVIEW_CHANGED,
  filesMessageSchemas.FILE_UPLOADED,
  filesMessageSchemas.FILE_FILTER_CHANGED,
]);
export type FilesMessage = z.infer<typeof filesMessageSchema>;

// ---- Parsing --------------------------------------------------------------------------------------

type Warn = (message: string, detail?: unknown) => void;
const defaultWarn: Warn = (message, detail) => console.warn(message, detail);

function parseWith<T>(schema: z.ZodType<T>, known: ReadonlySet<string>, data: unknown, warn: Warn): T | null {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  // Other scripts post messages too (extensions, dev tools): only a typed message is worth a warning.
  if (typeof type !== 'string') return null;
  if (!known.has(type)) {
    warn('Unknown viewer message was ignored', type);
    return null;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    warn(`Malformed ${type} message was ignored`, result.error.issues);
    return null;
  }
  return result.data;
}

const commandTypes: ReadonlySet<string> = new Set(Object.keys(commandSchemas));
const eventTypes: ReadonlySet<string> = new Set(Object.keys(eventSchemas));
const filesTypes: ReadonlySet<string> = new Set(Object.keys(filesMessageSchemas));

export const parseViewerCommand = (data: unknown, warn: Warn = defaultWarn) =>
  parseWith(viewerCommandSchema, commandTypes, data, warn);
export const parseViewerEvent = (data: unknown, warn: Warn = defaultWarn) =>
  parseWith(viewerEventSchema, eventTypes, data, warn);
export const parseFilesMessage = (data: unknown, warn: Warn = defaultWarn) =>
  parseWith(filesMessageSchema, filesTypes, data, warn);
