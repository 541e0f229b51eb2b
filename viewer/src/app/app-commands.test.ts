/** The page's command record: with the planner's it covers every viewer command, once; queries answer the asker. */
import type { Group } from 'three';
import { describe, expect, it, vi } from 'vitest';
import type { CameraState, LayerName, ViewerCommand, ViewerEvent } from '../../protocol/index.ts';
import { handlerFor } from '../command-handlers.ts';
import { plannerCommands } from '../planner/planner-commands.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { plannerTools } from '../tools/tool-registry.ts';
import { type AppCommandContext, appCommands } from './app-commands.ts';
import { createPlanner } from './create-planner.ts';
import type { ViewerHost } from './viewer-host.ts';

function setup() {
  const camera: CameraState = { position: [0, 1, 5], target: [0, 1, 0], up: [0, 1, 0], fov: 60 };
  const scene = { getCamera: () => camera, animateCamera: vi.fn(async () => {}) } as unknown as SplatScene;
  const app = { scene, state: 'ready' } as unknown as ViewerHost;
  const planner = createPlanner(new Map<LayerName, Group>(), () => {});
  const replies: ViewerEvent[] = [];
  const posts: ViewerEvent[] = [];
  const context: AppCommandContext = {
    app,
    planner,
    reply: (event) => replies.push(event),
    post: (event) => posts.push(event),
  };
  const run = async (command: ViewerCommand) => handlerFor(appCommands, command)?.run(context, command);
  return { replies, posts, run, camera };
}

describe('app commands', () => {
  // Every viewer command has an entry: appCommands' type asks for one for each command the planner's
  // record lacks (app-commands.ts does not compile without it).
  it('take the commands the planner does not, and none of its own', () => {
    expect(Object.keys(appCommands).sort()).toEqual([
      'VIEWER_SETTINGS_UPDATE',
      'getCurrentCamera',
      'getPlanBackdrop',
      'getPlannerTools',
      'goToViewpoint',
      'loadScene',
      'renderThumbnail',
      'setCameraPosition',
    ]);
    const shared = Object.keys(appCommands).filter((type) => Object.hasOwn(plannerCommands, type));
    expect(shared).toEqual([]);
  });

  it('answer getPlannerTools with the registered tools, in toolbar order (tool-registry.test.ts)', async () => {
    const { replies, run } = setup();
    await run({ type: 'getPlannerTools', requestId: 'r1' });
    expect(replies).toHaveLength(1);
    const answer = replies[0] as Extract<ViewerEvent, { type: 'plannerTools' }>;
    expect(answer.requestId).toBe('r1');
    expect(answer.tools).toEqual(plannerTools.map((tool) => tool.description));
    expect(answer.tools.find((tool) => tool.name === 'calibrate')).toEqual({
      name: 'calibrate',
      label: 'Set scale',
      modes: ['venue', 'measure'],
      icon: 'crosshair',
      hint: 'Click two points a known distance apart',
    });
  });

  it('answer getPlanBackdrop with the scan from above on white, then put the camera and controls back', async () => {
    const calls: string[] = [];
    let current: CameraState = { position: [0, 1, 5], target: [0, 1, 0], up: [0, 1, 0], fov: 60 };
    const scene = {
      canvas: { clientWidth: 800, clientHeight: 400 },
      getCamera: () => current,
      setCamera: (c: CameraState) => {
        current = c;
      },
      setMapControls: (on: boolean) => calls.push(`map ${on}`),
      setBackground: (color: string) => calls.push(`background ${color}`),
      screenshot: async () => {
        calls.push(`shot at fov ${current.fov}`);
        return 'data:image/jpeg;base64,AAAA';
      },
    } as unknown as SplatScene;
    const app = { scene, state: 'ready', background: () => '#0f1115' } as unknown as ViewerHost;
    const planner = createPlanner(new Map<LayerName, Group>(), () => {});
    await planner.handle({
      type: 'setPlacedItems',
      items: [
        {
          id: 'c1',
          modelId: 'chair',
          modelUrl: '/chair.glb',
          position: { x: 0, y: 0, z: 0 },
          rotation: { x: 0, y: 0, z: 0 },
          scale: { x: 1, y: 1, z: 1 },
        },
      ],
    });
    // A 10 m × 4 m floor (y up, unscaled: a unit a meter).
    planner.pointer.centers = new Float32Array([0, 0, 0, 10, 0, 0, 0, 0, 4, 10, 0, 4]);
    const replies: ViewerEvent[] = [];
    const context: AppCommandContext = { app, planner, reply: (e) => replies.push(e), post: () => {} };
    const command = { type: 'getPlanBackdrop', requestId: 'b1' } as const;
    await handlerFor(appCommands, command)?.run(context, command);
    const answer = replies[0] as Extract<ViewerEvent, { type: 'planBackdrop' }>;
    expect(answer.image).toBe('data:image/jpeg;base64,AAAA');
    // The picture covers the whole floor (the canvas is 2:1, so its height has room to spare).
    expect(answer.rect?.maxX ?? 0).toBeGreaterThan(10);
    expect(answer.rect?.minX ?? 1).toBeLessThan(0);
    expect((answer.rect?.maxX ?? 0) - (answer.rect?.minX ?? 0)).toBeCloseTo(
      2 * ((answer.rect?.maxY ?? 0) - (answer.rect?.minY ?? 0)),
    );
    expect(answer.footprints).toEqual({ '/chair.glb': { halfWidth: 0.25, halfDepth: 0.25 } });
    expect(calls).toEqual([
      'map true',
      'background #ffffff',
      'shot at fov 1',
      'map false',
      'background #0f1115',
    ]);
    expect(current.fov).toBe(60);
  });

  it('answer getCurrentCamera to the asker, and tell everyone a viewpoint was reached', async () => {
    const { replies, posts, run, camera } = setup();
    await run({ type: 'getCurrentCamera', requestId: 'r2' });
    expect(replies).toEqual([{ type: 'currentCamera', requestId: 'r2', camera }]);
    await run({ type: 'goToViewpoint', viewpointId: 'v1', camera });
    expect(posts).toEqual([{ type: 'viewpointReached', viewpointId: 'v1' }]);
  });
});
