import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalApp } from '../../infra/local/server.ts';
import { config, mailbox } from './harness.ts';

function builtWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'atrium-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Atrium</title><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("app")');
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
