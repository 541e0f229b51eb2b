/**
 * The account's own procedures: deleteAccount, the Settings page's danger zone. The caller confirms
 * by typing their username; the server checks it again, since the button is only the browser's word.
 */
import { TRPCError } from '@trpc/server';
import * as z from 'zod';
import { REFUSED_MESSAGE } from '../account/binding.ts';
import { deleteAccount } from '../account/deletion.ts';
import { DELETE_ACCOUNT_PATH, protectedProcedure } from './init.ts';

export const deleteAccountSchema = z.object({ confirmation: z.string().max(128) });

export const accountProcedures = {
  [DELETE_ACCOUNT_PATH]: protectedProcedure.input(deleteAccountSchema).mutation(async ({ ctx, input }) => {
    if (input.confirmation.trim() !== ctx.caller.username) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Type your username to confirm the deletion' });
    }
    if (!(await deleteAccount(ctx.data, ctx.accounts, ctx.caller))) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: REFUSED_MESSAGE });
    }
    return { deleted: true };
  }),
};
