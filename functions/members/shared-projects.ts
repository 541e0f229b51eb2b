/** The projects shared with a member, as their project list shows them: each names its owner and the member's role. */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from '../data/context.ts';
import { withoutKeys } from '../data/items.ts';
import { listSharedProjects } from '../data/memberships.ts';
import type { Project } from '../data/models.ts';
import { keys } from '../data/table.ts';
import type { Asker } from './project-access.ts';

/** BatchGetItem reads at most 100 keys at a time. */
const BATCH = 100;

export async function sharedProjectsOf(ctx: DataContext, asker: Asker) {
  // Only this account's memberships: a username taken again by a new account inherits none.
  const shared = (await listSharedProjects(ctx, asker.username)).filter((item) => item.sub === asker.sub);
  const found = new Map<string, Project>();
  for (let i = 0; i < shared.length; i += BATCH) {
    let request: Record<string, { Keys: Record<string, string>[] }> | undefined = {
      [ctx.tableName]: {
        Keys: shared
          .slice(i, i + BATCH)
          .map((item) => ({ PK: keys.user(item.owner), SK: keys.project(item.projectId) })),
      },
    };
    // Unprocessed keys (throttling) are asked again until none are left.
    while (request && Object.keys(request).length > 0) {
      const answer = await ctx.ddb.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of answer.Responses?.[ctx.tableName] ?? []) {
        const project = withoutKeys<Project>(item);
        found.set(`${project.username}/${project.projectId}`, project);
      }
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return shared.flatMap((item) => {
    const project = found.get(`${item.owner}/${item.projectId}`);
    return project ? [{ ...project, role: item.role, sharedBy: item.owner }] : [];
  });
}
