/** Timings of the viewer frame and queries (product §4/§9, venue-planner §4/§9). */
export const VIEWER_QUERY_TIMEOUT_MS = 5000;
export const VIEWER_FRAME_POLL_MS = 1000;
export const VIEWER_PUSH_RETRIES = 3;
export const VIEWER_PUSH_RETRY_BASE_MS = 300;
/** localStorage prefix of viewer settings. */
export const SETTINGS_PREFIX = 'settings_';
/** Shown by the viewer pages when a scene cannot be loaded. */
export const VIEWER_LOAD_ERROR = 'Failed to load 3D model viewer';
/** What a visitor of a published link reads once the owner has unpublished the scene. */
export const TOUR_UNSHARED_TITLE = 'This tour is no longer shared';
export const TOUR_UNSHARED_DETAIL =
  'Its owner has stopped sharing this 3D tour. Ask them for a new link if you still need it.';
/** Shown by the app when the viewer page does not answer. */
export const VIEWER_API_MISSING = 'GS Viewer API not available';
/** The viewer pages, at the site's root. */
export const VIEWER_PAGES = {
  webgpu: '/splat-viewer.html',
  webgl: '/webgl-splat-viewer.html',
  thumbnail: '/viewer-thumbnail.html',
} as const;
