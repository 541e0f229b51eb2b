/** Inputs of the build task procedures (builds.ts). */
import * as z from 'zod';
import { idSchema } from '#shared/schemas.ts';
import { sourceFileSchema } from '../../payments/build-request.ts';
import { ignoredUsername } from '../init.ts';

export const getBuildTaskStateInput = z.object({ propertyId: idSchema, ...ignoredUsername });

export const createNewTaskInput = z.object({
  propertyId: idSchema,
  sourceFiles: z.array(sourceFileSchema).min(1, 'No video files selected').max(20),
  ...ignoredUsername,
});
