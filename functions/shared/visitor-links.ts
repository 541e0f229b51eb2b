/**
 * Personal links to a published scene ('Public URL for User', product.md §2): the viewer page's
 * `username` names whom the owner made the link for, `userReferer` (optional) where it came from. The
 * viewer reports an open of such a link and the owner sees who opened it, so both are short names, not
 * free text: letters, digits, underscores and hyphens, the spec's own rule for a scene's username
 * (venue-planner.md §5). Shared by the Publish dialog, the viewer page and the server. Browser-safe.
 */
import * as z from 'zod';

const VISITOR_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export const VISITOR_NAME_MESSAGE = 'Use 1 to 64 letters, digits, underscores or hyphens';

export const isVisitorName = (value: unknown): value is string =>
  typeof value === 'string' && VISITOR_NAME.test(value);

const visitorNameSchema = z.string().regex(VISITOR_NAME, VISITOR_NAME_MESSAGE);

/** What the viewer sends when a personal link is opened. */
export const visitRequestSchema = z.object({
  username: visitorNameSchema,
  userReferer: visitorNameSchema.optional(),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;

/** How many names one publication records: anyone holding the link can make up more. */
export const MAX_VISITORS_PER_PUBLICATION = 100;

/** Where the viewer reports an open (a public route: the visitor has no account). */
export const visitPath = (publicationId: string) => `/api/published/${publicationId}/opened`;
