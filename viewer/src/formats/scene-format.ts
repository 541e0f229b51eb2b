/** The splat formats the renderers draw, and how a file is recognised (its bytes first, its name second). */
import { extensionOf } from '#shared/file-types.ts';

export type SplatFormat = 'ply' | 'splat' | 'ksplat' | 'spz';
/** Containers that hold one splat file, and PlayCanvas's SOG (a zip of images and meta.json, sog.ts). */
type ContainerFormat = 'zip' | 'bundle' | 'sog';
export type SceneFileFormat = SplatFormat | ContainerFormat;

/** The extension of a scene's name or URL (its query and fragment are not part of the name). */
function sceneExtension(nameOrUrl: string): string {
  return extensionOf(nameOrUrl.split(/[?#]/)[0] ?? '');
}

function startsWith(bytes: Uint8Array, ascii: string): boolean {
  if (bytes.length < ascii.length) return false;
  for (let i = 0; i < ascii.length; i++) if (bytes[i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/** The format of a file, or null when it is none the viewer can open. */
export function detectFormat(bytes: Uint8Array, name: string): SceneFileFormat | null {
  const ext = sceneExtension(name);
  if (startsWith(bytes, 'PK\u0003\u0004')) {
    if (ext === 'atrium' || ext === 'colo') return 'bundle';
    return ext === 'sog' ? 'sog' : 'zip';
  }
  if (startsWith(bytes, 'ply\n') || startsWith(bytes, 'ply\r\n')) return 'ply';
  // spz: gzip-wrapped (1f 8b) or a raw "NGSP" header.
  if ((bytes[0] === 0x1f && bytes[1] === 0x8b) || startsWith(bytes, 'NGSP')) return 'spz';
  // .ksplat has a 4096-byte header starting with version 0.x.
  if (ext === 'ksplat') return bytes.length >= 4096 && bytes[0] === 0 ? 'ksplat' : null;
  if (ext === 'splat') return bytes.length > 0 && bytes.length % 32 === 0 ? 'splat' : null;
  return null;
}
