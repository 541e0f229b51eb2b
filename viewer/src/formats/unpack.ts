/** Turns any file the viewer accepts into one splat file the renderers draw, plus the bundle's manifest. */
import { unzipSync } from 'fflate';
import { extensionOf } from '#shared/file-types.ts';
import { BundleError, type BundleManifest, readBundle } from './bundle.ts';
import { compressedPlyToSplat, isCompressedPly } from './compressed-ply.ts';
import { checkGaussianPly, type PlyHeader, readPlyHeader } from './gaussian-ply.ts';
import { plyRewriteReason, rewritePly } from './ply-normalize.ts';
import { detectFormat, type SplatFormat } from './scene-format.ts';
import { spzForRenderers, spzVersion } from './spz-read.ts';

export interface SceneData {
  format: SplatFormat;
  bytes: Uint8Array;
  manifest?: BundleManifest;
  /** The file's own format when it was converted on the way (a compressed .ply arrives as .splat). */
  sourceFormat?: string;
}

export class SceneFormatError extends Error {
  override name = 'SceneFormatError';
}

const SPLAT_EXTENSIONS = new Set(['ply', 'splat', 'ksplat', 'spz']);

/** A zip of a training run: `point_cloud.ply` (at any depth, the last iteration wins) or else its one splat file. */
function fromZip(bytes: Uint8Array): SceneData {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => SPLAT_EXTENSIONS.has(extensionOf(file.name)) });
  } catch {
    throw new SceneFormatError('The zip file cannot be read');
  }
  const names = Object.keys(files).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const name =
    names.filter((n) => n.endsWith('point_cloud.ply')).pop() ?? (names.length === 1 ? names[0] : undefined);
  if (!name) throw new SceneFormatError('The zip file holds no point_cloud.ply');
  const inner = files[name] as Uint8Array;
  const format = detectFormat(inner, name);
  if (format === null || format === 'zip' || format === 'bundle' || format === 'sog') {
    throw new SceneFormatError(`${name} in the zip file is not a splat scene`);
  }
  return { format, bytes: inner };
}

export function unpackScene(bytes: Uint8Array, name: string): SceneData {
  const format = detectFormat(bytes, name);
  if (format === null) throw new SceneFormatError('This file is not a splat scene the viewer can open');
  if (format === 'zip') return plainSplatFile(fromZip(bytes));
  // Its images are decoded by the browser, which takes a wait: read-scene.ts reads it before this.
  if (format === 'sog') throw new SceneFormatError('A .sog file is read with readScene');
  if (format === 'bundle') {
    try {
      const bundle = readBundle(bytes);
      return plainSplatFile({ format: bundle.format, bytes: bundle.scene, manifest: bundle.manifest });
    } catch (error) {
      // A legacy .colo without a manifest is still a zip with a scene inside.
      if (error instanceof BundleError && /no manifest/.test(error.message))
        return plainSplatFile(fromZip(bytes));
      throw error;
    }
  }
  return plainSplatFile({ format, bytes });
}

/**
 * A compressed .ply, a plain .ply in a layout a renderer cannot read (ply-normalize.ts) and an .spz other
 * than version 2 are converted here: neither renderer needs to know.
 */
function plainSplatFile(scene: SceneData): SceneData {
  if (scene.format === 'spz') {
    const version = spzVersion(scene.bytes);
    if (version === 2) return scene;
    try {
      return { ...scene, bytes: spzForRenderers(scene.bytes), sourceFormat: `spz v${version ?? '?'}` };
    } catch (error) {
      throw new SceneFormatError(`The .spz file cannot be read: ${(error as Error).message}`);
    }
  }
  if (scene.format !== 'ply') return scene;
  // The header is parsed once: it tells the layouts apart and is handed to the reader that decodes.
  let header: PlyHeader;
  try {
    header = readPlyHeader(scene.bytes);
  } catch (error) {
    throw new SceneFormatError(`The .ply file cannot be read: ${(error as Error).message}`);
  }
  if (!isCompressedPly(header)) {
    try {
      const reason = plyRewriteReason(checkGaussianPly(scene.bytes, header));
      if (reason === null) return scene;
      return { ...scene, bytes: rewritePly(scene.bytes, header), sourceFormat: `ply (${reason})` };
    } catch (error) {
      throw new SceneFormatError(`The .ply file cannot be read: ${(error as Error).message}`);
    }
  }
  try {
    return {
      ...scene,
      format: 'splat',
      bytes: compressedPlyToSplat(scene.bytes, header),
      sourceFormat: 'compressed ply',
    };
  } catch (error) {
    throw new SceneFormatError(`The compressed .ply file cannot be read: ${(error as Error).message}`);
  }
}
