/** Properties (spec product.md §3, §7): list, read, create, update and delete the caller's own. */
import { notFound } from '../../app-error.ts';
import { createProperty, properties } from '../../data/properties.ts';
import { protectedProcedure } from '../init.ts';
import {
  createPropertyInput,
  listPropertiesInput,
  propertyRef,
  updatePropertyAboutInput,
  updatePropertyInput,
} from './properties.schema.ts';

export const propertiesProcedures = {
  listProperties: protectedProcedure.input(listPropertiesInput).query(async ({ ctx }) => {
    // Cards ask for their cover's short-lived link (getFileUrl) when they come into view.
    return { data: await properties.list(ctx.data, ctx.caller.username) };
  }),

  getProperty: protectedProcedure.input(propertyRef).query(async ({ ctx, input }) => {
    return (await properties.get(ctx.data, ctx.caller.username, input.propertyId)) ?? notFound('Property');
  }),

  createProperty: protectedProcedure.input(createPropertyInput).mutation(async ({ ctx, input }) => {
    const property = await createProperty(ctx.data, ctx.caller.username, input);
    return { propertyId: property.propertyId };
  }),

  updateProperty: protectedProcedure.input(updatePropertyInput).mutation(async ({ ctx, input }) => {
    const { propertyId, ...address } = input;
    if (!(await properties.update(ctx.data, ctx.caller.username, propertyId, address))) notFound('Property');
    return { propertyId };
  }),

  updatePropertyAbout: protectedProcedure.input(updatePropertyAboutInput).mutation(async ({ ctx, input }) => {
    const ok = await properties.update(ctx.data, ctx.caller.username, input.propertyId, {
      about: input.about,
    });
    if (!ok) notFound('Property');
    return { propertyId: input.propertyId };
  }),

  deleteProperty: protectedProcedure.input(propertyRef).mutation(async ({ ctx, input }) => {
    if (!(await properties.remove(ctx.data, ctx.caller.username, input.propertyId))) notFound('Property');
    return { propertyId: input.propertyId, deleted: true };
  }),
};
