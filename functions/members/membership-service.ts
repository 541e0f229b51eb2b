/**
 * Sharing a project (issue #28): the owner invites an existing account by username or e-mail, changes
 * a member's role and removes members; a member leaves. Every change is one transaction of the
 * membership's two items (data/memberships.ts); the invitation is e-mailed.
 */
import { type MemberRole, ROLE_DESCRIPTIONS, ROLE_LABELS } from '#shared/roles.ts';
import { AppError } from '../app-error.ts';
import type { DataContext } from '../data/context.ts';
import {
  addMember,
  endMembership,
  forgetSharedProject,
  getSharedProject,
  listMembers,
  type Member,
  setMemberRole,
} from '../data/memberships.ts';
import { getProfile, type Profile, usernamesByEmail } from '../data/users.ts';
import type { MailServices } from '../trpc/context.ts';
import { type Asker, projectAccess } from './project-access.ts';

const NOT_A_MEMBER = 'Not a member of this project';

/** What the members dialog shows of a member: never their account's `sub`. */
type MemberView = Omit<Member, 'sub'>;
const viewOf = ({ sub: _sub, ...member }: Member): MemberView => member;

/** The account an invitation names: a username, or the e-mail of exactly one account. */
async function inviteeOf(ctx: DataContext, who: string): Promise<Profile> {
  if (who.includes('@')) {
    const names = await usernamesByEmail(ctx, who);
    if (names.length > 1)
      throw new AppError('BAD_REQUEST', 'More than one account uses that e-mail: invite them by username');
    const profile = names[0] ? await getProfile(ctx, names[0]) : null;
    if (profile?.sub && !profile.deletion) return profile;
    throw new AppError(
      'BAD_REQUEST',
      `No Atrium account uses ${who}. Ask them to sign up first, then invite them`,
    );
  }
  const profile = await getProfile(ctx, who);
  if (profile?.sub && !profile.deletion) return profile;
  throw new AppError(
    'BAD_REQUEST',
    `No Atrium account is called ${who}. Ask them to sign up first, then invite them`,
  );
}

export async function projectMembers(ctx: DataContext, asker: Asker, projectId: string) {
  const { owner } = await projectAccess(ctx, asker, projectId, 'read');
  return { owner, members: (await listMembers(ctx, owner, projectId)).map(viewOf) };
}

export async function inviteMember(
  ctx: DataContext,
  asker: Asker,
  input: { projectId: string; who: string; role: MemberRole },
  mail?: MailServices,
) {
  const { project } = await projectAccess(ctx, asker, input.projectId, 'own');
  const invitee = await inviteeOf(ctx, input.who);
  if (invitee.username === asker.username) throw new AppError('BAD_REQUEST', 'You own this project already');
  const member = {
    projectId: input.projectId,
    username: invitee.username,
    email: invitee.email,
    role: input.role,
    sub: invitee.sub ?? '',
  };
  if (!(await addMember(ctx, asker.username, member)))
    throw new AppError('CONFLICT', `${invitee.username} is already a member of this project`);
  await mail?.send({
    to: invitee.email,
    subject: `${asker.username} shared “${project.name}” with you on Atrium`,
    text: [
      `${asker.username} invited you to the project “${project.name}” as ${ROLE_LABELS[input.role]}.`,
      `${ROLE_DESCRIPTIONS[input.role]}.`,
      '',
      `Open it: ${mail.origin}/project/${input.projectId}/files`,
      `It is also in your projects, marked 'Shared by ${asker.username}'.`,
    ].join('\n'),
  });
  return { username: invitee.username, role: input.role };
}

export async function changeMemberRole(
  ctx: DataContext,
  asker: Asker,
  input: { projectId: string; username: string; role: MemberRole },
) {
  await projectAccess(ctx, asker, input.projectId, 'own');
  if (!(await setMemberRole(ctx, asker.username, input.projectId, input.username, input.role)))
    throw new AppError('NOT_FOUND', NOT_A_MEMBER);
  return { username: input.username, role: input.role };
}

export async function removeMember(
  ctx: DataContext,
  asker: Asker,
  input: { projectId: string; username: string },
) {
  await projectAccess(ctx, asker, input.projectId, 'own');
  if (!(await endMembership(ctx, asker.username, input.projectId, input.username, { removed: true })))
    throw new AppError('NOT_FOUND', NOT_A_MEMBER);
  return { username: input.username, removed: true };
}

/** A member leaves a project shared with them; its owner cannot (they delete it instead). */
export async function leaveProject(ctx: DataContext, asker: Asker, projectId: string) {
  const shared = await getSharedProject(ctx, asker.username, projectId);
  if (!shared || shared.sub !== asker.sub) {
    await projectAccess(ctx, asker, projectId, 'read'); // a missing project answers 404 as usual
    throw new AppError('BAD_REQUEST', 'You own this project: delete it instead of leaving it');
  }
  // A removed member's own item (the owner's is gone already) goes too: the project leaves their list.
  if (!(await endMembership(ctx, shared.owner, projectId, asker.username, { removed: false })))
    await forgetSharedProject(ctx, asker.username, projectId);
  return { projectId, left: true };
}
