import { describe, expect, it } from 'vitest';
import { readGaussianPly, readPlyElement, readPlyHeader } from '#formats/gaussian-ply.ts';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, P_SH, STRIDE } from './layout.ts';
import { encodePly, PLY_PROPERTIES, plyToParams } from './ply.ts';
import { Rng } from './rng.ts';

describe('PLY writer', () => {
  const n = 5;
  const rng = new Rng(3);
  const params = new Float32Array(n * STRIDE).map(() => rng.range(-2, 2));
  const buf = encodePly(params, n);

  it('writes the standard 3DGS header', () => {
    const header = buf.toString('latin1', 0, buf.indexOf('end_header\n') + 11);
    const expected = [
      'ply',
      'format binary_little_endian 1.0',
      `element vertex ${n}`,
      ...['x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2'].map((p) => `property float ${p}`),
      ...Array.from({ length: 45 }, (_, i) => `property float f_rest_${i}`),
      ...['opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'].map(
        (p) => `property float ${p}`,
      ),
      'end_header',
      '',
    ].join('\n');
    expect(header).toBe(expected);
    expect(buf.length).toBe(header.length + n * 62 * 4);
  });

  it('stores values in the standard encodings and order, and round-trips', () => {
    const header = readPlyHeader(buf);
    const vertex = readPlyElement(buf, header, 'vertex');
    expect(vertex.count).toBe(n);
    expect(header.elements[0]?.properties.map((p) => p.name)).toEqual(PLY_PROPERTIES);
    const at = (g: number, name: string) => vertex.column(name)?.[g] as number;
    const g = 3;
    const o = g * STRIDE;
    expect(at(g, 'x')).toBe(params[o + P_MEAN]);
    expect(at(g, 'nx')).toBe(0);
    expect(at(g, 'f_dc_1')).toBe(params[o + P_SH + 1]);
    // f_rest is channel-major: f_rest_0..14 are red coefficients 1..15, f_rest_15 is green coefficient 1.
    expect(at(g, 'f_rest_0')).toBe(params[o + P_SH + 3]);
    expect(at(g, 'f_rest_1')).toBe(params[o + P_SH + 6]);
    expect(at(g, 'f_rest_15')).toBe(params[o + P_SH + 4]);
    expect(at(g, 'f_rest_44')).toBe(params[o + P_SH + 47]);
    expect(at(g, 'opacity')).toBe(params[o + P_OPACITY]); // logit
    expect(at(g, 'scale_2')).toBe(params[o + P_SCALE + 2]); // log scale
    const q = [0, 1, 2, 3].map((k) => params[o + P_ROT + k] as number);
    expect(at(g, 'rot_0')).toBeCloseTo((q[0] as number) / Math.hypot(...q), 6);
    const back = plyToParams(readGaussianPly(buf));
    for (let i = 0; i < n * STRIDE; i++) {
      if (i % STRIDE >= P_ROT && i % STRIDE < P_ROT + 4) continue;
      expect(back[i]).toBe(params[i]);
    }
  });
});
