/** What the read-only plan panel says about a selected zone or annotation. */
import { describe, expect, it } from 'vitest';
import type { Shape } from '../planner/shapes.ts';
import { annotationDetails, zoneDetails } from './plan-panel.ts';

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
