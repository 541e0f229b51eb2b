import { describe, expect, it } from 'vitest';
import type { Asset } from '#shared/asset-catalogue.ts';
import { layoutModelsFrom } from './layout-models.ts';

const asset = (id: string, name: string, category: string, width: number, depth: number): Asset => ({
  id,
  name,
  url: `/catalogue/models/${id}.glb`,
  category,
  tags: [],
  units: 'meters',
  defaultScale: 1,
  anchor: 'floor',
  dimensions: { width, depth, height: 0.8 },
});

const catalogue = [
  asset('cocktail', 'Cocktail Table 30 in', 'Tables', 0.76, 0.76),
  asset('round60', 'Round Table 5 ft', 'Tables', 1.524, 1.524),
  asset('rect6', 'Rectangular Table 6 ft', 'Tables', 1.83, 0.76),
  asset('chiavari', 'Chiavari Chair Gold', 'Seating', 0.4, 0.42),
  asset('folding', 'Folding Chair White', 'Seating', 0.45, 0.47),
];

describe('layout models', () => {
  it('takes the first seat, the first round and the first long dining table, with their footprints', () => {
    const models = layoutModelsFrom(catalogue, []);
    expect(models.seat).toEqual({
      modelId: 'chiavari',
      modelUrl: '/catalogue/models/chiavari.glb',
      scale: 1,
      width: 0.4,
      depth: 0.42,
    });
    expect(models.roundTable).toMatchObject({ modelId: 'round60', shape: 'round', width: 1.524 });
    expect(models.longTable).toMatchObject({ modelId: 'rect6', shape: 'rectangular', depth: 0.76 });
  });

  it('prefers the seating model placed last, and scales footprints by the default scale', () => {
    expect(layoutModelsFrom(catalogue, ['round60', 'folding', 'chiavari']).seat?.modelId).toBe('folding');
    const big = { ...asset('bench', 'Bench Seating', 'Seating', 1.8, 0.45), defaultScale: 2 };
    expect(layoutModelsFrom([big], []).seat).toMatchObject({ width: 3.6, depth: 0.9, scale: 2 });
  });

  it('offers nothing it cannot size', () => {
    const unsized = { ...asset('x', 'Chair', 'Seating', 1, 1), dimensions: undefined };
    expect(layoutModelsFrom([unsized], [])).toEqual({ seat: null, roundTable: null, longTable: null });
  });
});
