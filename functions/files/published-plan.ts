/**
 * The venue plan published with a scene ('Include Venue Tools'): a copy of the scene file's own data
 * modules (PUBLISHED_PLAN_MODULES) under the publication's plan/ folder, which the read-only viewer
 * reads beside the scene. Copies are made by the server from keys it builds from the caller's own
 * username, project and file, so nobody can publish another user's plan.
 */

import {
  PUBLISHED_PLAN_MODULES,
  publishedPlanKey,
  publishedPlanPrefix,
  sceneIdForFile,
} from '#shared/keys.ts';
import { MODULE_CONTENT_TYPE } from '#venue/module-names.ts';
import type { DataContext } from '../data/context.ts';
import { deleteObjectsUnder } from '../data/storage.ts';
import { moduleKey } from '../venue/module-urls.ts';
import { copyObject, deleteObject, headObject, PUBLISHED_CACHE_CONTROL } from './s3-objects.ts';

/**
 * Replaces the publication's plan with the scene's current modules; a module the scene does not have
 * (yet) is removed from the copy too, so the copy is exactly the plan as it is now.
 */
export async function copyPlan(
  ctx: DataContext,
  username: string,
  source: { projectId: string; fileKey: string },
  publicationId: string,
): Promise<number> {
  const sceneId = sceneIdForFile(source.fileKey);
  let copied = 0;
  for (const module of PUBLISHED_PLAN_MODULES) {
    const from = moduleKey(ctx.envPrefix, username, { projectId: source.projectId, sceneId, module });
    const to = publishedPlanKey(ctx.envPrefix, publicationId, module);
    if (await headObject(ctx, from)) {
      await copyObject(ctx, from, to, MODULE_CONTENT_TYPE, PUBLISHED_CACHE_CONTROL);
      copied++;
    } else {
      await deleteObject(ctx, to);
    }
  }
  return copied;
}

/** Withdraws the plan of a publication (the scene stays published). */
export async function removePlan(ctx: DataContext, publicationId: string): Promise<void> {
  await deleteObjectsUnder(ctx.s3, ctx.bucketName, publishedPlanPrefix(ctx.envPrefix, publicationId));
}
