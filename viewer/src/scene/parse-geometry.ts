/**
 * A scene's bytes as three's Gaussian-splat geometry, for the WebGPU renderer. three's loaders take an
 * ArrayBuffer and only read it, so a scene whose bytes fill their buffer (a download, a converted file)
 * is handed over as it is: a large scene is not copied on its way to the GPU.
 */
import type { BufferGeometry } from 'three';
import { GaussianSplatPLYLoader } from 'three/examples/jsm/loaders/GaussianSplatPLYLoader.js';
import { KSPLATLoader } from 'three/examples/jsm/loaders/KSPLATLoader.js';
import { SPLATLoader } from 'three/examples/jsm/loaders/SPLATLoader.js';
import { SPZLoader } from 'three/examples/jsm/loaders/SPZLoader.js';
import type { SceneData } from '../formats/unpack.ts';

/** The bytes' own buffer when they fill it; a copy of just them when they are a view into a larger one. */
export function bufferOf(bytes: Uint8Array): ArrayBuffer {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes.buffer as ArrayBuffer) : (bytes.slice().buffer as ArrayBuffer);
}

export async function parseGeometry(data: SceneData): Promise<BufferGeometry> {
  const buffer = bufferOf(data.bytes);
  switch (data.format) {
    case 'splat':
      return new SPLATLoader().parse(buffer);
    case 'ply':
      return new GaussianSplatPLYLoader().parse(buffer);
    case 'ksplat':
      return new KSPLATLoader().parse(buffer);
    case 'spz': {
      const parsed = await new SPZLoader().parse(buffer);
      if (!parsed) throw new Error('The .spz file could not be read');
      return parsed;
    }
  }
}
