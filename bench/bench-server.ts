/**
 * What the HTTP benchmarks share: the local stack and server on a free port in a temporary folder,
 * started only once every part answers, and stopped only once the requests still running have
 * finished; a JSON POST helper; and a signed-up, confirmed, logged-in user.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { createAwsClients } from '#functions/aws/clients.ts';
import type { AppConfig } from '#functions/config.ts';
import { freePort, waitFor } from '#infra/local/ports.ts';
import { type LocalServer, startLocalServer } from '#infra/local/server.ts';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** POSTs JSON; answers a tRPC result's data, or the plain JSON body of a REST route. */
export async function postJson(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const json = (await response.json()) as { result?: { data: unknown } } & Record<string, unknown>;
  return (json.result?.data ?? json) as Record<string, unknown>;
}

export interface BenchServer {
  base: string;
  stack: LocalStack;
  stop(): Promise<void>;
}

/**
 * Waits until what the benchmarks call answers through the same paths they use: the table (active)
 * through the app's own SDK client, the pool's JWKS (every token check needs it) and the app itself.
 */
async function waitUntilReady(config: AppConfig, base: string) {
  const { ddb } = createAwsClients(config);
  try {
    await waitFor('the bench stack', async () => {
      const table = await ddb.send(new DescribeTableCommand({ TableName: config.tableName }));
      if (table.Table?.TableStatus !== 'ACTIVE') return false;
      if (!(await fetch(config.jwksUri)).ok) return false;
      // No token: the app answers 401 without touching the stack, which shows it is listening.
      return (await fetch(`${base}/trpc/listProperties`)).status === 401;
    });
  } finally {
    ddb.destroy();
  }
}

export async function startBenchServer(name: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `atrium-bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stack = await startLocalStack({ dataDir, appOrigins: [base] });
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let server: LocalServer | undefined;
  try {
    server = await startLocalServer({
      config: stack.config,
      mailbox: stack.mailbox,
      port,
      webRoot: join(repoRoot, 'web', 'dist'),
    });
    await waitUntilReady(stack.config, base);
  } catch (error) {
    await server?.stop();
    await stack.stop();
    removeData();
    throw error;
  }
  const started = server;
  return {
    base,
    stack,
    async stop() {
      // No new connections; requests under way finish against a running stack, then it stops.
      await started.stop(10_000);
      await stack.stop();
      removeData();
    },
  };
}

/** A new confirmed user, signed in: answers its username and ID token. */
export async function benchUser(bench: BenchServer): Promise<{ username: string; token: string }> {
  const username = `bench_${Date.now()}`;
  const password = 'Bench!Passw0rd';
  await postJson(bench.base, '/api/auth/signup', { email: `${username}@example.com`, username, password });
  await postJson(bench.base, '/api/auth/code', { username, code: bench.stack.mailbox.list()[0]?.code ?? '' });
  const token = String((await postJson(bench.base, '/api/auth/login', { username, password })).Authorization);
  return { username, token };
}

/**
 * A pause between two load windows, so that the connections of the last one have closed before the
 * next starts instead of being paid for by whichever side runs next.
 */
export async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 250));
}
