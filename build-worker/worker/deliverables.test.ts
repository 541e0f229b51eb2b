import { unzipSync } from 'fflate';
import { SPZLoader } from 'three/examples/jsm/loaders/SPZLoader.js';
import { describe, expect, it } from 'vitest';
import { P_MEAN, P_OPACITY, P_ROT, P_SCALE, P_SH, STRIDE } from '../trainer/layout.ts';
import { encodePly } from '../trainer/ply.ts';
import { packDeliverables } from './deliverables.ts';

/** A trained scene as the trainer writes it: 500 Gaussians, degree-3 SH stored, only band 1 non-zero. */
function trainedPly(count: number): Uint8Array {
  const params = new Float32Array(count * STRIDE);
  for (let g = 0; g < count; g++) {
    const o = g * STRIDE;
    params.set([g * 0.01, -g * 0.02, 1 + g * 0.001], o + P_MEAN);
    params.set([0.5, -0.2, 0.1], o + P_SH);
    params.set([0.25, 0, -0.25], o + P_SH + 3); // band 1, first coefficient, r g b
    params[o + P_OPACITY] = 2;
    params.set([-4, -4.5, -5], o + P_SCALE);
    params.set([1, 0, 0, 0], o + P_ROT);
  }
  return new Uint8Array(encodePly(params, count));
}

describe('build deliverables', () => {
  const ply = trainedPly(500);
  const files = packDeliverables(ply);

  it('zips the .ply under the name the spec gives', () => {
    expect(unzipSync(files['point_cloud.zip'])['point_cloud.ply']).toEqual(ply);
    expect(files['point_cloud.ply']).toBe(ply);
  });

  it('writes a compact .spz with the same Gaussians, keeping only the SH bands that carry data', async () => {
    const spz = files['point_cloud.spz'];
    expect(spz.byteLength).toBeLessThan(ply.byteLength / 8);
    const geometry = await new SPZLoader().parse(spz.slice().buffer);
    if (!geometry) throw new Error('unreadable .spz');
    expect(geometry.getAttribute('position').count).toBe(500);
    expect(geometry.getAttribute('position').getY(100)).toBeCloseTo(-2, 3);
    expect(geometry.getAttribute('sphericalHarmonics1')).toBeTruthy();
    expect(geometry.getAttribute('sphericalHarmonics2')).toBeUndefined();
  });
});
