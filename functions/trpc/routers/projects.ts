/**
 * Projects (spec product.md §3, §7): list, read, create, update and delete the caller's own. A
 * project's venue, when set, is one of the caller's properties, whatever the request says.
 */
import { VENUE_INVALID } from '#shared/schemas.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { DataContext } from '../../data/context.ts';
import { createProject, projects } from '../../data/projects.ts';
import { properties } from '../../data/properties.ts';
import { protectedProcedure } from '../init.ts';
import {
  createProjectInput,
  listProjectsInput,
  projectRef,
  updateProjectAboutInput,
} from './projects.schema.ts';

/** Refuses a venue that is not one of the caller's properties (a deleted one, or another user's). */
async function checkVenue(ctx: { data: DataContext; caller: { username: string } }, venueId?: string) {
  if (!venueId) return;
  if (!(await properties.get(ctx.data, ctx.caller.username, venueId)))
    throw new AppError('BAD_REQUEST', VENUE_INVALID);
}

export const projectsProcedures = {
  listProjects: protectedProcedure.input(listProjectsInput).query(async ({ ctx }) => {
    return { data: await projects.list(ctx.data, ctx.caller.username) };
  }),

  getProject: protectedProcedure.input(projectRef).query(async ({ ctx, input }) => {
    return (await projects.get(ctx.data, ctx.caller.username, input.projectId)) ?? notFound('Project');
  }),

  createProject: protectedProcedure.input(createProjectInput).mutation(async ({ ctx, input }) => {
    await checkVenue(ctx, input.venueId);
    const project = await createProject(ctx.data, ctx.caller.username, input);
    return { projectId: project.projectId };
  }),

  updateProjectAbout: protectedProcedure.input(updateProjectAboutInput).mutation(async ({ ctx, input }) => {
    const { projectId, name, about, venueId, eventDate } = input;
    await checkVenue(ctx, venueId);
    const changes = { name, about, venueId, eventDate };
    if (!(await projects.update(ctx.data, ctx.caller.username, projectId, changes))) notFound('Project');
    return { projectId };
  }),

  deleteProject: protectedProcedure.input(projectRef).mutation(async ({ ctx, input }) => {
    if (!(await projects.remove(ctx.data, ctx.caller.username, input.projectId))) notFound('Project');
    return { projectId: input.projectId, deleted: true };
  }),
};
