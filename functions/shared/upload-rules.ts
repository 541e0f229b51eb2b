/**
 * Upload rules (spec venue-planner.md §5, §9): what may be signed for upload, as zod schemas shared
 * by the server (which refuses anything else with 400 and signs nothing) and the web app (which says
 * the same words before asking). Browser-safe.
 */
import * as z from 'zod';
import {
  extensionOf,
  isAcceptedMediaFile,
  isAcceptedProjectFile,
  MAX_FILE_NAME_LENGTH,
  MAX_SELECTION_BYTES,
  MEDIA_EXTENSIONS,
} from './file-types.ts';
import { idSchema } from './schemas.ts';

export const UPLOAD_MESSAGES = {
  nameEmpty: 'File name cannot be empty',
  nameTooLong: `File name can have at most ${MAX_FILE_NAME_LENGTH} characters`,
  nameSlash: 'File name cannot contain slashes',
  nameDots: 'File name cannot contain ".."',
  nameChars: 'File name contains characters that are not allowed',
  typeRefused: 'This type of file is not accepted',
  mediaTypeRefused: `Only images and videos can be added as media (${MEDIA_EXTENSIONS.map((e) => `.${e}`).join(', ')})`,
  extensionMismatch: 'File extension does not match the file name',
  tooLarge: `Files can be at most ${MAX_SELECTION_BYTES / (1024 * 1024)} MB`,
  selectionTooLarge: `The selected files add up to more than ${MAX_SELECTION_BYTES / (1024 * 1024)} MB; choose fewer files`,
  folderInvalid: 'Folder path is not valid',
} as const;

// Letters and digits of any script, spaces and a few harmless punctuation marks. No slashes,
// backslashes, control characters, %, ?, # or quotes: the name becomes a key segment and a URL part.
const SAFE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._()[\]+,@&!~=-]*$/u;
/** Names the key layout uses for itself (keys.ts): a folder with one of them would read as another layout. */
const RESERVED_SEGMENTS = [
  'media',
  'splats',
  'processed',
  'user-upload',
  'published',
  'events',
  'annotation-images',
];

export const fileNameSchema = z
  .string({ error: UPLOAD_MESSAGES.nameEmpty })
  .min(1, UPLOAD_MESSAGES.nameEmpty)
  .max(MAX_FILE_NAME_LENGTH, UPLOAD_MESSAGES.nameTooLong)
  .refine((name) => !/[/\\]/.test(name), UPLOAD_MESSAGES.nameSlash)
  .refine((name) => !name.includes('..'), UPLOAD_MESSAGES.nameDots)
  .refine((name) => SAFE_NAME.test(name) && name.trim() === name, UPLOAD_MESSAGES.nameChars);

const folderSegment = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => SAFE_NAME.test(s) && !s.includes('..') && !RESERVED_SEGMENTS.includes(s));

/** 1 to 3 folder names separated by '/'; absent means the default folder. */
const folderPathSchema = z
  .string()
  .max(300)
  .refine((path) => {
    const parts = path.split('/');
    return parts.length <= 3 && parts.every((part) => folderSegment.safeParse(part).success);
  }, UPLOAD_MESSAGES.folderInvalid);

const fileSizeSchema = z
  .number({ error: 'File size is required' })
  .int()
  .min(0)
  .max(MAX_SELECTION_BYTES, UPLOAD_MESSAGES.tooLarge);

/** What the client says about the file: kept lenient, the server picks the signed type itself. */
const declared = {
  username: z.string().max(128).optional(),
  fileType: z.string().max(255).optional(),
  fileExtension: z.string().max(20).optional(),
  createdAt: z.union([z.string().max(64), z.number()]).optional(),
};

function extensionMatches(value: { fileName: string; fileExtension?: string | undefined }): boolean {
  if (!value.fileExtension) return true;
  return value.fileExtension.replace(/^\./, '').toLowerCase() === extensionOf(value.fileName);
}

export const projectUploadRequestSchema = z
  .object({
    projectId: idSchema,
    fileName: fileNameSchema,
    fileSize: fileSizeSchema,
    folderPath: folderPathSchema.optional(),
    ...declared,
  })
  .refine((v) => isAcceptedProjectFile(v.fileName), {
    message: UPLOAD_MESSAGES.typeRefused,
    path: ['fileName'],
  })
  .refine(extensionMatches, { message: UPLOAD_MESSAGES.extensionMismatch, path: ['fileExtension'] });

export const mediaUploadRequestSchema = z
  .object({ propertyId: idSchema, fileName: fileNameSchema, fileSize: fileSizeSchema, ...declared })
  .refine((v) => isAcceptedMediaFile(v.fileName), {
    message: UPLOAD_MESSAGES.mediaTypeRefused,
    path: ['fileName'],
  })
  .refine(extensionMatches, { message: UPLOAD_MESSAGES.extensionMismatch, path: ['fileExtension'] });

/** A stored object's key as a client sends it back (to delete, publish or set as cover). */
export const fileKeySchema = z
  .string({ error: 'File key is required' })
  .min(1, 'File key is required')
  .max(1024)
  .refine((key) => !key.split('/').some((s) => s === '..' || s === '.' || s === ''), 'File key is not valid');

export type ProjectUploadRequest = z.infer<typeof projectUploadRequestSchema>;
export type MediaUploadRequest = z.infer<typeof mediaUploadRequestSchema>;
