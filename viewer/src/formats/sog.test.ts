/**
 * The SOG reader against PlayCanvas's own tool: `fixtures/scene.sog` was written by splat-transform, and
 * `scene.sog.readback.ply` is splat-transform's decode of it; ours must agree. The WebP images are decoded
 * here from `scene.sog.pixels.zip` (ffmpeg's decode of each image, fixtures/README.md); the browser's own
 * decode is checked on both pages by tests/e2e/viewer/formats.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { SPZLoader } from 'three/examples/jsm/loaders/SPZLoader.js';
import { describe, expect, it } from 'vitest';
import { type Gaussians, readGaussianPly } from './gaussian-ply.ts';
import { detectFormat } from './scene-format.ts';
import { type ImageDecode, readSog, SogError, sogFiles } from './sog.ts';
import { writeSpz } from './spz.ts';
import { unpackScene } from './unpack.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const sog = fixture('scene.sog');
const pixels = unzipSync(fixture('scene.sog.pixels.zip'));
const decode: ImageDecode = async (bytes, name) => {
  const image = pixels[name];
  // The stand-in decoder knows only the fixture's own images, byte for byte.
  if (!image || strFromU8(bytes.subarray(0, 4)) !== 'RIFF') throw new Error(`unknown image ${name}`);
  const view = new DataView(image.buffer, image.byteOffset);
  return { width: view.getUint32(0, true), height: view.getUint32(4, true), data: image.subarray(8) };
};
const readback = readGaussianPly(fixture('scene.sog.readback.ply'));

const files = () => sogFiles(sog) as Record<string, Uint8Array>;
const withMeta = (edit: (meta: Record<string, unknown>) => void) => {
  const out = files();
  const meta = JSON.parse(strFromU8(out['meta.json'] as Uint8Array));
  edit(meta);
  out['meta.json'] = strToU8(JSON.stringify(meta));
  return out;
};

function expectSame(read: Gaussians, reference: Gaussians) {
  expect(read.count).toBe(reference.count);
  expect(read.shDegree).toBe(reference.shDegree);
  const close = (a: ArrayLike<number>, b: ArrayLike<number>, tolerance: number) => {
    expect(a.length).toBe(b.length);
    let worst = 0;
    for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs((a[i] as number) - (b[i] as number)));
    expect(worst).toBeLessThan(tolerance);
  };
  close(read.positions, reference.positions, 1e-4);
  close(read.rotations, reference.rotations, 1e-5);
  close(read.logScales, reference.logScales, 1e-6);
  close(read.dc, reference.dc, 1e-6);
  close(read.opacities, reference.opacities, 1e-4);
  close(read.shRest, reference.shRest, 1e-6);
}

describe('.sog (PlayCanvas SOG, version 2)', () => {
  it('is recognised by its name and its zip', () => {
    expect(detectFormat(sog, 'scene.sog')).toBe('sog');
    expect(detectFormat(sog, 'https://host/scene.SOG?x=1')).toBe('sog');
    expect(() => unpackScene(sog, 'scene.sog')).toThrow('A .sog file is read with readScene');
  });

  it('decodes to what splat-transform decodes it to, SH bands included', async () => {
    const read = await readSog(files(), decode);
    expect(read.count).toBe(600);
    expect(read.shDegree).toBe(3);
    expectSame(read, readback);
  });

  it('becomes an .spz that three reads with the same splats', async () => {
    const read = await readSog(files(), decode);
    const geometry = await new SPZLoader().parse(writeSpz(read).slice().buffer as ArrayBuffer);
    const position = geometry?.getAttribute('position');
    expect(position?.count).toBe(600);
    expect(position?.getX(123)).toBeCloseTo(readback.positions[123 * 3] as number, 3);
    expect(position?.getY(123)).toBeCloseTo(readback.positions[123 * 3 + 1] as number, 3);
  });

  it('reads the folder form zipped as a .zip, in a folder or at the root', async () => {
    const folder = Object.fromEntries(
      Object.entries(files()).map(([name, bytes]) => [`export/${name}`, bytes]),
    );
    const zipped = zipSync(folder);
    expect(detectFormat(zipped, 'scene.zip')).toBe('zip');
    expectSame(await readSog(sogFiles(zipped) as Record<string, Uint8Array>, decode), readback);
    // A training run's zip with a meta.json beside its .ply is not a SOG.
    expect(sogFiles(zipSync({ ...folder, 'point_cloud.ply': strToU8('ply\n') }))).toBeNull();
    expect(sogFiles(zipSync({ 'notes.txt': strToU8('x') }))).toBeNull();
  });

  it('says what is wrong with a broken one', async () => {
    await expect(readSog({}, decode)).rejects.toThrow(new SogError('The .sog file has no meta.json'));
    await expect(
      readSog(
        withMeta((m) => Object.assign(m, { version: 3 })),
        decode,
      ),
    ).rejects.toThrow('SOG version 3 is not supported');
    await expect(
      readSog(
        withMeta((m) => Object.assign(m.scales as object, { codebook: [1, 2] })),
        decode,
      ),
    ).rejects.toThrow(/meta.json is invalid: scales.codebook/);
    const missing = files();
    delete missing['quats.webp'];
    await expect(readSog(missing, decode)).rejects.toThrow('The .sog file does not contain quats.webp');
    await expect(
      readSog(
        withMeta((m) => Object.assign(m, { count: 5000 })),
        decode,
      ),
    ).rejects.toThrow('The .sog image means_l.webp is smaller than its 5000 splats');
    const torn = files();
    torn['sh0.webp'] = strToU8('not an image');
    await expect(readSog(torn, decode)).rejects.toThrow(/The .sog image sh0.webp cannot be decoded/);
    expect(() => sogFiles(strToU8('PK\u0003\u0004 torn'))).toThrow('The .sog file is not a valid zip file');
  });
});

describe('.sog version 1 (no version field: ranges instead of codebooks)', () => {
  it('reads scales, colour, opacity and SH linearly between their ranges', async () => {
    const v2 = JSON.parse(strFromU8(files()['meta.json'] as Uint8Array));
    const v1 = {
      means: { shape: [600, 3], mins: v2.means.mins, maxs: v2.means.maxs, files: v2.means.files },
      scales: { mins: [-5, -4, -3], maxs: [0, 1, 2], files: v2.scales.files },
      quats: { files: v2.quats.files },
      sh0: { mins: [-1, -2, -3, -4], maxs: [1, 2, 3, 4], files: v2.sh0.files },
      shN: { mins: -0.5, maxs: 0.5, files: v2.shN.files },
    };
    const read = await readSog({ ...files(), 'meta.json': strToU8(JSON.stringify(v1)) }, decode);
    const px = (name: string, i: number, channel: number) =>
      (pixels[name] as Uint8Array)[8 + i * 4 + channel] as number;
    expect(read.count).toBe(600);
    // Positions and rotations are stored as in version 2.
    expect(Array.from(read.positions.subarray(0, 30))).toEqual(
      Array.from(readback.positions.subarray(0, 30)),
    );
    expect(read.logScales[7 * 3 + 1]).toBeCloseTo(-4 + (5 * px('scales.webp', 7, 1)) / 255, 6);
    expect(read.dc[7 * 3 + 2]).toBeCloseTo(-3 + (6 * px('sh0.webp', 7, 2)) / 255, 6);
    expect(read.opacities[7]).toBeCloseTo(-4 + (8 * px('sh0.webp', 7, 3)) / 255, 6);
    // The palette's width (960 = 64 × 15) says three bands.
    expect(read.shDegree).toBe(3);
    expect(read.shRest.every((v) => v >= -0.5 && v <= 0.5)).toBe(true);
  });
});
