/**
 * The viewer's side of comments (issue #28): pickScenePoint answers one click with the scene point and
 * the model or zone under it (Esc, a newer pick and a mode change cancel it), on a read-only plan too,
 * without editing; setCommentPins replaces the pins drawn, and a click on a pin tells the page which one
 * and does nothing else.
 */
import { Group } from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CameraState,
  type CommentPin,
  type LayerName,
  layerNames,
  type PlacedItemData,
  type ViewerEvent,
} from '../../protocol/index.ts';
import { bridgeToApp } from './app-bridge.ts';
import type { OverlayState } from './overlay.ts';
import { makeProjector } from './picking.ts';
import type { OverlayLike } from './plan-drawing.ts';
import { Planner } from './planner.ts';
import { fakeSplatScene } from './test-scenes.ts';
import { testTool } from './tool-test-kit.ts';

const camera: CameraState = { position: [0, 10, 0], target: [0, 0, 0], up: [0, 0, -1], fov: 60 };
/** Canvas pixels of a world point in the 800 × 600 view straight down on the floor (the origin at 400, 300). */
const screenOf = (p: [number, number, number]): [number, number] =>
  makeProjector({ camera: camera, width: 800, height: 600 }).toScreen(p) ?? [0, 0];

const chair: PlacedItemData = {
  id: 'chair-1',
  modelId: 'chair',
  modelUrl: '/chair.glb',
  position: { x: -2, y: 0, z: 0 },
  rotation: { x: 0, y: 0, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
};
/** A 2 × 2 zone around (-2, 0, 0) (the chair stands in it) and a point annotation at (2, 0, 2). */
const lawn = {
  id: 'zone-1',
  name: 'Lawn',
  type: 'area',
  geometry: {
    boundary: [
      { x: -3, y: 0, z: -1 },
      { x: -1, y: 0, z: -1 },
      { x: -1, y: 0, z: 1 },
      { x: -3, y: 0, z: 1 },
    ],
  },
};

/** A table top of splats at height 1 over x 1.5–2.5, z -0.5–0.5. */
function tableTop(): Float32Array {
  const points: number[] = [];
  for (let x = 1.5; x <= 2.5; x += 0.02) for (let z = -0.5; z <= 0.5; z += 0.02) points.push(x, 1, z);
  return new Float32Array(points);
}

async function setup() {
  const states: OverlayState[] = [];
  const overlay: OverlayLike = {
    update: (state) => void states.push(state),
    setPreview: () => {},
    requestRender: () => {},
    dispose: () => {},
  };
  const layers = new Map<LayerName, Group>(layerNames.map((name) => [name, new Group()]));
  const tool = testTool('outline', { min: 3, closes: true, onFloor: true });
  const planner = new Planner(layers, { tools: [tool], createOverlay: () => overlay });
  planner.attach(fakeSplatScene(new Float32Array(0), camera));
  planner.pointer.centers = tableTop();
  const posted: ViewerEvent[] = [];
  bridgeToApp(planner.bus, planner.store, (event) => posted.push(event), planner.items);
  await planner.handle({
    type: 'setSceneFrame',
    frame: { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' },
  });
  await planner.handle({ type: 'setPlacedItems', items: [chair] });
  await planner.handle({ type: 'setSegmentations', segmentations: [lawn] });
  await planner.handle({
    type: 'setAnnotations',
    annotations: [{ id: 'note-1', type: 'point', position: { x: 2, y: 0, z: 2 } }],
  });
  posted.length = 0;
  return { planner, posted, states };
}

const click = (planner: Planner, p: [number, number, number]) => {
  const [x, y] = screenOf(p);
  planner.click(x, y, false);
};
const nothingEdited = (planner: Planner) => {
  expect(planner.store.list('annotation')).toHaveLength(1);
  expect(planner.store.list('segmentation')).toHaveLength(1);
  expect(planner.items.list()).toEqual([chair]);
  expect(planner.history.canUndo).toBe(false);
  expect(planner.selected).toEqual([]);
};

afterEach(() => vi.restoreAllMocks());

describe('pickScenePoint', () => {
  it('answers the next click with the point on the splats, and nothing else happens', async () => {
    const { planner, posted } = await setup();
    await planner.handle({ type: 'pickScenePoint', requestId: 'r1' });
    expect(planner.cursor(10, 10)).toBe('crosshair');
    click(planner, [2, 1, 0]);
    expect(posted).toHaveLength(1);
    const answer = posted[0] as Extract<ViewerEvent, { type: 'scenePointPicked' }>;
    expect(answer.type).toBe('scenePointPicked');
    expect(answer.requestId).toBe('r1');
    expect(answer.target).toBeUndefined();
    expect(answer.position[0]).toBeCloseTo(2, 1);
    expect(answer.position[1]).toBeCloseTo(1, 1);
    expect(answer.position[2]).toBeCloseTo(0, 1);
    nothingEdited(planner);
    // One shot: the next click selects again, and the cursor is the default.
    expect(planner.cursor(10, 10)).toBe('');
    click(planner, [2, 0, 2]);
    expect(planner.selected).toEqual(['note-1']);
  });

  it('names the placed model, else the zone, under the click; the floor where no splats are', async () => {
    const { planner, posted } = await setup();
    await planner.handle({ type: 'pickScenePoint', requestId: 'on-chair' });
    click(planner, [-2, 0, 0]);
    await planner.handle({ type: 'pickScenePoint', requestId: 'in-zone' });
    click(planner, [-2.7, 0, 0.7]);
    await planner.handle({ type: 'pickScenePoint', requestId: 'anywhere' });
    click(planner, [0, 0, 3]);
    expect(posted.map((e) => (e.type === 'scenePointPicked' ? [e.requestId, e.target] : e.type))).toEqual([
      ['on-chair', { kind: 'item', id: 'chair-1' }],
      ['in-zone', { kind: 'zone', id: 'zone-1' }],
      ['anywhere', undefined],
    ]);
    const floor = posted[2] as Extract<ViewerEvent, { type: 'scenePointPicked' }>;
    expect(floor.position[0]).toBeCloseTo(0, 2);
    expect(floor.position[1]).toBeCloseTo(0, 6);
    expect(floor.position[2]).toBeCloseTo(3, 2);
    nothingEdited(planner);
  });

  it('is cancelled by Esc, by a newer pick and by a mode change; a click on nothing keeps it waiting', async () => {
    const { planner, posted } = await setup();
    await planner.handle({ type: 'pickScenePoint', requestId: 'a' });
    expect(planner.key('cancel')).toBe(true);
    await planner.handle({ type: 'pickScenePoint', requestId: 'b' });
    await planner.handle({ type: 'pickScenePoint', requestId: 'c' });
    await planner.handle({ type: 'setMode', mode: 'view' });
    expect(posted).toEqual([
      { type: 'scenePointPickCancelled', requestId: 'a' },
      { type: 'scenePointPickCancelled', requestId: 'b' },
      { type: 'scenePointPickCancelled', requestId: 'c' },
    ]);
    // Nothing waits: Esc has no pick to cancel, a click selects.
    expect(planner.key('cancel')).toBe(false);
    posted.length = 0;
    // Looking at the horizon: the top of the view meets no floor and no splats.
    planner.attach(
      fakeSplatScene(new Float32Array(0), { position: [0, 1, 5], target: [0, 1, 0], up: [0, 1, 0], fov: 60 }),
    );
    await planner.handle({ type: 'pickScenePoint', requestId: 'd' });
    planner.click(400, 10, false);
    expect(posted).toEqual([]);
    planner.click(400, 590, false);
    expect(posted.map((e) => e.type)).toEqual(['scenePointPicked']);
  });

  it('wins over a drawing tool and a press while it waits', async () => {
    const { planner, posted } = await setup();
    await planner.handle({ type: 'setTool', tool: 'outline' });
    posted.length = 0;
    await planner.handle({ type: 'pickScenePoint', requestId: 'r' });
    const [x, y] = screenOf([0, 0, 3]);
    expect(planner.press(x, y)).toBe(false);
    planner.click(x, y, false);
    expect(posted.map((e) => e.type)).toEqual(['scenePointPicked']);
    expect(planner.tools.pointsSoFar).toHaveLength(0);
  });

  it('picks on a read-only plan, which still refuses every edit', async () => {
    const { planner, posted } = await setup();
    await planner.handle({ type: 'setReadOnly', readOnly: true });
    await planner.handle({ type: 'pickScenePoint', requestId: 'r' });
    expect(planner.cursor(10, 10)).toBe('crosshair');
    click(planner, [-2, 0, 0]);
    expect(posted).toMatchObject([
      { type: 'scenePointPicked', requestId: 'r', target: { kind: 'item', id: 'chair-1' } },
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await planner.handle({ type: 'setTool', tool: 'outline' });
    await planner.handle({ type: 'deletePlacedItems', instanceIds: ['chair-1'] });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(planner.tools.tool).toBeNull();
    expect(planner.key('delete')).toBe(false);
    nothingEdited(planner);
    // Esc still cancels a pick on a read-only plan.
    await planner.handle({ type: 'pickScenePoint', requestId: 's' });
    expect(planner.key('cancel')).toBe(true);
    expect(posted.at(-1)).toEqual({ type: 'scenePointPickCancelled', requestId: 's' });
  });
});

describe('comment pins', () => {
  const pin = (id: string, position: [number, number, number], more: Partial<CommentPin> = {}) => ({
    id,
    position,
    count: 3,
    resolved: false,
    ...more,
  });
  /** A pixel inside a pin's bubble's tail, just above its point (where the point itself would be hit). */
  const onPin = (p: [number, number, number]): [number, number] => {
    const [x, y] = screenOf(p);
    return [x, y - 3];
  };

  it('draws the pins pushed, replacing the previous set, and clears them', async () => {
    const { planner, states } = await setup();
    const first = [pin('c1', [0, 0, 0]), pin('c2', [1, 0, 1], { resolved: true })];
    await planner.handle({ type: 'setCommentPins', pins: first });
    await Promise.resolve();
    expect(states.at(-1)?.pins).toEqual(first);
    const second = [pin('c3', [2, 0, 2], { selected: true })];
    await planner.handle({ type: 'setCommentPins', pins: second });
    await Promise.resolve();
    expect(states.at(-1)?.pins).toEqual(second);
    await planner.handle({ type: 'setCommentPins', pins: [] });
    await Promise.resolve();
    expect(states.at(-1)?.pins).toEqual([]);
    // Not entities: no history, no selection, nothing in the store.
    nothingEdited(planner);
  });

  it('tells the page which pin a click lands on, and selects nothing (even what lies under it)', async () => {
    const { planner, posted } = await setup();
    // c1 stands on the point annotation; c2 in the chair's zone.
    await planner.handle({
      type: 'setCommentPins',
      pins: [pin('c1', [2, 0, 2]), pin('c2', [-2, 0, 0], { resolved: true })],
    });
    const [x, y] = onPin([2, 0, 2]);
    expect(planner.cursor(x, y)).toBe('pointer');
    expect(planner.press(x, y)).toBe(false);
    planner.click(x, y, false);
    planner.click(...onPin([-2, 0, 0]), false);
    expect(posted).toEqual([
      { type: 'commentPinSelected', id: 'c1' },
      { type: 'commentPinSelected', id: 'c2' },
    ]);
    nothingEdited(planner);
    // Beside the pins (here just below c2's point), clicks select as before (the zone, as ever, first).
    expect(planner.cursor(...screenOf([-2, 0, 0.15]))).toBe('');
    click(planner, [-2, 0, 0.15]);
    expect(planner.selected).toEqual(['zone-1']);
  });

  it('takes the click from a drawing tool, on a read-only plan too, and the selected pin wins an overlap', async () => {
    const { planner, posted } = await setup();
    await planner.handle({
      type: 'setCommentPins',
      pins: [pin('under', [0, 0, 0]), pin('top', [0.05, 0, 0], { selected: true })],
    });
    await planner.handle({ type: 'setTool', tool: 'outline' });
    planner.click(...onPin([0, 0, 0]), false);
    expect(planner.tools.pointsSoFar).toHaveLength(0);
    await planner.handle({ type: 'setReadOnly', readOnly: true });
    planner.click(...onPin([0, 0, 0]), false);
    expect(posted.filter((e) => e.type === 'commentPinSelected')).toEqual([
      { type: 'commentPinSelected', id: 'top' },
      { type: 'commentPinSelected', id: 'top' },
    ]);
    nothingEdited(planner);
  });
});
