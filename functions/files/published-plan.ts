/**
 * The venue plan published with a scene ('Include Venue Tools'): a copy of the scene file's own data
 * modules (PUBLISHED_PLAN_MODULES) under the publication's plan/ folder, and its manifest
 * (#shared/published-plan-manifest.ts), which the read-only viewer reads beside the scene. Copies are
 * made by the server from keys it builds from the caller's own username, project and file, so nobody
 * can publish another user's plan.
 */

import {
  PUBLISHED_PLAN_MODULES,
  type PublishedPlanModule,
  publishedPlanKey,
  publishedPlanPrefix,
  sceneIdForFile,
} from '#shared/keys.ts';
import { PUBLISHED_PLAN_MANIFEST, type PublishedPlanManifest } from '#shared/published-plan-manifest.ts';
import { MODULE_CONTENT_TYPE } from '#venue/module-names.ts';
import type { DataContext } from '../data/context.ts';
import { deleteObjectsUnder } from '../data/storage.ts';
import { moduleKey } from '../venue/module-urls.ts';
import { copyObject, deleteObject, headObject, PUBLISHED_CACHE_CONTROL, putObject } from './s3-objects.ts';

const manifestKey = (env: string, publicationId: string) =>
  `${publishedPlanPrefix(env, publicationId)}${PUBLISHED_PLAN_MANIFEST}`;

function writeManifest(ctx: DataContext, publicationId: string, manifest: PublishedPlanManifest) {
  return putObject(
    ctx,
    manifestKey(ctx.envPrefix, publicationId),
    JSON.stringify(manifest),
    'application/json',
    PUBLISHED_CACHE_CONTROL,
  );
}

/**
 * Replaces the publication's plan with the scene's current modules; a module the scene does not have
 * (yet) is removed from the copy too, so the copy is exactly the plan as it is now.
 */
export async function copyPlan(
  ctx: DataContext,
  username: string,
  source: { projectId: string; fileKey: string },
  publicationId: string,
  title: { projectName: string; eventDate?: string | undefined },
): Promise<number> {
  const sceneId = sceneIdForFile(source.fileKey);
  const copied: PublishedPlanModule[] = [];
  for (const module of PUBLISHED_PLAN_MODULES) {
    const from = moduleKey(ctx.envPrefix, username, { projectId: source.projectId, sceneId, module });
    const to = publishedPlanKey(ctx.envPrefix, publicationId, module);
    if (await headObject(ctx, from)) {
      await copyObject(ctx, from, to, MODULE_CONTENT_TYPE, PUBLISHED_CACHE_CONTROL);
      copied.push(module);
    } else {
      await deleteObject(ctx, to);
    }
  }
  // Last: a reader never finds a manifest that names a module not yet copied.
  await writeManifest(ctx, publicationId, {
    shared: true,
    modules: copied,
    projectName: title.projectName,
    ...(title.eventDate ? { eventDate: title.eventDate } : {}),
  });
  return copied.length;
}

/**
 * Withdraws the plan of a publication (the scene stays published). A plan that was shared leaves a
 * manifest saying it no longer is, so a visitor of the link is told so; otherwise nothing is left.
 */
export async function removePlan(ctx: DataContext, publicationId: string, wasShared: boolean): Promise<void> {
  await deleteObjectsUnder(ctx.s3, ctx.bucketName, publishedPlanPrefix(ctx.envPrefix, publicationId));
  if (wasShared) await writeManifest(ctx, publicationId, { shared: false });
}
