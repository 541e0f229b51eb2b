/** tRPC building blocks: the per-request context and the procedure that requires a signed-in caller. */
import { initTRPC, TRPCError } from '@trpc/server';
import * as z from 'zod';
import { INTERNAL_ERROR_MESSAGE } from '#shared/api-errors.ts';
import { deleteAccount } from '../account/deletion.ts';
import { AppError } from '../app-error.ts';
import type { RequestContext } from './context.ts';

// isDev false: error answers never carry server stack traces, locally either. An unexpected failure
// (INTERNAL_SERVER_ERROR) never shows its own message either: the app's onError logs it instead.
const t = initTRPC.context<RequestContext>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? INTERNAL_ERROR_MESSAGE : shape.message,
      data: { ...shape.data, appCode: error.cause instanceof AppError ? error.cause.appCode : null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** tRPC's answer for an AppError: its code (so its HTTP status) and message, the AppError as the cause. */
export function trpcErrorOf(cause: AppError): TRPCError {
  return new TRPCError({ code: cause.code, message: cause.message, cause });
}

/** The spec's client sends a `username` with many inputs: accepted, bounded, and never used. */
export const ignoredUsername = { username: z.string().max(128).optional() };

/** The one procedure an account whose deletion has started may still call. */
export const DELETE_ACCOUNT_PATH = 'deleteAccount';

/**
 * Every procedure acts for the username in the verified token, never for one in the input, and only
 * while the token's `sub` owns that username's records.
 *
 * It is also the one place an AppError becomes tRPC's answer (the formatter reads its app code from
 * the cause): one thrown here, or anywhere below it — the procedure, a service — answers as itself
 * instead of a 500, through HTTP and createCaller alike. Both jobs are one middleware because each
 * tRPC middleware costs every call a context merge and a promise.
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next, path }) => {
  const caller = ctx.caller;
  if (ctx.binding?.status === 'refused') throw trpcErrorOf(new AppError('UNAUTHORIZED', ctx.binding.message));
  if (!caller) throw trpcErrorOf(new AppError('UNAUTHORIZED', 'Sign in to continue'));
  if (ctx.binding?.status === 'deleting' && path !== DELETE_ACCOUNT_PATH) {
    // A deletion that failed part-way: any call of the account finishes it, then finds it gone.
    try {
      await deleteAccount(ctx.data, ctx.accounts, caller);
    } catch (error) {
      throw error instanceof AppError ? trpcErrorOf(error) : error;
    }
    throw trpcErrorOf(new AppError('UNAUTHORIZED', 'This account has been deleted'));
  }
  // tRPC merges this into the context it has: only the narrowed caller is passed.
  const result = await next({ ctx: { caller } });
  const cause = result.ok ? null : result.error.cause;
  if (cause instanceof AppError) throw trpcErrorOf(cause);
  return result;
});
