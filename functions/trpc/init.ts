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

/**
 * The one place an AppError becomes tRPC's answer: its code (so its HTTP status) and its message,
 * with the AppError as the cause (the formatter reads its app code). Every procedure is built on it,
 * so an AppError thrown anywhere below — a procedure, a service, the middleware after this one —
 * answers as itself instead of a 500, through HTTP and createCaller alike.
 */
const procedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? null : result.error.cause;
  if (cause instanceof AppError) throw new TRPCError({ code: cause.code, message: cause.message, cause });
  return result;
});

/** The spec's client sends a `username` with many inputs: accepted, bounded, and never used. */
export const ignoredUsername = { username: z.string().max(128).optional() };

/** The one procedure an account whose deletion has started may still call. */
export const DELETE_ACCOUNT_PATH = 'deleteAccount';

/**
 * Every procedure acts for the username in the verified token, never for one in the input, and only
 * while the token's `sub` owns that username's records.
 */
export const protectedProcedure = procedure.use(async ({ ctx, next, path }) => {
  if (ctx.binding?.status === 'refused') throw new AppError('UNAUTHORIZED', ctx.binding.message);
  if (!ctx.caller) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  if (ctx.binding?.status === 'deleting' && path !== DELETE_ACCOUNT_PATH) {
    // A deletion that failed part-way: any call of the account finishes it, then finds it gone.
    await deleteAccount(ctx.data, ctx.accounts, ctx.caller);
    throw new AppError('UNAUTHORIZED', 'This account has been deleted');
  }
  // tRPC merges this into the context it has: only the narrowed caller is passed.
  return next({ ctx: { caller: ctx.caller } });
});
