/**
 * Projects (spec product.md §3, §7; issue #28): list the caller's own and those shared with them,
 * read one they hold a role on, and create, update and delete their own. A project's venue, when set,
 * is one of the owner's properties, whatever the request says.
 */
import { VENUE_INVALID } from '#shared/schemas.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { DataContext } from '../../data/context.ts';
import { removeAllMembers } from '../../data/memberships.ts';
import { createProject, projects } from '../../data/projects.ts';
import { properties } from '../../data/properties.ts';
import { projectAccess } from '../../members/project-access.ts';
import { sharedProjectsOf } from '../../members/shared-projects.ts';
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
  /** The caller's own projects and those shared with them, newest first; a shared one names its owner. */
  listProjects: protectedProcedure.input(listProjectsInput).query(async ({ ctx }) => {
    const [own, shared] = await Promise.all([
      projects.list(ctx.data, ctx.caller.username),
      sharedProjectsOf(ctx.data, ctx.caller),
    ]);
    const mine = own.map((project) => ({ ...project, role: 'owner' as const }));
    return { data: [...mine, ...shared].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
  }),

  /** The project with the caller's role in it (and, when it is shared with them, its owner). */
  getProject: protectedProcedure.input(projectRef).query(async ({ ctx, input }) => {
    const { project, role, owner } = await projectAccess(ctx.data, ctx.caller, input.projectId, 'read');
    return role === 'owner' ? { ...project, role } : { ...project, role, sharedBy: owner };
  }),

  createProject: protectedProcedure.input(createProjectInput).mutation(async ({ ctx, input }) => {
    await checkVenue(ctx, input.venueId);
    const project = await createProject(ctx.data, ctx.caller.username, input);
    return { projectId: project.projectId };
  }),

  updateProjectAbout: protectedProcedure.input(updateProjectAboutInput).mutation(async ({ ctx, input }) => {
    const { projectId, name, about, venueId, eventDate } = input;
    await projectAccess(ctx.data, ctx.caller, projectId, 'own');
    await checkVenue(ctx, venueId);
    const changes = { name, about, venueId, eventDate };
    if (!(await projects.update(ctx.data, ctx.caller.username, projectId, changes))) notFound('Project');
    return { projectId };
  }),

  /** Deletes the project and every membership of it, the members' side first. */
  deleteProject: protectedProcedure.input(projectRef).mutation(async ({ ctx, input }) => {
    await projectAccess(ctx.data, ctx.caller, input.projectId, 'own');
    await removeAllMembers(ctx.data, ctx.caller.username, input.projectId);
    if (!(await projects.remove(ctx.data, ctx.caller.username, input.projectId))) notFound('Project');
    return { projectId: input.projectId, deleted: true };
  }),
};
