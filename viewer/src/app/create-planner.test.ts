import { Group } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { add, dot, normalize, scale } from '#venue/vec.ts';
import {
  type LayerName,
  layerNames,
  type SegmentationData,
  type Vec3,
  type ViewerEvent,
} from '../../protocol/index.ts';
import { makeProjector } from '../planner/picking.ts';
import { fakeSplatScene, roomScene } from '../planner/test-scenes.ts';
import { createPlanner } from './create-planner.ts';

function setup() {
  const room = roomScene();
  // The camera's up is 25° off the room's; it looks at the room from outside.
  const hint = normalize(add(room.up, scale(normalize([room.up[1], -room.up[0], 0]), 0.47)));
  const center = room.toScene([3, 1.5, 2]);
  const scene = fakeSplatScene(room.centers, {
    position: add(
      center,
      scale(normalize(room.toScene([3, 1.5, 12]).map((v, i) => v - (center[i] as number)) as Vec3), 4),
    ),
    target: center,
    up: hint,
    fov: 60,
  });
  const layers = new Map<LayerName, Group>(layerNames.map((name) => [name, new Group()]));
  let ids = 0;
  const posted: ViewerEvent[] = [];
  const planner = createPlanner(layers, (event) => posted.push(event), {
    newId: () => `obj-${++ids}`,
    now: () => 1,
  });
  planner.attach(scene);
  planner.sceneLoaded(scene);
  const of = <T extends ViewerEvent['type']>(type: T) =>
    posted.filter((e): e is Extract<ViewerEvent, { type: T }> => e.type === type);
  /** The canvas pixel of a point in room coordinates (meters). */
  const pixel = (p: Vec3) => {
    const s = makeProjector({ camera: scene.getCamera(), width: 800, height: 600 }).toScreen(room.toScene(p));
    if (!s) throw new Error('behind the camera');
    return s;
  };
  return { room, scene, layers, planner, posted, of, pixel };
}

const degreesBetween = (a: Vec3, b: Vec3) =>
  (Math.acos(Math.min(1, dot(normalize(a), normalize(b)))) * 180) / Math.PI;

/** The planner as a viewer page builds it: the core with every tool, reporting to the app. */
/** Clicks a triangle on the room's floor with the tool picked, and finishes it. */
function drawTriangle(planner: ReturnType<typeof createPlanner>, room: { toScene(c: Vec3): Vec3 }) {
  for (const c of [
    [1, 0, 1],
    [3, 0, 1],
    [3, 0, 3],
  ] as Vec3[])
    planner.tools.click(room.toScene(c));
  planner.tools.finish();
}

describe('planner', () => {
  it('levels and calibrates a scaled room, then measures another edge within 2 % in meters and feet', async () => {
    const { room, planner, of } = setup();
    expect(planner.frame.levelledBy).toBe('default');
    await planner.handle({ type: 'levelScene' });
    expect(degreesBetween(planner.frame.up, room.up)).toBeLessThan(1);
    expect(of('sceneFrameChanged')).toHaveLength(1);

    await planner.handle({ type: 'setTool', tool: 'calibrate' });
    planner.tools.click(room.toScene([0, 0, 0]));
    planner.tools.click(room.toScene([6, 0, 0]));
    expect(of('calibrationPicked')[0]?.sceneDistance).toBeCloseTo(6 * room.unitsPerMeter, 6);
    await planner.handle({ type: 'calibrateScale', realDistance: 6, units: 'meters' });
    expect(planner.frame.metersPerUnit).toBeCloseTo(1 / room.unitsPerMeter, 6);
    expect(of('sceneFrameChanged').at(-1)?.frame.metersPerUnit).toBeCloseTo(1 / room.unitsPerMeter, 6);

    await planner.handle({ type: 'setMode', mode: 'measure' });
    await planner.handle({ type: 'startCreation', kind: 'measurement' });
    planner.tools.click(room.toScene([6, 0, 0]));
    planner.tools.click(room.toScene([6, 0, 4]));
    const measurement = () => planner.shapes().find((s) => s.objectType === 'measurement');
    const meters = Number.parseFloat(measurement()?.label ?? '');
    expect(Math.abs(meters - 4) / 4).toBeLessThan(0.02);
    expect(measurement()?.label).toMatch(/ m$/);
    await planner.handle({ type: 'setMeasurementUnits', units: 'feet' });
    // Feet and inches: 4 m is 13' 1½".
    const [, ft, inches, half] = measurement()?.label?.match(/^(\d+)' (\d+)(½?)"$/) ?? [];
    const feet = Number(ft) + (Number(inches) + (half ? 0.5 : 0)) / 12;
    expect(Math.abs(feet - 13.1234) / 13.1234).toBeLessThan(0.02);
    expect(of('annotationCreated')[0]?.annotation).toMatchObject({ type: 'measurement' });
  });

  it('draws a zone by clicks on the floor, undoes and redoes it through the app', async () => {
    const { room, planner, of, pixel } = setup();
    await planner.handle({ type: 'levelScene' });
    await planner.handle({
      type: 'calibrateScale',
      realDistance: 6,
      units: 'meters',
      points: [room.toScene([0, 0, 0]), room.toScene([6, 0, 0])],
    });
    await planner.handle({ type: 'setOverviewMode', args: [true, { axis: 'y', offset: 9 }] });
    await planner.handle({ type: 'setMode', mode: 'draw' });
    await planner.handle({ type: 'setTool', tool: 'capacityZone' });
    const corners: Vec3[] = [
      [1, 0, 1],
      [3, 0, 1],
      [3, 0, 3],
      [1, 0, 3],
    ];
    for (const corner of corners) planner.click(...pixel(corner), false);
    planner.click(...pixel(corners[0] as Vec3), false);
    expect(of('drawingStarted')).toEqual([{ type: 'drawingStarted', tool: 'capacityZone' }]);
    expect(of('drawingUpdated')).toHaveLength(4);
    expect(of('drawingCompleted')[0]?.points).toHaveLength(4);
    const zone = of('segmentationCreated')[0]?.segmentation;
    expect(zone?.name).toBe('Zone 1');
    const label = planner.shapes().find((s) => s.id === zone?.id)?.label ?? '';
    expect(label).toMatch(/^Zone 1 · \d+\.\d\d m²$/);
    expect(Math.abs(Number.parseFloat(label.split(' · ')[1] ?? '') - 4) / 4).toBeLessThan(0.02);

    await planner.handle({ type: 'undo' });
    expect(of('segmentationDeleted')).toEqual([{ type: 'segmentationDeleted', segmentationId: zone?.id }]);
    expect(planner.store.list('segmentation')).toHaveLength(0);
    await planner.handle({ type: 'redo' });
    expect(of('segmentationCreated')).toHaveLength(2);
    expect(of('historyChanged').at(-1)).toEqual({
      type: 'historyChanged',
      canUndo: true,
      canRedo: false,
      redone: 'add zone',
    });
  });

  it('makes a capacity zone a zone from Annotate too, and a Rectangle zone whose panel edit is undoable', async () => {
    const { room, planner, of } = setup();
    await planner.handle({ type: 'levelScene' });
    await planner.handle({ type: 'setMode', mode: 'annotate' });
    await planner.handle({ type: 'startCreation', kind: 'annotation', tool: 'capacityZone' });
    drawTriangle(planner, room);
    expect(of('annotationCreated')).toHaveLength(0);
    expect(of('segmentationCreated')[0]?.segmentation).toMatchObject({ type: 'zone', name: 'Zone 1' });

    await planner.handle({ type: 'setMode', mode: 'draw' });
    await planner.handle({ type: 'startCreation', kind: 'segmentation', tool: 'rectangleZone' });
    expect(of('drawingStarted').at(-1)).toEqual({ type: 'drawingStarted', tool: 'rectangleZone' });
    planner.tools.click(room.toScene([1, 0, 1]));
    planner.tools.click(room.toScene([5, 0, 4]));
    const rectangle = of('segmentationCreated')[1]?.segmentation;
    expect(rectangle?.name).toBe('Zone 2');
    expect(rectangle?.geometry?.boundary).toHaveLength(4);
    // The right panel's new size: one undoable edit of the boundary.
    const boundary = (rectangle?.geometry?.boundary ?? []).map((p) => ({ ...p, x: p.x * 2 }));
    const edited = { ...rectangle, geometry: { ...rectangle?.geometry, boundary } } as SegmentationData;
    await planner.handle({ type: 'editSegmentation', segmentation: edited });
    expect(planner.store.get('segmentation', rectangle?.id ?? '')?.geometry?.boundary).toEqual(boundary);
    await planner.handle({ type: 'undo' });
    expect(of('segmentationUpdated').at(-1)?.segmentation.geometry?.boundary).toEqual(
      rectangle?.geometry?.boundary,
    );
    expect(planner.store.list('segmentation')).toHaveLength(2);
  });

  it('selects by click, adds with Shift, clears on empty space, deletes the selection undoably', async () => {
    const { room, planner, of, pixel } = setup();
    await planner.handle({ type: 'levelScene' });
    await planner.handle({ type: 'setMode', mode: 'draw' });
    await planner.handle({ type: 'setTool', tool: 'capacityZone' });
    drawTriangle(planner, room);
    await planner.handle({ type: 'setMode', mode: 'annotate' });
    await planner.handle({ type: 'setTool', tool: 'point' });
    planner.tools.click(room.toScene([5, 1, 2]));
    await planner.handle({ type: 'setMode', mode: 'view' });
    const [zone] = planner.store.list('segmentation');
    const [point] = planner.store.list('annotation');

    planner.click(...pixel([2.5, 0, 1.5]), false);
    expect(of('objectSelected')).toEqual([
      { type: 'objectSelected', objectId: zone?.id, objectType: 'zone' },
    ]);
    planner.click(...pixel([5, 1, 2]), true);
    expect(of('multiSelect')).toEqual([{ type: 'multiSelect', objectIds: [zone?.id, point?.id] }]);

    expect(planner.key('delete')).toBe(true);
    expect(planner.store.list('segmentation')).toHaveLength(0);
    expect(of('annotationDeleted')).toHaveLength(1);
    // What was deleted left the selection, and the page hears so.
    expect(of('selectionCleared').length).toBeGreaterThanOrEqual(1);
    planner.key('undo');
    expect(planner.store.list('segmentation')).toHaveLength(1);
    expect(planner.store.list('annotation')).toHaveLength(1);

    planner.click(...pixel([3, 1, 2]), false);
    const cleared = of('selectionCleared').length;
    const [x, y] = pixel([5.9, 2.9, 0.1]);
    planner.click(x, y, false);
    expect(of('selectionCleared')).toHaveLength(cleared + 1);
  });

  it('draws what the app pushes without echoing it, and deletes by command', async () => {
    const { planner, of } = setup();
    await planner.handle({
      type: 'setAnnotations',
      annotations: [{ id: 'a1', type: 'point', position: { x: 0, y: 0, z: 0 } }],
    });
    expect(planner.shapes().map((s) => s.id)).toEqual(['a1']);
    expect(of('annotationCreated')).toHaveLength(0);
    await planner.handle({ type: 'deleteAnnotation', annotationId: 'a1' });
    expect(of('annotationDeleted')).toEqual([{ type: 'annotationDeleted', annotationId: 'a1' }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await planner.handle({ type: 'deleteAnnotation', annotationId: 'missing' });
    expect(warn).toHaveBeenCalledWith('Annotation missing not found');
    warn.mockRestore();
  });

  it('restores a stored frame, turning the camera level, and keeps it over a scene load', async () => {
    const { planner, scene } = setup();
    const frame = { up: [0, 0, 1] as Vec3, floor: -1, metersPerUnit: 2, levelledBy: 'fit' as const };
    await planner.handle({ type: 'setSceneFrame', frame });
    expect(scene.getCamera().up).toEqual([0, 0, 1]);
    planner.sceneLoaded(scene);
    expect(planner.frame).toEqual(frame);
  });

  it('looks straight down from the overview height and comes back', async () => {
    const { planner, scene } = setup();
    const before = scene.getCamera();
    await planner.handle({
      type: 'setSceneFrame',
      frame: { up: [0, 1, 0], floor: 0, metersPerUnit: 0.5, levelledBy: 'fit' },
    });
    const level = scene.getCamera();
    await planner.handle({ type: 'setOverviewMode', args: [true, { axis: 'y', offset: 10 }] });
    const top = scene.getCamera();
    expect(top.position[1] - top.target[1]).toBeCloseTo(20, 9);
    expect(top.target[1]).toBeCloseTo(0, 9);
    await planner.handle({ type: 'setOverviewMode', args: [false, { axis: 'y', offset: 10 }] });
    expect(scene.getCamera()).toEqual(level);
    expect(before.up).not.toEqual(level.up);
  });

  it('hides a layer and leaves it out of click selection', async () => {
    const { room, planner, layers, of, pixel } = setup();
    const [x, y, z] = room.toScene([3, 1, 2]);
    await planner.handle({
      type: 'setAnnotations',
      annotations: [{ id: 'p', type: 'point', position: { x, y, z } }],
    });
    await planner.handle({ type: 'setLayerVisibility', layer: 'annotations', visible: false });
    expect(layers.get('annotations')?.visible).toBe(false);
    planner.click(...pixel([3, 1, 2]), false);
    expect(of('objectSelected')).toHaveLength(0);
    await planner.handle({ type: 'setLayerVisibility', layer: 'annotations', visible: true });
    planner.click(...pixel([3, 1, 2]), false);
    expect(of('objectSelected')).toEqual([{ type: 'objectSelected', objectId: 'p', objectType: 'point' }]);
  });

  it('shows a read-only plan: selection works, tools and edits are refused', async () => {
    const { room, planner, of, pixel } = setup();
    const [x, y, z] = room.toScene([3, 1, 2]);
    await planner.handle({
      type: 'setAnnotations',
      annotations: [{ id: 'p', type: 'point', position: { x, y, z } }],
    });
    await planner.handle({ type: 'setReadOnly', readOnly: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await planner.handle({ type: 'setTool', tool: 'point' });
    expect(planner.tools.tool).toBeNull();
    await planner.handle({ type: 'deleteAnnotation', annotationId: 'p' });
    expect(planner.key('delete')).toBe(false);
    expect(planner.store.list('annotation')).toHaveLength(1);
    warn.mockRestore();
    planner.click(...pixel([3, 1, 2]), false);
    expect(of('objectSelected')).toHaveLength(1);
    expect(planner.key('delete')).toBe(false);
    expect(of('annotationDeleted')).toHaveLength(0);
  });

  it('hands the keys it does not use to the page', () => {
    const { planner, of } = setup();
    const key = { key: 'v', code: 'KeyV', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false };
    planner.unusedKey(key);
    expect(of('viewerKeyDown')).toEqual([{ type: 'viewerKeyDown', ...key }]);
  });

  it('places models by clicks, selects one by clicking it, moves, turns, copies and deletes it undoably', async () => {
    const { planner, of, pixel } = setup();
    await planner.handle({ type: 'levelScene' });
    const url = '/catalogue/models/chiavari-chair-gold.glb';
    await planner.handle({ type: 'startPlacementWithModel', modelUrl: url, assetId: 'chair' });
    expect(of('modelLoadStatus').at(-1)).toMatchObject({ status: 'loaded', assetId: 'chair' });
    const [ax, ay] = pixel([2, 0, 2]);
    const [bx, by] = pixel([4, 0, 2]);
    planner.hover(ax, ay);
    planner.click(ax, ay, false);
    planner.click(bx, by, false);
    expect(of('placementCommitted').map((e) => e.assetId)).toEqual(['chair', 'chair']);
    expect(of('placedItemSaved')).toHaveLength(2);
    expect(planner.key('cancel')).toBe(true);
    expect(of('placementCancelled')).toHaveLength(1);

    // A click on a placed model selects it.
    planner.click(ax, ay, false);
    const first = of('placementCommitted')[0]?.instanceId as string;
    expect(of('objectSelected').at(-1)).toEqual({
      type: 'objectSelected',
      objectId: first,
      objectType: 'placedItem',
    });

    // Move: picked up, dropped where the next click is.
    await planner.handle({ type: 'movePlacedItem', instanceId: first });
    const [cx, cy] = pixel([3, 0, 4]);
    planner.hover(cx, cy);
    planner.click(cx, cy, false);
    const moved = of('placedItemSaved').at(-1)?.item;
    expect(moved?.id).toBe(first);
    const before = planner.items.get(first);
    expect(before?.position).toEqual(moved?.position);
    expect(planner.placement.active).toBe(false);

    await planner.handle({ type: 'rotatePlacedItems', instanceIds: [first], degrees: 15 });
    await planner.handle({ type: 'duplicatePlacedItems', instanceIds: [first] });
    expect(planner.items.list()).toHaveLength(3);
    await planner.handle({ type: 'deletePlacedItems', instanceIds: [first] });
    expect(of('placedItemDeleted').map((e) => e.instanceId)).toEqual([first]);
    expect(planner.items.list()).toHaveLength(2);
    // Undo: the delete, the copy, the turn, the move.
    await planner.handle({ type: 'undo' });
    await planner.handle({ type: 'undo' });
    await planner.handle({ type: 'undo' });
    await planner.handle({ type: 'undo' });
    expect(planner.items.list()).toHaveLength(2);
    expect(of('placedItemSaved').at(-1)?.item.position).not.toEqual(moved?.position);

    // Pushed items replace what is drawn without an echo; a read-only plan refuses placing.
    const saved = of('placedItemSaved').length;
    await planner.handle({ type: 'setPlacedItems', items: [] });
    expect(planner.items.list()).toHaveLength(0);
    expect(of('placedItemSaved')).toHaveLength(saved);
    await planner.handle({ type: 'setReadOnly', readOnly: true });
    await planner.handle({ type: 'startPlacementWithModel', modelUrl: url, assetId: 'chair' });
    expect(planner.placement.active).toBe(false);
  });
});
