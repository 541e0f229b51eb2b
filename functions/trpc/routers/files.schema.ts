/** Inputs of the file, media and publishing procedures (files.ts); upload rules are #shared's. */
import * as z from 'zod';
import { idSchema } from '#shared/schemas.ts';
import { fileKeySchema } from '#shared/upload-rules.ts';
import { ignoredUsername } from '../init.ts';

export const listUserProjectFilesInput = z.object({ projectId: idSchema, ...ignoredUsername });

export const getFileUrlInput = z.object({ key: fileKeySchema, ...ignoredUsername });

export const listMediaFilesInput = z.object({ propertyId: idSchema, ...ignoredUsername });

/** Any stored file of the caller's, by its key (the Media and Files tabs both delete through it). */
export const deleteMediaFileInput = z.object({
  mediaFileId: fileKeySchema,
  propertyId: idSchema.optional(),
  ...ignoredUsername,
});

export const setAsThumbnailInput = z
  .object({
    mediaFileId: fileKeySchema,
    propertyId: idSchema.optional(),
    projectId: idSchema.optional(),
  })
  .refine((v) => Boolean(v.propertyId) !== Boolean(v.projectId), 'Give either a propertyId or a projectId');

/** A project file that is, or is to be, published. */
export const publicationTarget = z.object({
  projectId: idSchema,
  fileKey: fileKeySchema,
  ...ignoredUsername,
});

export const publishFileInput = publicationTarget.extend({ includeVenueTools: z.boolean().optional() });

export const unpublishFileInput = z.object({ publicationId: idSchema, ...ignoredUsername });

/** One of the caller's publications, whose personal links' opens they read. */
export const publicationVisitsInput = z.object({ publicationId: idSchema, ...ignoredUsername });

/** A property whose finished 3D tour is, or is to be, published. */
export const tourTarget = z.object({ propertyId: idSchema, ...ignoredUsername });
