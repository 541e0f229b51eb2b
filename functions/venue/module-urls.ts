/**
 * Presigned URLs for a venue scene's data-module files (spec venue-planner.md §7:
 * getVenueSceneDataModuleFileUploadUrl), scoped like every other upload: the caller's own project,
 * a key built by the server from validated parts. Uploads sign their precondition header
 * (If-Match / If-None-Match) so a browser cannot drop it, and the Content-Type.
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { processedModuleKey } from '#shared/keys.ts';
import { idSchema } from '#shared/schemas.ts';
import { MODULE_CONTENT_TYPE, MODULE_NAMES } from '#venue/module-names.ts';
import type { DataContext } from '../data/context.ts';
import { ownedProject } from '../files/owned-keys.ts';

const URL_TTL_S = 15 * 60;
export const segment = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use 1 to 64 letters, digits, underscores or hyphens');

export const moduleRefSchema = z.object({
  projectId: idSchema,
  sceneId: segment,
  module: z.enum(MODULE_NAMES, { message: 'Unknown module' }),
  eventId: segment.optional(),
  username: z.string().max(128).optional(),
});

export const moduleUploadSchema = moduleRefSchema.extend({
  // An S3 etag is a quoted hex digest (optionally -N for multipart uploads).
  ifMatch: z
    .string()
    .regex(/^"[0-9a-f]{32}(-\d+)?"$/, 'If-Match must be an etag')
    .optional(),
  ifNoneMatch: z.literal('*').optional(),
});

export type ModuleRef = z.infer<typeof moduleRefSchema>;

/** A scene's data, without a module: which of its modules the cloud holds. */
export const sceneRefSchema = moduleRefSchema.omit({ module: true });
type SceneRef = z.infer<typeof sceneRefSchema>;

const isModuleName = (name: string): name is (typeof MODULE_NAMES)[number] =>
  (MODULE_NAMES as readonly string[]).includes(name);

/**
 * The modules of a scene the cloud holds, each with its etag: one listing instead of a HEAD per module
 * (a new scene's missing modules would each answer 404, a red error in every browser console).
 */
export async function sceneModules(ctx: DataContext, username: string, ref: SceneRef) {
  await ownedProject(ctx, username, ref.projectId);
  const prefix = moduleKey(ctx.envPrefix, username, { ...ref, module: 'venue_core' }).replace(
    /venue_core\.pb$/,
    '',
  );
  const modules: { module: (typeof MODULE_NAMES)[number]; etag: string }[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await ctx.s3.send(
      new ListObjectsV2Command({ Bucket: ctx.bucketName, Prefix: prefix, Delimiter: '/', ContinuationToken }),
    );
    for (const object of page.Contents ?? []) {
      const name = (object.Key ?? '').slice(prefix.length).replace(/\.pb$/, '');
      if (isModuleName(name) && object.ETag) modules.push({ module: name, etag: object.ETag });
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return { modules };
}

export function moduleKey(env: string, username: string, ref: ModuleRef): string {
  return processedModuleKey(env, username, ref.projectId, ref.sceneId, ref.module, ref.eventId);
}

export async function moduleReadUrls(ctx: DataContext, username: string, ref: ModuleRef) {
  await ownedProject(ctx, username, ref.projectId);
  const Key = moduleKey(ctx.envPrefix, username, ref);
  // Whether a module exists, and its etag, come from listing the scene's modules (sceneModules).
  const getUrl = await getSignedUrl(ctx.s3, new GetObjectCommand({ Bucket: ctx.bucketName, Key }), {
    expiresIn: URL_TTL_S,
  });
  return { key: Key, getUrl, bucketName: ctx.bucketName };
}

export async function moduleUploadUrl(
  ctx: DataContext,
  username: string,
  input: z.infer<typeof moduleUploadSchema>,
) {
  await ownedProject(ctx, username, input.projectId);
  const Key = moduleKey(ctx.envPrefix, username, input);
  const command = new PutObjectCommand({
    Bucket: ctx.bucketName,
    Key,
    ContentType: MODULE_CONTENT_TYPE,
    ...(input.ifMatch ? { IfMatch: input.ifMatch } : {}),
    ...(input.ifNoneMatch ? { IfNoneMatch: input.ifNoneMatch } : {}),
  });
  const url = await getSignedUrl(ctx.s3, command, {
    expiresIn: URL_TTL_S,
    signableHeaders: new Set(['content-type', 'if-match', 'if-none-match']),
  });
  return { key: Key, url };
}
