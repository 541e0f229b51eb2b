/**
 * `--dataset` folders as people bring them: 3DGS's `sparse/0`, COLMAP image_undistorter's `sparse/`,
 * and NeRF's `transforms.json` (whose cameras must come out as the COLMAP model's own).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { viewsToColmap, writeColmapBinary, writeColmapText } from './colmap-write.ts';
import { findDatasetLayout, loadDatasetFolder } from './dataset-layout.ts';
import { cameraCenter } from './engine.ts';
import { makeSyntheticScene } from './synthetic.ts';
import { writeSceneImages } from './synthetic-dataset.ts';
import type { Camera } from './types.ts';

const root = mkdtempSync(join(tmpdir(), 'dataset-layout-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const scene = makeSyntheticScene({ width: 40, height: 30, views: 6, points: 300, seed: 7 });
const views = writeSceneImages(root, scene);
const images = join(root, 'images');
const model = viewsToColmap(views, scene.points);

function folder(name: string): string {
  const dir = join(root, name);
  cpSync(images, join(dir, 'images'), { recursive: true });
  return dir;
}

/** A folder with the photos and a NeRF `transforms.json`. */
function nerfFolder(name: string, transforms: object): string {
  const dir = folder(name);
  writeFileSync(join(dir, 'transforms.json'), JSON.stringify(transforms));
  return dir;
}

/** A camera as NeRF tools write it: camera-to-world, OpenGL axes (y up, z towards the viewer). */
function nerfMatrix(c: Camera): number[][] {
  const centre = cameraCenter(c);
  const R = c.R;
  // Column j of camera-to-world is row j of R; OpenGL's y and z axes are OpenCV's negated.
  return [0, 1, 2]
    .map((i) => [R[i] as number, -(R[3 + i] as number), -(R[6 + i] as number), centre[i] as number])
    .concat([[0, 0, 0, 1]]);
}

describe('--dataset layouts', () => {
  it("finds the model in sparse/0 (3DGS's convert.py) and in sparse/ (COLMAP's image_undistorter)", () => {
    const threeDgs = folder('convert');
    writeColmapBinary(join(threeDgs, 'sparse', '0'), model);
    expect(findDatasetLayout(threeDgs)).toEqual({
      kind: 'colmap',
      modelDir: join(threeDgs, 'sparse', '0'),
      imagesDir: join(threeDgs, 'images'),
    });
    const undistorted = folder('undistorter');
    writeColmapText(join(undistorted, 'sparse'), model);
    const data = loadDatasetFolder(undistorted);
    expect(data.source).toBe('TXT model');
    expect(data.views.map((v) => v.name)).toEqual(views.map((v) => v.name));
    expect(data.points.xyz.length).toBe(3 * 300);
  });

  it('reads transforms.json into the same cameras as the COLMAP model', () => {
    const first = views[0]?.camera as Camera;
    const nerf = nerfFolder('nerf', {
      fl_x: first.fx,
      fl_y: first.fy,
      cx: first.cx,
      cy: first.cy,
      w: 40,
      h: 30,
      // Blender's scenes leave the extension out.
      frames: views.map((v) => ({
        file_path: `images/${v.name.replace(/\.png$/, '')}`,
        transform_matrix: nerfMatrix(v.camera),
      })),
    });
    const data = loadDatasetFolder(nerf);
    const colmap = folder('colmap');
    writeColmapBinary(join(colmap, 'sparse', '0'), model);
    const fromColmap = loadDatasetFolder(colmap).views;
    expect(data.source).toBe('transforms.json');
    expect(data.views).toHaveLength(views.length);
    for (const [i, v] of data.views.entries()) {
      const want = views[i]?.camera as Camera;
      for (const key of ['width', 'height', 'fx', 'fy', 'cx', 'cy'] as const)
        expect(v.camera[key]).toBeCloseTo(want[key], 9);
      for (const [k, r] of v.camera.R.entries()) expect(r).toBeCloseTo(want.R[k] as number, 9);
      for (const [k, t] of v.camera.t.entries()) expect(t).toBeCloseTo(want.t[k] as number, 9);
      expect(v.image).toEqual(fromColmap[i]?.image);
    }
    // No points in the file: random ones, inside the box of the camera centres.
    expect(data.points.xyz.length).toBeGreaterThan(0);
  });

  it('takes the focal length from camera_angle_x, as NeRF-synthetic scenes give it', () => {
    const c = views[0]?.camera as Camera;
    const nerf = nerfFolder('angle', {
      camera_angle_x: 2 * Math.atan(20 / c.fx),
      frames: [{ file_path: `images/${views[0]?.name}`, transform_matrix: nerfMatrix(c) }],
    });
    const cam = loadDatasetFolder(nerf).views[0]?.camera;
    expect(cam?.fx).toBeCloseTo(c.fx, 9);
    expect(cam?.fy).toBeCloseTo(c.fx, 9);
    expect(cam?.cx).toBe(20);
  });

  it('says what it looked for when the folder holds none of them', () => {
    const empty = folder('empty');
    expect(() => findDatasetLayout(empty)).toThrow(
      `No dataset in ${empty}: expected a COLMAP model in sparse/0 or sparse/ (cameras, images and points3D as .bin or .txt) beside images/, or a transforms.json`,
    );
  });
});
