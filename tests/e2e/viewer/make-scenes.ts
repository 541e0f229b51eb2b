/**
 * Writes one procedural scene in every format the viewer opens: `.splat`, 3DGS `.ply` (and the layouts of
 * other writers, `variant-*.ply`), compressed `.ply`,
 * `.spz` (version 2, and versions 3 and 4), the planner's measured room (`room.splat`, room-scene.ts), a training `.zip` (point_cloud.ply inside), `.ksplat` (encoded by GaussianSplats3D itself, the
 * format's reference) and an `.atrium` bundle; and copies the files other tools wrote (FOREIGN_SCENES). Run as a script (`node --import tsx make-scenes.ts <dir> <count>`): GaussianSplats3D
 * needs a `window` global, which stays out of the test runner's own process that way.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';
import { writeBundle } from '#formats/bundle.ts';
import { writeCompressedPly } from '#formats/compressed-ply.ts';
import { readGaussianPly } from '#formats/gaussian-ply.ts';
import { gaussiansWithSh, PLY_VARIANTS, writePlyLayout } from '#formats/ply-fixtures.ts';
import { writePly, writeSplat } from '#formats/splat-cloud.ts';
import { writeSpz } from '#formats/spz.ts';
import { writeSpzFixture, writeSpzV4Fixture } from '#formats/spz-fixtures.ts';
import { readSpz } from '#formats/spz-read.ts';
import { syntheticScene } from '#formats/synthetic.ts';
import { roomCloud } from './room-scene.ts';

export const SCENE_FORMATS = [
  'splat',
  'ply',
  'compressed.ply',
  'spz',
  'v3.spz',
  'v4.spz',
  'zip',
  'ksplat',
  'atrium',
] as const;

/** `.ply` layouts from other writers (ply-fixtures.ts), written from the same scene as `variant-<name>.ply`. */
export const PLY_VARIANT_NAMES = Object.keys(PLY_VARIANTS);

/**
 * Files other tools wrote (viewer/src/formats/fixtures/, made with splat-transform): 600 splats of another
 * synthetic scene. `sog-folder.zip` is the SOG's folder form, zipped.
 */
const FOREIGN_SCENES = [
  'scene.sog',
  'sog-folder.zip',
  'scene.sog.readback.ply',
  'splat-transform.ply',
  'splat-transform.compressed.ply',
  'splat-transform.v3.spz',
  'splat-transform.v4.spz',
] as const;
export const FOREIGN_SPLAT_COUNT = 600;
const FIXTURES = fileURLToPath(new URL('../../../viewer/src/formats/fixtures/', import.meta.url));

/** The bundle's own default camera: closer than the framed one, so a test can tell it was used. */
export const BUNDLE_CAMERA = {
  position: [2.2, -1.4, 2.6] as [number, number, number],
  target: [0, 0.2, 0] as [number, number, number],
  up: [0, -1, 0] as [number, number, number],
  fov: 60,
};

async function writeAll(dir: string, count: number) {
  mkdirSync(dir, { recursive: true });
  const cloud = syntheticScene(count, 3);
  const splat = writeSplat(cloud);
  const ply = writePly(cloud);
  writeFileSync(join(dir, 'scene.splat'), splat);
  writeFileSync(join(dir, 'scene.ply'), ply);
  writeFileSync(join(dir, 'room.splat'), writeSplat(roomCloud(count)));
  const gaussians = readGaussianPly(ply);
  writeFileSync(join(dir, 'scene.compressed.ply'), writeCompressedPly(gaussians));
  writeFileSync(join(dir, 'scene.spz'), writeSpz(gaussians));
  // Versions 3 and 4, as Niantic's current library writes them (see spz-fixtures.ts).
  const spz = readSpz(writeSpz(gaussians));
  writeFileSync(join(dir, 'scene.v3.spz'), writeSpzFixture(spz, 3));
  writeFileSync(join(dir, 'scene.v4.spz'), writeSpzV4Fixture(spz));
  writeFileSync(join(dir, 'scene.zip'), zipSync({ 'point_cloud/iteration_30000/point_cloud.ply': ply }));
  const withSh = gaussiansWithSh(count, 3);
  for (const [name, { layout }] of Object.entries(PLY_VARIANTS)) {
    writeFileSync(join(dir, `variant-${name}.ply`), writePlyLayout(withSh, layout));
  }
  for (const name of FOREIGN_SCENES) {
    if (name !== 'sog-folder.zip') copyFileSync(join(FIXTURES, name), join(dir, name));
  }
  const sog = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, 'scene.sog'))));
  writeFileSync(
    join(dir, 'sog-folder.zip'),
    zipSync(Object.fromEntries(Object.entries(sog).map(([name, bytes]) => [`export/${name}`, bytes]))),
  );
  writeFileSync(
    join(dir, 'scene.atrium'),
    writeBundle({ sceneName: 'scene.splat', scene: splat, camera: BUNDLE_CAMERA }),
  );
  (globalThis as { window?: unknown }).window = globalThis;
  const { SplatLoader } = (await import('@mkkellogg/gaussian-splats-3d')) as unknown as {
    SplatLoader: {
      loadFromFileData(
        data: ArrayBuffer,
        minAlpha: number,
        compression: number,
        optimize: boolean,
      ): Promise<{ bufferData: ArrayBuffer }>;
    };
  };
  const buffer = await SplatLoader.loadFromFileData(splat.slice().buffer, 1, 1, false);
  writeFileSync(join(dir, 'scene.ksplat'), new Uint8Array(buffer.bufferData));
}

/** Writes the scenes in a child process (see above) and returns the folder. */
export function makeScenes(dir: string, count: number): string {
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), dir, String(count)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) throw new Error('usage: make-scenes.ts <dir> [count]');
  await writeAll(dir, Number(count ?? 15000));
}
