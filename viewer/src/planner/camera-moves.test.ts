/** The planner's camera moves: the floor plan and the overview replace each other, and give back the camera before. */
import { describe, expect, it } from 'vitest';
import type { CameraState, SceneFrame, Vec3 } from '../../protocol/index.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { CameraMoves } from './camera-moves.ts';

const frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'points' };
const START: CameraState = { position: [3, 2, 8], target: [0, 1, 0], up: [0, 1, 0], fov: 60 };

function setUp() {
  let camera = START;
  const calls: string[] = [];
  const scene = {
    canvas: { clientWidth: 800, clientHeight: 600 },
    getCamera: () => camera,
    setCamera: (c: CameraState) => {
      camera = c;
    },
    animateCamera: async (c: CameraState) => {
      camera = c;
    },
    setMapControls: (on: boolean) => calls.push(`map ${on}`),
    setScanOpacity: (o: number) => calls.push(`scan ${o}`),
  } as unknown as SplatScene;
  const moves = new CameraMoves({
    scene: () => scene,
    frame: () => frame,
    center: () => [0, 0, 0],
    floorRect: () => ({ minX: -5, minY: -4, maxX: 5, maxY: 4 }),
  });
  return { moves, calls, camera: () => camera };
}

describe('camera moves', () => {
  it('the floor plan: straight above, map controls, the scan as faded as asked; off, the camera before', async () => {
    const { moves, calls, camera } = setUp();
    moves.setScanOpacity(0.45);
    await moves.planView(true);
    expect(moves.plan).toBe(true);
    expect(camera().fov).toBe(1);
    expect(camera().position[1]).toBeGreaterThan(100);
    expect(calls).toEqual(['map true', 'scan 0.45']);
    moves.setScanOpacity(0);
    await moves.planView(false);
    expect(camera()).toEqual(START);
    expect(calls.slice(2)).toEqual(['scan 0', 'map false', 'scan 1']);
  });

  it('the overview replaces the plan, and going back from it gives the camera from before either', async () => {
    const { moves, calls, camera } = setUp();
    await moves.planView(true);
    await moves.overview(true, 10);
    expect(moves.plan).toBe(false);
    expect(calls.slice(-2)).toEqual(['map false', 'scan 1']);
    expect(camera().fov).toBe(60);
    expect(camera().position[1]).toBeCloseTo(10);
    await moves.overview(false, 10);
    expect(camera()).toEqual(START);
  });

  it('frames an object from above in the plan, and re-aims only when the floor turned', async () => {
    const { moves, camera } = setUp();
    await moves.planView(true);
    const points: Vec3[] = [
      [1, 0, 1],
      [2, 0, 1],
    ];
    await moves.frameObject(points);
    expect(camera().fov).toBe(1);
    expect(camera().target[0]).toBeCloseTo(1.5);
    const panned = camera();
    moves.levelWith([0, 1, 0]);
    expect(camera()).toBe(panned);
  });
});
