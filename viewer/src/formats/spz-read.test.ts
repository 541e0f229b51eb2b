/**
 * The `.spz` reader on every version (1–4): values read back within each version's quantisation, files
 * cross-checked with three's SPZLoader (a reader we did not write), and the conversion to version 2
 * that both renderers draw.
 */
import { gunzipSync } from 'fflate';
import { ZSTDDecoder } from 'three/examples/jsm/libs/zstddec.module.js';
import { SPZLoader } from 'three/examples/jsm/loaders/SPZLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readGaussianPly } from './gaussian-ply.ts';
import { writePly } from './splat-cloud.ts';
import { writeSpz } from './spz.ts';
import { writeSpzFixture, writeSpzV4Fixture } from './spz-fixtures.ts';
import { readSpz, SpzError, spzForRenderers, spzVersion, type ZstdDecode } from './spz-read.ts';
import { inflateSpzV4 } from './spz-zstd.ts';
import { syntheticScene } from './synthetic.ts';
import { unpackScene } from './unpack.ts';

const cloud = syntheticScene(500, 5);
const v2 = writeSpz(readGaussianPly(writePly(cloud)));
const reference = readSpz(v2);
let zstd: ZstdDecode;

beforeAll(async () => {
  const decoder = new ZSTDDecoder();
  await decoder.init();
  zstd = (frame, size) => decoder.decode(frame, size);
});

/** The angle between two quaternions (x, y, z, w), in radians. */
function angle(a: Float32Array, b: Float32Array, i: number): number {
  let dot = 0;
  for (let k = 0; k < 4; k++) dot += (a[i * 4 + k] as number) * (b[i * 4 + k] as number);
  return 2 * Math.acos(Math.min(1, Math.abs(dot)));
}

function expectSameScene(
  read: ReturnType<typeof readSpz>,
  positionTolerance: number,
  rotationTolerance: number,
) {
  expect(read.count).toBe(500);
  for (let i = 0; i < 500 * 3; i++) {
    const expected = reference.positions[i] as number;
    // Relative beyond 1 m: float16 keeps 11 significant bits.
    expect(Math.abs((read.positions[i] as number) - expected)).toBeLessThanOrEqual(
      positionTolerance * Math.max(1, Math.abs(expected)),
    );
  }
  let worst = 0;
  for (let i = 0; i < 500; i++) worst = Math.max(worst, angle(read.rotations, reference.rotations, i));
  expect(worst).toBeLessThan(rotationTolerance);
  expect(Array.from(read.colors)).toEqual(Array.from(reference.colors));
  expect(Array.from(read.alphas)).toEqual(Array.from(reference.alphas));
  expect(Array.from(read.scales)).toEqual(Array.from(reference.scales));
}

async function threeCenters(bytes: Uint8Array): Promise<ArrayLike<number>> {
  const geometry = await new SPZLoader().parse(bytes.slice().buffer);
  if (!geometry) throw new Error('three could not read the .spz');
  const attribute = geometry.getAttribute('position') ?? geometry.getAttribute('center');
  return attribute.array as ArrayLike<number>;
}

describe('.spz reader', () => {
  it('reads version 2 (our writer) back to the written positions', () => {
    expect(reference.version).toBe(2);
    for (let i = 0; i < 30; i++) {
      expect(reference.positions[i]).toBeCloseTo(cloud.positions[i] as number, 3);
    }
  });

  it('reads version 1 (float16 positions) within half precision', () => {
    const v1 = writeSpzFixture(reference, 1);
    expect(spzVersion(v1)).toBe(1);
    expectSameScene(readSpz(v1), 2 ** -11, 0.02);
  });

  it('reads version 3 (smallest-three rotations) within 10-bit precision, as three reads it', async () => {
    const v3 = writeSpzFixture(reference, 3);
    const read = readSpz(v3);
    expect(read.version).toBe(3);
    // The 8-bit x, y, z of v2 are coarser than v3's 9-bit magnitudes: the two agree within v2's step.
    expectSameScene(read, 1e-6, 0.05);
    const centers = await threeCenters(v3);
    expect(centers[3]).toBeCloseTo(read.positions[3] as number, 4);
  });

  it('reads version 4 (zstd streams behind a table of contents)', async () => {
    const v4 = writeSpzV4Fixture(reference);
    expect(() => readSpz(v4)).toThrow(SpzError);
    const read = readSpz(v4, zstd);
    expect(read.version).toBe(4);
    expectSameScene(read, 1e-6, 0.05);
    // three's loader reads the same file to the same centres: the fixture follows the format.
    const centers = await threeCenters(v4);
    expect(centers[7]).toBeCloseTo(read.positions[7] as number, 4);
  });

  it('rewrites v1, v3 and v4 as version 2, which both renderers draw', async () => {
    for (const file of [writeSpzFixture(reference, 1), writeSpzFixture(reference, 3)]) {
      const scene = unpackScene(file, 'scene.spz');
      expect(scene.format).toBe('spz');
      expect(gunzipSync(scene.bytes)[4]).toBe(2);
      expectSameScene(readSpz(scene.bytes), 2 ** -11 + 2 ** -12, 0.06);
    }
    const fromV4 = unpackScene(await inflateSpzV4(writeSpzV4Fixture(reference)), 'scene.spz');
    expect(spzVersion(fromV4.bytes)).toBe(2);
    expectSameScene(readSpz(fromV4.bytes), 1e-6, 0.06);
    expect(spzForRenderers(v2)).toBe(v2);
  });

  it('says what is wrong with a broken or unknown .spz', () => {
    const truncated = writeSpzFixture(reference, 3).subarray(0, 200);
    expect(() => unpackScene(truncated, 'broken.spz')).toThrow(/The .spz file cannot be read/);
    const raw = gunzipSync(v2);
    raw[4] = 9;
    expect(() => readSpz(raw)).toThrow(/version 9 is not supported/);
  });
});
