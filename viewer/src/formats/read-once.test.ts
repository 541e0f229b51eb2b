/**
 * The viewer's way in reads a file once: a .ply's header is parsed once and handed to the reader that
 * decodes it (a compressed .ply's rows read once, a rewritten plain one too), and a file the renderers
 * draw as it is arrives with its own bytes, not a copy. The PLY reader is wrapped to count its calls.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCompressedPly } from './compressed-ply.ts';
import * as ply from './gaussian-ply.ts';
import { PLY_VARIANTS, writePlyLayout } from './ply-fixtures.ts';
import { readScene } from './read-scene.ts';
import { writePly, writeSplat } from './splat-cloud.ts';
import { writeSpz } from './spz.ts';
import { syntheticScene } from './synthetic.ts';

vi.mock('./gaussian-ply.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./gaussian-ply.ts')>();
  return {
    ...actual,
    readPlyHeader: vi.fn(actual.readPlyHeader),
    readPlyElement: vi.fn(actual.readPlyElement),
    readGaussianPly: vi.fn(actual.readGaussianPly),
  };
});

const cloud = syntheticScene(600, 3);
const gaussians = ply.readGaussianPly(writePly(cloud));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.restoreAllMocks());

/** Counts how often text is decoded from the file: a PLY header's parse begins with it. */
const textDecodes = () => vi.spyOn(TextDecoder.prototype, 'decode');

describe('reading a scene once', () => {
  it('parses a compressed .ply’s header once and decodes its rows once', async () => {
    const bytes = writeCompressedPly(gaussians);
    const decodes = textDecodes();
    const scene = await readScene(bytes, 'hall.compressed.ply');
    // Telling a compressed .ply from a plain one reads the parsed header, not the file's text again.
    expect(decodes).toHaveBeenCalledTimes(1);
    expect(scene).toMatchObject({ format: 'splat', sourceFormat: 'compressed ply' });
    expect(scene.bytes.byteLength).toBe(600 * 32);
    expect(ply.readPlyHeader).toHaveBeenCalledTimes(1);
    expect(vi.mocked(ply.readPlyElement).mock.calls.map((call) => call[2])).toEqual(['chunk', 'vertex']);
    // Both reads used the header parsed first, not one of their own.
    const header = vi.mocked(ply.readPlyHeader).mock.results[0]?.value;
    for (const call of vi.mocked(ply.readPlyElement).mock.calls) expect(call[1]).toBe(header);
  });

  it('rewrites a plain .ply a renderer cannot read from the header it parsed first', async () => {
    const bytes = writePlyLayout(gaussians, PLY_VARIANTS.ascii?.layout ?? { properties: [] });
    const scene = await readScene(bytes, 'ascii.ply');
    expect(scene).toMatchObject({ format: 'ply', sourceFormat: 'ply (ascii)' });
    expect(ply.readPlyHeader).toHaveBeenCalledTimes(1);
    expect(ply.readGaussianPly).toHaveBeenCalledTimes(1);
    expect(vi.mocked(ply.readGaussianPly).mock.calls[0]?.[1]).toBe(
      vi.mocked(ply.readPlyHeader).mock.results[0]?.value,
    );
  });

  it('hands a file the renderers draw as it is over with its own bytes', async () => {
    const decodes = textDecodes();
    for (const [name, bytes] of [
      ['scene.ply', writePly(cloud)],
      ['scene.splat', writeSplat(cloud)],
      ['scene.spz', writeSpz(gaussians)],
    ] as const) {
      const scene = await readScene(bytes, name);
      expect(scene.bytes, name).toBe(bytes);
    }
    expect(ply.readPlyHeader).toHaveBeenCalledTimes(1); // the .ply's, only checked
    expect(decodes).toHaveBeenCalledTimes(1);
    expect(ply.readGaussianPly).not.toHaveBeenCalled();
  });
});
