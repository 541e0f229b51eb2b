/**
 * The manifest of a publication's venue plan (`/published/{id}/plan/manifest.json`): written by the
 * server last when it publishes a plan (the modules it copied), and kept, saying so, when the owner
 * withdraws the plan while the scene stays published. The read-only viewer reads it first: it fetches
 * only modules that are there, and can tell a visitor 'This plan is no longer shared' instead of
 * answering them a 404 per module. A shared plan's manifest also names its project and event date, for
 * the title block of the floor plan a guest exports (issue #27).
 */
import * as z from 'zod';
import { PUBLISHED_PLAN_FOLDER, PUBLISHED_PLAN_MODULES } from './keys.ts';

export const PUBLISHED_PLAN_MANIFEST = 'manifest.json';
export const PLAN_UNSHARED = 'This plan is no longer shared';

export const publishedPlanManifestSchema = z.discriminatedUnion('shared', [
  z.object({
    shared: z.literal(true),
    modules: z.array(z.enum(PUBLISHED_PLAN_MODULES)),
    projectName: z.string().max(200).optional(),
    /** YYYY-MM-DD, when the project has one. */
    eventDate: z.string().max(10).optional(),
  }),
  z.object({ shared: z.literal(false) }),
]);
export type PublishedPlanManifest = z.infer<typeof publishedPlanManifestSchema>;

/** The manifest's public address, relative to its scene's (as publishedPlanPath is for a module). */
export const publishedPlanManifestPath = () => `${PUBLISHED_PLAN_FOLDER}/${PUBLISHED_PLAN_MANIFEST}`;
