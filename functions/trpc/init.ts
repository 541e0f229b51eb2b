/** tRPC building blocks: the per-request context and the procedure that requires a signed-in caller. */
import { initTRPC, TRPCError } from '@trpc/server';
import type { Caller } from '../auth/verify.ts';
import type { DataContext } from '../data/context.ts';

export interface RequestContext {
  caller: Caller | null;
  data: DataContext;
}

// isDev false: error answers never carry server stack traces, locally either.
const t = initTRPC.context<RequestContext>().create({ isDev: false });

export const router = t.router;

/** Every procedure acts for the username in the verified token, never for one in the input. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.caller) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue' });
  return next({ ctx: { ...ctx, caller: ctx.caller } });
});
