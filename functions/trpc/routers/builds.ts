/** Build tasks (spec product.md §7: getBuildTaskState, createNewTask); merged at the router's root. */
import { notFound } from '../../app-error.ts';
import { type BuildQuality, createNewTask, newestTask } from '../../builds/tasks.ts';
import { properties } from '../../data/properties.ts';
import { fileUrl } from '../../files/s3-objects.ts';
import { protectedProcedure } from '../init.ts';
import { createNewTaskInput, getBuildTaskStateInput } from './builds.schema.ts';

export const buildsProcedures = {
  /**
   * The newest task of the property, or null when it has none: 'no build yet' is a normal answer, not
   * an error (a property of someone else answers the same, so it reveals nothing).
   */
  getBuildTaskState: protectedProcedure.input(getBuildTaskStateInput).query(async ({ ctx, input }) => {
    const task = await newestTask(ctx.data, ctx.caller.username, input.propertyId);
    if (!task) return null;
    const { username: _owner, ...visible } = task;
    // The finished scene — or, while the final one trains, the worker's preview — readable by its
    // owner through a short-lived link (the bucket is private).
    const preview =
      task.buildState !== 'completed' && task.buildState !== 'failed' && task.quality === 'preview';
    const splatUrl =
      (task.buildState === 'completed' || preview) && task.splatFile
        ? await fileUrl(ctx.data, task.splatFile)
        : '';
    const quality: BuildQuality | null = splatUrl ? (preview ? 'preview' : 'final') : null;
    return { ...visible, splatUrl, quality };
  }),

  createNewTask: protectedProcedure.input(createNewTaskInput).mutation(async ({ ctx, input }) => {
    if (!(await properties.get(ctx.data, ctx.caller.username, input.propertyId))) notFound('Property');
    const task = await createNewTask(ctx.data, ctx.caller.username, {
      propertyId: input.propertyId,
      sourceFiles: input.sourceFiles,
    });
    await ctx.launchBuild?.(task);
    return { buildTaskId: task.uniqueId, uniqueId: task.uniqueId, createdAt: task.createdAt };
  }),
};
