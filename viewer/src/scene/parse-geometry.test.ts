/**
 * The WebGPU renderer's loaders get the scene's own buffer when its bytes fill it (no copy of a large
 * scene), and only the scene's bytes when they are a view into a larger buffer.
 */
import { SPLATLoader } from 'three/examples/jsm/loaders/SPLATLoader.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSplat } from '../formats/splat-cloud.ts';
import { syntheticScene } from '../formats/synthetic.ts';
import { bufferOf, parseGeometry } from './parse-geometry.ts';

const bytes = writeSplat(syntheticScene(300, 2));

afterEach(() => vi.restoreAllMocks());

describe('scene bytes to geometry', () => {
  it('hands the loader the scene’s own buffer', async () => {
    const parse = vi.spyOn(SPLATLoader.prototype, 'parse');
    const geometry = await parseGeometry({ format: 'splat', bytes });
    expect(geometry.getAttribute('position').count).toBe(300);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse.mock.calls[0]?.[0]).toBe(bytes.buffer);
  });

  it('copies only the scene’s bytes out of a larger buffer', async () => {
    const larger = new Uint8Array(bytes.byteLength + 64);
    larger.set(bytes, 32);
    const view = larger.subarray(32, 32 + bytes.byteLength);
    const buffer = bufferOf(view);
    expect(buffer).not.toBe(larger.buffer);
    expect(new Uint8Array(buffer)).toEqual(bytes);
    const geometry = await parseGeometry({ format: 'splat', bytes: view });
    expect(geometry.getAttribute('position').count).toBe(300);
  });
});
