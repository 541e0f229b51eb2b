/** Inputs of the account procedures (users.ts). */
import * as z from 'zod';
import { ignoredUsername } from '../init.ts';

export const getUserDataInput = z.object(ignoredUsername).optional();

/** The caller confirms a deletion by typing their username; the procedure compares it. */
export const deleteAccountInput = z.object({ confirmation: z.string().max(128) });
