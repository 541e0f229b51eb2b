import { describe, expect, it } from 'vitest';
import type { SceneFrame } from '../../protocol/index.ts';
import { buildLayerBuffers, hexToRgb, triangulate } from './overlay-buffers.ts';
import { hitTest, nextSelection } from './selection.ts';
import { annotationShape, zoneShape } from './shapes.ts';

const frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' };
const ctx = { frame, units: 'meters' as const };
const square = [
  { x: 0, y: 0, z: 0 },
  { x: 2, y: 0, z: 0 },
  { x: 2, y: 0, z: 2 },
  { x: 0, y: 0, z: 2 },
];

describe('shapes', () => {
  it('puts measurements on their own layer and labels them with their length', () => {
    const shape = annotationShape(
      { id: 'm', type: 'measurement', points: [square[0], square[2]] as never },
      { frame, units: 'feet' },
    );
    expect(shape.layer).toBe('measurements');
    // 2√2 m = 9.28 ft: 9' 3½" to the half inch.
    expect(shape.label).toBe(`9' 3½"`);
  });

  it('closes polygons and zones, fills them and labels their area', () => {
    const zone = zoneShape({ id: 'z', name: 'Hall', geometry: { boundary: square } }, ctx);
    expect(zone.layer).toBe('zones');
    expect(zone.lines[0]).toHaveLength(5);
    expect(zone.label).toBe('Hall · 4.00 m²');
    const polygon = annotationShape(
      { id: 'p', type: 'polygon', vertices: square, metadata: { label: 'Stage' } },
      ctx,
    );
    expect(polygon.label).toBe('Stage · 4.00 m²');
    expect(polygon.fill).toHaveLength(4);
  });

  it('draws an unknown type as a marker where it is', () => {
    const shape = annotationShape({ id: 'n', type: 'note', position: { x: 1, y: 2, z: 3 } }, ctx);
    expect(shape.markers).toEqual([[1, 2, 3]]);
  });
});

describe('overlay buffers', () => {
  it('batches a layer into one line, one fill and one marker buffer, coloured per shape', () => {
    const shapes = [
      zoneShape({ id: 'a', geometry: { boundary: square } }, ctx),
      zoneShape({ id: 'b', geometry: { boundary: square.map((p) => ({ ...p, x: p.x + 5 })) } }, ctx),
      annotationShape({ id: 'c', type: 'point', position: { x: 0, y: 1, z: 0 } }, ctx),
    ];
    const red = hexToRgb('#ff0000');
    const blue = hexToRgb('#0000ff');
    const b = buildLayerBuffers(shapes, frame, (s) => (s.id === 'b' ? red : blue));
    // Two squares: 4 segments each, 2 triangles each; one marker.
    expect(b.lines.length).toBe(2 * 4 * 2 * 3);
    expect(b.fills.length).toBe(2 * 2 * 3 * 3);
    expect(b.markers.length).toBe(3);
    expect([...b.lineColors.slice(-3)]).toEqual(red);
    expect(triangulate(frame, shapes[0]?.fill ?? [])).toHaveLength(6);
  });
});

describe('selection', () => {
  const shapes = [
    zoneShape({ id: 'zone', geometry: { boundary: square } }, ctx),
    annotationShape({ id: 'dot', type: 'point', position: { x: 1, y: 0, z: 1 } }, ctx),
  ];
  // A top view: x → screen x, z → screen y, 100 px per unit.
  const projector = {
    toScreen: (p: [number, number, number]) => [p[0] * 100, p[2] * 100] as [number, number],
  };

  it('prefers an outline or marker near the cursor over the fill it lies in', () => {
    expect(hitTest(shapes, 103, 98, projector)?.id).toBe('dot');
    expect(hitTest(shapes, 150, 60, projector)?.id).toBe('zone');
    expect(hitTest(shapes, 199, 60, projector)?.id).toBe('zone');
    expect(hitTest(shapes, 400, 400, projector)).toBeNull();
  });

  it('skips hidden layers', () => {
    expect(hitTest(shapes, 103, 98, projector, (layer) => layer !== 'annotations')?.id).toBe('zone');
  });

  it('replaces, toggles with Shift, and clears', () => {
    expect(nextSelection(['a'], ['b'], false)).toEqual(['b']);
    expect(nextSelection(['a'], ['b'], true)).toEqual(['a', 'b']);
    expect(nextSelection(['a', 'b'], ['a'], true)).toEqual(['b']);
    expect(nextSelection(['a'], [], false)).toEqual([]);
    expect(nextSelection(['a'], [], true)).toEqual(['a']);
    // A layout group is picked, added and taken away as one.
    expect(nextSelection(['a'], ['g1', 'g2'], false)).toEqual(['g1', 'g2']);
    expect(nextSelection(['a', 'g1'], ['g1', 'g2'], true)).toEqual(['a', 'g1', 'g2']);
    expect(nextSelection(['a', 'g1', 'g2'], ['g1', 'g2'], true)).toEqual(['a']);
  });
});
