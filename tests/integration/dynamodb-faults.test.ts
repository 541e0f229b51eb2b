/**
 * DynamoDB Local failing under a running app: killed (the local stack restarts it, with the data it
 * had) and hung (SIGSTOP: calls give up after about 3 s). Meanwhile data calls answer 503 with a clear
 * message instead of 500, or instead of waiting as long as the database hangs. This file starts its
 * own local stack: the shared one of the other integration tests is never stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, createServices } from '#functions/app.ts';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';
import { DATA_UNAVAILABLE_MESSAGE } from '#shared/api-errors.ts';
import { dataOf, PASSWORD, sampleAddress, trpcAs } from './harness.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'atrium-ddb-faults-'));
let stack: LocalStack;
let services: ReturnType<typeof createServices>;
let app: ReturnType<typeof createApp>;
let token: string;
let propertyId: string;

async function post(target: typeof app, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await target.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  stack = await startLocalStack({ dataDir, appOrigins: ['http://localhost:3000'] });
  services = createServices(stack.config);
  app = createApp(services);
  const username = `faults_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  expect((await post(app, '/api/auth/signup', { email, username, password: PASSWORD })).status).toBe(200);
  const code = stack.mailbox.list().find((m) => m.to === email)?.code;
  expect((await post(app, '/api/auth/code', { username, code })).status).toBe(200);
  token = String((await post(app, '/api/auth/login', { username, password: PASSWORD })).body.Authorization);
  propertyId = dataOf<{ propertyId: string }>(
    await trpcAs(token, app).mutate('createProperty', sampleAddress),
  ).propertyId;
}, 120_000);

afterAll(async () => {
  const pid = stack?.dynamodb.pid;
  if (pid) process.kill(pid, 'SIGCONT');
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const unavailable = { status: 503, message: DATA_UNAVAILABLE_MESSAGE };

/** What a data call answers now: through the app that has served the user, and through a fresh one. */
async function dataCallsAnswer() {
  const fresh = createApp(services);
  const [known, unknown, rest] = await Promise.all([
    trpcAs(token, app).query('listProperties'),
    // A fresh process must read the account's binding first: the context, not the procedure, fails.
    trpcAs(token, fresh).query('getProperty', { propertyId }),
    // A REST route: its signed-in check reads the binding too.
    post(fresh, '/api/s3/delete', { fileKey: 'local/x/y/media/z/a.png' }, { authorization: token }),
  ]);
  return [
    { status: known.status, message: known.body.error?.message },
    { status: unknown.status, message: unknown.body.error?.message },
    { status: rest.status, message: rest.body.message },
  ];
}

describe('DynamoDB Local dies', () => {
  it('answers 503 while it is down, restarts it with its data, and says so in the log', async () => {
    const log = vi.spyOn(console, 'log');
    const before = stack.dynamodb.pid;
    if (!before) throw new Error('DynamoDB Local has no pid');
    process.kill(before, 'SIGKILL');

    expect(await dataCallsAnswer()).toEqual([unavailable, unavailable, unavailable]);

    await vi.waitFor(
      () => expect(log.mock.calls.flat().join('\n')).toMatch(/DynamoDB Local restarted \(restart 1\)/),
      { timeout: 90_000, interval: 250 },
    );
    expect(log.mock.calls.flat().join('\n')).toMatch(
      /DynamoDB Local stopped unexpectedly \(SIGKILL\); restarting it in \d+ ms/,
    );
    expect(stack.dynamodb.pid).not.toBe(before);
    // The same data folder: the property written before the crash is still there.
    const listed = dataOf<{ data: { propertyId: string }[] }>(
      await trpcAs(token, app).query('listProperties'),
    );
    expect(listed.data.map((p) => p.propertyId)).toEqual([propertyId]);
    log.mockRestore();
  }, 120_000);
});

describe('DynamoDB Local hangs', () => {
  it('gives up after about 3 s and answers 503, then works again when it resumes', async () => {
    const pid = stack.dynamodb.pid;
    if (!pid) throw new Error('DynamoDB Local has no pid');
    process.kill(pid, 'SIGSTOP');
    try {
      const started = Date.now();
      expect(await dataCallsAnswer()).toEqual([unavailable, unavailable, unavailable]);
      const waited = Date.now() - started;
      // Three attempts of 1 s each, and the SDK's short back-off between them.
      expect(waited).toBeGreaterThanOrEqual(2900);
      expect(waited).toBeLessThan(6000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const listed = dataOf<{ data: { propertyId: string }[] }>(
      await trpcAs(token, app).query('listProperties'),
    );
    expect(listed.data.map((p) => p.propertyId)).toEqual([propertyId]);
  }, 60_000);
});
