/** Projects (spec product.md §3, §7): list, read, create, update and delete the caller's own. */
import * as z from 'zod';
import { idSchema, projectFormSchema } from '#shared/schemas.ts';
import { notFound } from '../../app-error.ts';
import { createProject, projects } from '../../data/projects.ts';
import { ignoredUsername, protectedProcedure } from '../init.ts';

const projectRef = z.object({ projectId: idSchema, ...ignoredUsername });

export const projectsProcedures = {
  listProjects: protectedProcedure.input(z.object(ignoredUsername).optional()).query(async ({ ctx }) => {
    return { data: await projects.list(ctx.data, ctx.caller.username) };
  }),

  getProject: protectedProcedure.input(projectRef).query(async ({ ctx, input }) => {
    return (await projects.get(ctx.data, ctx.caller.username, input.projectId)) ?? notFound('Project');
  }),

  createProject: protectedProcedure.input(projectFormSchema).mutation(async ({ ctx, input }) => {
    const project = await createProject(ctx.data, ctx.caller.username, input);
    return { projectId: project.projectId };
  }),

  updateProjectAbout: protectedProcedure
    .input(projectFormSchema.extend({ projectId: idSchema }))
    .mutation(async ({ ctx, input }) => {
      const { projectId, name, about } = input;
      if (!(await projects.update(ctx.data, ctx.caller.username, projectId, { name, about })))
        notFound('Project');
      return { projectId };
    }),

  deleteProject: protectedProcedure.input(projectRef).mutation(async ({ ctx, input }) => {
    if (!(await projects.remove(ctx.data, ctx.caller.username, input.projectId))) notFound('Project');
    return { projectId: input.projectId, deleted: true };
  }),
};
