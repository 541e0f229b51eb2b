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
import { moduleReadUrls, moduleRefSchema, moduleUploadUrl } from '../../venue/module-urls.ts';
import { callerMutation, callerQuery } from '../caller-call.ts';
import { protectedProcedure } from '../init.ts';
import { moduleUploadUrlInput } from './venue.schema.ts';

export const ANNOTATION_IMAGES_OFF = 'Annotation images are turned off';

/** Annotation images are behind an environment flag, default off: with it off nothing is signed. */
const annotationImageProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.features?.annotationImages) throw new AppError('FORBIDDEN', ANNOTATION_IMAGES_OFF);
  return next();
});

export const venueProcedures = {
  getVenueSceneDataModuleFileUploadUrl: callerMutation(moduleUploadUrlInput, moduleUploadUrl),

  getVenueSceneDataModuleFileUrl: callerQuery(moduleRefSchema, moduleReadUrls),

  /** A presigned PUT of an asset thumbnail under the project's `_cdn_thumbnails` folder. */
  getAssetThumbnailUploadUrl: callerMutation(assetThumbnailUploadSchema, createAssetThumbnailUpload),

  /** A read link of a stored asset thumbnail, or null: another device shows it instead of rendering. */
  getAssetThumbnailUrl: callerQuery(assetThumbnailRefSchema, storedAssetThumbnail),

  /** Which flagged features this deployment has on. */
  getFeatureFlags: protectedProcedure.query(({ ctx }) => ({
    annotationImages: ctx.features?.annotationImages === true,
  })),

  getAnnotationImageUploadUrls: callerMutation(
    annotationImageUploadSchema,
    createAnnotationImageUpload,
    annotationImageProcedure,
  ),

  getAnnotationImageUrls: callerQuery(annotationRefSchema, annotationImageLinks, annotationImageProcedure),

  deleteAnnotationImage: callerMutation(
    annotationImageRefSchema,
    deleteAnnotationImage,
    annotationImageProcedure,
  ),
};
