/** Inputs of the Google Drive procedures (drive.ts). */
import * as z from 'zod';
import { idSchema } from '#shared/schemas.ts';
import { driveIdSchema } from '../../drive/drive-files.ts';
import { ignoredUsername } from '../init.ts';

const cloudDriveType = z.literal('google-drive', { error: 'Only google-drive is supported' });

export const getCloudDriveStatusInput = z.object({
  cloudDriveType,
  propertyId: idSchema,
  ...ignoredUsername,
});

export const listStoreFilesInput = z.object({
  cloudDriveType,
  parentId: driveIdSchema.default('root'),
  /** Drive's nextPageToken of the previous page (named `cursor` for tRPC's infinite queries). */
  cursor: z.string().min(1).max(2048).nullish(),
  ...ignoredUsername,
});
