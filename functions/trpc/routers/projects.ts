/** Projects (spec product.md §3, §7): list, read, create, update and delete the caller's own. */
import { notFound } from '../../app-error.ts';
import { createProject, projects } from '../../data/projects.ts';
import { protectedProcedure } from '../init.ts';
import {
  createProjectInput,
  listProjectsInput,
  projectRef,
  updateProjectAboutInput,
} from './projects.schema.ts';

export const projectsProcedures = {
  listProjects: protectedProcedure.input(listProjectsInput).query(async ({ ctx }) => {
    return { data: await projects.list(ctx.data, ctx.caller.username) };
  }),

  getProject: protectedProcedure.input(projectRef).query(async ({ ctx, input }) => {
    return (await projects.get(ctx.data, ctx.caller.username, input.projectId)) ?? notFound('Project');
  }),

  createProject: protectedProcedure.input(createProjectInput).mutation(async ({ ctx, input }) => {
    const project = await createProject(ctx.data, ctx.caller.username, input);
    return { projectId: project.projectId };
  }),

  updateProjectAbout: protectedProcedure.input(updateProjectAboutInput).mutation(async ({ ctx, input }) => {
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
