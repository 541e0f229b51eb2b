import { describe, expect, it } from 'vitest';
import type { PlanningElement, Segmentation } from '../documents.ts';
import type { SceneFrame } from '../frame.ts';
import { planSheetOf, planSymbolOf } from './sheet-from-plan.ts';

/** Y up, a scene unit half a meter: the room's corners are at 0..12 × 0..8 units. */
const frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 0.5, levelledBy: 'points' };
const p = (x: number, z: number) => ({ x, y: 0, z });
const zone: Segmentation = {
  id: 'z1',
  name: 'Dining',
  geometry: { boundary: [p(0, 0), p(12, 0), p(12, 8), p(0, 8)] },
  properties: { capacity: { maxSeated: 20, maxStanding: 40 } },
};
const chair = (id: string, x: number, z: number, yaw = 0): PlanningElement => ({
  id,
  modelId: 'chair',
  modelUrl: '/chair.glb',
  name: 'Chiavari chair',
  category: 'Seating',
  position: p(x, z),
  rotation: { x: 0, y: yaw, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
});

describe('the plan sheet of a venue', () => {
  const sheet = planSheetOf({
    frame,
    units: 'feet',
    zones: [zone],
    elements: [
      chair('c1', 2, 2),
      chair('c2', 3, 2, Math.PI / 2),
      chair('c3', 20, 2),
      {
        ...chair('t1', 6, 4),
        modelId: 'table',
        modelUrl: '/round.glb',
        name: '60" Round table',
        category: 'Tables',
        scale: { x: 2, y: 1, z: 2 },
      },
    ],
    annotations: [
      { id: 'm1', type: 'measurement', points: [p(0, 0), p(12, 0)], metadata: { label: '19\' 8"' } },
      { id: 'm2', type: 'measurement', points: [p(0, 0), p(0, 8)], metadata: { label: 'Stage depth' } },
      { id: 'n1', type: 'point', position: p(1, 1), metadata: { label: 'Bar' } },
    ],
    footprintOf: (url) => (url === '/round.glb' ? { halfWidth: 0.4, halfDepth: 0.4 } : null),
  });

  it('puts zones on the floor in meters, with their area, capacities and the seats inside', () => {
    const [z] = sheet.zones;
    expect(z?.areaSquareMeters).toBeCloseTo(24);
    expect(Math.max(...(z?.outline ?? []).map((q) => q.x))).toBeCloseTo(6);
    expect(z?.capacity).toMatchObject({ seated: 20, standing: 40 });
    // c3 stands 10 m out, outside the zone.
    expect(z?.seatsPlaced).toBe(2);
  });

  it('draws seats as chairs and round tables as circles, scaled, facing as placed', () => {
    const [c1, c2, , table] = sheet.items;
    expect(c1?.symbol).toBe('chair');
    expect(table?.symbol).toBe('round');
    expect(table?.halfWidth).toBeCloseTo(0.8);
    // A model faces its own +z: the scene's +z is the plan's −y (sheet-frame.ts), turned 90° about up it faces +x.
    expect(c1?.rotation).toBeCloseTo(-Math.PI / 2);
    expect(c2?.rotation).toBeCloseTo(0);
    // Unmeasured models are taken as a chair's half-meter square.
    expect(c1?.halfWidth).toBeCloseTo(0.25);
  });

  it('keeps measurements with their true length, and the bounds round everything', () => {
    expect(sheet.measurements[0]?.lengthMeters).toBeCloseTo(6);
    // The tool's own length label (feet, when it was drawn) is not kept; a name the user gave is.
    expect(sheet.measurements.map((m) => m.label)).toEqual(['', 'Stage depth']);
    expect(sheet.annotations[0]).toMatchObject({ label: 'Bar', closed: false });
    // The farthest chair stands at 10 m: its footprint reaches its half diagonal further.
    expect(sheet.bounds.maxX).toBeCloseTo(10 + Math.hypot(0.25, 0.25));
    expect(sheet.units).toBe('feet');
  });

  it('names symbols from the catalogue', () => {
    expect(planSymbolOf({ category: 'Tables', name: 'Banquet table 6 ft' })).toBe('rectangle');
  });
});
