/** Procedures of the venue data modules, annotation images and asset thumbnails (spec venue-planner.md §7, §9); merged at the router's root. */
import type { ProjectCapability } from '#shared/roles.ts';
import { AppError } from '../../app-error.ts';
import type { Caller } from '../../auth/verify.ts';
import type { DataContext } from '../../data/context.ts';
import { projectAccess } from '../../members/project-access.ts';
import {
  annotationImageLinks,
  annotationImageRefSchema,
  annotationImageUploadSchema,
  annotationRefSchema,
  createAnnotationImageUpload,
  deleteAnnotationImage,
} from '../../venue/annotation-images.ts';
import {
  assetThumbnailRefSchema,
  assetThumbnailUploadSchema,
  createAssetThumbnailUpload,
  storedAssetThumbnail,
} from '../../venue/asset-thumbnails.ts';
import {
  moduleReadUrls,
  moduleRefSchema,
  moduleUploadUrl,
  sceneModules,
  sceneRefSchema,
} from '../../venue/module-urls.ts';
import { protectedProcedure } from '../init.ts';
import { moduleUploadUrlInput } from './venue.schema.ts';

/** The project owner's name, whose storage the call uses, once the caller's role allows `capability`. */
async function ownerFor(
  ctx: { data: DataContext; caller: Caller },
  projectId: string,
  capability: ProjectCapability,
) {
  return (await projectAccess(ctx.data, ctx.caller, projectId, capability)).owner;
}

export const ANNOTATION_IMAGES_OFF = 'Annotation images are turned off';

/** Annotation images are behind an environment flag, default off: with it off nothing is signed. */
const annotationImageProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.features?.annotationImages) throw new AppError('FORBIDDEN', ANNOTATION_IMAGES_OFF);
  return next();
});

export const venueProcedures = {
  getVenueSceneDataModuleFileUploadUrl: protectedProcedure
    .input(moduleUploadUrlInput)
    .mutation(async ({ ctx, input }) =>
      moduleUploadUrl(ctx.data, await ownerFor(ctx, input.projectId, 'edit'), input),
    ),

  /** Which of a scene's modules the cloud holds, with their etags (the sync engine's one look per round). */
  listVenueSceneDataModules: protectedProcedure
    .input(sceneRefSchema)
    .query(async ({ ctx, input }) =>
      sceneModules(ctx.data, await ownerFor(ctx, input.projectId, 'read'), input),
    ),

  getVenueSceneDataModuleFileUrl: protectedProcedure
    .input(moduleRefSchema)
    .query(async ({ ctx, input }) =>
      moduleReadUrls(ctx.data, await ownerFor(ctx, input.projectId, 'read'), input),
    ),

  /** A presigned PUT of an asset thumbnail under the project's `_cdn_thumbnails` folder. */
  getAssetThumbnailUploadUrl: protectedProcedure
    .input(assetThumbnailUploadSchema)
    .mutation(async ({ ctx, input }) =>
      createAssetThumbnailUpload(ctx.data, await ownerFor(ctx, input.projectId, 'edit'), input),
    ),

  /** A read link of a stored asset thumbnail, or null: another device shows it instead of rendering. */
  getAssetThumbnailUrl: protectedProcedure
    .input(assetThumbnailRefSchema)
    .query(async ({ ctx, input }) =>
      storedAssetThumbnail(ctx.data, await ownerFor(ctx, input.projectId, 'read'), input),
    ),

  /** Which flagged features this deployment has on. */
  getFeatureFlags: protectedProcedure.query(({ ctx }) => ({
    annotationImages: ctx.features?.annotationImages === true,
  })),

  getAnnotationImageUploadUrls: annotationImageProcedure
    .input(annotationImageUploadSchema)
    .mutation(async ({ ctx, input }) =>
      createAnnotationImageUpload(ctx.data, await ownerFor(ctx, input.projectId, 'edit'), input),
    ),

  getAnnotationImageUrls: annotationImageProcedure
    .input(annotationRefSchema)
    .query(async ({ ctx, input }) =>
      annotationImageLinks(ctx.data, await ownerFor(ctx, input.projectId, 'read'), input),
    ),

  deleteAnnotationImage: annotationImageProcedure
    .input(annotationImageRefSchema)
    .mutation(async ({ ctx, input }) =>
      deleteAnnotationImage(ctx.data, await ownerFor(ctx, input.projectId, 'edit'), input),
    ),
};
