/**
 * Files written by PlayCanvas's splat-transform (the library behind SuperSplat's export; fixtures/README.md):
 * its plain `.ply`, its compressed `.ply` and its `.spz` of versions 3 and 4 open with the Gaussians the
 * tool itself reads back from them.
 */
import { readFileSync } from 'node:fs';
import { ZSTDDecoder } from 'three/examples/jsm/libs/zstddec.module.js';
import { GaussianSplatPLYLoader } from 'three/examples/jsm/loaders/GaussianSplatPLYLoader.js';
import { getSphericalHarmonicsDegree } from 'three/examples/jsm/utils/GaussianSplatUtils.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCompressedPly } from './compressed-ply.ts';
import { clampByte, readGaussianPly, readPlyHeader, SH_C0, sigmoid } from './gaussian-ply.ts';
import { plyRewriteReason } from './ply-normalize.ts';
import { readSpz, type ZstdDecode } from './spz-read.ts';
import { unpackScene } from './unpack.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
/** The tool's own full-precision ply: the reference for the compact files made from the same source. */
const reference = readGaussianPly(fixture('splat-transform.ply'));

let zstd: ZstdDecode;
beforeAll(async () => {
  const decoder = new ZSTDDecoder();
  await decoder.init();
  zstd = (frame, size) => decoder.decode(frame, size);
});

describe('splat-transform (SuperSplat) files', () => {
  it('its plain .ply (its own property order, normals last) reaches both renderers as it is', () => {
    const bytes = fixture('splat-transform.ply');
    const names = readPlyHeader(bytes).elements[0]?.properties.map((p) => p.name);
    expect(names?.slice(0, 4)).toEqual(['x', 'y', 'z', 'rot_0']);
    expect(plyRewriteReason(readPlyHeader(bytes))).toBeNull();
    expect(unpackScene(bytes, 'export.ply').bytes).toBe(bytes);
    expect(reference.count).toBe(600);
    expect(reference.shDegree).toBe(3);
    const geometry = new GaussianSplatPLYLoader().parse(bytes.slice().buffer as ArrayBuffer);
    expect(geometry.getAttribute('position').count).toBe(600);
    expect(getSphericalHarmonicsDegree(geometry)).toBe(3);
  });

  it('its compressed .ply decodes to what the tool reads back from it', () => {
    const cloud = readCompressedPly(fixture('splat-transform.compressed.ply'));
    const back = readGaussianPly(fixture('splat-transform.compressed.readback.ply'));
    expect(cloud.count).toBe(back.count);
    for (let i = 0; i < back.count; i++) {
      for (let k = 0; k < 3; k++) {
        expect(cloud.positions[i * 3 + k]).toBeCloseTo(back.positions[i * 3 + k] as number, 4);
        expect(Math.log(cloud.scales[i * 3 + k] as number)).toBeCloseTo(
          back.logScales[i * 3 + k] as number,
          3,
        );
        const colour = clampByte((0.5 + SH_C0 * (back.dc[i * 3 + k] as number)) * 255);
        expect(Math.abs((cloud.colors[i * 4 + k] as number) - colour)).toBeLessThanOrEqual(1);
      }
      const alpha = clampByte(sigmoid(back.opacities[i] as number) * 255);
      expect(Math.abs((cloud.colors[i * 4 + 3] as number) - alpha)).toBeLessThanOrEqual(1);
      // The same rotation, up to the quaternion's sign.
      const dot = [0, 1, 2, 3].reduce(
        (sum, k) => sum + (cloud.rotations[i * 4 + k] as number) * (back.rotations[i * 4 + k] as number),
        0,
      );
      const norm = Math.hypot(...back.rotations.subarray(i * 4, i * 4 + 4));
      expect(Math.abs(dot) / norm).toBeGreaterThan(0.999);
    }
    const scene = unpackScene(fixture('splat-transform.compressed.ply'), 'export.compressed.ply');
    expect(scene.sourceFormat).toBe('compressed ply');
  });

  for (const version of [3, 4]) {
    it(`its .spz version ${version} holds the same splats`, () => {
      const spz = readSpz(fixture(`splat-transform.v${version}.spz`), zstd);
      expect(spz.version).toBe(version);
      expect(spz.count).toBe(600);
      expect(spz.shDegree).toBe(3);
      for (let i = 0; i < 600; i += 37) {
        for (let k = 0; k < 3; k++)
          expect(spz.positions[i * 3 + k]).toBeCloseTo(reference.positions[i * 3 + k] as number, 2);
        expect(spz.alphas[i]).toBeCloseTo(sigmoid(reference.opacities[i] as number) * 255, -0.5);
      }
    });
  }
});
