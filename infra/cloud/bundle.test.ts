/**
 * The API Lambda bundle keeps to its size budget, leaves payments and Drive to lazy chunks, carries
 * zod's English messages only, and loads: these guard the cold start that issue #17 measured
 * (bench/lambda-bundle.ts prints the figures).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BundleOutput, bundleLambdaAsync, outputsByLoad } from './bundle.ts';

/**
 * What a cold start reads (the entry and the chunks it imports statically): 702 KiB after issue #17,
 * with room for ordinary growth; the goal is at most 1 MiB.
 */
const MAIN_BUDGET_BYTES = 750 * 1024;

/** Packages only the rarely used routes need: payments (Stripe) and Google Drive. */
const LAZY_PACKAGES = ['stripe', '@googleapis/drive', 'google-auth-library', '@aws-sdk/client-sesv2'];

const lambdaEnv = {
  ...process.env,
  ATRIUM_TABLE_NAME: 't',
  ATRIUM_BUCKET_NAME: 'b',
  ATRIUM_USER_POOL_ID: 'us-east-1_x',
  ATRIUM_USER_POOL_CLIENT_ID: 'c',
};

/** The packages whose code is in these files (a nested copy counts under its own name). */
function packagesIn(outputs: BundleOutput[]): Set<string> {
  const names = new Set<string>();
  for (const output of outputs)
    for (const path of Object.keys(output.inputs)) {
      const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
      if (match?.[1]) names.add(match[1]);
    }
  return names;
}

describe('the API Lambda bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'atrium-bundle-test-'));
  let outfile: string;
  let metafile: Metafile;
  let main: BundleOutput[];
  let lazy: BundleOutput[];
  beforeAll(async () => {
    ({ outfile, metafile } = await bundleLambdaAsync('api', outDir));
    ({ main, lazy } = outputsByLoad(metafile, outfile));
  }, 120_000);

  it('reads at most its budget at cold start, and none of Stripe, the Google clients or SES', () => {
    const mainBytes = main.reduce((sum, o) => sum + statSync(o.path).size, 0);
    expect(mainBytes).toBeLessThanOrEqual(MAIN_BUDGET_BYTES);
    const eager = packagesIn(main);
    expect(LAZY_PACKAGES.filter((name) => eager.has(name))).toEqual([]);
    // They are still deployed, in chunks imported on first use.
    const deferred = packagesIn(lazy);
    expect(LAZY_PACKAGES.filter((name) => deferred.has(name))).toEqual(LAZY_PACKAGES);
  });

  it('writes every chunk next to the entry, where the entry imports them from', () => {
    const written = readdirSync(join(outDir, 'chunks')).sort();
    const chunks = [...main, ...lazy]
      .map((o) => o.path)
      .filter((path) => path !== outfile)
      .map((path) => path.slice(join(outDir, 'chunks').length + 1))
      .sort();
    expect(chunks.length).toBeGreaterThan(1);
    expect(written).toEqual(chunks);
  });

  it('holds English zod messages only, and only the parts of zod the server uses', () => {
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    const locales = inputs.filter((path) => /zod\/v4\/locales\/[a-zA-Z-]+\.js$/.test(path));
    expect(locales.map((path) => path.split('/').pop())).toEqual(['en.js']);
    // `import * as z from 'zod'` lets esbuild drop what is never called; `import { z }` keeps all of
    // zod (the namespace object), JSON Schema import and the JIT compiler included (~95 KiB more).
    const unused = inputs.filter((path) =>
      /zod\/v4\/(classic\/from-json-schema|core\/compile)\.js$/.test(path),
    );
    expect(unused).toEqual([]);
  });

  it('imports, and so does every lazy chunk', () => {
    // Each chunk must evaluate as ESM on its own (the require shim, its imports of shared chunks).
    const probe = join(outDir, 'probe.mjs');
    const lazyFiles = lazy.map((o) => o.path);
    writeFileSync(
      probe,
      `const m = await import(${JSON.stringify(outfile)});
       for (const file of ${JSON.stringify(lazyFiles)}) await import(file);
       console.log(typeof m.handler, ${lazyFiles.length});`,
    );
    expect(execFileSync(process.execPath, [probe], { env: lambdaEnv }).toString().trim()).toBe(
      `function ${lazyFiles.length}`,
    );
  }, 60_000);

  it('answers a signed Stripe webhook through the Stripe chunk it loads on first use', () => {
    // An API Gateway (HTTP API) event for POST /api/pay/webhook, signed the way Stripe signs, handled
    // by the bundled handler: only a working Stripe SDK verifies it (a broken one answers 400 or 500).
    const probe = join(outDir, 'webhook-probe.mjs');
    writeFileSync(
      probe,
      `import { createHmac } from 'node:crypto';
       const { handler } = await import(${JSON.stringify(outfile)});
       const payload = JSON.stringify({ id: 'evt_bundle', object: 'event', type: 'customer.created', data: { object: {} } });
       const t = Math.floor(Date.now() / 1000);
       const v1 = createHmac('sha256', process.env.STRIPE_WEBHOOK_SECRET).update(t + '.' + payload).digest('hex');
       const answer = await handler({
         version: '2.0', routeKey: '$default', rawPath: '/api/pay/webhook', rawQueryString: '',
         headers: { 'content-type': 'application/json', 'stripe-signature': 't=' + t + ',v1=' + v1, host: 'api.example' },
         requestContext: { http: { method: 'POST', path: '/api/pay/webhook', protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'probe' }, domainName: 'api.example', requestId: 'r', stage: '$default' },
         body: payload, isBase64Encoded: false,
       }, { awsRequestId: 'r', functionName: 'api' });
       console.log(JSON.stringify({ status: answer.statusCode, body: JSON.parse(answer.body) }));`,
    );
    const env = { ...lambdaEnv, STRIPE_SECRET_KEY: 'sk_test_bundle', STRIPE_WEBHOOK_SECRET: 'whsec_bundle' };
    const answer = JSON.parse(execFileSync(process.execPath, [probe], { env }).toString().trim());
    expect(answer).toEqual({ status: 200, body: { received: true, handled: 'ignored' } });
  }, 60_000);
});
