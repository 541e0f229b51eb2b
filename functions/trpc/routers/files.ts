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
import { listVisits } from '../../files/publication-visits.ts';
import {
  getPublication,
  getTourPublication,
  publishFile,
  publishTour,
  unpublish,
} from '../../files/publications.ts';
import { keyOwner, projectAccess } from '../../members/project-access.ts';
import { protectedProcedure } from '../init.ts';
import {
  deleteMediaFileInput,
  getFileUrlInput,
  listMediaFilesInput,
  listUserProjectFilesInput,
  publicationTarget,
  publicationVisitsInput,
  publishFileInput,
  setAsThumbnailInput,
  tourTarget,
  unpublishFileInput,
} from './files.schema.ts';

export const filesProcedures = {
  getProjectFileUploadUrl: protectedProcedure
    .input(projectUploadRequestSchema)
    .mutation(async ({ ctx, input }) => {
      const { owner } = await projectAccess(ctx.data, ctx.caller, input.projectId, 'edit');
      return createProjectUpload(ctx.data, owner, input);
    }),

  getUploadUrl: protectedProcedure
    .input(mediaUploadRequestSchema)
    .mutation(({ ctx, input }) => createMediaUpload(ctx.data, ctx.caller.username, input)),

  listUserProjectFiles: protectedProcedure.input(listUserProjectFilesInput).query(async ({ ctx, input }) => {
    const { owner } = await projectAccess(ctx.data, ctx.caller, input.projectId, 'read');
    return listProjectFiles(ctx.data, owner, input.projectId);
  }),

  /**
   * A short-lived link to one of the caller's own files, signed when the file is opened, previewed or
   * downloaded (listings carry none).
   */
  getFileUrl: protectedProcedure
    .input(getFileUrlInput)
    .query(async ({ ctx, input }) =>
      ownedFileUrl(ctx.data, await keyOwner(ctx.data, ctx.caller, input.key, 'read'), input.key),
    ),

  listMediaFiles: protectedProcedure
    .input(listMediaFilesInput)
    .query(({ ctx, input }) => listMedia(ctx.data, ctx.caller.username, input.propertyId)),

  deleteMediaFile: protectedProcedure.input(deleteMediaFileInput).mutation(async ({ ctx, input }) => {
    const owner = await keyOwner(ctx.data, ctx.caller, input.mediaFileId, 'edit');
    return deleteOwnedFile(ctx.data, owner, input.mediaFileId);
  }),

  setAsThumbnail: protectedProcedure
    .input(setAsThumbnailInput)
    .mutation(async ({ ctx, input }) =>
      setThumbnail(ctx.data, await keyOwner(ctx.data, ctx.caller, input.mediaFileId, 'edit'), input),
    ),

  publishFile: protectedProcedure.input(publishFileInput).mutation(async ({ ctx, input }) => {
    await projectAccess(ctx.data, ctx.caller, input.projectId, 'own');
    return publishFile(ctx.data, ctx.caller.username, input);
  }),

  unpublishFile: protectedProcedure
    .input(unpublishFileInput)
    .mutation(({ ctx, input }) => unpublish(ctx.data, ctx.caller.username, input.publicationId)),

  getPublication: protectedProcedure.input(publicationTarget).query(async ({ ctx, input }) => {
    await projectAccess(ctx.data, ctx.caller, input.projectId, 'own');
    return getPublication(ctx.data, ctx.caller.username, input);
  }),

  /** Who opened the publication's personal links ('Public URL for User'): the owner's only. */
  listPublicationVisits: protectedProcedure
    .input(publicationVisitsInput)
    .query(({ ctx, input }) => listVisits(ctx.data, ctx.caller.username, input.publicationId)),

  /** A property's finished 3D tour, published from its 3D tab. */
  publishTour: protectedProcedure
    .input(tourTarget)
    .mutation(({ ctx, input }) => publishTour(ctx.data, ctx.caller.username, input)),

  getTourPublication: protectedProcedure
    .input(tourTarget)
    .query(({ ctx, input }) => getTourPublication(ctx.data, ctx.caller.username, input)),
};
