/** Inputs of the members procedures (members.ts). */
import * as z from 'zod';
import { MEMBER_ROLES } from '#shared/roles.ts';
import { idSchema } from '#shared/schemas.ts';
import { ignoredUsername } from '../init.ts';

const memberRole = z.enum(MEMBER_ROLES, { message: 'Choose Editor, Commenter or Viewer' });
const memberName = z.string().trim().min(1, 'Choose a member').max(128);

export const projectMembersInput = z.object({ projectId: idSchema, ...ignoredUsername });

export const inviteMemberInput = z.object({
  projectId: idSchema,
  who: z
    .string()
    .trim()
    .min(1, 'Enter a username or an e-mail address')
    .max(254, 'A username or an e-mail address is at most 254 characters'),
  role: memberRole,
});

export const changeMemberRoleInput = z.object({ projectId: idSchema, member: memberName, role: memberRole });

export const removeMemberInput = z.object({ projectId: idSchema, member: memberName });
