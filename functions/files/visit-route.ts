/**
 * POST /api/published/{publicationId}/opened {username, userReferer?}: the viewer page of a personal
 * link ('Public URL for User') reports that it was opened. Public (the visitor has no account), so it
 * only counts: 204 when counted or refused for the name limit, 404 for a publication that is not there,
 * 400 for a malformed id or name. What it records is the owner's to read (listPublicationVisits).
 */
import { Hono } from 'hono';
import { idSchema } from '#shared/schemas.ts';
import { visitRequestSchema } from '#shared/visitor-links.ts';
import { AppError } from '../app-error.ts';
import type { DataContext } from '../data/context.ts';
import { recordVisit } from './publication-visits.ts';

export function publicationVisitRoutes(data: DataContext) {
  const routes = new Hono();
  routes.post('/:publicationId/opened', async (c) => {
    const publicationId = c.req.param('publicationId');
    if (!idSchema.safeParse(publicationId).success) throw new AppError('NOT_FOUND', 'Publication not found');
    const parsed = visitRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid request', {
        name: 'ValidationError',
      });
    await recordVisit(data, publicationId, parsed.data);
    return c.body(null, 204);
  });
  return routes;
}
