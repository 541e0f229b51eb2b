/** Procedures of the venue data modules (spec venue-planner.md §7); merged at the router's root. */
import {
  moduleReadUrls,
  moduleRefSchema,
  moduleUploadSchema,
  moduleUploadUrl,
} from '../../venue/module-urls.ts';
import { protectedProcedure } from '../init.ts';

export const venueProcedures = {
  getVenueSceneDataModuleFileUploadUrl: protectedProcedure
    .input(
      moduleUploadSchema.refine(
        (v) => !(v.ifMatch && v.ifNoneMatch),
        'Use If-Match or If-None-Match, not both',
      ),
    )
    .mutation(({ ctx, input }) => moduleUploadUrl(ctx.data, ctx.caller.username, input)),

  getVenueSceneDataModuleFileUrl: protectedProcedure
    .input(moduleRefSchema)
    .query(({ ctx, input }) => moduleReadUrls(ctx.data, ctx.caller.username, input)),
};
