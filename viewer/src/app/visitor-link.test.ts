// @vitest-environment happy-dom
/** A personal link ('Public URL for User'): what the viewer makes of `username` and `userReferer`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewerParams } from './params.ts';
import { reportOpen, showVisitorLink, visitorLinkOf } from './visitor-link.ts';

const ORIGIN = 'https://atrium.example';
const ID = '5f0c1d2e-aaaa-bbbb-cccc-000000000001';
const SCENE = `${ORIGIN}/published/${ID}/hall.ply`;
const params = (over: Partial<ViewerParams> = {}): ViewerParams => ({
  fileUrl: SCENE,
  fileRejected: false,
  showCamera: false,
  picking: false,
  username: 'guest-42',
  userReferer: null,
  venue: false,
  tools: false,
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  delete document.body.dataset.visitor;
});

describe('visitorLinkOf', () => {
  it('is a published scene of this site opened with a username', () => {
    expect(visitorLinkOf(params({ userReferer: 'newsletter' }), ORIGIN)).toEqual({
      username: 'guest-42',
      userReferer: 'newsletter',
      reportUrl: `${ORIGIN}/api/published/${ID}/opened`,
    });
  });

  it('is nothing on the planner’s frame, another site’s scene, or without a proper name', () => {
    expect(visitorLinkOf(params({ username: null }), ORIGIN)).toBeNull();
    // The planner page's own frame passes the signed-in user with the private scene.
    expect(
      visitorLinkOf(params({ fileUrl: `${ORIGIN}/local/ann/p1/main/user-upload/hall.ply` }), ORIGIN),
    ).toBeNull();
    expect(
      visitorLinkOf(params({ fileUrl: `https://elsewhere.example/published/${ID}/hall.ply` }), ORIGIN),
    ).toBeNull();
    expect(visitorLinkOf(params({ fileUrl: null }), ORIGIN)).toBeNull();
    for (const username of ['', 'Your account is locked, call 555', 'x'.repeat(65), '<b>hi</b>'])
      expect(visitorLinkOf(params({ username }), ORIGIN), username).toBeNull();
    expect(visitorLinkOf(params({ userReferer: 'not a name' }), ORIGIN)?.userReferer).toBeUndefined();
  });
});

describe('reportOpen', () => {
  it('posts the names to the publication’s route, and only logs a refusal', async () => {
    const link = visitorLinkOf(params({ userReferer: 'newsletter' }), ORIGIN);
    if (!link) throw new Error('no link');
    const fetchFn = vi.fn(async () => new Response(null, { status: 204 }));
    expect(await reportOpen(link, fetchFn as unknown as typeof fetch)).toBe(true);
    expect(fetchFn).toHaveBeenCalledWith(`${ORIGIN}/api/published/${ID}/opened`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'guest-42', userReferer: 'newsletter' }),
      keepalive: true,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gone = vi.fn(async () => new Response('Not Found', { status: 404 }));
    expect(await reportOpen(link, gone as unknown as typeof fetch)).toBe(false);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await reportOpen(link, offline as unknown as typeof fetch)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('showVisitorLink', () => {
  it('says whom the link was shared with and that the owner sees it opened, and reports it once', () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchFn);
    const root = document.createElement('div');
    document.body.append(root);
    expect(showVisitorLink({ params: params(), ui: { root } }, ORIGIN)?.username).toBe('guest-42');
    const note = root.querySelector('[role="note"]');
    expect(note?.textContent).toContain('Shared with guest-42');
    expect(note?.textContent).toContain('The owner of this scene sees when this link is opened.');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    note?.querySelector('button')?.click();
    expect(root.querySelector('[role="note"]')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('leaves any other page as it is', () => {
    const fetchFn = vi.fn();
    vi.stubGlobal('fetch', fetchFn);
    const root = document.createElement('div');
    expect(showVisitorLink({ params: params({ username: null }), ui: { root } }, ORIGIN)).toBeNull();
    expect(root.children).toHaveLength(0);
    expect(fetchFn).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
