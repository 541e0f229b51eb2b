// @vitest-environment happy-dom
/** What the read-only plan panel says about a selected zone or annotation, and its units switch. */
import { Group } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { layerNames } from '../../protocol/index.ts';
import { Planner } from '../planner/planner.ts';
import type { Shape } from '../planner/shapes.ts';
import { annotationDetails, PlanPanel, zoneDetails } from './plan-panel.ts';
import type { PublishedPlan } from './published-plan.ts';

const shape = (label: string): Shape => ({
  id: 'x',
  kind: 'segmentation',
  objectType: 'zone',
  layer: 'zones',
  lines: [],
  fill: null,
  markers: [],
  label,
  labelAt: null,
});

/** A published plan with nothing in it but what a test gives. */
const publishedPlan = (over: Partial<PublishedPlan> = {}): PublishedPlan => ({
  frame: null,
  units: null,
  annotations: [],
  segmentations: [],
  viewpoints: [],
  placedItems: [],
  tags: new Map(),
  documents: { annotations: [], zones: [], elements: [] },
  projectName: null,
  eventDate: null,
  ...over,
});

describe('plan panel details', () => {
  it('shows a zone’s name, measurements, capacities and features, and leaves out what is not set', () => {
    const zone = {
      id: 'z1',
      name: 'Dance floor',
      properties: { usage: 'dancing', capacity: { maxSeated: 120, maxStanding: 0 }, features: ['bar', ' '] },
    };
    expect(zoneDetails(zone, shape('Dance floor · 24.00 m²'))).toEqual([
      ['Zone', 'Dance floor'],
      ['Measured', '24.00 m²'],
      ['Usage', 'dancing'],
      ['Max seated', '120'],
      ['Max standing', '0'],
      ['Features', 'bar'],
    ]);
    expect(zoneDetails({ id: 'z2' }, shape('3.00 m²'))).toEqual([
      ['Zone', 'Unnamed zone'],
      ['Measured', '3.00 m²'],
    ]);
  });

  it('shows an annotation’s label, type, notes and tag names', () => {
    const annotation = {
      id: 'a1',
      type: 'bounding_box_3d',
      metadata: { label: 'Stage', description: 'Band from 8 pm' },
      tags: ['t1', 't9'],
    };
    expect(annotationDetails(annotation, shape('Stage'), new Map([['t1', 'Music']]))).toEqual([
      ['Annotation', 'Stage'],
      ['Type', 'bounding box 3d'],
      ['Notes', 'Band from 8 pm'],
      ['Tags', 'Music, t9'],
    ]);
  });
});

describe('plan panel units', () => {
  it('starts in the plan’s units, and a guest switches them for themselves: the list reads them', async () => {
    const planner = new Planner(new Map(layerNames.map((name) => [name, new Group()])));
    await planner.handle({ type: 'setReadOnly', readOnly: true });
    await planner.handle({
      type: 'setSceneFrame',
      frame: { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'points' },
    });
    await planner.handle({ type: 'setMeasurementUnits', units: 'feet' });
    const points = [
      { x: 0, y: 0, z: 0 },
      { x: 3.048, y: 0, z: 0 },
    ];
    await planner.handle({
      type: 'setAnnotations',
      annotations: [{ id: 'm1', type: 'measurement', position: points[0], points }],
    });
    const panel = new PlanPanel(
      { planner, goTo: () => {}, exportPdf: async () => {} },
      publishedPlan({ units: 'feet' }),
    );
    const units = panel.root.querySelector('select[aria-label="Units"]') as HTMLSelectElement;
    const listed = () => panel.root.querySelector('button[data-id="m1"]')?.textContent;
    expect(units.value).toBe('feet');
    expect(listed()).toBe(`10' 0"`);
    units.value = 'meters';
    units.dispatchEvent(new Event('change'));
    await Promise.resolve();
    expect(planner.units).toBe('meters');
    expect(listed()).toBe('3.05 m');
  });

  it('gives a guest the floor plan and its PDF, and says how the export went', async () => {
    const planner = new Planner(new Map(layerNames.map((name) => [name, new Group()])));
    await planner.handle({ type: 'setReadOnly', readOnly: true });
    let exports = 0;
    const exportPdf = async () => {
      exports += 1;
      if (exports > 1) throw new Error('no scene');
    };
    const panel = new PlanPanel({ planner, goTo: () => {}, exportPdf }, publishedPlan());
    const buttons = [...panel.root.querySelectorAll('button')];
    const toggle = buttons.find((b) => b.textContent === 'Floor plan') as HTMLButtonElement;
    const pdf = buttons.find((b) => b.textContent === 'Export PDF') as HTMLButtonElement;
    toggle.click();
    await vi.waitFor(() => expect(planner.camera.plan).toBe(true));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const said = () => panel.root.querySelector('.plan-floor [role="status"]')?.textContent;
    pdf.click();
    await vi.waitFor(() => expect(said()).toBe('Floor plan exported'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    pdf.click();
    await vi.waitFor(() => expect(said()).toBe('Could not export the floor plan: no scene'));
    expect(logged).toHaveBeenCalledWith('Plan export failed', expect.any(Error));
    logged.mockRestore();
    expect(pdf.disabled).toBe(false);
    toggle.click();
    await vi.waitFor(() => expect(planner.camera.plan).toBe(false));
  });
});
