/**
 * Plain `.ply` layouts from other writers: each opens with the same Gaussians, the ones a renderer cannot
 * read are rewritten in the trainer's layout first, and three's loader (the WebGPU page's) reads what
 * the viewer hands it. Both pages draw them in tests/e2e/viewer/formats.spec.ts.
 */
import { GaussianSplatPLYLoader } from 'three/examples/jsm/loaders/GaussianSplatPLYLoader.js';
import { getSphericalHarmonicsDegree } from 'three/examples/jsm/utils/GaussianSplatUtils.js';
import { describe, expect, it } from 'vitest';
import { type Gaussians, REST_PER_DEGREE, readGaussianPly, readPlyHeader } from './gaussian-ply.ts';
import { gaussiansWithSh, PLY_VARIANTS, writePlyLayout } from './ply-fixtures.ts';
import { plyRewriteReason } from './ply-normalize.ts';
import { unpackScene } from './unpack.ts';

const source = gaussiansWithSh(300, 9);

/** The SH coefficient c (within its channel's run) of channel ch for Gaussian i. */
const sh = (g: Gaussians, i: number, ch: number, c: number) => {
  const per = REST_PER_DEGREE[g.shDegree] as number;
  return g.shRest[i * per * 3 + ch * per + c] as number;
};

describe('plain .ply layouts from other writers', () => {
  for (const [name, { layout, rewritten }] of Object.entries(PLY_VARIANTS)) {
    it(`${name}: opens with the same Gaussians${rewritten ? ', rewritten for the renderers' : ', as it is'}`, () => {
      const file = writePlyLayout(source, layout);
      const scene = unpackScene(file, `${name}.ply`);
      expect(scene.format).toBe('ply');
      expect(scene.bytes === file).toBe(!rewritten);
      if (rewritten) expect(scene.sourceFormat).toMatch(/^ply \(.+\)$/);
      // What the renderers get is inside the layout both read.
      expect(plyRewriteReason(readPlyHeader(scene.bytes))).toBeNull();

      const read = readGaussianPly(scene.bytes);
      const restInFile = layout.properties.filter((p) => p.name.startsWith('f_rest_')).length;
      const degree = REST_PER_DEGREE.findLastIndex((n) => n <= restInFile / 3);
      expect(read.count).toBe(source.count);
      expect(read.shDegree).toBe(degree);
      const precision = layout.encoding === 'ascii' ? 5 : 6;
      for (const i of [0, 17, 299]) {
        for (let k = 0; k < 3; k++) {
          expect(read.positions[i * 3 + k]).toBeCloseTo(source.positions[i * 3 + k] as number, precision);
          expect(read.dc[i * 3 + k]).toBeCloseTo(source.dc[i * 3 + k] as number, precision);
          expect(read.logScales[i * 3 + k]).toBeCloseTo(source.logScales[i * 3 + k] as number, precision);
        }
        for (let k = 0; k < 4; k++)
          expect(read.rotations[i * 4 + k]).toBeCloseTo(source.rotations[i * 4 + k] as number, precision);
        expect(read.opacities[i]).toBeCloseTo(source.opacities[i] as number, precision);
        for (let ch = 0; ch < 3; ch++)
          for (let c = 0; c < (REST_PER_DEGREE[degree] as number); c++)
            expect(sh(read, i, ch, c)).toBeCloseTo(sh(source, i, ch, c), precision);
      }

      const geometry = new GaussianSplatPLYLoader().parse(scene.bytes.slice().buffer as ArrayBuffer);
      expect(geometry.getAttribute('position').count).toBe(source.count);
      expect(geometry.getAttribute('position').getX(17)).toBeCloseTo(source.positions[17 * 3] as number, 5);
      expect(getSphericalHarmonicsDegree(geometry)).toBe(degree);
    });
  }

  it('a point cloud saved as .ply (the wrong export from a capture app) is refused with the reason', () => {
    const cloud = writePlyLayout(source, {
      properties: [
        ...['x', 'y', 'z'].map((name) => ({ name, type: 'float' })),
        ...['red', 'green', 'blue'].map((name) => ({ name, type: 'uchar' })),
      ],
    });
    expect(() => unpackScene(cloud, 'points.ply')).toThrow(
      'The .ply file cannot be read: The PLY file is not a Gaussian-splat scene (no f_dc_0)',
    );
  });

  it('a torn big-endian file is refused, not drawn half', () => {
    const file = writePlyLayout(source, PLY_VARIANTS['big-endian']?.layout ?? { properties: [] });
    expect(() => unpackScene(file.subarray(0, file.length - 10), 'torn.ply')).toThrow(
      'The .ply file cannot be read: The PLY file is shorter than its header says (vertex)',
    );
  });
});
