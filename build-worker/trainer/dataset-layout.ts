/**
 * `--dataset <dir>`: which of the layouts people bring a folder is in, and where its parts are.
 * - 3DGS's convert.py: `images/` + `sparse/0/`;
 * - COLMAP's image_undistorter: `images/` + `sparse/` (the model directly inside);
 * - NeRF / Instant-NGP: `transforms.json` naming its images (transforms.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadDataset } from './dataset.ts';
import type { PointCloud } from './init.ts';
import { loadTransforms } from './transforms.ts';
import type { View } from './types.ts';

export type DatasetLayout =
  | { kind: 'colmap'; modelDir: string; imagesDir: string }
  | { kind: 'transforms'; file: string };

function hasModel(dir: string): boolean {
  return ['bin', 'txt'].some((ext) =>
    ['cameras', 'images', 'points3D'].every((f) => existsSync(join(dir, `${f}.${ext}`))),
  );
}

export function findDatasetLayout(dir: string): DatasetLayout {
  if (!existsSync(dir)) throw new Error(`Dataset folder not found: ${dir}`);
  const imagesDir = join(dir, 'images');
  for (const modelDir of [join(dir, 'sparse', '0'), join(dir, 'sparse')])
    if (hasModel(modelDir)) return { kind: 'colmap', modelDir, imagesDir };
  const file = join(dir, 'transforms.json');
  if (existsSync(file)) return { kind: 'transforms', file };
  throw new Error(
    `No dataset in ${dir}: expected a COLMAP model in sparse/0 or sparse/ (cameras, images and points3D as .bin or .txt) beside images/, or a transforms.json`,
  );
}

/** Loads a dataset folder in any of the layouts, with a phrase saying what it was ('BIN model'). */
export function loadDatasetFolder(
  dir: string,
  scale = 1,
): { views: View[]; points: PointCloud; source: string } {
  const layout = findDatasetLayout(dir);
  if (layout.kind === 'transforms')
    return { ...loadTransforms(layout.file, scale), source: 'transforms.json' };
  const data = loadDataset(layout.modelDir, layout.imagesDir, scale);
  return { views: data.views, points: data.points, source: `${data.model.format.toUpperCase()} model` };
}
