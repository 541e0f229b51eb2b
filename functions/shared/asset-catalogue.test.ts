/** The catalogue's normalisation, name derivation, categories and errors (spec §3, §5, §7, §8). */
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SHAPE_ERROR,
  catalogueEntries,
  categorise,
  fetchAssetCatalogue,
  instanceCounts,
  modelCatalogueEntry,
  nameFromFileName,
  normaliseAsset,
  normaliseCatalogue,
} from './asset-catalogue.ts';

describe('nameFromFileName', () => {
  it.each([
    ['round_table_60in.glb', 'Round Table 60in'],
    ['chiavari-chair-02.glb', 'Chiavari Chair'],
    ['Stage Panel 3.GLTF', 'Stage Panel'],
    ['folding.chair_12.obj', 'Folding Chair'],
    ['bar_counter.fbx', 'Bar Counter'],
    ['scan__room.ply', 'Scan Room'],
    ['models/uplight.glb', 'Uplight'],
    ['plate.stl', 'Plate Stl'],
  ])('%s → %s', (fileName, name) => {
    expect(nameFromFileName(fileName)).toBe(name);
  });
});

describe('categorise', () => {
  it.each([
    ['Chiavari Chair', 'Seating'],
    ['Lounge Seating', 'Seating'],
    ['Round Table 6 ft', 'Tables'],
    ['Buffet Station', 'Tables'],
    ['LED Uplight', 'Lighting'],
    ['Pillar Candle', 'Lighting'],
    ['Tiki Torch', 'Lighting'],
    ['Balloon Cluster', 'Decorations'],
    ['Floral Centrepiece', 'Decorations'],
    ['Glass Vase', 'Decorations'],
    ['Dinner Plate', 'Food Service'],
    ['Wine Glass', 'Food Service'],
    ['Beverage Dispenser', 'Food Service'],
    ['Chafing Warmer', 'Food Service'],
    ['Greek Column', 'Structures'],
    ['Garden Gazebo', 'Structures'],
    ['Floral Archway', 'Decorations'],
    ['Stage Platform', 'Structures'],
    ['PA Speaker', 'Audio Equipment'],
    ['Audio Mixer', 'Audio Equipment'],
    ['Lectern', 'Other'],
  ])('%s is in %s', (name, category) => {
    expect(categorise(name)).toBe(category);
  });

  it('keeps a source category that names one of the seven, in any case, over the name keywords', () => {
    expect(categorise('Wine Barrel Table', 'structures')).toBe('Structures');
    expect(categorise('Lectern', 'Audio Equipment')).toBe('Audio Equipment');
  });

  it('categorises a source category by its keywords, then falls back to the name', () => {
    expect(categorise('Thing', 'outdoor lighting')).toBe('Lighting');
    expect(categorise('Folding Chair', 'misc')).toBe('Seating');
    expect(categorise('Thing', 'misc')).toBe('Other');
  });
});

describe('normaliseAsset', () => {
  it('fills the defaults and derives the name, tags and category', () => {
    expect(
      normaliseAsset({ id: 'a1', fileName: 'chiavari_chair_01.glb', url: '/m/chiavari chair.glb' }),
    ).toEqual({
      id: 'a1',
      name: 'Chiavari Chair',
      url: '/m/chiavari%20chair.glb',
      category: 'Seating',
      tags: ['Chiavari', 'Chair', 'seating'],
      units: 'meters',
      defaultScale: 1,
      anchor: 'floor',
    });
  });

  it('takes the id from key, then fileName, and the url from cdnUrl', () => {
    expect(normaliseAsset({ key: 'k1', name: 'Bar', cdnUrl: 'https://cdn/x.glb' })).toMatchObject({
      id: 'k1',
      url: 'https://cdn/x.glb',
    });
    expect(normaliseAsset({ fileName: 'dance_floor.glb', url: 'https://cdn/dance_floor.glb' })).toMatchObject(
      {
        id: 'dance_floor.glb',
        name: 'Dance Floor',
      },
    );
  });

  it('derives the name from the url file name when there is no name or fileName', () => {
    expect(normaliseAsset({ id: 'x', url: '/models/speaker_tower-2.glb?v=3' })?.name).toBe('Speaker Tower');
  });

  it('keeps the source values, tags and planning fields when given', () => {
    const asset = normaliseAsset({
      id: 'lectern',
      name: 'Lectern',
      url: '/lectern.glb',
      category: 'Structures',
      vendor: 'Podium Co',
      license: 'CC0',
      thumbnail: '/lectern.png',
      units: 'centimeters',
      defaultScale: 2,
      anchor: 'wall',
      tags: ['podium', 7, ''],
      price: 45,
      setupTime: 10,
      dimensions: { width: 0.6, depth: 0.5, height: 1.2 },
    });
    expect(asset).toEqual({
      id: 'lectern',
      name: 'Lectern',
      url: '/lectern.glb',
      category: 'Structures',
      tags: ['podium'],
      units: 'centimeters',
      defaultScale: 2,
      anchor: 'wall',
      vendor: 'Podium Co',
      license: 'CC0',
      thumbnail: '/lectern.png',
      price: 45,
      setupTime: 10,
      dimensions: { width: 0.6, depth: 0.5, height: 1.2 },
    });
  });

  it('falls back to the default scale for a non-positive or non-numeric one', () => {
    expect(normaliseAsset({ id: 'a', name: 'A', url: '/a.glb', defaultScale: 0 })?.defaultScale).toBe(1);
    expect(normaliseAsset({ id: 'a', name: 'A', url: '/a.glb', defaultScale: '3' })?.defaultScale).toBe(1);
  });

  it.each([
    ['no id', { name: 'Chair', url: '/c.glb' }],
    ['a numeric id', { id: 5, name: 'Chair', url: '/c.glb' }],
    ['no url', { id: 'c', name: 'Chair' }],
    ['a blank url', { id: 'c', name: 'Chair', url: '  ' }],
    ['no name and no file name', { id: 'c', url: '/' }],
    ['not an object', 'chair.glb'],
    ['null', null],
    ['a list', [{ id: 'c' }]],
  ])('drops an entry with %s', (_label, raw) => {
    expect(normaliseAsset(raw)).toBeNull();
  });
});

describe('catalogue shape', () => {
  const entry = { id: 'c', name: 'Chair', url: '/c.glb' };

  it.each(['assets', 'items', 'models', 'data', 'objects'])('reads the list under %s', (key) => {
    expect(catalogueEntries({ [key]: [entry] })).toEqual([entry]);
  });

  it('reads a plain list', () => {
    expect(catalogueEntries([entry])).toEqual([entry]);
  });

  it.each([
    ['an object without a list', { things: [entry] }],
    ['a list key that is not a list', { assets: { c: entry } }],
    ['a string', 'chairs'],
    ['null', null],
  ])('refuses %s with the spec message', (_label, json) => {
    expect(() => catalogueEntries(json)).toThrow(CATALOGUE_SHAPE_ERROR);
  });

  it('drops invalid entries and later duplicates of an id', () => {
    const assets = normaliseCatalogue({
      models: [
        entry,
        { name: 'No id', url: '/x.glb' },
        { ...entry, name: 'Second chair' },
        { ...entry, id: 'd' },
      ],
    });
    expect(assets.map((a) => [a.id, a.name])).toEqual([
      ['c', 'Chair'],
      ['d', 'Chair'],
    ]);
  });
});

describe('fetchAssetCatalogue', () => {
  const answer = (body: string, init?: ResponseInit) => async () => new Response(body, init);

  it('normalises the fetched catalogue', async () => {
    const assets = await fetchAssetCatalogue(
      '/c.json',
      answer(JSON.stringify({ items: [{ id: 'c', url: '/c.glb' }] })),
    );
    expect(assets).toEqual([expect.objectContaining({ id: 'c', name: 'C', url: '/c.glb' })]);
  });

  it('says the status when the fetch fails', async () => {
    await expect(
      fetchAssetCatalogue('/c.json', answer('nope', { status: 404, statusText: 'Not Found' })),
    ).rejects.toThrow('Failed to fetch model catalog: 404 Not Found');
  });

  it('says the shape is unexpected for a body that is not JSON or not a catalogue', async () => {
    await expect(fetchAssetCatalogue('/c.json', answer('<html>'))).rejects.toThrow(CATALOGUE_SHAPE_ERROR);
    await expect(fetchAssetCatalogue('/c.json', answer('{"rows":[]}'))).rejects.toThrow(
      CATALOGUE_SHAPE_ERROR,
    );
  });
});

describe('modelCatalogueEntry', () => {
  it('starts unloaded with no instances and the file type from the url', () => {
    const asset = normaliseAsset({ id: 'c', name: 'Chair', url: '/models/Chair.GLB?v=2', vendor: 'V' });
    if (!asset) throw new Error('asset expected');
    expect(modelCatalogueEntry(asset)).toEqual({
      modelId: 'c',
      url: '/models/Chair.GLB?v=2',
      name: 'Chair',
      fileType: 'glb',
      vendor: 'V',
      category: 'Seating',
      units: 'meters',
      defaultScale: 1,
      anchor: 'floor',
      loadStatus: 'unloaded',
      instanceCount: 0,
    });
  });
});

describe('instanceCounts', () => {
  it("counts a model's placements in the plan, by modelId", () => {
    const plan = [{ modelId: 'chair' }, { modelId: 'table' }, { modelId: 'chair' }, { modelId: 'chair' }, {}];
    const counts = instanceCounts(plan);
    expect(counts.get('chair')).toBe(3);
    expect(counts.get('table')).toBe(1);
    expect(counts.has('sofa')).toBe(false);
    const chair = normaliseAsset({ id: 'chair', name: 'Chair', url: '/c.glb' });
    if (!chair) throw new Error('asset expected');
    expect(modelCatalogueEntry(chair, counts.get('chair')).instanceCount).toBe(3);
  });
});
