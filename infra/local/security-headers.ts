/**
 * What CloudFront adds to every answer of the deployed site, added by the local server too: the same
 * policies from the same source (infra/cloud/web/site-headers.ts), chosen by the same path patterns, so
 * `npm start` and the end-to-end tests run under the real Content-Security-Policy. Locally the content
 * bucket is s3rver, so its origin takes the bucket's place in the policies.
 */
import type { Context } from 'hono';
import {
  type HeaderPolicyName,
  headerPolicies,
  headerPolicyFor,
  policyHeaders,
} from '../cloud/web/site-headers.ts';

/** Adds its policy's headers to an answer, as CloudFront would on its way out. */
export function securityHeaders(bucketOrigins: string[]): (c: Context) => void {
  const policies = headerPolicies(bucketOrigins);
  const headers = Object.fromEntries(
    Object.entries(policies).map(([name, policy]) => [name, Object.entries(policyHeaders(policy))]),
  ) as Record<HeaderPolicyName, [string, string][]>;
  return (c) => {
    const add = headers[headerPolicyFor(c.req.path)];
    // Some answers (static files, proxied objects) carry immutable headers: copy into a new response.
    let response = c.res;
    try {
      for (const [name, value] of add) response.headers.set(name, value);
    } catch {
      response = new Response(response.body, response);
      for (const [name, value] of add) response.headers.set(name, value);
      c.res = response;
    }
  };
}
