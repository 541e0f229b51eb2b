/**
 * Reshaping a zone or polygon by its handles: drag a vertex, insert one at an edge's midpoint, delete the
 * active one (never below three, never the object), each one undo step that writes only the outline.
 */
import { Group } from 'three';
import { describe, expect, it } from 'vitest';
import { type LayerName, layerNames, type SegmentationData, type Vec3 } from '../../protocol/index.ts';
import { ReshapeMode, type ReshapeTarget } from './modes/reshape-mode.ts';
import { Planner } from './planner.ts';
import type { EntityKind } from './planner-bus.ts';
import { deletedVertex, handleAt, insertedVertex, outlineOf } from './reshape.ts';
import { fakeSplatScene } from './test-scenes.ts';
import { toolKit } from './tool-test-kit.ts';

const square: Vec3[] = [
  [0, 0, 0],
  [1, 0, 0],
  [1, 0, 1],
  [0, 0, 1],
];
const P = (v: Vec3) => ({ x: v[0], y: v[1], z: v[2] });
const zone = (points: Vec3[] = square): SegmentationData => ({
  id: 'z1',
  name: 'Bar',
  type: 'zone',
  geometry: { boundary: points.map(P) },
});

/** The floor seen from above: pixel = (100 x, 100 z); a pixel on the plane h above the floor = (x/100, h, y/100). */
function setup(options: { readOnly?: boolean; idle?: boolean } = {}) {
  const kit = toolKit();
  kit.store.replaceAll('segmentation', [zone()]);
  kit.store.replaceAll('annotation', [
    { id: 'p1', type: 'polygon', vertices: square.map(([x, , z]) => P([x + 5, 2, z])) },
    { id: 'pt', type: 'point', position: P([0, 0, 0]) },
  ]);
  const local: string[] = [];
  kit.bus.on('entity.updated', ({ entity, source }) => {
    if (source === 'local') local.push(entity.id);
  });
  const target: ReshapeTarget & { selected: string[] } = {
    bus: kit.bus,
    store: kit.store,
    history: kit.history,
    selected: ['z1'],
    frame: kit.frames.frame,
    readOnly: options.readOnly ?? false,
    idle: () => options.idle ?? true,
    visible: (_kind: EntityKind) => true,
    toScreen: (p) => [p[0] * 100, p[2] * 100],
    planeAt: (x, y, h) => [x / 100, h, y / 100],
  };
  const mode = new ReshapeMode(target);
  const select = (id: string) => {
    target.selected = [id];
    kit.bus.fire('selection.changed', { ids: [id], cause: 'click' });
  };
  const boundary = () => outlineOf('segmentation', kit.store.get('segmentation', 'z1') as SegmentationData);
  return { ...kit, target, mode, select, boundary, local };
}

describe('reshape geometry', () => {
  it('finds the vertex handle first, then a midpoint, within a few pixels', () => {
    const toScreen = (p: Vec3): [number, number] => [p[0] * 100, p[2] * 100];
    expect(handleAt(square, 104, 97, toScreen)).toEqual({ kind: 'vertex', index: 2 });
    expect(handleAt(square, 50, 3, toScreen)).toEqual({ kind: 'midpoint', index: 0 });
    expect(handleAt(square, 0, 55, toScreen)).toEqual({ kind: 'midpoint', index: 3 });
    expect(handleAt(square, 50, 50, toScreen)).toBeNull();
  });

  it('inserts after the edge start and never deletes below three vertices', () => {
    expect(insertedVertex(square, 3, [0, 0, 0.5])).toHaveLength(5);
    expect(insertedVertex(square, 3, [0, 0, 0.5])[4]).toEqual([0, 0, 0.5]);
    expect(deletedVertex(square, 0)).toEqual(square.slice(1));
    expect(deletedVertex(square.slice(1), 0)).toBeNull();
  });
});

describe('reshape mode', () => {
  it('shows handles for one selected zone or polygon only, and not while a tool is picked or read-only', () => {
    const { mode, select, target } = setup();
    expect(mode.handles()).toMatchObject({ vertices: square, active: null });
    expect(mode.handles()?.midpoints[0]).toEqual([0.5, 0, 0]);
    select('p1');
    expect(mode.handles()?.vertices[0]).toEqual([5, 2, 0]);
    select('pt');
    expect(mode.handles()).toBeNull();
    expect(mode.isActive()).toBe(false);
    target.selected = ['z1', 'p1'];
    expect(mode.handles()).toBeNull();
    expect(setup({ idle: false }).mode.handles()).toBeNull();
    expect(setup({ readOnly: true }).mode.handles()).toBeNull();
  });

  it('drags a vertex on the floor as one undo step, telling the app once; undo and redo', () => {
    const { mode, history, boundary, local, store } = setup();
    expect(mode.press(50, 50)).toBe(false); // inside the zone, no handle: the camera or a click gets it
    expect(mode.cursor(50, 50)).toBeNull();
    expect(mode.cursor(101, 99)).toBe('grab');
    expect(mode.press(101, 99)).toBe(true);
    expect(mode.cursor(300, 300)).toBe('grabbing');
    mode.drag(120, 110);
    mode.drag(150, 120);
    expect(boundary()?.[2]).toEqual([1.5, 0, 1.2]); // drawn while dragging
    expect(local).toEqual([]); // not told to the app yet
    mode.release();
    expect(local).toEqual(['z1']);
    expect(history.canUndo).toBe(true);
    expect(mode.handles()?.active).toBe(2);
    // A rename in between is kept by the undo: only the boundary is written back.
    store.put('segmentation', { ...(store.get('segmentation', 'z1') as SegmentationData), name: 'Lounge' });
    history.undo();
    expect(boundary()).toEqual(square);
    expect(store.get('segmentation', 'z1')?.name).toBe('Lounge');
    expect(history.canUndo).toBe(false); // the reshape was one step (the rename's put is none)
    history.redo();
    expect(boundary()?.[2]).toEqual([1.5, 0, 1.2]);
  });

  it('moves a polygon vertex on the plane at its own height', () => {
    const { mode, select, store } = setup();
    select('p1');
    expect(mode.press(500, 0)).toBe(true);
    mode.drag(470, -40);
    mode.release();
    expect(store.get('annotation', 'p1')?.vertices?.[0]).toEqual({ x: 4.7, y: 2, z: -0.4 });
  });

  it('inserts a vertex at an edge midpoint and drags it, one undo step', () => {
    const { mode, history, boundary } = setup();
    expect(mode.press(50, 0)).toBe(true);
    expect(boundary()).toHaveLength(5);
    mode.drag(50, -30);
    mode.release();
    expect(boundary()?.[1]).toEqual([0.5, 0, -0.3]);
    expect(mode.handles()?.active).toBe(1);
    history.undo();
    expect(boundary()).toEqual(square);
    expect(history.canUndo).toBe(false);
    history.redo();
    expect(boundary()).toHaveLength(5);
  });

  it('a click on a midpoint inserts the vertex there; on a vertex it only makes it active', () => {
    const { mode, history, boundary } = setup();
    mode.press(1, 1);
    mode.drag(2, 2); // within the slop: no move
    mode.release();
    expect(history.canUndo).toBe(false);
    expect(mode.handles()?.active).toBe(0);
    mode.press(100, 50);
    mode.release();
    expect(boundary()?.[2]).toEqual([1, 0, 0.5]);
    expect(history.canUndo).toBe(true);
  });

  it('Delete removes the active vertex (not the zone), never below three; undoable', () => {
    const { mode, history, boundary, store } = setup();
    expect(mode.key('delete')).toBe(false); // no active vertex: the select mode deletes the zone
    mode.press(0, 100);
    mode.release();
    expect(mode.key('delete')).toBe(true);
    expect(boundary()).toEqual(square.slice(0, 3));
    expect(mode.handles()?.active).toBeNull();
    history.undo();
    expect(boundary()).toEqual(square);
    history.redo();
    mode.press(0, 0);
    mode.release();
    expect(mode.key('backspace')).toBe(true); // used, so the zone stays
    expect(boundary()).toHaveLength(3);
    expect(store.get('segmentation', 'z1')).toBeDefined();
  });

  it('Esc cancels a drag without an edit, then lets go of the active vertex', () => {
    const { mode, history, boundary } = setup();
    mode.press(100, 100);
    mode.drag(200, 200);
    expect(mode.key('cancel')).toBe(true);
    expect(boundary()).toEqual(square);
    mode.release();
    expect(history.canUndo).toBe(false);
    expect(mode.handles()?.active).toBe(2);
    expect(mode.key('cancel')).toBe(true);
    expect(mode.handles()?.active).toBeNull();
    expect(mode.key('cancel')).toBe(false);
  });
});

describe('reshaping in the planner', () => {
  it('a press on a handle is taken from the camera; Delete then removes the vertex, not the zone', async () => {
    const layers = new Map<LayerName, Group>(layerNames.map((name) => [name, new Group()]));
    const planner = new Planner(layers);
    planner.attach(
      fakeSplatScene(new Float32Array(0), {
        position: [0, 10, 0],
        target: [0, 0, 0],
        up: [0, 0, -1],
        fov: 60,
      }),
    );
    await planner.handle({
      type: 'setSceneFrame',
      frame: { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' },
    });
    await planner.handle({ type: 'setSegmentations', segmentations: [zone()] });
    const at = (p: Vec3) => planner.pointer.toScreen(p) as [number, number];
    expect(planner.press(...at([1, 0, 1]))).toBe(false); // nothing selected: no handles
    planner.click(...at([0.5, 0, 0.5]), false);
    expect(planner.selected).toEqual(['z1']);
    expect(planner.press(...at([1, 0, 1]))).toBe(true);
    const [x, y] = at([2, 0, 2]);
    planner.drag(x, y);
    planner.release(x, y);
    const corner = planner.store.get('segmentation', 'z1')?.geometry?.boundary?.[2];
    expect(corner?.x).toBeCloseTo(2, 5);
    expect(corner?.z).toBeCloseTo(2, 5);
    expect(planner.key('delete')).toBe(true);
    expect(planner.store.get('segmentation', 'z1')?.geometry?.boundary).toHaveLength(3);
    expect(planner.key('delete')).toBe(true); // nothing active now: the zone itself goes
    expect(planner.store.get('segmentation', 'z1')).toBeUndefined();
    planner.key('undo');
    planner.key('undo');
    planner.key('undo');
    expect(planner.store.get('segmentation', 'z1')?.geometry?.boundary?.map((p) => [p.x, p.y, p.z])).toEqual(
      square,
    );
  });
});
