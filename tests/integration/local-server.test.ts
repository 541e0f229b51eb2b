import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerPolicies, policyHeaders } from '#infra/cloud/web/site-headers.ts';
import { BUILD_INPUTS_FILE } from '#infra/local/build-inputs.ts';
import { freePort } from '#infra/local/ports.ts';
import { createLocalApp, type LocalServer, startLocalServer } from '#infra/local/server.ts';
import { normaliseCatalogue } from '#shared/asset-catalogue.ts';
import { config, mailbox } from './harness.ts';

function builtWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'atrium-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Atrium</title><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(root, BUILD_INPUTS_FILE), '{"inputs":["../src/main.tsx"]}');
  return root;
}

describe('local server (what CloudFront does in AWS, plus the mailbox)', () => {
  const app = createLocalApp({ config, mailbox, webRoot: builtWebRoot() });

  it('serves the SPA for app routes and its assets, and 404 for a missing asset', async () => {
    for (const path of ['/', '/property/abc/view3d', '/auth/login', '/no/such/page']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await app.request('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    // The build's list of its source files is npm start's, not the site's.
    expect((await app.request(`/${BUILD_INPUTS_FILE}`)).status).toBe(404);
  });

  it('serves the built-in asset catalogue: the JSON and its .glb models with their content types', async () => {
    const catalogue = await app.request('/catalogue/catalogue.json');
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('content-type')).toMatch(/^application\/json/);
    const assets = normaliseCatalogue(await catalogue.json());
    const table = assets.find((asset) => asset.name === 'Banquet Round Table 5 ft with Tablecloth');
    expect(table?.url).toBe('/catalogue/models/round-table-60in-linen.glb');

    const model = await app.request(table?.url ?? '');
    expect(model.status).toBe(200);
    expect(model.headers.get('content-type')).toBe('model/gltf-binary');
    const bytes = new Uint8Array(await model.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('glTF');
    expect((await app.request('/catalogue/models/no-such-model.glb')).status).toBe(404);
  });

  it('keeps the API answers its own: unknown API paths are JSON 404s, not the SPA', async () => {
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ name: 'NotFound' });
  });

  it('lists the mailbox newest first as JSON and as a page', async () => {
    mailbox.send({ to: 'first@example.com', subject: 'one', text: 'code 111111', code: '111111' });
    mailbox.send({ to: 'second@example.com', subject: 'two', text: 'code 222222', code: '222222' });
    const list = (await (await app.request('/__local/mail')).json()) as { to: string; sentAt: string }[];
    expect(list[0]?.to).toBe('second@example.com');
    expect(list.findIndex((m) => m.to === 'first@example.com')).toBeGreaterThan(0);
    expect(list[0]).toHaveProperty('sentAt');
    const page = await app.request('/__local/mailbox');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('222222');
  });
});

/** Raw HTTP/1.1 over one socket: everything the server writes until it closes the connection. */
function exchange(port: number, requests: string[]): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closedByServer = false;
    socket.on('data', (chunk) => {
      text += String(chunk);
    });
    socket.on('end', () => {
      closedByServer = true;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closedByServer }));
    for (const request of requests) socket.write(request);
    // A server that keeps the connection open: stop waiting once both answers could have come.
    setTimeout(() => socket.end(), 3000).unref();
  });
}

describe('local server security headers (what CloudFront adds in AWS)', () => {
  const viewerRoot = mkdtempSync(join(tmpdir(), 'atrium-viewer-'));
  writeFileSync(join(viewerRoot, 'splat-viewer.html'), '<!doctype html><title>Viewer</title>');
  const app = createLocalApp({ config, mailbox, webRoot: builtWebRoot(), viewerRoot });
  const expected = headerPolicies([new URL(config.s3Endpoint ?? '').origin]);

  it.each([
    ['/', 'app'],
    ['/property/abc/view3d', 'app'],
    ['/assets/app.js', 'app'],
    ['/splat-viewer.html', 'viewer'],
    ['/api/nothing-here', 'api'],
    ['/trpc/listProperties', 'api'],
  ] as const)('answers %s with the %s policy of site-headers.ts', async (path, name) => {
    const response = await app.request(path);
    const want = policyHeaders(expected[name]);
    expect(Object.keys(want).length).toBeGreaterThan(1);
    for (const [header, value] of Object.entries(want))
      expect(response.headers.get(header), header).toBe(value);
  });

  it('serves the app under its CSP, which allows the local bucket, and the viewer isolated', async () => {
    const page = await app.request('/');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`connect-src 'self' ${new URL(config.s3Endpoint ?? '').origin}`);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    const viewer = await app.request('/splat-viewer.html');
    expect(viewer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(viewer.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
    expect(viewer.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const api = await app.request('/api/nothing-here');
    expect(api.headers.get('content-security-policy')).toBeNull();
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('local server connections', () => {
  let local: LocalServer | undefined;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    local = await startLocalServer({ config, mailbox, port, webRoot: builtWebRoot() });
  });
  afterAll(() => local?.stop());

  it('closes the connection it announced closing after refusing a too-large body (413)', async () => {
    const body = 'x'.repeat(2 * 1024 * 1024);
    const { text, closedByServer } = await exchange(port, [
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    ]);
    const [head = '', answer] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).not.toContain('keep-alive');
    expect(JSON.parse(answer ?? '')).toEqual({
      name: 'PayloadTooLarge',
      message: 'Request body is too large',
    });
    expect(closedByServer).toBe(true);
  });

  it('refuses a too-large body sent in chunks, without a length to read from its headers (413)', async () => {
    const chunk = 'x'.repeat(2 * 1024 * 1024);
    const { text } = await exchange(port, [
      `POST /trpc/createProperty HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
    ]);
    const [head = '', answer] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(answer ?? '')).toEqual({
      name: 'PayloadTooLarge',
      message: 'Request body is too large',
    });
  });

  it('keeps an ordinary connection alive for the next request', async () => {
    const request = 'GET /api/nothing-here HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const { text } = await exchange(port, [request, request]);
    expect(text.match(/HTTP\/1\.1 404 /g)).toHaveLength(2);
  });
});
