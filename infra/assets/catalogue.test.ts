/**
 * The committed built-in catalogue (web/public/catalogue): what the generator writes today, byte for
 * byte; every entry survives normalisation; every .glb parses and is the size the catalogue states;
 * every model has its rendered thumbnail, a square PNG.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { ASSET_CATEGORIES, normaliseCatalogue } from '#shared/asset-catalogue.ts';
import {
  CATALOGUE_DIR,
  CATALOGUE_JSON,
  MODELS_SUBDIR,
  THUMBNAIL_SIZE,
  THUMBNAILS_SUBDIR,
} from './catalogue-paths.ts';
import { boundsOf, buildCatalogue } from './generate-catalogue.ts';

const json = JSON.parse(readFileSync(join(CATALOGUE_DIR, CATALOGUE_JSON), 'utf8')) as unknown;
const assets = normaliseCatalogue(json);
const fileOf = (url: string) => join(CATALOGUE_DIR, url.replace(/^\/catalogue\//, ''));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its header (the IHDR chunk comes first), or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('built-in asset catalogue', () => {
  it('is what the generator writes (run infra/assets/generate-catalogue.ts after changing a model)', async () => {
    const files = await buildCatalogue();
    const committed = readdirSync(join(CATALOGUE_DIR, MODELS_SUBDIR)).map(
      (name) => `${MODELS_SUBDIR}/${name}`,
    );
    expect([...committed, CATALOGUE_JSON].sort()).toEqual([...files.keys()].sort());
    for (const [path, bytes] of files) {
      // The committed JSON is biome-formatted: compare its content.
      if (path === CATALOGUE_JSON) {
        expect(json).toEqual(JSON.parse(new TextDecoder().decode(bytes)));
        continue;
      }
      expect(Buffer.from(readFileSync(join(CATALOGUE_DIR, path))).equals(Buffer.from(bytes)), path).toBe(
        true,
      );
    }
  });

  it('has at least 40 models in every one of the seven categories, each with vendor, price and setup time', () => {
    expect(assets.length).toBeGreaterThanOrEqual(40);
    expect((json as { assets: unknown[] }).assets).toHaveLength(assets.length);
    expect(new Set(assets.map((a) => a.category))).toEqual(new Set(ASSET_CATEGORIES));
    for (const asset of assets) {
      expect(asset.vendor, asset.id).toBeTruthy();
      expect(asset.price, asset.id).toBeGreaterThan(0);
      expect(asset.setupTime, asset.id).toBeGreaterThan(0);
      expect(asset).toMatchObject({ units: 'meters', defaultScale: 1, anchor: 'floor' });
    }
  });

  it('states true sizes: a 5 ft round table is 1.524 m across, a 6 ft one 1.829 m', () => {
    const size = (id: string) => assets.find((a) => a.id === id)?.dimensions;
    expect(size('round-table-60in-linen')?.width).toBeCloseTo(1.524, 3);
    expect(size('round-table-72in-linen')?.width).toBeCloseTo(1.829, 3);
    expect(size('rect-table-8ft')?.width).toBeCloseTo(2.438, 3);
  });

  it('has a .glb for every entry that parses, stands on the floor and is its stated size within 1 cm', async () => {
    const io = new NodeIO();
    for (const asset of assets) {
      const path = fileOf(asset.url);
      expect(existsSync(path), asset.url).toBe(true);
      const doc = await io.readBinary(new Uint8Array(readFileSync(path)));
      expect(doc.getRoot().listMaterials().length, asset.id).toBeGreaterThan(0);
      const size = boundsOf(doc);
      expect(Math.abs(size.min[1]), `${asset.id} floor`).toBeLessThan(0.001);
      for (const axis of ['width', 'depth', 'height'] as const) {
        expect(
          Math.abs(size[axis] - (asset.dimensions?.[axis] ?? Number.NaN)),
          `${asset.id} ${axis}`,
        ).toBeLessThan(0.01);
      }
    }
  });

  it('has a rendered thumbnail of every model, a square PNG (npm run catalogue:thumbnails after changing one)', () => {
    for (const asset of assets) {
      expect(asset.thumbnail, asset.id).toBe(`/catalogue/${THUMBNAILS_SUBDIR}/${asset.id}.png`);
      const path = fileOf(asset.thumbnail ?? '');
      expect(existsSync(path), path).toBe(true);
      expect(pngSize(readFileSync(path)), asset.id).toEqual({
        width: THUMBNAIL_SIZE,
        height: THUMBNAIL_SIZE,
      });
    }
    const files = readdirSync(join(CATALOGUE_DIR, THUMBNAILS_SUBDIR));
    expect(files.sort()).toEqual(assets.map((a) => `${a.id}.png`).sort());
  });
});
