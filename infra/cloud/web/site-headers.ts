/**
 * What the site answers besides its files: the Content-Security-Policy of the app and of the viewer
 * pages, and the SPA routing rule. Plain data and code so the tests (and, if wanted, the local server)
 * can use exactly what CloudFront is configured with.
 */

/** Origins of the content bucket: presigned GET/PUT URLs point there (virtual-hosted style). */
export function bucketOrigins(bucketName: string, region: string, urlSuffix = 'amazonaws.com'): string[] {
  return [`https://${bucketName}.s3.${region}.${urlSuffix}`, `https://${bucketName}.s3.${urlSuffix}`];
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The SPA: its own scripts only; images, video and uploads from the bucket's presigned URLs; pdf.js
 * compiles WebAssembly and runs a worker; it frames the viewer pages of its own origin.
 */
export function appCsp(buckets: string[]): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...buckets],
    'media-src': ["'self'", 'blob:', ...buckets],
    'connect-src': ["'self'", ...buckets],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/**
 * The viewer pages: sorting runs in blob: workers with WebAssembly ('wasm-unsafe-eval'), scenes are
 * fetched from presigned bucket URLs, data:/blob: URLs and /published/; snapshots are data:/blob:
 * images. Published scenes are embedded on other sites, so any page may frame them.
 */
export function viewerCsp(buckets: string[]): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...buckets],
    'media-src': ["'self'", 'blob:', ...buckets],
    'connect-src': ["'self'", 'data:', 'blob:', ...buckets],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ['*'],
  });
}

/**
 * Cross-origin isolation for the viewer pages and their scripts (SharedArrayBuffer for the sorter),
 * the same values the viewer's own dev server sends (viewer/vite.config.ts).
 */
export const VIEWER_ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'credentialless',
} as const;

/**
 * CloudFront Function (viewer request) of the default behaviour: an app route — no file extension —
 * gets the SPA's index.html; a file (a viewer page, an asset) keeps its own answer, 404 included. The
 * same rule as the local server (infra/local/server.ts). API and publication paths have their own
 * behaviours and never reach it.
 */
export const SPA_ROUTING_FUNCTION = `function handler(event) {
  var request = event.request;
  if (!/\\.[a-z0-9]+$/i.test(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}
`;
