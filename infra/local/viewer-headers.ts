/**
 * Response headers of the viewer pages. Cross-origin isolation (COOP same-origin + COEP credentialless)
 * lets the WebGL page's sort worker share memory with the page (`sharedMemoryForWorkers`), which is
 * faster; without it the page still works, copying. `credentialless` rather than `require-corp`, so scene
 * files from S3/CloudFront with CORS keep loading. CloudFront sets the same headers for these paths.
 */
import type { MiddlewareHandler } from 'hono';

export const VIEWER_PAGE_PATHS = ['/splat-viewer.html', '/webgl-splat-viewer.html', '/viewer-thumbnail.html'];

export const VIEWER_PAGE_HEADERS: Record<string, string> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'credentialless',
};

export function viewerHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!VIEWER_PAGE_PATHS.includes(c.req.path)) return;
    for (const [name, value] of Object.entries(VIEWER_PAGE_HEADERS)) c.res.headers.set(name, value);
  };
}
