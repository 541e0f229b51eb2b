/**
 * What the planner page does, in one place (the methods of tldraw's Editor): each step changes the
 * session and tells the viewer, so the toolbar, the keyboard, the menus and the panels all take the
 * same path. The viewer is reached through its client once the frame is ready; on ready the page
 * re-sends its state (venue-planner §4 "Viewer ready") and asks which tools the viewer has.
 */

import {
  type CameraState,
  defaultFillLayout,
  type LayerName,
  layerNames,
  type MeasurementUnits,
  type PlannerTool,
  type PlannerToolDescription,
  type ViewerCommand,
} from '#protocol/index.ts';
import type { Viewpoint } from '#venue/documents.ts';
import type { FillStyle } from '#venue/layout/zone-fill.ts';
import { formatScale, toMetersFrom } from '#venue/units.ts';
import type { PlanBackdrop } from '../../../../../components/viewer/viewer-client.ts';
import type { VenueBridge } from '../../../../../venue-data/venue-bridge.ts';
import { overviewHeight, type PlannerMode, VIEWER_MODE } from '../planner-model.ts';
import { type PlannerSession, SCAN_LAYER, type ScanLayer } from './planner-session.ts';

/** The viewer as the controller needs it (the page's ViewerClient). */
export interface ViewerLink {
  push(command: ViewerCommand): Promise<boolean>;
  getCurrentCamera(): Promise<CameraState | null>;
  getPlannerTools(): Promise<PlannerToolDescription[] | null>;
  renderThumbnail(size: number): Promise<string | null>;
  getPlanBackdrop(image?: boolean): Promise<PlanBackdrop | null>;
  focus(): void;
}

/** What a picked tool starts in the viewer: a plain tool, or a creation of a kind (spec §4 startCreation). */
export type Creation = 'annotation' | 'segmentation';

/** What a mode change says when the mode picks no tool again (a picked tool's drawing speaks for itself). */
const MODE_HINT: Partial<Record<PlannerMode, string>> = {
  venue: 'Level the floor and set the scale: pick Level floor, Set scale or Auto-level',
};

/** The status line while the viewer fits the floor; its frame change turns it into FLOOR_LEVELLED. */
export const LEVELLING = 'Levelling the floor…';
export const FLOOR_LEVELLED = 'Floor levelled';

const VIEWPOINT_MOVE_MS = 600;
/** A viewpoint's picture in the list (spec venue-planner §9: viewpoint thumbnail size 256). */
const VIEWPOINT_THUMBNAIL_PX = 256;

export class PlannerController {
  private viewer: ViewerLink | null = null;
  /** The models the layout tools place, re-sent when the viewer is ready again. */
  private layoutModels: Extract<ViewerCommand, { type: 'setLayoutModels' }> | null = null;
  /** The comment pins, re-sent when the viewer is ready again. */
  private commentPins: Extract<ViewerCommand, { type: 'setCommentPins' }> | null = null;
  /** The tool whose drawing has placed its result and waits for an optional click more (the row's bend). */
  private placedDrawing: PlannerTool | null = null;
  /** That tool picked again: its drawing finishes as the next starts, and the tool stays picked. */
  private repicked: PlannerTool | null = null;
  private readonly unitsListeners = new Set<(units: MeasurementUnits) => void>();

  constructor(readonly session: PlannerSession) {}

  /** The viewer is ready (again): it gets the page's state, and tells which tools it has. */
  attach(viewer: ViewerLink) {
    this.viewer = viewer;
    const s = this.session.get();
    this.send({ type: 'setMeasurementUnits', units: s.units });
    // A Viewer's or Commenter's plan: the viewer's tools and edits are off, selection and views work.
    if (s.readOnly) this.send({ type: 'setReadOnly', readOnly: true });
    this.send({ type: 'setOverviewMode', args: [s.overview, { axis: 'y', offset: s.overviewHeight }] });
    this.send({ type: 'setMode', mode: VIEWER_MODE[s.mode] });
    if (s.tool) this.send({ type: 'setTool', tool: s.tool });
    if (this.layoutModels) this.send(this.layoutModels);
    if (this.commentPins) this.send(this.commentPins);
    this.send({ type: 'setSnapping', enabled: s.snap });
    for (const layer of layerNames)
      this.send({ type: 'setLayerVisibility', layer, visible: s.layers[layer] });
    void viewer.getCurrentCamera().then((camera) => {
      if (camera && !this.session.get().camera) this.session.update({ camera });
    });
    void viewer.getPlannerTools().then((tools) => {
      if (!tools) return;
      this.session.update({ tools });
      // A drawing restored before the tools were known was named by its internal name: name it now.
      const drawing = this.session.get().drawingTool;
      if (drawing) this.session.say(this.session.drawingMessage(drawing));
    });
  }

  /** The layout tools' models (issue #26): kept, and given to the viewer now and whenever it is ready. */
  setLayoutModels(models: Omit<Extract<ViewerCommand, { type: 'setLayoutModels' }>, 'type'>) {
    this.layoutModels = { type: 'setLayoutModels', ...models };
    this.send(this.layoutModels);
  }

  /** The scene's comment pins: kept, and given to the viewer now and whenever it is ready. */
  setCommentPins(pins: Extract<ViewerCommand, { type: 'setCommentPins' }>['pins']) {
    this.commentPins = { type: 'setCommentPins', pins };
    this.send(this.commentPins);
  }

  /** Turns snapping of dragged models on or off ('Snap'; Alt suspends it while dragging). */
  setSnap(on: boolean) {
    this.session.update({ snap: on });
    this.send({ type: 'setSnapping', enabled: on });
    this.session.say(on ? 'Snapping on' : 'Snapping off');
  }

  /** Deletes what is selected (models, zones, annotations): one undo step in the viewer. */
  deleteSelection() {
    const { ids } = this.session.get().selection;
    if (ids.length > 0) this.send({ type: 'deletePlacedItems', instanceIds: [...ids] });
  }

  /** Selects these placed models in the viewer (Select all, Select same model). */
  selectItems(ids: readonly string[]) {
    this.send({ type: 'selectObjects', objectIds: [...ids] });
  }

  /** Aligns or distributes the selected models in the floor frame (one undo step in the viewer). */
  arrange(
    ids: readonly string[],
    arrangement: Extract<ViewerCommand, { type: 'arrangePlacedItems' }>['arrangement'],
  ) {
    this.send({ type: 'arrangePlacedItems', instanceIds: [...ids], arrangement });
  }

  /** Fills a zone in one style with the layout models (issue #26): one undoable edit in the viewer. */
  fillZone(zoneId: string, style: FillStyle) {
    const fill = this.layoutModels && defaultFillLayout(zoneId, style, this.layoutModels);
    if (!fill) return this.session.say('No seating model to fill the zone with');
    this.send({ type: 'placeLayout', layout: fill });
  }

  send(command: ViewerCommand) {
    void this.viewer?.push(command);
  }

  focusViewer() {
    this.viewer?.focus();
  }

  noteCamera(camera: CameraState) {
    // The plan's far-off long lens is no camera to come back to on the next visit.
    if (!this.session.get().planView) this.session.update({ camera });
  }

  /** What the plan's exports need of the viewer: the models' footprints, and the scan from above (`image`). */
  async planBackdrop(image = true): Promise<PlanBackdrop | null> {
    return (await this.viewer?.getPlanBackdrop(image)) ?? null;
  }

  /** The viewer's camera now, or the last one it reported. */
  async currentCamera(): Promise<CameraState | null> {
    return (await this.viewer?.getCurrentCamera()) ?? this.session.get().camera;
  }

  /**
   * The scene is loaded: the camera and selection kept from the last visit come back (an overview
   * kept from it is put back over the camera instead).
   */
  sceneLoaded() {
    const s = this.session.get();
    if (s.planView) this.setPlanView(true);
    else if (s.overview) this.setOverview(true, s.overviewHeight);
    else if (s.camera) this.send({ type: 'setCameraPosition', camera: s.camera });
    const only = s.selection.ids.length === 1 ? s.selection.ids[0] : undefined;
    if (only) this.send({ type: 'selectObject', objectId: only });
  }

  // ---- Modes and tools ----------------------------------------------------------------------------

  /**
   * A mode change sets the viewer's mode, then picks that mode's tool again (the one last picked in it;
   * Measure starts measuring at once, spec §4).
   */
  changeMode(mode: PlannerMode) {
    const tool = this.session.get().toolByMode[mode] ?? (mode === 'measure' ? 'measure' : null);
    // The last mode's words are not true any more: the mode's hint, or nothing until its tool starts.
    this.session.update({ mode, tool, message: MODE_HINT[mode] ?? '' });
    this.send({ type: 'setMode', mode: VIEWER_MODE[mode] });
    if (mode === 'measure' && tool === 'measure')
      this.send({ type: 'startCreation', kind: 'measurement', tool: 'measure' });
    else if (tool) this.send({ type: 'setTool', tool });
  }

  /** Picks a tool; the tool drawing now is not picked again (spec §4: the same tool does nothing). */
  pickTool(tool: PlannerTool, creation?: Creation) {
    const s = this.session.get();
    if (s.drawingTool === tool && this.placedDrawing !== tool) return;
    if (this.placedDrawing === tool) this.repicked = tool;
    this.session.update({
      tool,
      toolByMode: { ...s.toolByMode, [s.mode]: tool },
      message: `Selected ${this.session.toolLabel(tool)} tool`,
    });
    if (creation) this.send({ type: 'startCreation', kind: creation, tool });
    else this.send({ type: 'setTool', tool });
  }

  /**
   * A drawing is finished: the tool is put down (its button no longer pressed, the viewer's clicks select
   * again), unless the tool repeats by design (Point: a row of markers).
   */
  toolFinished(tool: PlannerTool) {
    const repicked = this.repicked === tool;
    this.placedDrawing = null;
    this.repicked = null;
    if (repicked) return;
    const s = this.session.get();
    if (s.tool !== tool || s.tools.find((t) => t.name === tool)?.repeats) return;
    const { [s.mode]: _finished, ...toolByMode } = s.toolByMode;
    this.session.update({ tool: null, toolByMode });
    this.send({ type: 'setTool', tool: null });
  }

  /**
   * The drawing of a tool that places early (afterPlacing) has placed its result; a further click
   * changes it, and picking the tool again starts another.
   */
  drawingPlaced(tool: PlannerTool) {
    this.placedDrawing = tool;
  }

  /** The tool whose drawing has placed its result, if one waits for a further click. */
  get placedTool(): PlannerTool | null {
    return this.placedDrawing;
  }

  /** Auto-level: the viewer fits the floor plane of the whole scene (one undoable edit). */
  autoLevel() {
    this.session.say(LEVELLING);
    this.send({ type: 'levelScene' });
  }

  /** The scale typed in the right panel, in meters per scene unit (one undoable edit in the viewer). */
  setScale(metersPerUnit: number) {
    this.send({ type: 'setScale', metersPerUnit });
    this.session.say(`Scale set: ${formatScale(metersPerUnit, this.session.get().units)}`);
  }

  /** Esc on the page: the drawing in progress ends. */
  cancelDrawing() {
    if (this.session.get().drawingTool) this.send({ type: 'cancelCreation' });
  }

  /** The calibration line's true length, given in the calibration dialog: the scene gets its scale. */
  calibrate(realDistance: number) {
    const { calibration, units } = this.session.get();
    if (!calibration) return;
    this.send({ type: 'calibrateScale', realDistance, units, points: calibration.points });
    const metersPerUnit = toMetersFrom(realDistance, units) / calibration.sceneDistance;
    this.session.update({ calibration: null, message: `Scale set: ${formatScale(metersPerUnit, units)}` });
  }

  cancelCalibration() {
    if (this.session.get().calibration)
      this.session.update({ calibration: null, message: 'Calibration cancelled' });
  }

  undo() {
    this.send({ type: 'undo' });
  }

  redo() {
    this.send({ type: 'redo' });
  }

  // ---- Display ------------------------------------------------------------------------------------

  /** The user chose units: shown, and told to whoever keeps them with the plan (onUnitsChosen). */
  setUnits(units: MeasurementUnits) {
    this.showUnits(units);
    for (const listener of this.unitsListeners) listener(units);
  }

  /** Units to show without a choice of the user's (the plan's, as another device saved them). */
  showUnits(units: MeasurementUnits) {
    if (units !== this.session.get().units) this.session.update({ units });
    this.send({ type: 'setMeasurementUnits', units });
  }

  /** Tells `listener` the units the user chooses; returns the way to stop. */
  onUnitsChosen(listener: (units: MeasurementUnits) => void): () => void {
    this.unitsListeners.add(listener);
    return () => this.unitsListeners.delete(listener);
  }

  setOverview(on: boolean, offset = this.session.get().overviewHeight) {
    // The viewer's overview replaces its plan view.
    this.session.update({ overview: on, overviewHeight: offset, ...(on ? { planView: false } : {}) });
    this.send({ type: 'setOverviewMode', args: [on, { axis: 'y', offset }] });
  }

  /** The floor plan view (issue #27, key P): it replaces the overview; off, the camera before comes back. */
  setPlanView(on: boolean) {
    this.session.update({ planView: on, ...(on ? { overview: false } : {}) });
    this.send({ type: 'setScanOpacity', opacity: SCAN_LAYER[this.session.get().scan] });
    this.send({ type: 'setPlanView', on });
  }

  /** The plan view's Scan layer: shown, faded or hidden under the plan. */
  setScan(scan: ScanLayer) {
    this.session.update({ scan });
    this.send({ type: 'setScanOpacity', opacity: SCAN_LAYER[scan] });
  }

  /** The height slider or its number box (0–30 m in steps of 0.5); it turns the overview on. */
  setOverviewHeight(value: unknown) {
    this.setOverview(true, overviewHeight(value));
  }

  setLayer(layer: LayerName, visible: boolean) {
    this.session.update((s) => ({ layers: { ...s.layers, [layer]: visible } }));
    this.send({ type: 'setLayerVisibility', layer, visible });
  }

  toggleLibrary() {
    this.session.update((s) => ({ libraryOpen: !s.libraryOpen }));
  }

  toggleRightPanel() {
    this.session.setRightOpen(!this.session.get().rightOpen);
  }

  // ---- Objects and viewpoints ---------------------------------------------------------------------

  /** A zone or annotation picked in a list: selected, framed in the viewer, its editor shown. */
  selectAndFrame(id: string, type: string) {
    this.session.update({ selection: { ids: [id], type } });
    this.send({ type: 'selectObject', objectId: id });
    this.send({ type: 'focusOnObject', objectId: id });
    this.session.setRightOpen(true);
  }

  goToViewpoint(v: Viewpoint) {
    const p = v.position ?? {};
    const d = v.dir ?? { x: 0, y: 0, z: -1 };
    const [x, y, z] = [p.x ?? 0, p.y ?? 0, p.z ?? 0];
    this.send({
      type: 'goToViewpoint',
      viewpointId: v.id ?? undefined,
      camera: {
        position: [x, y, z],
        target: [x + (d.x ?? 0), y + (d.y ?? 0), z + (d.z ?? -1)],
        up: this.session.get().camera?.up ?? [0, 1, 0],
        fov: v.fov || 60,
      },
      durationMs: VIEWPOINT_MOVE_MS,
    });
    this.session.say(`Moved to ${v.name}`);
  }

  /** Saves the viewer's camera now as a viewpoint ('View N'). */
  async addViewpoint(bridge: VenueBridge) {
    const c = await this.currentCamera();
    if (!c) return this.session.say('The viewer did not report its camera');
    const [px, py, pz] = c.position;
    const [tx, ty, tz] = c.target;
    const v = await bridge.persistCreateViewpoint(
      '',
      { x: px, y: py, z: pz },
      { x: tx - px, y: ty - py, z: tz - pz },
      c.fov,
    );
    this.session.say(`Saved viewpoint ${v.name}`);
    const picture = await this.viewer?.renderThumbnail(VIEWPOINT_THUMBNAIL_PX);
    if (picture && v.id)
      await bridge.persistUpdateViewpoint(v.id, { thumbnail: await compactPicture(picture) });
  }

  /** Renames a viewpoint to what the user typed (spec §5: by prompt; a blank name is ignored). */
  async renameViewpoint(bridge: VenueBridge, v: Viewpoint, typed: string | null) {
    const name = typed?.trim();
    if (!name || !v.id || name === v.name) return;
    await bridge.persistUpdateViewpoint(v.id, { name });
    this.session.say(`Renamed viewpoint to ${name}`);
  }
}

/** A rendered PNG as a webp of the same size where the browser can (a tenth of the bytes in the module). */
async function compactPicture(dataUrl: string): Promise<string> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return dataUrl;
  try {
    // Decoded as an image, not fetched: the site's CSP lets images, not fetches, read data: URLs.
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const bitmap = await createImageBitmap(image);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.85 });
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch {
    return dataUrl;
  }
}
