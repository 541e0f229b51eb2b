/**
 * Which viewer page to open (product §1, venue-planner §2), and its address: a WebGPU-capable desktop
 * gets /splat-viewer.html, a phone or a browser without WebGPU /webgl-splat-viewer.html. Every embed
 * (ViewerFrame: previews, the 3D tour, the planner) and every public link or embed snippet is built
 * here; the pages also fall back by themselves if the guess was wrong.
 */
import { encodeFileParam, isMobileDevice, VIEWER_PAGES } from '#protocol/index.ts';

/** What a viewer iframe may do: go fullscreen and use WebXR. */
export const VIEWER_FRAME_ALLOW = 'fullscreen; xr-spatial-tracking';

export interface ViewerCapabilities {
  hasWebGPU: boolean;
  isMobile: boolean;
}

export function chooseViewerPage({ hasWebGPU, isMobile }: ViewerCapabilities): string {
  return hasWebGPU && !isMobile ? VIEWER_PAGES.webgpu : VIEWER_PAGES.webgl;
}

/** A quick answer from what the browser exposes (no adapter request). */
export function guessCapabilities(): ViewerCapabilities {
  return {
    hasWebGPU: typeof navigator !== 'undefined' && 'gpu' in navigator,
    isMobile: isMobileDevice(navigator),
  };
}

let adapterCheck: Promise<boolean> | null = null;
/** Whether a WebGPU adapter is actually granted (asked once per page load). */
export function detectCapabilities(): Promise<ViewerCapabilities> {
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  adapterCheck ??= gpu
    ? gpu.requestAdapter().then(
        (a) => a !== null,
        () => false,
      )
    : Promise.resolve(false);
  return adapterCheck.then((hasWebGPU) => ({ hasWebGPU, isMobile: isMobileDevice(navigator) }));
}

export interface ViewerUrlOptions {
  /** URL or storage path of the scene; sent base64-encoded as the `file` parameter. */
  fileUrl?: string;
  /** URL or site path of a glTF model, for the hidden thumbnail/preview page (its `gltf` parameter). */
  gltf?: string;
  camera?: boolean;
  picking?: boolean;
  username?: string;
  userReferer?: string;
  venue?: boolean;
  tools?: boolean;
  /** Extra viewer settings, stored by the viewer as `settings_*`; they never replace a parameter above. */
  settings?: Record<string, string | number | boolean> | undefined;
}

/** The address of a viewer page (a site path, or an absolute URL for links shared outside the app). */
export function viewerUrl(page: string, options: ViewerUrlOptions = {}): string {
  const query = new URLSearchParams();
  if (options.fileUrl) query.set('file', encodeFileParam(options.fileUrl));
  if (options.gltf) query.set('gltf', options.gltf);
  if (options.camera) query.set('camera', '1');
  if (options.picking) query.set('picking', 'true');
  if (options.username) query.set('username', options.username);
  if (options.userReferer) query.set('userReferer', options.userReferer);
  if (options.venue) query.set('venue', 'true');
  if (options.tools) query.set('tools', 'true');
  for (const [key, value] of Object.entries(options.settings ?? {}))
    if (!query.has(key)) query.set(key, String(value));
  const search = query.toString();
  return search ? `${page}?${search}` : page;
}
