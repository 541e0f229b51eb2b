/** The controller's steps that write the scene's data: viewpoints saved with their picture, renamed. */
import { describe, expect, it } from 'vitest';
import { plannerForTest, venueDataForTest } from './session-test-kit.ts';

async function setUp() {
  const t = plannerForTest({ mode: 'venue' });
  t.controller.attach(t.viewer);
  return { ...t, ...(await venueDataForTest()) };
}

describe('planner controller', () => {
  it('saves the camera as a viewpoint with its 256 px picture', async () => {
    const { controller, bridge, session } = await setUp();
    await controller.addViewpoint(bridge);
    const [saved] = bridge.fetchViewpoints();
    expect(saved).toMatchObject({
      name: 'View 1',
      position: { x: 1, y: 2, z: 3 },
      dir: { x: 0, y: 0, z: -1 },
    });
    // The viewer rendered it at 256 px (the test viewer answers with the size it was asked for).
    expect(saved?.thumbnail).toBe('data:image/png;base64,256');
    expect(session.get().message).toBe('Saved viewpoint View 1');
  });

  it('renames a viewpoint, and ignores a blank name or a cancelled prompt', async () => {
    const { controller, bridge, session } = await setUp();
    await controller.addViewpoint(bridge);
    const first = () => bridge.fetchViewpoints()[0] ?? {};
    await controller.renameViewpoint(bridge, first(), '  Stage view ');
    expect(first().name).toBe('Stage view');
    expect(session.get().message).toBe('Renamed viewpoint to Stage view');
    await controller.renameViewpoint(bridge, first(), '   ');
    await controller.renameViewpoint(bridge, first(), null);
    expect(first().name).toBe('Stage view');
  });
});
