/**
 * The typed API (spec product.md §7). Procedure names sit at the router's root so that
 * `/trpc/listProperties` is the path. The web app imports only the `AppRouter` type from here.
 *
 * Inputs may carry a `username` (the spec's client sends one); it is accepted and ignored: every
 * procedure acts for the caller in the verified token. Another user's record answers NOT_FOUND,
 * exactly as a missing one does.
 */
import { TRPCError } from '@trpc/server';
import * as z from 'zod';
import { aboutSchema, addressSchema, idSchema, projectFormSchema } from '#shared/schemas.ts';
import { createProject, projects } from '../data/projects.ts';
import { createProperty, properties } from '../data/properties.ts';
import { getProfile } from '../data/users.ts';
import { driveProcedures } from '../drive/drive-router.ts';
import { accountProcedures } from './account-router.ts';
import { buildsProcedures } from './builds-router.ts';
import { filesProcedures } from './files-router.ts';
import { ignoredUsername, protectedProcedure, router } from './init.ts';
import { receiptsProcedures } from './receipts-router.ts';
import { venueProcedures } from './venue-router.ts';

const propertyRef = z.object({ propertyId: idSchema, ...ignoredUsername });
const projectRef = z.object({ projectId: idSchema, ...ignoredUsername });

function notFound(what: 'Property' | 'Project'): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });
}

export const appRouter = router({
  getUserData: protectedProcedure.input(z.object(ignoredUsername).optional()).query(async ({ ctx }) => {
    // The binding (init.ts) created the profile before any procedure runs.
    const user = await getProfile(ctx.data, ctx.caller.username);
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue' });
    return {
      username: user.username,
      email: user.email,
      picture: user.picture ?? '',
      createdAt: user.createdAt,
    };
  }),

  listProperties: protectedProcedure.input(z.object(ignoredUsername).optional()).query(async ({ ctx }) => {
    // Cards ask for their cover's short-lived link (getFileUrl) when they come into view.
    return { data: await properties.list(ctx.data, ctx.caller.username) };
  }),

  listProjects: protectedProcedure.input(z.object(ignoredUsername).optional()).query(async ({ ctx }) => {
    return { data: await projects.list(ctx.data, ctx.caller.username) };
  }),

  getProperty: protectedProcedure.input(propertyRef).query(async ({ ctx, input }) => {
    return (await properties.get(ctx.data, ctx.caller.username, input.propertyId)) ?? notFound('Property');
  }),

  getProject: protectedProcedure.input(projectRef).query(async ({ ctx, input }) => {
    return (await projects.get(ctx.data, ctx.caller.username, input.projectId)) ?? notFound('Project');
  }),

  createProperty: protectedProcedure.input(addressSchema).mutation(async ({ ctx, input }) => {
    const property = await createProperty(ctx.data, ctx.caller.username, input);
    return { propertyId: property.propertyId };
  }),

  createProject: protectedProcedure.input(projectFormSchema).mutation(async ({ ctx, input }) => {
    const project = await createProject(ctx.data, ctx.caller.username, input);
    return { projectId: project.projectId };
  }),

  updateProperty: protectedProcedure
    .input(addressSchema.extend({ propertyId: idSchema }))
    .mutation(async ({ ctx, input }) => {
      const { propertyId, ...address } = input;
      if (!(await properties.update(ctx.data, ctx.caller.username, propertyId, address)))
        notFound('Property');
      return { propertyId };
    }),

  updatePropertyAbout: protectedProcedure
    .input(z.object({ propertyId: idSchema, about: aboutSchema }))
    .mutation(async ({ ctx, input }) => {
      const ok = await properties.update(ctx.data, ctx.caller.username, input.propertyId, {
        about: input.about,
      });
      if (!ok) notFound('Property');
      return { propertyId: input.propertyId };
    }),

  updateProjectAbout: protectedProcedure
    .input(projectFormSchema.extend({ projectId: idSchema }))
    .mutation(async ({ ctx, input }) => {
      const { projectId, name, about } = input;
      if (!(await projects.update(ctx.data, ctx.caller.username, projectId, { name, about })))
        notFound('Project');
      return { projectId };
    }),

  deleteProperty: protectedProcedure.input(propertyRef).mutation(async ({ ctx, input }) => {
    if (!(await properties.remove(ctx.data, ctx.caller.username, input.propertyId))) notFound('Property');
    return { propertyId: input.propertyId, deleted: true };
  }),

  deleteProject: protectedProcedure.input(projectRef).mutation(async ({ ctx, input }) => {
    if (!(await projects.remove(ctx.data, ctx.caller.username, input.projectId))) notFound('Project');
    return { projectId: input.projectId, deleted: true };
  }),

  ...accountProcedures,
  ...filesProcedures,
  ...venueProcedures,
  ...receiptsProcedures,
  ...buildsProcedures,
  ...driveProcedures,
});

export type AppRouter = typeof appRouter;
