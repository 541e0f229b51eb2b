/** Receipts (spec product.md §7: listReceipts, listPropertyReceipts, listProjectReceipts); merged at the root. */
import { listReceipts } from '../../payments/orders.ts';
import { protectedProcedure } from '../init.ts';
import { listProjectReceiptsInput, listPropertyReceiptsInput, listReceiptsInput } from './receipts.schema.ts';

export const receiptsProcedures = {
  listReceipts: protectedProcedure
    .input(listReceiptsInput)
    .query(async ({ ctx }) => ({ data: await listReceipts(ctx.data, ctx.caller.username) })),

  listPropertyReceipts: protectedProcedure.input(listPropertyReceiptsInput).query(async ({ ctx, input }) => ({
    data: await listReceipts(ctx.data, ctx.caller.username, { propertyId: input.propertyId }),
  })),

  listProjectReceipts: protectedProcedure.input(listProjectReceiptsInput).query(async ({ ctx, input }) => ({
    data: await listReceipts(ctx.data, ctx.caller.username, { projectId: input.projectId }),
  })),
};
