/**
 * `npm start` as a process manager runs it: the whole stack in a child process. It must listen on
 * loopback only and answer no other web origin (docs/architecture.md), and a SIGTERM must stop the build
 * workers it started, whose tasks the next start marks failed instead of leaving them building forever;
 * no worker's work folder outlives it, at the latest past the next start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/ports.ts';
import { isLoopback, isRunning, listeningSockets, processTree } from './listening-sockets.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-start-'));
const pidDir = mkdtempSync(join(tmpdir(), 'atrium-worker-pids-'));
const PASSWORD = 'Str0ng!Passw0rd';
const EVIL_ORIGIN = 'http://evil.example';
const STARTUP_MS = 150_000;

/**
 * A stand-in build worker that fills its work folder with 30 MB (as the frames of a video do), runs
 * until killed, and starts a child of its own, as ffmpeg would be.
 */
const SLEEPING_WORKER = [
  'sh',
  '-c',
  [
    '[ -n "$ATRIUM_WORK_DIR" ] || { echo "the worker was given no work folder" >&2; exit 1; }',
    'head -c 30000000 /dev/zero > "$ATRIUM_WORK_DIR/frames.bin"',
    'echo "$ATRIUM_WORK_DIR" > "$ATRIUM_TEST_PID_DIR/workdir"',
    'echo $$ > "$ATRIUM_TEST_PID_DIR/worker.tmp" && mv "$ATRIUM_TEST_PID_DIR/worker.tmp" "$ATRIUM_TEST_PID_DIR/worker"',
    'sleep 600 & echo $! > "$ATRIUM_TEST_PID_DIR/child.tmp" && mv "$ATRIUM_TEST_PID_DIR/child.tmp" "$ATRIUM_TEST_PID_DIR/child"',
    'wait',
  ].join('; '),
];

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const running = new Set<ChildProcess>();

async function startStack(port: number, cognitoPort: number): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', join(repoRoot, 'infra/local/start.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        ATRIUM_COGNITO_PORT: String(cognitoPort),
        ATRIUM_DATA_DIR: dataDir,
        ATRIUM_SKIP_WEB_BUILD: '1',
        ATRIUM_WORKER_COMMAND: JSON.stringify(SLEEPING_WORKER),
        ATRIUM_TEST_PID_DIR: pidDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await waitUntil('the stack to start', STARTUP_MS, () => {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    return output.includes('Atrium is running at');
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitUntil(what: string, timeoutMs: number, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function stopWithSigterm(started: Started): Promise<void> {
  const exited = new Promise<void>((r) => started.child.once('exit', () => r()));
  started.child.kill('SIGTERM');
  await exited;
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signUp(url: string): Promise<{ username: string; token: string }> {
  const username = `starter_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  expect((await post(`${url}/api/auth/signup`, { email, username, password: PASSWORD })).status).toBe(200);
  const mail = (await (await fetch(`${url}/__local/mail`)).json()) as { to: string; code?: string }[];
  const code = mail.find((m) => m.to === email)?.code;
  expect((await post(`${url}/api/auth/code`, { username, code })).status).toBe(200);
  return { username, token: await logIn(url, username) };
}

async function logIn(url: string, username: string): Promise<string> {
  const login = await post(`${url}/api/auth/login`, { username, password: PASSWORD });
  expect(login.status).toBe(200);
  return String(login.body.Authorization);
}

async function buildTask(url: string, token: string, propertyId: string) {
  const input = encodeURIComponent(JSON.stringify({ propertyId }));
  const response = await fetch(`${url}/trpc/getBuildTaskState?input=${input}`, {
    headers: { authorization: token },
  });
  const body = (await response.json()) as {
    result?: { data: { buildState: string; failureReason?: string } };
  };
  return body.result?.data;
}

function pidFrom(name: string): number | null {
  const file = join(pidDir, name);
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : null;
}

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const name of ['worker', 'child']) {
    const pid = pidFrom(name);
    if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pidDir, { recursive: true, force: true });
});

describe('npm start', () => {
  let port = 0;
  let cognitoPort = 0;
  let first: Started;
  let user: { username: string; token: string };
  let propertyId = '';

  it(
    'listens on loopback only, with every service of the stack',
    async () => {
      [port, cognitoPort] = [await freePort(), await freePort()];
      first = await startStack(port, cognitoPort);
      const pid = first.child.pid as number;
      // DynamoDB Local, s3rver, the Cognito emulator and the app: four services, maybe more sockets.
      let sockets = listeningSockets(processTree(pid));
      await waitUntil('four listening services', 10_000, () => {
        sockets = listeningSockets(processTree(pid));
        return new Set(sockets.map((s) => s.port)).size >= 4;
      });
      expect(sockets.map((s) => s.port)).toEqual(expect.arrayContaining([port, cognitoPort]));
      const exposed = sockets.filter((s) => !isLoopback(s.address));
      expect(exposed, 'sockets listening beyond loopback').toEqual([]);
    },
    STARTUP_MS + 20_000,
  );

  it('lets no other web origin call any of its services', async () => {
    const ports = [...new Set(listeningSockets(processTree(first.child.pid as number)).map((s) => s.port))];
    for (const servicePort of ports) {
      for (const method of ['OPTIONS', 'POST', 'GET']) {
        const response = await fetch(`http://127.0.0.1:${servicePort}/`, {
          method,
          headers: {
            origin: EVIL_ORIGIN,
            'access-control-request-method': 'POST',
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        await response.arrayBuffer();
        const allowed = response.headers.get('access-control-allow-origin');
        expect([EVIL_ORIGIN, '*'], `${method} :${servicePort} allows ${allowed}`).not.toContain(allowed);
      }
    }
  });

  it(
    'stops the build workers it started on SIGTERM, and the next start marks their task interrupted',
    async () => {
      user = await signUp(first.url);
      const created = await post(
        `${first.url}/trpc/createProperty`,
        { street: '1 Signal St', city: 'Austin', state: 'TX', zip: '1' },
        user.token,
      );
      propertyId = String((created.body.result as { data: { propertyId: string } }).data.propertyId);
      const task = await post(
        `${first.url}/trpc/createNewTask`,
        {
          propertyId,
          sourceFiles: [
            {
              source: 'local/x/y/media/1/hall.mp4',
              sourceName: 'hall.mp4',
              sourceStore: 'local-disk',
              sourceFileType: 'mp4',
            },
          ],
        },
        user.token,
      );
      expect(task.status).toBe(200);
      await waitUntil(
        'the worker to start',
        30_000,
        () => pidFrom('worker') !== null && pidFrom('child') !== null,
      );
      const [workerPid, workerChildPid] = [pidFrom('worker') as number, pidFrom('child') as number];
      expect(isRunning(workerPid) && isRunning(workerChildPid)).toBe(true);
      const workDir = readFileSync(join(pidDir, 'workdir'), 'utf8').trim();
      expect(statSync(join(workDir, 'frames.bin')).size).toBe(30_000_000);

      await stopWithSigterm(first);
      await waitUntil(
        'the worker to stop',
        10_000,
        () => !isRunning(workerPid) && !isRunning(workerChildPid),
      );
      // The worker's work folder went with it.
      expect(existsSync(workDir)).toBe(false);

      // What a run killed outright (SIGKILL: nothing could clean up) leaves behind.
      const leftover = join(dataDir, 'builds', 'build-killed');
      mkdirSync(leftover, { recursive: true });
      writeFileSync(join(leftover, 'frames.bin'), Buffer.alloc(30_000_000));

      const second = await startStack(port, cognitoPort);
      expect(readdirSync(join(dataDir, 'builds'))).toEqual([]);
      expect(second.output()).toContain('1 interrupted build folder(s) removed.');
      const token = await logIn(second.url, user.username);
      expect(await buildTask(second.url, token, propertyId)).toMatchObject({
        buildState: 'failed',
        failureReason: 'The build was interrupted.',
      });
      await stopWithSigterm(second);
    },
    2 * STARTUP_MS + 60_000,
  );
});
