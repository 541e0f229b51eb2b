/** Procedures of the venue data modules, annotation images and asset thumbnails (spec venue-planner.md §7, §9); merged at the router's root. */
import { AppError } from '../../app-error.ts';
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

export const ANNOTATION_IMAGES_OFF = 'Annotation images are turned off';

/** Annotation images are behind an environment flag, default off: with it off nothing is signed. */
const annotationImageProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.features?.annotationImages) throw new AppError('FORBIDDEN', ANNOTATION_IMAGES_OFF);
  return next();
});

export const venueProcedures = {
  getVenueSceneDataModuleFileUploadUrl: protectedProcedure
    .input(moduleUploadUrlInput)
    .mutation(({ ctx, input }) => moduleUploadUrl(ctx.data, ctx.caller.username, input)),

  /** Which of a scene's modules the cloud holds, with their etags (the sync engine's one look per round). */
  listVenueSceneDataModules: protectedProcedure
    .input(sceneRefSchema)
    .query(({ ctx, input }) => sceneModules(ctx.data, ctx.caller.username, input)),

  getVenueSceneDataModuleFileUrl: protectedProcedure
    .input(moduleRefSchema)
    .query(({ ctx, input }) => moduleReadUrls(ctx.data, ctx.caller.username, input)),

  /** A presigned PUT of an asset thumbnail under the project's `_cdn_thumbnails` folder. */
  getAssetThumbnailUploadUrl: protectedProcedure
    .input(assetThumbnailUploadSchema)
    .mutation(({ ctx, input }) => createAssetThumbnailUpload(ctx.data, ctx.caller.username, input)),

  /** A read link of a stored asset thumbnail, or null: another device shows it instead of rendering. */
  getAssetThumbnailUrl: protectedProcedure
    .input(assetThumbnailRefSchema)
    .query(({ ctx, input }) => storedAssetThumbnail(ctx.data, ctx.caller.username, input)),

  /** Which flagged features this deployment has on. */
  getFeatureFlags: protectedProcedure.query(({ ctx }) => ({
    annotationImages: ctx.features?.annotationImages === true,
  })),

  getAnnotationImageUploadUrls: annotationImageProcedure
    .input(annotationImageUploadSchema)
    .mutation(({ ctx, input }) => createAnnotationImageUpload(ctx.data, ctx.caller.username, input)),

  getAnnotationImageUrls: annotationImageProcedure
    .input(annotationRefSchema)
    .query(({ ctx, input }) => annotationImageLinks(ctx.data, ctx.caller.username, input)),

  deleteAnnotationImage: annotationImageProcedure
    .input(annotationImageRefSchema)
    .mutation(({ ctx, input }) => deleteAnnotationImage(ctx.data, ctx.caller.username, input)),
};
