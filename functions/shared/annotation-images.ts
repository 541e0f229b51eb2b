/**
 * Rules of annotation images (spec venue-planner.md §5, §8, §9): accepted formats, the 10 MB limit
 * and their messages, and the thumbnail's size (200×150 webp, quality 0.85). Shared by the server,
 * which signs nothing else, and the web app, which says the same words before asking. Browser-safe.
 */
import { extensionOf } from './file-types.ts';

const ANNOTATION_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A thumbnail is far smaller; this only bounds what may be signed for one. */
export const ANNOTATION_THUMBNAIL_MAX_BYTES = 1024 * 1024;
export const ANNOTATION_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
type AnnotationImageExtension = (typeof ANNOTATION_IMAGE_EXTENSIONS)[number];
export const ANNOTATION_IMAGE_CONTENT_TYPES: Record<AnnotationImageExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const THUMBNAIL_WIDTH = 200;
export const THUMBNAIL_HEIGHT = 150;
export const THUMBNAIL_TYPE = 'image/webp';
export const THUMBNAIL_QUALITY = 0.85;
export const DELETE_IMAGE_CONFIRM = 'Delete this image from the annotation?';

const MB = 1024 * 1024;

function isAnnotationImageExtension(ext: string): ext is AnnotationImageExtension {
  return (ANNOTATION_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

export function tooLargeMessage(size: number, max = ANNOTATION_IMAGE_MAX_BYTES): string {
  return `File too large: ${(size / MB).toFixed(1)}MB. Max ${(max / MB).toFixed(1)}MB.`;
}

function unsupportedFormatMessage(ext: string): string {
  const allowed = ANNOTATION_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(', ');
  return `Unsupported format ".${ext}". Allowed: ${allowed}`;
}

/** Why this file cannot be an annotation image, or null when it can. */
export function annotationImageProblem(file: { name: string; size: number }): string | null {
  const ext = extensionOf(file.name);
  if (!isAnnotationImageExtension(ext)) return unsupportedFormatMessage(ext);
  if (file.size > ANNOTATION_IMAGE_MAX_BYTES) return tooLargeMessage(file.size);
  return null;
}

interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * The part of a width×height image drawn into the 200×150 thumbnail: the largest centred rectangle
 * of the thumbnail's aspect ratio (the thumbnail is filled, the overhang cropped evenly).
 */
export function thumbnailCrop(
  width: number,
  height: number,
  target = { width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT },
): CropRect {
  const aspect = target.width / target.height;
  if (width / height > aspect) {
    const sw = Math.round(height * aspect);
    return { sx: Math.floor((width - sw) / 2), sy: 0, sw, sh: height };
  }
  const sh = Math.round(width / aspect);
  return { sx: 0, sy: Math.floor((height - sh) / 2), sw: width, sh };
}
