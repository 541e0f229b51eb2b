/**
 * What CloudFront does in AWS for published scenes: GET /published/{publicationId}/{fileName} (and a
 * published plan's /published/{publicationId}/plan/{module}.pb and its manifest.json) is read from the bucket's
 * {env}/published/ prefix, for anyone, with no session. Nothing else of the bucket is reachable this
 * way. Unpublishing deletes the copies, so the addresses then answer 404.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { type Context, Hono } from 'hono';
import { createAwsClients } from '#functions/aws/clients.ts';
import type { AppConfig } from '#functions/config.ts';
import {
  PUBLISHED_PLAN_FOLDER,
  PUBLISHED_PLAN_MODULES,
  publishedKey,
  publishedPlanKey,
  publishedPlanPrefix,
} from '#shared/keys.ts';
import { PUBLISHED_PLAN_MANIFEST } from '#shared/published-plan-manifest.ts';
import { idSchema } from '#shared/schemas.ts';
import { fileNameSchema } from '#shared/upload-rules.ts';

export function publicationRoutes(config: AppConfig) {
  const { s3 } = createAwsClients(config);
  const routes = new Hono();
  const serve = async (c: Context, key: string) => {
    const range = c.req.header('range');
    try {
      const object = await s3.send(
        new GetObjectCommand({ Bucket: config.bucketName, Key: key, ...(range ? { Range: range } : {}) }),
      );
      const headers = new Headers({
        'content-type': object.ContentType ?? 'application/octet-stream',
        // As stored on the copy (revalidate every time), so that unpublishing takes effect at once.
        'cache-control': object.CacheControl ?? 'no-cache',
        'access-control-allow-origin': '*',
        'accept-ranges': 'bytes',
      });
      if (object.ContentLength !== undefined) headers.set('content-length', String(object.ContentLength));
      if (object.ContentRange) headers.set('content-range', object.ContentRange);
      if (object.ETag) headers.set('etag', object.ETag);
      const body = c.req.method === 'HEAD' ? null : (object.Body?.transformToWebStream() ?? null);
      return new Response(body, { status: object.ContentRange ? 206 : 200, headers });
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NoSuchKey') return c.text('Not Found', 404);
      throw error;
    }
  };
  routes.on(['GET', 'HEAD'], '/:publicationId/:fileName', async (c) => {
    const publicationId = c.req.param('publicationId');
    const fileName = c.req.param('fileName');
    if (!idSchema.safeParse(publicationId).success || !fileNameSchema.safeParse(fileName).success) {
      return c.text('Not Found', 404);
    }
    return serve(c, publishedKey(config.envPrefix, publicationId, fileName));
  });
  routes.on(['GET', 'HEAD'], `/:publicationId/${PUBLISHED_PLAN_FOLDER}/:file`, async (c) => {
    const publicationId = c.req.param('publicationId');
    const file = c.req.param('file');
    if (!idSchema.safeParse(publicationId).success) return c.text('Not Found', 404);
    if (file === PUBLISHED_PLAN_MANIFEST)
      return serve(c, `${publishedPlanPrefix(config.envPrefix, publicationId)}${PUBLISHED_PLAN_MANIFEST}`);
    const module = file.replace(/\.pb$/, '');
    const known = (PUBLISHED_PLAN_MODULES as readonly string[]).includes(module);
    if (!known || !file.endsWith('.pb')) return c.text('Not Found', 404);
    return serve(c, publishedPlanKey(config.envPrefix, publicationId, module));
  });
  return routes;
}
