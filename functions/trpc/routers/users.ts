/**
 * The caller's own account: getUserData, and deleteAccount (the Settings page's danger zone). The
 * caller confirms a deletion by typing their username; the server checks it again, since the button
 * is only the browser's word.
 */
import { REFUSED_MESSAGE } from '../../account/binding.ts';
import { deleteAccount } from '../../account/deletion.ts';
import { AppError } from '../../app-error.ts';
import { getProfile } from '../../data/users.ts';
import { DELETE_ACCOUNT_PATH, protectedProcedure } from '../init.ts';
import { deleteAccountInput, getUserDataInput } from './users.schema.ts';

export const usersProcedures = {
  getUserData: protectedProcedure.input(getUserDataInput).query(async ({ ctx }) => {
    // The binding (init.ts) created the profile before any procedure runs.
    const user = await getProfile(ctx.data, ctx.caller.username);
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    return {
      username: user.username,
      email: user.email,
      picture: user.picture ?? '',
      createdAt: user.createdAt,
    };
  }),

  [DELETE_ACCOUNT_PATH]: protectedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    if (input.confirmation.trim() !== ctx.caller.username) {
      throw new AppError('BAD_REQUEST', 'Type your username to confirm the deletion');
    }
    if (!(await deleteAccount(ctx.data, ctx.accounts, ctx.caller))) {
      throw new AppError('UNAUTHORIZED', REFUSED_MESSAGE);
    }
    return { deleted: true };
  }),
};
