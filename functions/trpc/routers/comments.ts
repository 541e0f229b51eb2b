/** Comment threads on a project's plan (issue #28); merged at the router's root. Inputs in #shared/comments.ts. */
import { replyInput, resolveInput, sceneThreadsInput, startThreadInput } from '#shared/comments.ts';
import { replyToThread, resolveThread, sceneThreads, startThread } from '../../members/comment-service.ts';
import { protectedProcedure } from '../init.ts';

export const commentsProcedures = {
  listCommentThreads: protectedProcedure
    .input(sceneThreadsInput)
    .query(({ ctx, input }) => sceneThreads(ctx.data, ctx.caller, input)),

  startCommentThread: protectedProcedure
    .input(startThreadInput)
    .mutation(({ ctx, input }) => startThread(ctx.data, ctx.caller, input, ctx.mail)),

  replyToCommentThread: protectedProcedure
    .input(replyInput)
    .mutation(({ ctx, input }) => replyToThread(ctx.data, ctx.caller, input)),

  setCommentThreadResolved: protectedProcedure
    .input(resolveInput)
    .mutation(({ ctx, input }) => resolveThread(ctx.data, ctx.caller, input)),
};
