/** The controller's steps that write the scene's data: viewpoints saved with their picture, renamed. */
import { describe, expect, it, vi } from 'vitest';
import type { VenueData } from '../../../../../venue-data/app-client.ts';
import { PlanPush } from './plan-push.ts';
import { plannerForTest, venueDataForTest } from './session-test-kit.ts';
import { handleViewerEvent } from './viewer-events.ts';

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

  it('keeps the units a user chooses with the plan; the plan’s units show on another device, not saved again', async () => {
    const { controller, bridge, store, session, sent } = await setUp();
    const chosen: string[] = [];
    controller.onUnitsChosen((units) => {
      chosen.push(units);
      void bridge.saveUnits(units);
    });
    controller.setUnits('feet');
    expect(sent).toContainEqual({ type: 'setMeasurementUnits', units: 'feet' });
    await vi.waitFor(() => expect(bridge.getUnits()).toBe('feet'));
    // Another device (a second page on the same venue data) starts in meters; the plan's push shows feet.
    const other = plannerForTest({ mode: 'venue', units: 'meters' });
    other.controller.attach(other.viewer);
    const push = new PlanPush(
      (command) => other.controller.send(command),
      (units) => other.controller.showUnits(units),
    );
    push.setData({ store, bridge } as unknown as VenueData);
    push.sceneReady();
    await vi.waitFor(() => expect(other.session.get().units).toBe('feet'));
    expect(other.sent).toContainEqual({ type: 'setMeasurementUnits', units: 'feet' });
    // Shown, not chosen: nothing is saved again.
    expect(chosen).toEqual(['feet']);
    expect(session.get().units).toBe('feet');
    push.dispose();
  });

  it('turns snapping on and off in the viewer, and gives it again when the viewer is ready', async () => {
    const t = plannerForTest({ mode: 'planning' });
    t.controller.attach(t.viewer);
    expect(t.sent).toContainEqual({ type: 'setSnapping', enabled: true });
    t.sent.length = 0;
    t.controller.setSnap(false);
    expect(t.sent).toEqual([{ type: 'setSnapping', enabled: false }]);
    expect(t.session.get().message).toBe('Snapping off');
    t.controller.attach(t.viewer);
    expect(t.sent).toContainEqual({ type: 'setSnapping', enabled: false });
  });

  it('opens the floor plan in place of the overview, fades its scan as chosen, and keeps no plan camera', async () => {
    const t = plannerForTest({ mode: 'planning' });
    t.controller.attach(t.viewer);
    t.controller.setOverview(true);
    t.sent.length = 0;
    t.controller.setPlanView(true);
    expect(t.session.get()).toMatchObject({ planView: true, overview: false });
    expect(t.sent).toEqual([
      { type: 'setScanOpacity', opacity: 0.45 },
      { type: 'setPlanView', on: true },
    ]);
    t.controller.setScan('hidden');
    expect(t.sent.at(-1)).toEqual({ type: 'setScanOpacity', opacity: 0 });
    // The plan's far-off long lens is not kept as the camera to come back to.
    const before = t.session.get().camera;
    t.controller.noteCamera({ position: [0, 500, 0], target: [0, 0, 0], up: [0, 0, -1], fov: 1 });
    expect(t.session.get().camera).toBe(before);
    // The overview takes over from the plan.
    t.controller.setOverview(true);
    expect(t.session.get()).toMatchObject({ planView: false, overview: true });
    // A scene loaded again in the plan comes back in the plan.
    t.controller.setPlanView(true);
    t.sent.length = 0;
    t.controller.sceneLoaded();
    expect(t.sent).toContainEqual({ type: 'setPlanView', on: true });
  });

  it('names a drawing restored before the viewer listed its tools once it has', async () => {
    const t = plannerForTest({ mode: 'venue', tools: [] });
    const ctx = { session: t.session, placement: { handleEvent: () => false } };
    handleViewerEvent({ type: 'drawingStarted', tool: 'calibrate' }, ctx as never);
    expect(t.session.get().message).toBe('Drawing with the calibrate tool. Press Esc to cancel');
    t.controller.attach(t.viewer);
    await vi.waitFor(() =>
      expect(t.session.get().message).toBe(
        'Drawing with the Set scale tool: Click two points a known distance apart. Press Esc to cancel',
      ),
    );
  });
});
