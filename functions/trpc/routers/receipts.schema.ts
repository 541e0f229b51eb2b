/** Inputs of the receipt procedures (receipts.ts). */
import * as z from 'zod';
import { idSchema } from '#shared/schemas.ts';
import { ignoredUsername } from '../init.ts';

export const listReceiptsInput = z.object(ignoredUsername).optional();

export const listPropertyReceiptsInput = z.object({ propertyId: idSchema, ...ignoredUsername });

export const listProjectReceiptsInput = z.object({ projectId: idSchema, ...ignoredUsername });
