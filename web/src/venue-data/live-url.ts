/**
 * Where the live channel of a project is (issue #28): the app's own origin at LIVE_PATH, which the
 * local server answers (and the dev server proxies). A deployment whose channel lives elsewhere (an
 * API Gateway WebSocket API) changes this one function.
 */
import { LIVE_PATH } from '#shared/live-protocol.ts';

export function liveChannelUrl(
  projectId: string,
  token: string | null,
  origin = globalThis.location.origin,
): string {
  const url = new URL(LIVE_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('projectId', projectId);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}
