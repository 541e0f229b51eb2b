/**
 * Presigned URLs for a venue scene's data-module files (spec venue-planner.md §7:
 * getVenueSceneDataModuleFileUploadUrl), scoped like every other upload: the caller's own project,
 * a key built by the server from validated parts. Uploads sign their precondition header
 * (If-Match / If-None-Match) so a browser cannot drop it, and the Content-Type.
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
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

export function moduleKey(env: string, username: string, ref: ModuleRef): string {
  return processedModuleKey(env, username, ref.projectId, ref.sceneId, ref.module, ref.eventId);
}

export async function moduleReadUrls(ctx: DataContext, username: string, ref: ModuleRef) {
  await ownedProject(ctx, username, ref.projectId);
  const Key = moduleKey(ctx.envPrefix, username, ref);
  const [getUrl, headUrl] = await Promise.all([
    getSignedUrl(ctx.s3, new GetObjectCommand({ Bucket: ctx.bucketName, Key }), { expiresIn: URL_TTL_S }),
    getSignedUrl(ctx.s3, new HeadObjectCommand({ Bucket: ctx.bucketName, Key }), { expiresIn: URL_TTL_S }),
  ]);
  return { key: Key, getUrl, headUrl, bucketName: ctx.bucketName };
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
