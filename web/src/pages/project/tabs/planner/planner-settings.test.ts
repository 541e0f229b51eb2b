/** Planner settings survive a visit per project, and stored nonsense falls back field by field. */
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import {
  DEFAULT_PLANNER_SETTINGS,
  loadPlannerSettings,
  plannerSettingsKey,
  savePlannerSettings,
} from './planner-settings.ts';

describe('planner settings', () => {
  it('are the defaults on a first visit: meters, overview off, every layer shown', () => {
    expect(loadPlannerSettings('p1', memoryStorage())).toEqual(DEFAULT_PLANNER_SETTINGS);
    expect(DEFAULT_PLANNER_SETTINGS.units).toBe('meters');
    expect(DEFAULT_PLANNER_SETTINGS.overview).toBe(false);
    expect(Object.values(DEFAULT_PLANNER_SETTINGS.layers).every(Boolean)).toBe(true);
  });

  it('come back as saved, for that project only', () => {
    const storage = memoryStorage();
    const saved = {
      ...DEFAULT_PLANNER_SETTINGS,
      mode: 'draw' as const,
      units: 'feet' as const,
      overview: true,
      overviewHeight: 12.5,
      layers: { ...DEFAULT_PLANNER_SETTINGS.layers, zones: false },
      rightPanelOpen: false,
    };
    savePlannerSettings('p1', saved, storage);
    expect(loadPlannerSettings('p1', storage)).toEqual(saved);
    expect(loadPlannerSettings('p2', storage)).toEqual(DEFAULT_PLANNER_SETTINGS);
  });

  it('drop each invalid field on its own and keep the valid ones', () => {
    const storage = memoryStorage();
    storage.setItem(
      plannerSettingsKey('p1'),
      JSON.stringify({
        mode: 'fly',
        units: 'feet',
        overview: 'yes',
        overviewHeight: 99,
        layers: { zones: false, lighting: 'no' },
        rightPanelOpen: 1,
      }),
    );
    const loaded = loadPlannerSettings('p1', storage);
    expect(loaded.mode).toBe('venue');
    expect(loaded.units).toBe('feet');
    expect(loaded.overview).toBe(false);
    expect(loaded.overviewHeight).toBe(30);
    expect(loaded.layers).toEqual({ ...DEFAULT_PLANNER_SETTINGS.layers, zones: false });
    expect(loaded.rightPanelOpen).toBeNull();
  });

  it('survive unreadable JSON and a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(plannerSettingsKey('p1'), '{not json');
    expect(loadPlannerSettings('p1', storage)).toEqual(DEFAULT_PLANNER_SETTINGS);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => savePlannerSettings('p1', DEFAULT_PLANNER_SETTINGS, full as Storage)).not.toThrow();
  });
});
