/** The planner session: one store, read by selectors, that keeps the user's settings per project. */
import { describe, expect, it, vi } from 'vitest';
import type { CameraState } from '#protocol/index.ts';
import { memoryStorage } from '../memory-storage.ts';
import { loadPlannerSettings } from '../planner-settings.ts';
import { PlannerSession } from './planner-session.ts';
import { plannerForTest } from './session-test-kit.ts';

describe('planner session', () => {
  it('starts from the stored settings; the right panel starts closed on a narrow screen', () => {
    const storage = memoryStorage();
    const first = new PlannerSession('p1', { wideScreen: true, storage });
    first.update({ mode: 'draw', units: 'feet', overview: true, overviewHeight: 12.5 });
    first.setRightOpen(true);
    const narrow = new PlannerSession('p1', { wideScreen: false, storage });
    expect(narrow.get()).toMatchObject({ mode: 'draw', units: 'feet', overview: true, overviewHeight: 12.5 });
    expect(narrow.get().rightOpen).toBe(false);
    expect(new PlannerSession('p1', { wideScreen: true, storage }).get().rightOpen).toBe(true);
    expect(new PlannerSession('p2', { wideScreen: true, storage }).get().mode).toBe('venue');
  });

  it('brings back the tool of each mode, and the camera and selection of the same scene file', () => {
    const storage = memoryStorage();
    const camera: CameraState = { position: [1, 2, 3], target: [0, 0, 0], up: [0, 1, 0], fov: 50 };
    const first = new PlannerSession('p1', { wideScreen: true, storage, sceneFile: 'u/p1/a.ply' });
    first.update({ mode: 'draw', tool: 'line', toolByMode: { draw: 'line', venue: 'level' } });
    first.update({
      selection: { ids: ['z1'], type: 'zone' },
      camera: { ...camera, position: [...camera.position] },
    });
    const again = new PlannerSession('p1', { wideScreen: true, storage, sceneFile: 'u/p1/a.ply' });
    expect(again.get()).toMatchObject({
      mode: 'draw',
      tool: 'line',
      toolByMode: { draw: 'line', venue: 'level' },
    });
    expect(again.get().selection).toEqual({ ids: ['z1'], type: 'zone' });
    expect(again.get().camera).toEqual(camera);
    const other = new PlannerSession('p1', { wideScreen: true, storage, sceneFile: 'u/p1/b.ply' });
    expect(other.get().selection.ids).toEqual([]);
    expect(other.get().camera).toBeNull();
  });

  it('writes a moving camera at most once a second', () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const session = new PlannerSession('p1', { wideScreen: true, storage, sceneFile: 'k' });
      const at = (x: number) =>
        session.update({ camera: { position: [x, 0, 0], target: [0, 0, 0], up: [0, 1, 0], fov: 60 } });
      at(1);
      at(2);
      expect(loadPlannerSettings('p1', storage).scene).toBeNull();
      vi.advanceTimersByTime(1000);
      expect(loadPlannerSettings('p1', storage).scene?.camera?.position).toEqual([2, 0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells its listeners only of real changes, and stores only the settings', () => {
    const { session, storage } = plannerForTest();
    let heard = 0;
    const stop = session.subscribe(() => heard++);
    session.update({ message: 'Hello' });
    session.update({ message: 'Hello' });
    expect(heard).toBe(1);
    expect(loadPlannerSettings('p1', storage).mode).toBe('venue');
    session.update((s) => ({ layers: { ...s.layers, zones: false } }));
    expect(loadPlannerSettings('p1', storage).layers.zones).toBe(false);
    expect(heard).toBe(2);
    stop();
    session.say('Gone');
    expect(heard).toBe(2);
  });

  it('drops a removed object from the selection, and names tools as the viewer described them', () => {
    const { session } = plannerForTest();
    session.select({ ids: ['a', 'b'], type: null });
    session.deselect('a');
    expect(session.get().selection.ids).toEqual(['b']);
    expect(session.toolLabel('boundingBox')).toBe('Box');
    expect(session.toolLabel('eraser')).toBe('eraser');
  });
});
