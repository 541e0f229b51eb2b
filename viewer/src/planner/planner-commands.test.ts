/**
 * The planner's command record: every planner command has its entry (the samples below must name one of
 * each type, or this file does not compile), and a read-only plan refuses exactly the entries that say
 * they edit.
 */
import { Group } from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CommandOf, type LayerName, layerNames } from '../../protocol/index.ts';
import { handlerFor, isEditing } from '../command-handlers.ts';
import { Planner } from './planner.ts';
import { type PlannerCommandType, plannerCommands } from './planner-commands.ts';

const samples: { [K in PlannerCommandType]: CommandOf<K> } = {
  // Read-only stays on when this sample runs in the read-only test.
  setReadOnly: { type: 'setReadOnly', readOnly: true },
  setMode: { type: 'setMode', mode: 'draw' },
  setTool: { type: 'setTool', tool: 'point' },
  startCreation: { type: 'startCreation', kind: 'annotation' },
  cancelCreation: { type: 'cancelCreation' },
  setMeasurementUnits: { type: 'setMeasurementUnits', units: 'feet' },
  setOverviewMode: { type: 'setOverviewMode', args: [true, { axis: 'y', offset: 5 }] },
  setPlanView: { type: 'setPlanView', on: true },
  setScanOpacity: { type: 'setScanOpacity', opacity: 0.4 },
  setLayerVisibility: { type: 'setLayerVisibility', layer: 'zones', visible: false },
  selectObject: { type: 'selectObject', objectId: 'a1' },
  highlightObjects: { type: 'highlightObjects', objectIds: ['a1'] },
  showPeers: {
    type: 'showPeers',
    peers: [{ id: 'c2', name: 'bob', color: '#e91e63', position: [0, 2, 5], target: [0, 0, 0] }],
  },
  focusOnObject: { type: 'focusOnObject', objectId: 'a1' },
  deleteAnnotation: { type: 'deleteAnnotation', annotationId: 'a1' },
  setAnnotations: { type: 'setAnnotations', annotations: [] },
  setSegmentations: { type: 'setSegmentations', segmentations: [] },
  setSceneFrame: {
    type: 'setSceneFrame',
    frame: { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' },
  },
  levelScene: { type: 'levelScene' },
  calibrateScale: {
    type: 'calibrateScale',
    realDistance: 2,
    units: 'meters',
    points: [
      [0, 0, 0],
      [1, 0, 0],
    ],
  },
  editAnnotation: {
    type: 'editAnnotation',
    annotation: { id: 'a1', type: 'point', metadata: { label: 'Bar' } },
  },
  editSegmentation: { type: 'editSegmentation', segmentation: { id: 'z1', name: 'Lawn' } },
  setScale: { type: 'setScale', metersPerUnit: 0.5 },
  undo: { type: 'undo' },
  redo: { type: 'redo' },
  startPlacementWithModel: { type: 'startPlacementWithModel', modelUrl: '/m.glb', assetId: 'm' },
  updateGhostTransform: { type: 'updateGhostTransform', transform: { position: [0, 0, 0] } },
  commitGhostPlacement: { type: 'commitGhostPlacement' },
  cancelGhostPlacement: { type: 'cancelGhostPlacement' },
  setPlacedItems: { type: 'setPlacedItems', items: [] },
  movePlacedItem: { type: 'movePlacedItem', instanceId: 'x' },
  rotatePlacedItems: { type: 'rotatePlacedItems', instanceIds: ['x'], degrees: 15 },
  duplicatePlacedItems: { type: 'duplicatePlacedItems', instanceIds: ['x'] },
  deletePlacedItems: { type: 'deletePlacedItems', instanceIds: ['x'] },
  setLayoutModels: { type: 'setLayoutModels', seat: null, roundTable: null, longTable: null },
  placeLayout: {
    type: 'placeLayout',
    layout: {
      kind: 'row',
      seat: { modelId: 'chair', modelUrl: '/chair.glb', scale: 1, width: 0.45, depth: 0.47 },
      start: [0, 0, 0],
      end: [3, 0, 0],
      gap: 0.15,
      flip: false,
      bend: 0,
    },
  },
  ungroupLayout: { type: 'ungroupLayout', groupId: 'g' },
  selectObjects: { type: 'selectObjects', objectIds: ['x'] },
  setSnapping: { type: 'setSnapping', enabled: false },
  arrangePlacedItems: { type: 'arrangePlacedItems', instanceIds: ['x'], arrangement: 'left' },
  pickScenePoint: { type: 'pickScenePoint', requestId: 'p1' },
  setCommentPins: {
    type: 'setCommentPins',
    pins: [{ id: 'c1', position: [0, 0, 0], count: 2, resolved: false, selected: true }],
  },
};

const planner = () => new Planner(new Map<LayerName, Group>(layerNames.map((name) => [name, new Group()])));

describe('planner commands', () => {
  afterEach(() => vi.restoreAllMocks());

  it('handles every planner command type, and leaves the others to the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p = planner();
    for (const command of Object.values(samples)) expect(await p.handle(command)).toBe(true);
    expect(p.handles('getCurrentCamera')).toBe(false);
    expect(await p.handle({ type: 'getCurrentCamera', requestId: 'r1' })).toBe(false);
  });

  it('refuses on a read-only plan exactly the commands whose entry says they edit', async () => {
    const editing = Object.values(samples)
      .filter((command) => {
        const handler = handlerFor(plannerCommands, command);
        return handler && isEditing(handler, command);
      })
      .map((command) => command.type);
    expect(editing).toEqual([
      'setTool',
      'startCreation',
      'deleteAnnotation',
      'levelScene',
      'calibrateScale',
      'editAnnotation',
      'editSegmentation',
      'setScale',
      'undo',
      'redo',
      'startPlacementWithModel',
      'updateGhostTransform',
      'commitGhostPlacement',
      'movePlacedItem',
      'rotatePlacedItems',
      'duplicatePlacedItems',
      'deletePlacedItems',
      'placeLayout',
      'ungroupLayout',
      'arrangePlacedItems',
    ]);
    const p = planner();
    await p.handle({ type: 'setReadOnly', readOnly: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const command of Object.values(samples)) {
      const run = vi.spyOn(plannerCommands[command.type], 'run');
      await p.handle(command);
      expect(run, command.type).toHaveBeenCalledTimes(editing.includes(command.type) ? 0 : 1);
      run.mockRestore();
    }
    expect(warn).toHaveBeenCalledWith('setTool was ignored: this plan is read-only');
  });

  it('lets a read-only plan put its tool down', async () => {
    const p = planner();
    await p.handle({ type: 'setReadOnly', readOnly: true });
    const run = vi.spyOn(plannerCommands.setTool, 'run');
    await p.handle({ type: 'setTool', tool: null });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
