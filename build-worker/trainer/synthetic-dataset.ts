/** A synthetic scene's photos written as a dataset's `images/` folder, as a capture would bring them. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from './png.ts';
import type { SyntheticScene } from './synthetic.ts';
import type { View } from './types.ts';

/** Writes every view (training and held out) as `dir/images/<name>`; answers them in that order. */
export function writeSceneImages(dir: string, scene: SyntheticScene): View[] {
  const views = [...scene.train, ...scene.test];
  const images = join(dir, 'images');
  mkdirSync(images, { recursive: true });
  for (const v of views) {
    const { width, height } = v.camera;
    writeFileSync(join(images, v.name), encodePng({ width, height, data: v.image }));
  }
  return views;
}
