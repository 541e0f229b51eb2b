/** Which preview a file gets, by extension (spec product.md §2). */
import { extensionOf, fileKindOf, isSplatFile } from '#shared/file-types.ts';

export type PreviewKind = 'image' | 'pdf' | 'video' | 'audio' | 'splat' | 'text' | 'none';

const VIDEO = ['mp4', 'webm', 'ogg', 'ogv', 'mov'];
const AUDIO = ['mp3', 'wav', 'flac', 'aac'];

export function previewKindOf(fileName: string): PreviewKind {
  const ext = extensionOf(fileName);
  if (VIDEO.includes(ext)) return 'video';
  if (AUDIO.includes(ext)) return 'audio';
  if (isSplatFile(fileName)) return 'splat';
  const kind = fileKindOf(fileName);
  if (kind === 'image' || kind === 'pdf' || kind === 'text') return kind;
  return 'none';
}

/** Text previews read at most this much of a file. */
export const TEXT_PREVIEW_CAP_BYTES = 256 * 1024;

export const ZOOM = { min: 0.25, max: 3, step: 0.25 } as const;

export function clampZoom(value: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(value / ZOOM.step) * ZOOM.step));
}
