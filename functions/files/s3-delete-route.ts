/**
 * POST /api/s3/delete {fileKey} (spec venue-planner.md §7): deletes one of the caller's stored files.
 * Answers 401 without a valid token, 400 for a malformed body or key, 404 for a key that is not the
 * caller's (exactly as for a missing file), 200 { fileKey, deleted } otherwise.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { fileKeySchema } from '#shared/upload-rules.ts';
import type { VerifyToken } from '../auth/verify.ts';
import type { DataContext } from '../data/context.ts';
import { FileRequestError } from './errors.ts';
import { deleteOwnedFile } from './files-service.ts';

const bodySchema = z.object({ fileKey: fileKeySchema });

export function s3DeleteRoutes(data: DataContext, verifyToken: VerifyToken) {
  const routes = new Hono();
  routes.post('/delete', async (c) => {
    const caller = await verifyToken(c.req.header('authorization'));
    if (!caller) return c.json({ name: 'Unauthorized', message: 'Sign in to continue' }, 401);
    const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json(
        { name: 'BadRequest', message: parsed.error.issues[0]?.message ?? 'Invalid request' },
        400,
      );
    }
    try {
      return c.json(await deleteOwnedFile(data, caller.username, parsed.data.fileKey));
    } catch (error) {
      if (!(error instanceof FileRequestError)) throw error;
      const status = error.code === 'NOT_FOUND' ? 404 : 400;
      return c.json({ name: status === 404 ? 'NotFound' : 'BadRequest', message: error.message }, status);
    }
  });
  return routes;
}
