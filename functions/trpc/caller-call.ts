/**
 * The shape most procedures have: validate the input, then hand the data context, the verified caller's
 * username and that input to one service function, whose answer is the procedure's. `base` is the
 * signed-in procedure, or one built on it with a further check. (`as Input`: tRPC's type leaves room for a
 * procedure with no input parser, which these never are.)
 */
import type * as z from 'zod';
import type { DataContext } from '../data/context.ts';
import { protectedProcedure } from './init.ts';

type ServiceCall<Input, Answer> = (data: DataContext, username: string, input: Input) => Promise<Answer>;

export const callerQuery = <Input, SentInput, Answer>(
  schema: z.ZodType<Input, SentInput>,
  call: ServiceCall<Input, Answer>,
  base: typeof protectedProcedure = protectedProcedure,
) => base.input(schema).query(({ ctx, input }) => call(ctx.data, ctx.caller.username, input as Input));

export const callerMutation = <Input, SentInput, Answer>(
  schema: z.ZodType<Input, SentInput>,
  call: ServiceCall<Input, Answer>,
  base: typeof protectedProcedure = protectedProcedure,
) => base.input(schema).mutation(({ ctx, input }) => call(ctx.data, ctx.caller.username, input as Input));
