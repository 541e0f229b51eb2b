/**
 * What the HTTP benchmarks share: the local stack and server on a free port in a temporary folder,
 * a JSON POST helper, and a signed-up, confirmed, logged-in user.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '#infra/local/ports.ts';
import { startLocalServer } from '#infra/local/server.ts';
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

export async function startBenchServer(name: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `atrium-bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stack = await startLocalStack({ dataDir, appOrigins: [base] });
  const server = await startLocalServer({
    config: stack.config,
    mailbox: stack.mailbox,
    port,
    webRoot: join(repoRoot, 'web', 'dist'),
  });
  return {
    base,
    stack,
    async stop() {
      server.close();
      server.closeAllConnections?.();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
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
