/**
 * POST /api/s3/delete {fileKey} (spec venue-planner.md §7): deletes one of the caller's stored files, or
 * one of a project they are an Editor of.
 * Answers 401 without a valid token, 400 for a malformed body or key, 404 for a key that is not the
 * caller's (exactly as for a missing file), 200 { fileKey, deleted } otherwise.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { fileKeySchema } from '#shared/upload-rules.ts';
import { AppError } from '../app-error.ts';
import type { CallerEnv, RequireCaller } from '../auth/require-caller.ts';
import type { DataContext } from '../data/context.ts';
import { keyOwner } from '../members/project-access.ts';
import { deleteOwnedFile } from './files-service.ts';

const bodySchema = z.object({ fileKey: fileKeySchema });

export function s3DeleteRoutes(data: DataContext, signedIn: RequireCaller) {
  const routes = new Hono<CallerEnv>();
  routes.post('/delete', signedIn, async (c) => {
    const caller = c.get('caller');
    const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid request');
    const owner = await keyOwner(data, caller, parsed.data.fileKey, 'edit');
    return c.json(await deleteOwnedFile(data, owner, parsed.data.fileKey));
  });
  return routes;
}
