/**
 * What the site answers besides its files: the security headers of each kind of path (the app, the
 * viewer pages, the API, publications), with the Content-Security-Policy of the app and of the viewer
 * pages, and the SPA routing rule. The one source of both CloudFront's response-headers policies
 * (infra/cloud/stacks/web-stack.ts) and the local server's (infra/local/security-headers.ts), so the
 * local stack and the end-to-end tests run under the headers the deployed site sends.
 */

import { LIVE_PATH } from '#shared/live-protocol.ts';

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
 * compiles WebAssembly and runs a worker; it frames the viewer pages of its own origin. The live
 * channel is a WebSocket on the page's own origin (`/live`, routed by CloudFront in AWS): 'self'
 * allows ws:/wss: to that origin (CSP Level 3) and to no other, so no ws:/wss: source is listed.
 */
function appCsp(buckets: string[]): string {
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
function viewerCsp(buckets: string[]): string {
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
 * Cross-origin isolation for the viewer pages and their scripts (SharedArrayBuffer for the sorter):
 * COOP same-origin + COEP credentialless, so scene files from the bucket with CORS keep loading. The
 * viewer's own dev server sends them too (infra/build/viewer.vite.config.ts).
 */
export const VIEWER_ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'credentialless',
} as const;

/** The kinds of path, each with its own response-headers policy (CloudFront behaviours). */
export type HeaderPolicyName = 'app' | 'viewer' | 'api' | 'published';

/** One response-headers policy as data: CloudFront's policy and the local middleware are built from it. */
export interface HeaderPolicy {
  comment: string;
  csp?: string;
  frameOptions?: 'SAMEORIGIN';
  referrerPolicy?: 'strict-origin-when-cross-origin';
  custom: Record<string, string>;
  /** Readable from any web origin (publications are embedded and fetched from anywhere). */
  corsAnyOrigin?: { methods: string[] };
}

/** HSTS (every policy): two years, subdomains included. */
export const HSTS = { maxAgeSeconds: 730 * 24 * 60 * 60, includeSubdomains: true } as const;

export function headerPolicies(buckets: string[]): Record<HeaderPolicyName, HeaderPolicy> {
  const referrerPolicy = 'strict-origin-when-cross-origin' as const;
  return {
    app: {
      comment: 'Atrium SPA: HSTS, nosniff, CSP, same-origin framing',
      csp: appCsp(buckets),
      frameOptions: 'SAMEORIGIN',
      referrerPolicy,
      custom: {},
    },
    viewer: {
      comment: 'Atrium viewer pages: CSP for wasm and blob workers, cross-origin isolation',
      csp: viewerCsp(buckets),
      referrerPolicy,
      custom: { ...VIEWER_ISOLATION_HEADERS },
    },
    api: { comment: 'Atrium API: HSTS, nosniff', referrerPolicy, custom: {} },
    published: {
      comment: 'Atrium publications: HSTS, nosniff, readable from any origin',
      custom: {},
      corsAnyOrigin: { methods: ['GET', 'HEAD'] },
    },
  };
}

/** Which policy a path gets: the CloudFront behaviours' path patterns, in the same order. */
export function headerPolicyFor(path: string): HeaderPolicyName {
  if (/^\/(trpc|api|oauth)\//.test(path) || path === LIVE_PATH) return 'api';
  if (path.startsWith('/published/')) return 'published';
  if (path.startsWith('/viewer-assets/') || /^\/.*viewer.*\.html$/.test(path)) return 'viewer';
  return 'app';
}

/** The response headers a policy adds, as CloudFront writes them. */
export function policyHeaders(policy: HeaderPolicy): Record<string, string> {
  const headers: Record<string, string> = {
    'Strict-Transport-Security': `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}`,
    'X-Content-Type-Options': 'nosniff',
  };
  if (policy.frameOptions) headers['X-Frame-Options'] = policy.frameOptions;
  if (policy.referrerPolicy) headers['Referrer-Policy'] = policy.referrerPolicy;
  if (policy.csp) headers['Content-Security-Policy'] = policy.csp;
  if (policy.corsAnyOrigin) {
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Access-Control-Allow-Methods'] = policy.corsAnyOrigin.methods.join(', ');
  }
  return { ...headers, ...policy.custom };
}

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
