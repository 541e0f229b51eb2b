/** Inputs of the project procedures (projects.ts); the form's rules are #shared/schemas.ts's. */
import * as z from 'zod';
import { idSchema, projectFormSchema } from '#shared/schemas.ts';
import { ignoredUsername } from '../init.ts';

export const listProjectsInput = z.object(ignoredUsername).optional();

/** One of the caller's projects (getProject, deleteProject). */
export const projectRef = z.object({ projectId: idSchema, ...ignoredUsername });

export const createProjectInput = projectFormSchema;

export const updateProjectAboutInput = projectFormSchema.extend({ projectId: idSchema });
