/** tRPC building blocks: the per-request context and the procedure that requires a signed-in caller. */
import { initTRPC, TRPCError } from '@trpc/server';
import * as z from 'zod';
import { type AppCode, INTERNAL_ERROR_MESSAGE } from '#shared/api-errors.ts';
import type { Binding } from '../account/binding.ts';
import type { AccountServices } from '../account/deletion.ts';
import { deleteAccount } from '../account/deletion.ts';
import type { Caller } from '../auth/verify.ts';
import type { DataContext } from '../data/context.ts';
import type { DriveServices } from '../drive/drive-services.ts';
import { FileRequestError } from '../files/errors.ts';
import type { LaunchBuild } from '../payments/paid-build.ts';

export interface RequestContext {
  /** The verified caller, set only when the token's `sub` owns the username's records (binding). */
  caller: Caller | null;
  /** How the token's account stands; null without a verified token. */
  binding: Binding | null;
  accounts: AccountServices;
  data: DataContext;
  /** Starts the pipeline run of a new build task; absent where no pipeline runs. */
  launchBuild?: LaunchBuild;
  /** Google Drive settings and the request's origin; absent: Drive is not configured. */
  drive?: DriveServices;
}

/** A refusal the web app tells apart by its app code (`error.data.appCode`), not by the tRPC code alone. */
export class AppCodeError extends TRPCError {
  constructor(
    readonly appCode: AppCode,
    opts: ConstructorParameters<typeof TRPCError>[0],
  ) {
    super(opts);
    this.name = 'AppCodeError';
  }
}

// isDev false: error answers never carry server stack traces, locally either. An unexpected failure
// (INTERNAL_SERVER_ERROR) never shows its own message either: the app's onError logs it instead.
const t = initTRPC.context<RequestContext>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? INTERNAL_ERROR_MESSAGE : shape.message,
      data: { ...shape.data, appCode: error instanceof AppCodeError ? error.appCode : null },
    };
  },
});

export const router = t.router;

/** The spec's client sends a `username` with many inputs: accepted, bounded, and never used. */
export const ignoredUsername = { username: z.string().max(128).optional() };

/** The one procedure an account whose deletion has started may still call. */
export const DELETE_ACCOUNT_PATH = 'deleteAccount';

/**
 * Every procedure acts for the username in the verified token, never for one in the input, and only
 * while the token's `sub` owns that username's records. Refusals raised below the router
 * (FileRequestError: a missing or foreign record, a bad name) answer 400/404 with their own message
 * instead of a 500.
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next, path }) => {
  if (ctx.binding?.status === 'refused') {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: ctx.binding.message });
  }
  if (!ctx.caller) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue' });
  if (ctx.binding?.status === 'deleting' && path !== DELETE_ACCOUNT_PATH) {
    // A deletion that failed part-way: any call of the account finishes it, then finds it gone.
    await deleteAccount(ctx.data, ctx.accounts, ctx.caller);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'This account has been deleted' });
  }
  const result = await next({ ctx: { ...ctx, caller: ctx.caller } });
  if (!result.ok && result.error.cause instanceof FileRequestError) {
    throw new TRPCError({ code: result.error.cause.code, message: result.error.cause.message });
  }
  return result;
});
