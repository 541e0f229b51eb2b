/**
 * The planner's commands (venue-planner §7), one entry per command type: what it does to the planner, and
 * whether it edits the plan (`editing`: a read-only plan refuses it with a warning). The names are
 * listed here once: Planner.handles and the read-only refusals derive from this record.
 */
import { toMetersFrom } from '#venue/units.ts';
import { distance, dot, normalize } from '#venue/vec.ts';
import type { Vec3 } from '../../protocol/index.ts';
import type { CommandHandlers } from '../command-handlers.ts';
import { arrangeItems } from './arranging.ts';
import { fitFloor, levelledFrame } from './floor-fit.ts';
import { placeLayout, ungroupLayout } from './layouts/layout-edits.ts';
import { layoutTargetOf } from './layouts/layout-models.ts';
import { arrangeTargetOf } from './modes/arrange-mode.ts';
import { deleteObjects, duplicateItems, editEntity, rotateItems } from './object-edits.ts';
import { setFrameOp } from './ops.ts';
import type { Planner } from './planner.ts';
import { shapePoints } from './shapes.ts';

export const plannerCommands = {
  setReadOnly: {
    editing: false,
    run(planner, { readOnly }) {
      planner.readOnly = readOnly;
      if (readOnly) planner.tools.setTool(null);
    },
  },
  setMode: {
    editing: false,
    run(planner, { mode }) {
      planner.pick.cancel();
      if (mode !== 'planning') planner.placement.cancel();
      planner.tools.setMode(mode);
    },
  },
  // Putting the tool down is allowed on a read-only plan.
  setTool: { editing: ({ tool }) => tool !== null, run: (planner, { tool }) => planner.tools.setTool(tool) },
  startCreation: {
    editing: true,
    run(planner, { kind, tool }) {
      if (kind === 'segmentation') return planner.tools.setTool(tool ?? 'capacityZone', kind);
      planner.tools.setTool(tool ?? (kind === 'measurement' ? 'measure' : 'point'), kind);
    },
  },
  cancelCreation: { editing: false, run: (planner) => planner.tools.cancel('command') },
  setMeasurementUnits: {
    editing: false,
    run(planner, { units }) {
      planner.units = units;
      planner.bus.fire('units.changed', { units });
    },
  },
  setOverviewMode: {
    editing: false,
    run(planner, { args: [on, { offset }] }) {
      const moved = planner.camera.overview(on, offset);
      // The snapping grid shows in overview.
      planner.bus.fire('grid.changed', {});
      return moved;
    },
  },
  setPlanView: {
    editing: false,
    run(planner, { on }) {
      const moved = planner.camera.planView(on);
      planner.bus.fire('plan.changed', { on });
      planner.bus.fire('grid.changed', {});
      return moved;
    },
  },
  setScanOpacity: {
    editing: false,
    run(planner, { opacity }) {
      planner.camera.setScanOpacity(opacity);
      planner.bus.fire('plan.changed', { on: planner.camera.plan });
    },
  },
  setLayerVisibility: {
    editing: false,
    run(planner, { layer, visible }) {
      const group = planner.layers.get(layer);
      if (group) group.visible = visible;
      planner.bus.fire('layer.visibility', { layer, visible });
      planner.drawing.requestRender();
    },
  },
  selectObject: {
    editing: false,
    run(planner, { objectId }) {
      const known = planner.store.find(objectId) || planner.items.get(objectId);
      planner.setSelection(known ? [objectId] : [], 'command');
    },
  },
  highlightObjects: {
    editing: false,
    run(planner, { objectIds }) {
      planner.highlighted = [...objectIds];
      planner.bus.fire('highlight.changed', { ids: planner.highlighted });
    },
  },
  showPeers: {
    editing: false,
    run: (planner, { peers }) => planner.peers.show(peers, planner.frame.metersPerUnit),
  },
  focusOnObject: {
    editing: false,
    async run(planner, { objectId }) {
      const shape = planner.shapes().find((s) => s.id === objectId);
      if (shape) await planner.camera.frameObject(shapePoints(shape));
    },
  },
  deleteAnnotation: {
    editing: true,
    run(planner, { annotationId }) {
      if (!deleteObjects(planner, [annotationId])) console.warn(`Annotation ${annotationId} not found`);
    },
  },
  setAnnotations: {
    editing: false,
    run: (planner, { annotations }) => planner.store.replaceAll('annotation', annotations),
  },
  setSegmentations: {
    editing: false,
    run: (planner, { segmentations }) => planner.store.replaceAll('segmentation', segmentations),
  },
  setSceneFrame: { editing: false, run: (planner, { frame }) => planner.restoreFrame(frame) },
  levelScene: {
    editing: true,
    run(planner) {
      const before = planner.frame;
      const fit = fitFloor(planner.pointer.centers, { hintUp: before.up });
      if (!fit) return planner.bus.fire('level.failed', { reason: 'No floor was found in this scene' });
      planner.history.add(setFrameOp(planner, before, levelledFrame(before, fit, 'fit'), 'level scene'));
    },
  },
  calibrateScale: {
    editing: true,
    run(planner, command) {
      const line = command.points ?? planner.calibrationLine;
      const sceneDistance = line ? distance(line[0], line[1]) : 0;
      if (!line || sceneDistance <= 0)
        return console.warn('calibrateScale: pick two points with the calibrate tool first');
      const before = planner.frame;
      const metersPerUnit = toMetersFrom(command.realDistance, command.units) / sceneDistance;
      planner.history.add(setFrameOp(planner, before, { ...before, metersPerUnit }, 'calibrate scale'));
    },
  },
  editAnnotation: {
    editing: true,
    run: (planner, { annotation }) => editEntity(planner, 'annotation', annotation),
  },
  editSegmentation: {
    editing: true,
    run: (planner, { segmentation }) => editEntity(planner, 'segmentation', segmentation),
  },
  setScale: {
    editing: true,
    run(planner, { metersPerUnit }) {
      const before = planner.frame;
      planner.history.add(setFrameOp(planner, before, { ...before, metersPerUnit }, 'set scale'));
    },
  },
  undo: { editing: true, run: (planner) => planner.history.undo() },
  redo: { editing: true, run: (planner) => planner.history.redo() },

  // ---- placed models (venue-planner: Placement of catalogue models) ----------------------------
  startPlacementWithModel: {
    editing: true,
    async run(planner, { modelUrl, assetId = modelUrl, scale = 1 }) {
      planner.tools.setMode('planning');
      planner.placement.start({ modelUrl, assetId, scale });
      await planner.drawing.loadModel(modelUrl, assetId);
    },
  },
  updateGhostTransform: {
    editing: true,
    run(planner, { transform }) {
      const r = transform.rotation;
      // The yaw of a quaternion about the floor's up is all a standing model keeps.
      const up = normalize(planner.frame.up);
      const yaw = r ? (2 * Math.atan2(dot(r.slice(0, 3) as Vec3, up), r[3]) * 180) / Math.PI : undefined;
      planner.placement.setTransform(transform.position, yaw);
    },
  },
  commitGhostPlacement: { editing: true, run: (planner) => planner.placement.commit() },
  cancelGhostPlacement: { editing: false, run: (planner) => planner.placement.cancel() },
  setPlacedItems: { editing: false, run: (planner, { items }) => planner.items.replaceAll(items) },
  movePlacedItem: {
    editing: true,
    run(planner, { instanceId }) {
      const item = planner.items.get(instanceId);
      if (!item) return console.warn(`Placed item ${instanceId} not found`);
      // The model picked up is no longer selected: it is in hand until a click drops it.
      planner.setSelection([], 'click');
      planner.placement.startMove(item);
    },
  },
  rotatePlacedItems: {
    editing: true,
    run: (planner, { instanceIds, degrees }) => rotateItems(planner, instanceIds, degrees),
  },
  duplicatePlacedItems: {
    editing: true,
    run: (planner, { instanceIds }) => duplicateItems(planner, instanceIds),
  },
  deletePlacedItems: {
    editing: true,
    run: (planner, { instanceIds }) => deleteObjects(planner, instanceIds),
  },
  setLayoutModels: {
    editing: false,
    run(planner, { seat, roundTable, longTable }) {
      planner.layoutModels = { seat, roundTable, longTable };
    },
  },
  placeLayout: {
    editing: true,
    run: (planner, { groupId, layout }) => placeLayout(layoutTargetOf(planner), layout, groupId),
  },
  ungroupLayout: { editing: true, run: (planner, { groupId }) => ungroupLayout(planner, groupId) },
  selectObjects: {
    editing: false,
    run: (planner, { objectIds }) => planner.setSelection(objectIds, 'click'),
  },
  setSnapping: {
    editing: false,
    run(planner, { enabled }) {
      planner.snapping = enabled;
      planner.bus.fire('grid.changed', {});
    },
  },
  arrangePlacedItems: {
    editing: true,
    run: (planner, { instanceIds, arrangement }) =>
      arrangeItems(arrangeTargetOf(planner), instanceIds, arrangement),
  },

  // ---- comments (issue #28): a read-only plan picks and shows pins too (Commenters comment) -----
  pickScenePoint: { editing: false, run: (planner, { requestId }) => planner.pick.start(requestId) },
  setCommentPins: { editing: false, run: (planner, { pins }) => planner.pins.replace(pins) },
} satisfies Partial<CommandHandlers<Planner>>;

export type PlannerCommandType = keyof typeof plannerCommands;
