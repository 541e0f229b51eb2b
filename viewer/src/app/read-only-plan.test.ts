// @vitest-environment happy-dom
/** A published link's plan: venue=true draws it read-only, tools=true adds its panel. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Planner } from '../planner/planner.ts';
import { showPublishedPlan } from './read-only-plan.ts';

vi.mock('./published-plan.ts', () => ({
  loadPublishedPlan: async () => ({
    frame: null,
    units: 'feet',
    annotations: [],
    segmentations: [],
    placedItems: [],
    viewpoints: [],
    tags: new Map(),
  }),
  viewpointCamera: () => null,
}));
vi.mock('./plan-panel.ts', () => ({
  PlanPanel: class {
    readonly root = Object.assign(document.createElement('aside'), { className: 'plan-panel' });
  },
}));

const SCENE = 'https://atrium.example/published/5f0c1d2e-aaaa-bbbb-cccc-000000000001/hall.ply';

function setUp(params: { venue: boolean; tools: boolean }) {
  const handled: string[] = [];
  const planner = { handle: async (command: { type: string }) => handled.push(command.type) };
  const root = document.createElement('div');
  const app = { params: { ...params, fileUrl: SCENE }, scene: null, ui: { root }, background: () => '#000' };
  return { run: () => showPublishedPlan(app, planner as unknown as Planner), root, handled };
}

beforeEach(() => {
  delete document.body.dataset.plan;
});

describe('showPublishedPlan', () => {
  it('with venue and tools: the plan, read-only, and its panel', async () => {
    const { run, root, handled } = setUp({ venue: true, tools: true });
    expect(await run()).toBe(true);
    expect(handled).toEqual([
      'setReadOnly',
      'setMeasurementUnits',
      'setAnnotations',
      'setSegmentations',
      'setPlacedItems',
    ]);
    expect(root.querySelector('.plan-panel')).not.toBeNull();
    expect(document.body.dataset.plan).toBe('read-only');
  });

  it('with venue alone: the plan, read-only, without the panel (tools=false)', async () => {
    const { run, root, handled } = setUp({ venue: true, tools: false });
    expect(await run()).toBe(true);
    expect(handled).toContain('setSegmentations');
    expect(root.querySelector('.plan-panel')).toBeNull();
    expect(document.body.dataset.plan).toBe('read-only');
  });

  it('without venue: the plain viewer', async () => {
    const { run, handled } = setUp({ venue: false, tools: true });
    expect(await run()).toBe(false);
    expect(handled).toEqual([]);
  });
});
