/** The planner session: one store, read by selectors, that keeps the user's settings per project. */
import { describe, expect, it } from 'vitest';
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
