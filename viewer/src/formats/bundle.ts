/**
 * The `.atrium` bundle (and the `.colo` bundle it succeeds): a zip holding `manifest.json` and one splat
 * scene file. See docs/atrium-bundle.md. Read and written with fflate, in the browser and in Node.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import { z } from 'zod';
import { extensionOf } from '#shared/file-types.ts';
import { cameraStateSchema, viewerSettingsSchema } from '../../protocol/index.ts';
import { parseJsonFile } from './json-file.ts';
import { detectFormat, type SplatFormat } from './scene-format.ts';

const BUNDLE_FORMAT = 'atrium-bundle';
const BUNDLE_VERSION = 1;
const MANIFEST_NAME = 'manifest.json';

const bundleManifestSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  version: z.number().int().min(1),
  /** Name of the scene file inside the zip (no folders, no "..": a plain file name). */
  scene: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^/\\]+\.(ply|splat|ksplat|spz)$/i, 'scene must be a .ply, .splat, .ksplat or .spz file name'),
  camera: cameraStateSchema.optional(),
  settings: viewerSettingsSchema.optional(),
  title: z.string().max(200).optional(),
  createdAt: z.string().max(40).optional(),
});
export type BundleManifest = z.infer<typeof bundleManifestSchema>;

export interface UnpackedBundle {
  manifest: BundleManifest;
  format: SplatFormat;
  scene: Uint8Array;
}

export class BundleError extends Error {
  override name = 'BundleError';
}

/** Reads a bundle; throws BundleError with a readable reason when it is not one. */
export function readBundle(bytes: Uint8Array): UnpackedBundle {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new BundleError('The bundle is not a valid zip file');
  }
  const manifestBytes = files[MANIFEST_NAME];
  if (!manifestBytes) throw new BundleError('The bundle has no manifest.json');
  const json = parseJsonFile(manifestBytes, () => new BundleError('The bundle manifest is not valid JSON'));
  const parsed = bundleManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BundleError(`The bundle manifest is invalid: ${parsed.error.issues[0]?.message}`);
  const manifest = parsed.data;
  if (manifest.version > BUNDLE_VERSION)
    throw new BundleError(`Bundle version ${manifest.version} is not supported`);
  const scene = files[manifest.scene];
  if (!scene) throw new BundleError(`The bundle does not contain ${manifest.scene}`);
  const format = detectFormat(scene, manifest.scene);
  if (format === null || format === 'zip' || format === 'bundle' || format === 'sog') {
    throw new BundleError(`The bundle's ${manifest.scene} is not a splat scene`);
  }
  return { manifest, format, scene };
}

export interface BundleInput {
  /** The scene file's name inside the bundle, e.g. "scene.ply". */
  sceneName: string;
  scene: Uint8Array;
  camera?: BundleManifest['camera'];
  settings?: BundleManifest['settings'];
  title?: string;
}

/** Writes a bundle. The scene is stored, not deflated, when it is already compressed (.ksplat, .spz). */
export function writeBundle(input: BundleInput): Uint8Array {
  const manifest = bundleManifestSchema.parse({
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    scene: input.sceneName,
    camera: input.camera,
    settings: input.settings,
    title: input.title,
    createdAt: new Date().toISOString(),
  });
  const compressed = ['spz'].includes(extensionOf(input.sceneName));
  return zipSync({
    [MANIFEST_NAME]: strToU8(JSON.stringify(manifest, null, 2)),
    [manifest.scene]: [input.scene, { level: compressed ? 0 : 6 }],
  });
}
