import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ColmapModel, pinholeIntrinsics, qvecToRotation, readColmapModel } from './colmap.ts';
import { writeColmapBinary, writeColmapText } from './colmap-write.ts';

const root = mkdtempSync(join(tmpdir(), 'colmap-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const model: Omit<ColmapModel, 'format'> = {
  cameras: new Map([
    [1, { id: 1, model: 'PINHOLE', width: 640, height: 360, params: [500.5, 501.25, 320.1, 179.9] }],
    [2, { id: 2, model: 'SIMPLE_PINHOLE', width: 320, height: 180, params: [250, 160, 90] }],
  ]),
  images: [
    { id: 1, qvec: [0.9, 0.1, -0.2, 0.3], tvec: [1, 2, 3], cameraId: 1, name: 'frame 001.png' },
    { id: 7, qvec: [1, 0, 0, 0], tvec: [-0.5, 0, 4.25], cameraId: 2, name: 'sub/frame_002.png' },
  ],
  xyz: new Float64Array([0.1, 0.2, 0.3, -1.5, 2.25, 10]),
  rgb: new Uint8Array([255, 0, 10, 1, 2, 3]),
};

function expectSame(m: ColmapModel) {
  expect([...m.cameras.values()]).toEqual([...model.cameras.values()]);
  expect(m.images).toEqual(model.images);
  expect(Array.from(m.xyz)).toEqual(Array.from(model.xyz));
  expect(Array.from(m.rgb)).toEqual(Array.from(model.rgb));
}

describe('COLMAP readers', () => {
  it.each([
    ['TXT', 'txt', writeColmapText],
    ['BIN', 'bin', writeColmapBinary],
  ] as const)('reads the %s format', (_label, format, write) => {
    const dir = join(root, format);
    write(dir, model);
    const m = readColmapModel(dir);
    expect(m.format).toBe(format);
    expectSame(m);
  });

  it('says what is missing or malformed', () => {
    expect(() => readColmapModel(join(root, 'nope'))).toThrow(/COLMAP model folder not found/);
    const empty = join(root, 'empty');
    writeColmapText(empty, model);
    rmSync(join(empty, 'points3D.txt'));
    expect(() => readColmapModel(empty)).toThrow(/expected cameras, images and points3D as \.bin or \.txt/);

    const bad = join(root, 'bad');
    writeColmapText(bad, model);
    writeFileSync(join(bad, 'cameras.txt'), '1 PINHOLE 640 360 500 500 320\n');
    expect(() => readColmapModel(bad)).toThrow(
      'Malformed cameras.txt line 1: PINHOLE needs 4 parameters, found 3',
    );
    writeFileSync(join(bad, 'cameras.txt'), '1 PINHOLE 640 360 500 500 320 abc\n');
    expect(() => readColmapModel(bad)).toThrow('Malformed cameras.txt line 1: parameter 4 is "abc"');

    const trunc = join(root, 'trunc');
    writeColmapBinary(trunc, model);
    writeFileSync(join(trunc, 'images.bin'), Buffer.from([2, 0, 0, 0, 0, 0, 0, 0, 1, 0]));
    expect(() => readColmapModel(trunc)).toThrow(/images\.bin is truncated or malformed/);

    const orphan = join(root, 'orphan');
    writeColmapText(orphan, {
      ...model,
      images: [{ ...(model.images[0] as ColmapModel['images'][0]), cameraId: 9 }],
    });
    expect(() => readColmapModel(orphan)).toThrow(
      'Image frame 001.png refers to camera 9, which is not in the model',
    );
  });

  it('converts poses and intrinsics', () => {
    const R = qvecToRotation([Math.cos(0.25), 0, 0, Math.sin(0.25)]); // 0.5 rad about z
    expect(R[0]).toBeCloseTo(Math.cos(0.5));
    expect(R[1]).toBeCloseTo(-Math.sin(0.5));
    expect(R[3]).toBeCloseTo(Math.sin(0.5));
    expect(R[8]).toBeCloseTo(1);
    expect(
      pinholeIntrinsics({ id: 2, model: 'SIMPLE_PINHOLE', width: 1, height: 1, params: [250, 160, 90] }),
    ).toEqual({ fx: 250, fy: 250, cx: 160, cy: 90 });
    expect(
      pinholeIntrinsics({ id: 3, model: 'OPENCV', width: 1, height: 1, params: [2, 3, 4, 5, 0.1, 0, 0, 0] }),
    ).toEqual({ fx: 2, fy: 3, cx: 4, cy: 5 });
    expect(() =>
      pinholeIntrinsics({
        id: 4,
        model: 'OPENCV_FISHEYE',
        width: 1,
        height: 1,
        params: [1, 1, 0, 0, 0.1, 0, 0, 0],
      }),
    ).toThrow(/Camera 4 uses the model OPENCV_FISHEYE, which the trainer cannot undistort/);
  });
});
