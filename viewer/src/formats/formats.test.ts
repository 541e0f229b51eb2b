import { strToU8, zipSync } from 'fflate';
import { GaussianSplatPLYLoader } from 'three/examples/jsm/loaders/GaussianSplatPLYLoader.js';
import { SPLATLoader } from 'three/examples/jsm/loaders/SPLATLoader.js';
import { describe, expect, it } from 'vitest';
import { BundleError, readBundle, writeBundle } from './bundle.ts';
import { detectFormat } from './scene-format.ts';
import { writePly, writeSplat } from './splat-cloud.ts';
import { syntheticScene } from './synthetic.ts';
import { unpackScene } from './unpack.ts';

const cloud = syntheticScene(2000, 7);
const camera = {
  position: [0, 1, 4] as [number, number, number],
  target: [0, 0, 0] as [number, number, number],
  up: [0, 1, 0] as [number, number, number],
  fov: 55,
};

function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer as ArrayBuffer;
}

describe('scene formats', () => {
  it('writes .splat that three reads back: same count, positions and colours', () => {
    const bytes = writeSplat(cloud);
    expect(bytes.byteLength).toBe(2000 * 32);
    const geometry = new SPLATLoader().parse(arrayBufferOf(bytes));
    const position = geometry.getAttribute('position');
    expect(position.count).toBe(2000);
    expect(position.getX(10)).toBeCloseTo(cloud.positions[30] as number, 5);
    expect(position.getZ(1999)).toBeCloseTo(cloud.positions[1999 * 3 + 2] as number, 5);
    expect(geometry.getAttribute('color').array[40]).toBe(cloud.colors[40]);
  });

  it('writes 3DGS .ply that three reads back with the same colours', () => {
    const bytes = writePly(cloud);
    expect(detectFormat(bytes, 'x.ply')).toBe('ply');
    const geometry = new GaussianSplatPLYLoader().parse(arrayBufferOf(bytes));
    expect(geometry.getAttribute('position').count).toBe(2000);
    expect(geometry.getAttribute('position').getY(5)).toBeCloseTo(cloud.positions[16] as number, 5);
    const color = geometry.getAttribute('color');
    // colour bytes survive the SH-DC round trip within one step
    expect(Math.abs((color.array[20] as number) - (cloud.colors[20] as number))).toBeLessThanOrEqual(1);
  });

  it('detects formats from bytes and name, rejecting what it cannot open', () => {
    expect(detectFormat(writeSplat(syntheticScene(3)), 'a.splat')).toBe('splat');
    expect(detectFormat(new Uint8Array(33), 'a.splat')).toBeNull();
    expect(detectFormat(strToU8('<html>not found</html>'), 'a.ply')).toBeNull();
    expect(detectFormat(zipSync({ 'a.txt': strToU8('x') }), 'scene.zip')).toBe('zip');
    expect(detectFormat(zipSync({ 'a.txt': strToU8('x') }), 'scene.atrium')).toBe('bundle');
  });

  it('takes point_cloud.ply out of a training zip, newest iteration first', () => {
    const ply = writePly(syntheticScene(10));
    const zip = zipSync({
      'output/point_cloud/iteration_7000/point_cloud.ply': strToU8('old'),
      'output/point_cloud/iteration_30000/point_cloud.ply': ply,
      'output/cameras.json': strToU8('[]'),
    });
    const scene = unpackScene(zip, 'point_cloud.zip');
    expect(scene.format).toBe('ply');
    expect(scene.bytes).toEqual(ply);
    expect(() => unpackScene(zipSync({ 'readme.txt': strToU8('hi') }), 'x.zip')).toThrow(/point_cloud\.ply/);
  });

  it('round-trips an .atrium bundle with its camera and settings', () => {
    const scene = writeSplat(cloud);
    const bundle = writeBundle({ sceneName: 'scene.splat', scene, camera, settings: { bg: '#101010' } });
    const read = readBundle(bundle);
    expect(read.format).toBe('splat');
    expect(read.scene).toEqual(scene);
    expect(read.manifest.camera).toEqual(camera);
    expect(read.manifest.settings).toEqual({ bg: '#101010' });
    const unpacked = unpackScene(bundle, 'tour.atrium');
    expect(unpacked.manifest?.scene).toBe('scene.splat');
  });

  it('refuses bundles with a bad manifest or a path in the scene name', () => {
    const bad = (manifest: unknown) =>
      zipSync({
        'manifest.json': strToU8(JSON.stringify(manifest)),
        'scene.splat': writeSplat(syntheticScene(4)),
      });
    expect(() => readBundle(bad({ format: 'atrium-bundle', version: 1, scene: '../scene.splat' }))).toThrow(
      BundleError,
    );
    expect(() => readBundle(bad({ format: 'atrium-bundle', version: 9, scene: 'scene.splat' }))).toThrow(
      /version 9/,
    );
    expect(() => readBundle(bad({ format: 'atrium-bundle', version: 1, scene: 'other.splat' }))).toThrow(
      /other\.splat/,
    );
    expect(() => readBundle(strToU8('not a zip'))).toThrow(/not a valid zip/);
    // a legacy .colo without a manifest still opens when it holds a scene
    expect(unpackScene(zipSync({ 'point_cloud.ply': writePly(syntheticScene(4)) }), 'old.colo').format).toBe(
      'ply',
    );
  });
});

describe('a broken .ply', () => {
  const ply = writePly(syntheticScene(50, 2));
  it('is refused with the reason before a renderer sees it (the WebGL renderer would draw nothing)', () => {
    expect(unpackScene(ply, 'scene.ply').format).toBe('ply');
    expect(() => unpackScene(ply.subarray(0, ply.length - 40), 'torn.ply')).toThrow(
      'The .ply file cannot be read: The PLY file is shorter than its header says (vertex)',
    );
    const mesh = strToU8(
      'ply\nformat binary_little_endian 1.0\nelement vertex 1\nproperty float x\nproperty float y\nproperty float z\nend_header\n\0\0\0\0\0\0\0\0\0\0\0\0',
    );
    expect(() => unpackScene(mesh, 'mesh.ply')).toThrow(/not a Gaussian-splat scene \(no f_dc_0\)/);
    expect(() => unpackScene(strToU8('ply\nformat ascii 1.0\nend_header\n'), 'a.ply')).toThrow(
      /no vertex element/,
    );
  });
});
