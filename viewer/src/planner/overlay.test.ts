/**
 * The overlay's depth: a zone's fill, outline and markers are hidden behind placed furniture standing
 * in front of them (the walk saw outlines drawn over a table); labels stay on top.
 */
import type { Material } from 'three';
import { describe, expect, it } from 'vitest';
import { layerBatches } from './overlay.ts';
import { buildLayerBuffers, hexToRgb } from './overlay-buffers.ts';
import type { Shape } from './shapes.ts';

const corners: Shape['fill'] = [
  [0, 0, 0],
  [4, 0, 0],
  [4, 0, 3],
  [0, 0, 3],
];
const zone: Shape = {
  id: 'z',
  kind: 'segmentation',
  objectType: 'zone',
  layer: 'zones',
  lines: [[...(corners ?? []), [0, 0, 0]]],
  fill: corners,
  markers: [[0, 0, 0]],
  label: 'Lawn',
  labelAt: [2, 0, 1.5],
};

describe('overlay batches', () => {
  it('depth-tests fills, outlines and markers against the furniture, and never hide it', () => {
    const buffers = buildLayerBuffers(
      [zone],
      { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' },
      () => hexToRgb('#22c55e'),
    );
    const batches = layerBatches(buffers);
    expect(batches.map((b) => b.type)).toEqual(['Mesh', 'LineSegments', 'Points']);
    for (const batch of batches) {
      const material = (batch as unknown as { material: Material }).material;
      expect(material.depthTest, batch.type).toBe(true);
      expect(material.depthWrite, batch.type).toBe(false);
    }
  });
});
