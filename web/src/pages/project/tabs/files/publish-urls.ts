/**
 * The addresses the Publish dialog offers (spec product.md §2, "Viewer page query parameters"): the
 * public viewer page with `file` = base64 of the public file URL, optional venue tools, optional
 * current viewer settings, a username, and the embed snippet.
 */
import { SETTINGS_PREFIX, VIEWER_PAGES } from '#protocol/index.ts';
import { VIEWER_FRAME_ALLOW, viewerUrl } from '../../../../components/viewer/viewer-choice.ts';

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

/**
 * The visitor's browser is not known here, so the link opens the WebGPU page, which switches to WebGL
 * by itself where WebGPU is missing.
 */
export function publicViewerUrl(options: PublicUrlOptions): string {
  return viewerUrl(`${options.origin}${VIEWER_PAGES.webgpu}`, {
    fileUrl: new URL(options.publishedPath, options.origin).href,
    venue: options.includeVenueTools,
    tools: options.includeVenueTools,
    settings: options.viewerSettings,
    username: options.username,
  });
}

export function embedCode(url: string): string {
  const src = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${src}" width="100%" style="min-height: ${EMBED_MIN_HEIGHT_PX}px; border: 0;" allow="${VIEWER_FRAME_ALLOW}" allowfullscreen></iframe>`;
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
