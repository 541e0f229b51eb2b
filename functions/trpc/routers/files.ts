/**
 * Files, media and publishing procedures (spec product.md §7, venue-planner.md §7). A plain object of
 * procedures, spread into the root router so that `/trpc/listMediaFiles` is the path.
 * Inputs may carry a `username`; it is ignored: every procedure acts for the verified caller.
 */
import { mediaUploadRequestSchema, projectUploadRequestSchema } from '#shared/upload-rules.ts';
import {
  createMediaUpload,
  createProjectUpload,
  deleteOwnedFile,
  listMedia,
  listProjectFiles,
  ownedFileUrl,
  setThumbnail,
} from '../../files/files-service.ts';
import {
  getPublication,
  getTourPublication,
  publishFile,
  publishTour,
  unpublish,
} from '../../files/publications.ts';
import { protectedProcedure } from '../init.ts';
import {
  deleteMediaFileInput,
  getFileUrlInput,
  listMediaFilesInput,
  listUserProjectFilesInput,
  publicationTarget,
  publishFileInput,
  setAsThumbnailInput,
  tourTarget,
  unpublishFileInput,
} from './files.schema.ts';

export const filesProcedures = {
  getProjectFileUploadUrl: protectedProcedure
    .input(projectUploadRequestSchema)
    .mutation(({ ctx, input }) => createProjectUpload(ctx.data, ctx.caller.username, input)),

  getUploadUrl: protectedProcedure
    .input(mediaUploadRequestSchema)
    .mutation(({ ctx, input }) => createMediaUpload(ctx.data, ctx.caller.username, input)),

  listUserProjectFiles: protectedProcedure
    .input(listUserProjectFilesInput)
    .query(({ ctx, input }) => listProjectFiles(ctx.data, ctx.caller.username, input.projectId)),

  /**
   * A short-lived link to one of the caller's own files, signed when the file is opened, previewed or
   * downloaded (listings carry none).
   */
  getFileUrl: protectedProcedure
    .input(getFileUrlInput)
    .query(({ ctx, input }) => ownedFileUrl(ctx.data, ctx.caller.username, input.key)),

  listMediaFiles: protectedProcedure
    .input(listMediaFilesInput)
    .query(({ ctx, input }) => listMedia(ctx.data, ctx.caller.username, input.propertyId)),

  deleteMediaFile: protectedProcedure
    .input(deleteMediaFileInput)
    .mutation(({ ctx, input }) => deleteOwnedFile(ctx.data, ctx.caller.username, input.mediaFileId)),

  setAsThumbnail: protectedProcedure
    .input(setAsThumbnailInput)
    .mutation(({ ctx, input }) => setThumbnail(ctx.data, ctx.caller.username, input)),

  publishFile: protectedProcedure
    .input(publishFileInput)
    .mutation(({ ctx, input }) => publishFile(ctx.data, ctx.caller.username, input)),

  unpublishFile: protectedProcedure
    .input(unpublishFileInput)
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
