/** Sharing a project with members (issue #28); merged at the router's root. */
import { removedMessage } from '#shared/roles.ts';
import { evictFromChannel } from '../../live/eviction.ts';
import {
  changeMemberRole,
  inviteMember,
  leaveProject,
  projectMembers,
  removeMember,
} from '../../members/membership-service.ts';
import { protectedProcedure } from '../init.ts';
import {
  changeMemberRoleInput,
  inviteMemberInput,
  projectMembersInput,
  removeMemberInput,
} from './members.schema.ts';

export const membersProcedures = {
  /** The owner and members of a project the caller holds any role on. */
  listProjectMembers: protectedProcedure
    .input(projectMembersInput)
    .query(({ ctx, input }) => projectMembers(ctx.data, ctx.caller, input.projectId)),

  inviteProjectMember: protectedProcedure
    .input(inviteMemberInput)
    .mutation(({ ctx, input }) => inviteMember(ctx.data, ctx.caller, input, ctx.mail)),

  changeProjectMemberRole: protectedProcedure.input(changeMemberRoleInput).mutation(({ ctx, input }) =>
    changeMemberRole(ctx.data, ctx.caller, {
      projectId: input.projectId,
      username: input.member,
      role: input.role,
    }),
  ),

  removeProjectMember: protectedProcedure.input(removeMemberInput).mutation(async ({ ctx, input }) => {
    const removed = await removeMember(ctx.data, ctx.caller, {
      projectId: input.projectId,
      username: input.member,
    });
    // The removal is done; their open channels close now. Should that fail, their next message is
    // refused all the same (the channel re-reads the role on every message).
    if (ctx.live)
      await evictFromChannel(
        ctx.live,
        input.projectId,
        input.member,
        removedMessage(ctx.caller.username),
      ).catch((error: unknown) => console.error('removeProjectMember: closing live channels failed', error));
    return removed;
  }),

  leaveProject: protectedProcedure
    .input(projectMembersInput)
    .mutation(({ ctx, input }) => leaveProject(ctx.data, ctx.caller, input.projectId)),
};
