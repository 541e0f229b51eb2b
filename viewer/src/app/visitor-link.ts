/**
 * A personal link to a published scene ('Public URL for User', product.md §2): the Publish dialog adds
 * `username` (whom the owner made it for; `userReferer`, optional, where it came from). On such a link
 * the viewer says whom it was shared with, and that its owner sees it being opened, and reports the
 * open to Atrium (functions/files/visit-route.ts); the owner reads who opened it in the dialog. Any
 * other page — the planner's own frame, a scene that is not published, a name that is not a name —
 * is left as it is.
 */
import { publishedFolderOfUrl } from '#shared/keys.ts';
import { isVisitorName, visitPath } from '#shared/visitor-links.ts';
import type { ViewerParams } from './params.ts';

export interface VisitorLink {
  username: string;
  userReferer: string | undefined;
  /** Where the open is reported: this site's own route for the publication. */
  reportUrl: string;
}

/** The personal link this page was opened from, or null. */
export function visitorLinkOf(
  params: Pick<ViewerParams, 'username' | 'userReferer' | 'fileUrl'>,
  origin: string,
): VisitorLink | null {
  const folder = params.fileUrl ? publishedFolderOfUrl(params.fileUrl) : null;
  // Only Atrium's own publications: a link is never reported to another site.
  if (!folder || folder.origin !== origin || !isVisitorName(params.username)) return null;
  const publicationId = folder.pathname.split('/')[2] ?? '';
  return {
    username: params.username,
    userReferer: isVisitorName(params.userReferer) ? params.userReferer : undefined,
    reportUrl: new URL(visitPath(publicationId), origin).href,
  };
}

/** Tells Atrium the link was opened; a failure is only logged (venue-planner §8: the page goes on). */
export async function reportOpen(link: VisitorLink, fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFn(link.reportUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: link.username,
        ...(link.userReferer ? { userReferer: link.userReferer } : {}),
      }),
      keepalive: true,
    });
    if (!response.ok) console.warn(`The link's opening was not recorded (HTTP ${response.status})`);
    return response.ok;
  } catch (error) {
    console.warn("The link's opening was not recorded", error);
    return false;
  }
}

/** The note on the page: whom the link is for, and that its opening is seen (no secret tracking). */
function visitorNote(link: VisitorLink): HTMLElement {
  const note = document.createElement('aside');
  note.className = 'visitor-note';
  note.setAttribute('role', 'note');
  note.setAttribute('aria-label', 'Personal link');
  const title = document.createElement('strong');
  title.textContent = `Shared with ${link.username}`;
  const detail = document.createElement('span');
  detail.textContent = 'The owner of this scene sees when this link is opened.';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Dismiss');
  close.addEventListener('click', () => note.remove());
  note.append(title, detail, close);
  return note;
}

/** On a personal link: the note, and one report of this opening. */
export function showVisitorLink(
  app: { params: ViewerParams; ui: { root: HTMLElement } },
  origin = location.origin,
): VisitorLink | null {
  const link = visitorLinkOf(app.params, origin);
  if (!link) return null;
  app.ui.root.append(visitorNote(link));
  document.body.dataset.visitor = link.username;
  void reportOpen(link);
  return link;
}
