/**
 * Files, media and publishing procedures (spec product.md §7, venue-planner.md §7). A plain object of
 * procedures, spread into the root router so that `/trpc/listMediaFiles` is the path.
 * Inputs may carry a `username`; it is ignored: every procedure acts for the verified caller.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { FileRequestError } from '../files/errors.ts';
import {
  createMediaUpload,
  createProjectUpload,
  deleteOwnedFile,
  listMedia,
  listProjectFiles,
  setThumbnail,
} from '../files/files-service.ts';
import { getPublication, publishFile, unpublish } from '../files/publications.ts';
import {
  fileKeySchema,
  mediaUploadRequestSchema,
  projectUploadRequestSchema,
} from '../files/upload-rules.ts';
import { idSchema } from '../schemas.ts';
import { protectedProcedure } from './init.ts';

/** Refusals of the file features answer 400 or 404 with their own message. */
const fileProcedure = protectedProcedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof FileRequestError) {
    throw new TRPCError({ code: result.error.cause.code, message: result.error.cause.message });
  }
  return result;
});

const username = { username: z.string().max(128).optional() };
const publicationTarget = z.object({ projectId: idSchema, fileKey: fileKeySchema, ...username });

export const filesProcedures = {
  getProjectFileUploadUrl: fileProcedure
    .input(projectUploadRequestSchema)
    .mutation(({ ctx, input }) => createProjectUpload(ctx.data, ctx.caller.username, input)),

  getUploadUrl: fileProcedure
    .input(mediaUploadRequestSchema)
    .mutation(({ ctx, input }) => createMediaUpload(ctx.data, ctx.caller.username, input)),

  listUserProjectFiles: fileProcedure
    .input(z.object({ projectId: idSchema, ...username }))
    .query(({ ctx, input }) => listProjectFiles(ctx.data, ctx.caller.username, input.projectId)),

  listMediaFiles: fileProcedure
    .input(z.object({ propertyId: idSchema, ...username }))
    .query(({ ctx, input }) => listMedia(ctx.data, ctx.caller.username, input.propertyId)),

  deleteMediaFile: fileProcedure
    .input(z.object({ mediaFileId: fileKeySchema, propertyId: idSchema.optional(), ...username }))
    .mutation(({ ctx, input }) => deleteOwnedFile(ctx.data, ctx.caller.username, input.mediaFileId)),

  setAsThumbnail: fileProcedure
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

  publishFile: fileProcedure
    .input(publicationTarget)
    .mutation(({ ctx, input }) => publishFile(ctx.data, ctx.caller.username, input)),

  unpublishFile: fileProcedure
    .input(z.object({ publicationId: idSchema, ...username }))
    .mutation(({ ctx, input }) => unpublish(ctx.data, ctx.caller.username, input.publicationId)),

  getPublication: fileProcedure
    .input(publicationTarget)
    .query(({ ctx, input }) => getPublication(ctx.data, ctx.caller.username, input)),
};
