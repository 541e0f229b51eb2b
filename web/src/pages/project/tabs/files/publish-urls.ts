/**
 * The addresses the Publish dialog offers (spec product.md §2, "Viewer page query parameters"): the
 * public viewer page with `file` = base64 of the public file URL, optional venue tools, optional
 * current viewer settings, a username, and the embed snippet.
 */
import { encodeFileParam, SETTINGS_PREFIX, VIEWER_PAGES } from '#protocol/index.ts';

const EMBED_MIN_HEIGHT_PX = 600;

export interface PublicUrlOptions {
  origin: string;
  /** Site path of the published file, e.g. /published/{id}/{name}. */
  publishedPath: string;
  includeVenueTools: boolean;
  /** Viewer settings to carry over (keys without the 'settings_' prefix). */
  viewerSettings?: Record<string, string> | undefined;
  username?: string | undefined;
}

export function publicViewerUrl(options: PublicUrlOptions): string {
  const fileUrl = new URL(options.publishedPath, options.origin).href;
  const params = new URLSearchParams({ file: encodeFileParam(fileUrl) });
  if (options.includeVenueTools) {
    params.set('venue', 'true');
    params.set('tools', 'true');
  }
  for (const [key, value] of Object.entries(options.viewerSettings ?? {})) {
    if (!params.has(key)) params.set(key, value);
  }
  if (options.username) params.set('username', options.username);
  return `${options.origin}${VIEWER_PAGES.webgpu}?${params.toString()}`;
}

export function embedCode(url: string): string {
  const src = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${src}" width="100%" style="min-height: ${EMBED_MIN_HEIGHT_PX}px; border: 0;" allow="fullscreen; xr-spatial-tracking" allowfullscreen></iframe>`;
}

export function defaultPublicUsername(now = Date.now()): string {
  return `user-${now}`;
}

/** The viewer settings this browser keeps under 'settings_*' keys. */
export function currentViewerSettings(storage: Storage = window.localStorage): Record<string, string> {
  const settings: Record<string, string> = {};
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(SETTINGS_PREFIX)) continue;
    const value = storage.getItem(key);
    if (value !== null) settings[key.slice(SETTINGS_PREFIX.length)] = value;
  }
  return settings;
}
