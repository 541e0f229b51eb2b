/**
 * A COLMAP model plus its images → training views and the initial point cloud. Images of distorted
 * cameras (SIMPLE_RADIAL, RADIAL, OPENCV) are undistorted here, before any resize.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ColmapCamera,
  type ColmapModel,
  pinholeIntrinsics,
  qvecToRotation,
  readColmapModel,
} from './colmap.ts';
import { loadImage, resizeImage } from './images.ts';
import type { PointCloud } from './init.ts';
import type { RgbImage } from './png.ts';
import type { View } from './types.ts';
import { cameraDistortion, undistortImage } from './undistort.ts';

export interface Dataset {
  views: View[];
  points: PointCloud;
  model: ColmapModel;
}

/**
 * `scale` resizes every image (and its intrinsics), e.g. 0.5 for half resolution; `maxSide` caps the
 * longer side after scaling. Images are sorted by name so view order (and training) is reproducible.
 */
export function loadDataset(modelDir: string, imagesDir: string, scale = 1, maxSide = Infinity): Dataset {
  const model = readColmapModel(modelDir);
  if (!existsSync(imagesDir)) throw new Error(`Images folder not found: ${imagesDir}`);
  const images = [...model.images].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const views: View[] = images.map((im) => {
    const cam = model.cameras.get(im.cameraId);
    if (!cam) throw new Error(`Image ${im.name} refers to a missing camera`);
    const path = join(imagesDir, im.name);
    if (!existsSync(path)) throw new Error(`Image ${im.name} of the COLMAP model is not in ${imagesDir}`);
    return makeView(im.name, loadImage(path), cam, qvecToRotation(im.qvec), [...im.tvec], scale, maxSide);
  });
  return { views, points: { xyz: model.xyz, rgb: model.rgb }, model };
}

/**
 * One training view: the photo `raw` taken by `cam` (any camera model COLMAP writes; distorted
 * ones are undistorted first) with world-to-camera rotation R (row-major) and translation t.
 */
export function makeView(
  name: string,
  raw: RgbImage,
  cam: ColmapCamera,
  R: number[],
  t: number[],
  scale: number,
  maxSide: number,
): View {
  const k = pinholeIntrinsics(cam);
  const distortion = cameraDistortion(cam);
  // Pre-scaled images (3DGS's images_2 …) get the camera scaled to their size.
  const rx = raw.width / cam.width;
  const ry = raw.height / cam.height;
  const img = distortion
    ? undistortImage(raw, { fx: k.fx * rx, fy: k.fy * ry, cx: k.cx * rx, cy: k.cy * ry }, distortion)
    : raw;
  const s = Math.min(scale, maxSide / Math.max(img.width, img.height));
  const width = Math.max(1, Math.round(img.width * s));
  const height = Math.max(1, Math.round(img.height * s));
  const sx = width / cam.width;
  const sy = height / cam.height;
  const resized = resizeImage(img, width, height);
  return {
    name,
    camera: { width, height, fx: k.fx * sx, fy: k.fy * sy, cx: k.cx * sx, cy: k.cy * sy, R, t },
    image: resized.data,
  };
}
