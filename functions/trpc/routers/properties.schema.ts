/** Inputs of the property procedures (properties.ts); the form's rules are #shared/schemas.ts's. */
import * as z from 'zod';
import { aboutSchema, addressSchema, idSchema } from '#shared/schemas.ts';
import { ignoredUsername } from '../init.ts';

export const listPropertiesInput = z.object(ignoredUsername).optional();

/** One of the caller's properties (getProperty, deleteProperty). */
export const propertyRef = z.object({ propertyId: idSchema, ...ignoredUsername });

export const createPropertyInput = addressSchema;

export const updatePropertyInput = addressSchema.extend({ propertyId: idSchema });

export const updatePropertyAboutInput = z.object({ propertyId: idSchema, about: aboutSchema });
