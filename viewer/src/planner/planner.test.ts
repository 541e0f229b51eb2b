/**
 * The core planner without the real tools (those are tested in viewer/src/tools/ and, assembled, in
 * app/create-planner.test.ts): input goes to the interaction modes under way, in order, and the drawing
 * follows the tool it is given.
 */
import { Group } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { type LayerName, layerNames, type Vec3 } from '../../protocol/index.ts';
import type { OverlayLike } from './plan-drawing.ts';
import { Planner } from './planner.ts';
import { fakeSplatScene } from './test-scenes.ts';
import { testTool } from './tool-test-kit.ts';

/** A polygon-like tool that keeps what it drew. */
const drawn: Vec3[][] = [];
const outlineTool = testTool(
  'outline',
  { min: 3, closes: true, onFloor: true },
  (points) => void drawn.push(points),
);

async function setup() {
  const previews: Array<{ closed: boolean } | null> = [];
  const overlay: OverlayLike = {
    update: () => {},
    setPreview: (preview) => previews.push(preview && { closed: preview.closed }),
    requestRender: () => {},
    dispose: () => {},
  };
  const layers = new Map<LayerName, Group>(layerNames.map((name) => [name, new Group()]));
  const planner = new Planner(layers, { tools: [outlineTool], createOverlay: () => overlay });
  // Looking straight down on the floor (y up) from 10 units: pixel (400, 300) is the origin.
  planner.attach(
    fakeSplatScene(new Float32Array(0), { position: [0, 10, 0], target: [0, 0, 0], up: [0, 0, -1], fov: 60 }),
  );
  await planner.handle({
    type: 'setSceneFrame',
    frame: { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' },
  });
  return { planner, previews };
}

describe('planner core', () => {
  it('draws with the tool it is given, its preview closed as the tool says', async () => {
    const { planner, previews } = await setup();
    drawn.length = 0;
    await planner.handle({ type: 'setTool', tool: 'outline' });
    planner.click(400, 300, false);
    planner.click(500, 300, false);
    planner.click(500, 400, false);
    expect(previews.at(-1)).toEqual({ closed: true });
    planner.click(402, 301, false);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toHaveLength(3);
  });

  it('offers a click to placing first, then drawing, then selecting', async () => {
    const { planner } = await setup();
    drawn.length = 0;
    await planner.handle({ type: 'setTool', tool: 'outline' });
    await planner.handle({ type: 'startPlacementWithModel', modelUrl: '/chair.glb', assetId: 'chair' });
    // startPlacementWithModel goes to Planning mode, which puts the tool down.
    expect(planner.tools.tool).toBeNull();
    await planner.handle({ type: 'setTool', tool: 'outline' });
    planner.click(400, 300, false);
    expect(planner.items.list()).toHaveLength(1);
    expect(planner.tools.pointsSoFar).toHaveLength(0);
    // Esc ends placing first, then the drawing.
    expect(planner.key('cancel')).toBe(true);
    planner.click(400, 300, false);
    expect(planner.tools.pointsSoFar).toHaveLength(1);
    expect(planner.key('cancel')).toBe(true);
    await planner.handle({ type: 'setTool', tool: null });
    planner.click(400, 300, false);
    expect(planner.selected).toEqual([planner.items.list()[0]?.id]);
  });

  it('keeps the selection keys while a tool is picked', async () => {
    const { planner } = await setup();
    await planner.handle({
      type: 'setAnnotations',
      annotations: [{ id: 'p', type: 'point', position: { x: 0, y: 0, z: 0 } }],
    });
    planner.click(400, 300, false);
    expect(planner.selected).toEqual(['p']);
    await planner.handle({ type: 'setTool', tool: 'outline' });
    expect(planner.key('delete')).toBe(true);
    expect(planner.store.list('annotation')).toHaveLength(0);
  });

  it('on a read-only plan, lets Esc through but neither edits by key nor turns the ghost by wheel', async () => {
    const { planner } = await setup();
    await planner.handle({ type: 'startPlacementWithModel', modelUrl: '/chair.glb', assetId: 'chair' });
    await planner.handle({ type: 'setReadOnly', readOnly: true });
    expect(planner.wheel(100)).toBe(false);
    expect(planner.key('rotate')).toBe(false);
    expect(planner.key('undo')).toBe(false);
    expect(planner.key('cancel')).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await planner.handle({ type: 'setTool', tool: 'outline' });
    expect(planner.tools.tool).toBeNull();
    warn.mockRestore();
  });
});
