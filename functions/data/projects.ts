/** Project records of one owner (spec product.md §3). */
import { randomUUID } from 'node:crypto';
import type { ProjectFormInput } from '#shared/schemas.ts';
import type { DataContext } from './context.ts';
import type { Project } from './models.ts';
import { ownedRecordStore } from './owned-records.ts';
import { keys } from './table.ts';

// A project's comment threads are its own items: deleting it removes them.
export const projects = ownedRecordStore<Project>(keys.projectPrefix, {
  childPrefixes: (projectId) => [keys.threadPrefix(projectId)],
});

export function createProject(ctx: DataContext, username: string, input: ProjectFormInput) {
  const now = new Date().toISOString();
  const projectId = randomUUID();
  return projects.create(ctx, projectId, {
    projectId,
    username,
    ...input,
    createdAt: now,
    updatedAt: now,
    buildStatus: '',
    thumbnail: '',
    splatFile: '',
    hasSplatFile: false,
    files: [],
  });
}
