/** Receipts (spec product.md §7: listReceipts, listPropertyReceipts, listProjectReceipts); merged at the root. */
import * as z from 'zod';
import { idSchema } from '#shared/schemas.ts';
import { listReceipts } from '../payments/orders.ts';
import { ignoredUsername, protectedProcedure } from './init.ts';

export const receiptsProcedures = {
  listReceipts: protectedProcedure
    .input(z.object(ignoredUsername).optional())
    .query(async ({ ctx }) => ({ data: await listReceipts(ctx.data, ctx.caller.username) })),

  listPropertyReceipts: protectedProcedure
    .input(z.object({ propertyId: idSchema, ...ignoredUsername }))
    .query(async ({ ctx, input }) => ({
      data: await listReceipts(ctx.data, ctx.caller.username, { propertyId: input.propertyId }),
    })),

  listProjectReceipts: protectedProcedure
    .input(z.object({ projectId: idSchema, ...ignoredUsername }))
    .query(async ({ ctx, input }) => ({
      data: await listReceipts(ctx.data, ctx.caller.username, { projectId: input.projectId }),
    })),
};
