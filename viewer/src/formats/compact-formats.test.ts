/**
 * The compact formats: `.spz` read back by three's SPZLoader (the format's reader here) and the compressed
 * `.ply` decoded by our reader, both compared with the source Gaussians within each format's quantisation.
 */
import { SPZLoader } from 'three/examples/jsm/loaders/SPZLoader.js';
import { describe, expect, it } from 'vitest';
import {
  compressedPlyToSplat,
  isCompressedPly,
  readCompressedPly,
  writeCompressedPly,
} from './compressed-ply.ts';
import { REQUIRED_PLY_PROPERTIES, readGaussianPly, readPlyHeader, SH_C0, sigmoid } from './gaussian-ply.ts';
import { detectFormat } from './scene-format.ts';
import { writePly } from './splat-cloud.ts';
import { writeSpz } from './spz.ts';
import { syntheticScene } from './synthetic.ts';
import { unpackScene } from './unpack.ts';

const cloud = syntheticScene(3000, 11);
const gaussians = readGaussianPly(writePly(cloud));

/** A plain 3DGS .ply with degree-1 SH, written by hand so the reader's SH path is exercised. */
function plyWithSh(count: number): Uint8Array {
  const names = [
    ...REQUIRED_PLY_PROPERTIES.slice(0, 6),
    ...Array.from({ length: 9 }, (_, i) => `f_rest_${i}`),
    ...REQUIRED_PLY_PROPERTIES.slice(6),
  ];
  const header = `ply\nformat binary_little_endian 1.0\nelement vertex ${count}\n${names
    .map((n) => `property float ${n}\n`)
    .join('')}end_header\n`;
  const head = new TextEncoder().encode(header);
  const body = new Float32Array(count * names.length);
  for (let i = 0; i < count; i++) {
    const row = names.map((n, k) =>
      n.startsWith('f_rest_') ? (k - 6) * 0.1 - 0.4 : n === 'rot_0' ? 1 : i * 0.01,
    );
    body.set(row, i * names.length);
  }
  const out = new Uint8Array(head.length + body.byteLength);
  out.set(head);
  out.set(new Uint8Array(body.buffer), head.length);
  return out;
}

async function parseSpz(bytes: Uint8Array) {
  const geometry = await new SPZLoader().parse(bytes.slice().buffer);
  if (!geometry) throw new Error('three could not read the .spz');
  return geometry;
}

describe('3DGS .ply reader', () => {
  it('reads positions, colours, opacity, log scales, rotations and the SH degree', () => {
    expect(gaussians.count).toBe(3000);
    expect(gaussians.shDegree).toBe(0);
    expect(gaussians.positions[7]).toBeCloseTo(cloud.positions[7] as number, 5);
    expect(Math.exp(gaussians.logScales[4] as number)).toBeCloseTo(cloud.scales[4] as number, 5);
    expect(Math.round((0.5 + SH_C0 * (gaussians.dc[5] as number)) * 255)).toBe(cloud.colors[6]);
    expect(gaussians.rotations[9]).toBeCloseTo(cloud.rotations[9] as number, 5);
    const sh = readGaussianPly(plyWithSh(5));
    expect(sh.shDegree).toBe(1);
    expect(sh.shRest.length).toBe(5 * 9);
    expect(sh.shRest[4]).toBeCloseTo(0, 5);
  });

  it('says what is wrong with a file that is not a splat .ply', () => {
    const mesh = new TextEncoder().encode(
      'ply\nformat binary_little_endian 1.0\nelement vertex 1\nproperty float x\nproperty float y\nproperty float z\nend_header\n\0\0\0\0\0\0\0\0\0\0\0\0',
    );
    expect(() => readGaussianPly(mesh)).toThrow(/not a Gaussian-splat scene \(no f_dc_0\)/);
    expect(() => readGaussianPly(new TextEncoder().encode('ply\nformat ascii 1.0\nend_header\n'))).toThrow(
      /no vertex element/,
    );
    expect(() => readGaussianPly(writePly(cloud).subarray(0, 2000))).toThrow(/shorter than its header/);
  });
});

describe('.spz writer', () => {
  it('writes version-2 gzipped .spz that three reads back within quantisation', async () => {
    const bytes = writeSpz(gaussians);
    expect(detectFormat(bytes, 'scene.spz')).toBe('spz');
    // 19 bytes per Gaussian before gzip; the gzip must not grow it.
    expect(bytes.byteLength).toBeLessThan(3000 * 19);
    const geometry = await parseSpz(bytes);
    const position = geometry.getAttribute('position');
    expect(position.count).toBe(3000);
    let worst = 0;
    for (let i = 0; i < 3000; i++) {
      // Floaters beyond ±2 km would clamp; the synthetic ones are within 60 m.
      worst = Math.max(worst, Math.abs(position.getX(i) - (cloud.positions[i * 3] as number)));
      worst = Math.max(worst, Math.abs(position.getY(i) - (cloud.positions[i * 3 + 1] as number)));
    }
    expect(worst).toBeLessThan(1 / 4096);
    const colour = geometry.getAttribute('color');
    let colourError = 0;
    for (let i = 0; i < 3000 * 4; i++) {
      const expected =
        i % 4 === 3 ? Math.round(sigmoid(gaussians.opacities[i >> 2] as number) * 255) : cloud.colors[i];
      colourError = Math.max(colourError, Math.abs((colour.array[i] as number) - (expected as number)));
    }
    expect(colourError).toBeLessThanOrEqual(2);
  });

  it("keeps degree-1 SH coefficients in the reader's order (coefficient-major, channel-minor)", async () => {
    const sh = readGaussianPly(plyWithSh(4));
    const geometry = await parseSpz(writeSpz(sh));
    const band = geometry.getAttribute('sphericalHarmonics1');
    expect(band).toBeTruthy();
    const bytes = new Uint8Array(band.array.buffer, band.array.byteOffset, 12); // the first Gaussian
    for (let k = 0; k < 3; k++) {
      for (let c = 0; c < 3; c++) {
        const source = sh.shRest[c * 3 + k] as number; // .ply: channel-major
        // 5 bits kept for degree 1: steps of 8/128.
        expect(Math.abs(((bytes[k * 3 + c] as number) - 128) / 128 - source)).toBeLessThanOrEqual(
          4 / 128 + 1 / 256,
        );
      }
    }
  });
});

describe('compressed .ply', () => {
  const bytes = writeCompressedPly(gaussians);

  it('is recognised and takes about 16 bytes per Gaussian', () => {
    expect(isCompressedPly(readPlyHeader(bytes))).toBe(true);
    expect(isCompressedPly(readPlyHeader(writePly(cloud)))).toBe(false);
    expect(bytes.byteLength).toBeLessThan(3000 * 16 + Math.ceil(3000 / 256) * 48 + 1024);
  });

  it('decodes within the chunk quantisation: positions, scales, colours, rotations', () => {
    const decoded = readCompressedPly(bytes);
    expect(decoded.count).toBe(3000);
    // Half a step of 10 bits (y) or 11 bits (x, z) over each chunk's own extent.
    const extent = (i: number, k: number) => {
      const first = Math.floor(i / 256) * 256;
      const values = Array.from(
        { length: Math.min(256, 3000 - first) },
        (_, j) => cloud.positions[(first + j) * 3 + k] as number,
      );
      return Math.max(...values) - Math.min(...values);
    };
    for (let i = 0; i < 3000; i++) {
      for (let k = 0; k < 3; k++) {
        const p = cloud.positions[i * 3 + k] as number;
        const tolerance = (0.5 * extent(i, k)) / (k === 1 ? 1023 : 2047) + 1e-4;
        expect(Math.abs((decoded.positions[i * 3 + k] as number) - p)).toBeLessThan(tolerance);
        expect((decoded.scales[i * 3 + k] as number) / (cloud.scales[i * 3 + k] as number)).toBeCloseTo(1, 1);
      }
      expect(
        Math.abs((decoded.colors[i * 4] as number) - (cloud.colors[i * 4] as number)),
      ).toBeLessThanOrEqual(1);
      // q and −q are the same rotation.
      const dot = [0, 1, 2, 3].reduce(
        (sum, k) => sum + (decoded.rotations[i * 4 + k] as number) * (cloud.rotations[i * 4 + k] as number),
        0,
      );
      expect(Math.abs(dot)).toBeGreaterThan(0.999);
    }
  });

  it('arrives at the renderers as .splat, named as compressed ply', () => {
    const scene = unpackScene(bytes, 'scene.compressed.ply');
    expect(scene.format).toBe('splat');
    expect(scene.sourceFormat).toBe('compressed ply');
    expect(scene.bytes).toEqual(compressedPlyToSplat(bytes, readPlyHeader(bytes)));
    expect(() => unpackScene(bytes.subarray(0, 600), 'cut.ply')).toThrow(
      /compressed \.ply file cannot be read/,
    );
  });
});
