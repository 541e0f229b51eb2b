/**
 * The one check of a caller's role in a project (issue #28), run by every procedure and route that
 * touches one. It reads the table on every call, nothing cached, so a removed member or a changed role
 * counts on the very next call. Someone with no role answers exactly as a missing project does.
 */
import { type ParsedKey, parseStorageKey } from '#shared/keys.ts';
import {
  type ProjectCapability,
  type ProjectRole,
  refusalFor,
  removedMessage,
  roleAllows,
} from '#shared/roles.ts';
import { AppError, notFound } from '../app-error.ts';
import type { DataContext } from '../data/context.ts';
import { getSharedProject } from '../data/memberships.ts';
import type { Project } from '../data/models.ts';
import { projects } from '../data/projects.ts';

/** Who asks: the verified caller's name and the account (`sub`) behind it. */
export interface Asker {
  username: string;
  sub: string;
}

export interface ProjectAccess {
  /** Whose project it is: its records and files live under this name. */
  owner: string;
  role: ProjectRole;
  project: Project;
}

/** The caller's role in the project, or null when they have none (or it is missing). */
export async function findProjectAccess(
  ctx: DataContext,
  asker: Asker,
  projectId: string,
): Promise<ProjectAccess | { removedBy: string } | null> {
  // Both at once: most callers are one or the other, and a member's call then costs two rounds, not three.
  const [own, shared] = await Promise.all([
    projects.get(ctx, asker.username, projectId),
    getSharedProject(ctx, asker.username, projectId),
  ]);
  if (own) return { owner: asker.username, role: 'owner', project: own };
  if (!shared || shared.sub !== asker.sub) return null;
  if (shared.status === 'removed') return { removedBy: shared.owner };
  const project = await projects.get(ctx, shared.owner, projectId);
  return project ? { owner: shared.owner, role: shared.role, project } : null;
}

/**
 * The role now of someone known to have held one (a live connection, checked on every message): one
 * read. An owner's project must still be there; a member's own item says their role or removal (a
 * project's deletion removes its members' items before the project).
 */
export async function currentRole(
  ctx: DataContext,
  asker: Asker,
  projectId: string,
  { owned }: { owned: boolean },
): Promise<ProjectRole | { removedBy: string } | null> {
  if (owned) return (await projects.get(ctx, asker.username, projectId)) ? 'owner' : null;
  const shared = await getSharedProject(ctx, asker.username, projectId);
  if (!shared || shared.sub !== asker.sub) return null;
  return shared.status === 'removed' ? { removedBy: shared.owner } : shared.role;
}

/** The caller's access to the project when their role allows `capability`; refused otherwise. */
export async function projectAccess(
  ctx: DataContext,
  asker: Asker,
  projectId: string,
  capability: ProjectCapability,
): Promise<ProjectAccess> {
  const access = await findProjectAccess(ctx, asker, projectId);
  if (!access) return notFound('Project');
  if ('removedBy' in access) throw new AppError('FORBIDDEN', removedMessage(access.removedBy));
  if (!roleAllows(access.role, capability))
    throw new AppError('FORBIDDEN', refusalFor(access.role, capability));
  return access;
}

/**
 * Whose name a stored key is used under: the caller's own keys are theirs; a project's key under
 * another name counts only for a member of that project whose role allows `capability`. Anything else
 * answers as a missing file. The key's layout is checked again by the file services.
 */
export async function keyOwner(
  ctx: DataContext,
  asker: Asker,
  key: string,
  capability: ProjectCapability,
): Promise<string> {
  const parsed: ParsedKey | null = parseStorageKey(key);
  if (!parsed || parsed.username === asker.username) return asker.username;
  const projectKind = parsed.kind === 'user-upload' || parsed.kind === 'splat-build';
  if (!projectKind || !parsed.recordId) return notFound();
  const access = await findProjectAccess(ctx, asker, parsed.recordId);
  if (!access || 'removedBy' in access || access.owner !== parsed.username) return notFound();
  if (!roleAllows(access.role, capability))
    throw new AppError('FORBIDDEN', refusalFor(access.role, capability));
  return access.owner;
}
