/**
 * Files, media and publishing procedures (spec product.md §7, venue-planner.md §7). A plain object of
 * procedures, spread into the root router so that `/trpc/listMediaFiles` is the path.
 * Inputs may carry a `username`; it is ignored: every procedure acts for the verified caller.
 */
import * as z from 'zod';
import { idSchema } from '#shared/schemas.ts';
import { fileKeySchema, mediaUploadRequestSchema, projectUploadRequestSchema } from '#shared/upload-rules.ts';
import {
  createMediaUpload,
  createProjectUpload,
  deleteOwnedFile,
  listMedia,
  listProjectFiles,
  ownedFileUrl,
  setThumbnail,
} from '../files/files-service.ts';
import {
  getPublication,
  getTourPublication,
  publishFile,
  publishTour,
  unpublish,
} from '../files/publications.ts';
import { ignoredUsername, protectedProcedure } from './init.ts';

const publicationTarget = z.object({ projectId: idSchema, fileKey: fileKeySchema, ...ignoredUsername });
const tourTarget = z.object({ propertyId: idSchema, ...ignoredUsername });

export const filesProcedures = {
  getProjectFileUploadUrl: protectedProcedure
    .input(projectUploadRequestSchema)
    .mutation(({ ctx, input }) => createProjectUpload(ctx.data, ctx.caller.username, input)),

  getUploadUrl: protectedProcedure
    .input(mediaUploadRequestSchema)
    .mutation(({ ctx, input }) => createMediaUpload(ctx.data, ctx.caller.username, input)),

  listUserProjectFiles: protectedProcedure
    .input(z.object({ projectId: idSchema, ...ignoredUsername }))
    .query(({ ctx, input }) => listProjectFiles(ctx.data, ctx.caller.username, input.projectId)),

  /**
   * A short-lived link to one of the caller's own files, signed when the file is opened, previewed or
   * downloaded (listings carry none).
   */
  getFileUrl: protectedProcedure
    .input(z.object({ key: fileKeySchema, ...ignoredUsername }))
    .query(({ ctx, input }) => ownedFileUrl(ctx.data, ctx.caller.username, input.key)),

  listMediaFiles: protectedProcedure
    .input(z.object({ propertyId: idSchema, ...ignoredUsername }))
    .query(({ ctx, input }) => listMedia(ctx.data, ctx.caller.username, input.propertyId)),

  deleteMediaFile: protectedProcedure
    .input(z.object({ mediaFileId: fileKeySchema, propertyId: idSchema.optional(), ...ignoredUsername }))
    .mutation(({ ctx, input }) => deleteOwnedFile(ctx.data, ctx.caller.username, input.mediaFileId)),

  setAsThumbnail: protectedProcedure
    .input(
      z
        .object({
          mediaFileId: fileKeySchema,
          propertyId: idSchema.optional(),
          projectId: idSchema.optional(),
        })
        .refine(
          (v) => Boolean(v.propertyId) !== Boolean(v.projectId),
          'Give either a propertyId or a projectId',
        ),
    )
    .mutation(({ ctx, input }) => setThumbnail(ctx.data, ctx.caller.username, input)),

  publishFile: protectedProcedure
    .input(publicationTarget.extend({ includeVenueTools: z.boolean().optional() }))
    .mutation(({ ctx, input }) => publishFile(ctx.data, ctx.caller.username, input)),

  unpublishFile: protectedProcedure
    .input(z.object({ publicationId: idSchema, ...ignoredUsername }))
    .mutation(({ ctx, input }) => unpublish(ctx.data, ctx.caller.username, input.publicationId)),

  getPublication: protectedProcedure
    .input(publicationTarget)
    .query(({ ctx, input }) => getPublication(ctx.data, ctx.caller.username, input)),

  /** A property's finished 3D tour, published from its 3D tab. */
  publishTour: protectedProcedure
    .input(tourTarget)
    .mutation(({ ctx, input }) => publishTour(ctx.data, ctx.caller.username, input)),

  getTourPublication: protectedProcedure
    .input(tourTarget)
    .query(({ ctx, input }) => getTourPublication(ctx.data, ctx.caller.username, input)),
};
