/**
 * Who may do what in a project (issue #28): its owner, and members who are Editors, Commenters or
 * Viewers. Shared by the server, which enforces it on every call, and the web app, which only hides
 * what a role cannot do. Browser-safe: no Node imports.
 */

export const MEMBER_ROLES = ['editor', 'commenter', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type ProjectRole = 'owner' | MemberRole;

/** What a call needs: to read the project, comment on it, change its plan and files, or own it. */
export type ProjectCapability = 'read' | 'comment' | 'edit' | 'own';

export const ROLE_LABELS: Record<ProjectRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  commenter: 'Commenter',
  viewer: 'Viewer',
};

/** One line under each role in the members dialog. */
export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  editor: 'Can change the plan and the files, and comment',
  commenter: 'Can see the plan and the files, and comment',
  viewer: 'Can see the plan and the files',
};

const RANK: Record<ProjectRole, number> = { viewer: 0, commenter: 1, editor: 2, owner: 3 };
const NEEDED: Record<ProjectCapability, number> = { read: 0, comment: 1, edit: 2, own: 3 };

export function roleAllows(role: ProjectRole, capability: ProjectCapability): boolean {
  return RANK[role] >= NEEDED[capability];
}

/** Why a role is refused a capability: what the user reads, from the server and in the UI alike. */
export function refusalFor(role: ProjectRole, capability: ProjectCapability): string {
  const label = ROLE_LABELS[role];
  if (capability === 'comment') return `You are a ${label} of this project: Viewers cannot comment`;
  if (capability === 'edit')
    return `You are a ${label} of this project: only its Editors can change it. Ask its owner to make you an Editor`;
  return "Only the project's owner can do this";
}

/** What a removed member is told on their next call of the project. */
export function removedMessage(owner: string): string {
  return `${owner} removed you from this project, so you can no longer open or change it`;
}
