/**
 * Live editing (issue #28), `npm run bench live`: 10 browsers on one plan, each making 5 edits a
 * second for 60 s through the real store, S3 sync and live sync (fake-indexeddb for each browser's
 * database, the local stack for the API and S3). Reports the p95 time from an edit to its being applied
 * on every other screen (store write included on both ends), and at the end, after every browser's
 * final save and fetch, whether any edit was lost or any browser's modules differ byte for byte.
 *
 * The browsers are the project's owner and nine members invited as Editors, each signed up and
 * confirmed through the app's auth routes, each with its own token. The live server is the real local
 * server's /live endpoint (infra/local/live-endpoint.ts) on the bench's local stack: it verifies the
 * token, checks the role on connect and on every edit, and takes only the app's own Origin, which each
 * browser's socket sends. The API and S3 calls go to the app in process, as before (they need no live
 * server). LIVE_BENCH_SECONDS shortens the run.
 *
 * LIVE_BENCH_FAULTS=1 adds the issue's faults: the last browser loses its channel for 30 s (from 10 s
 * in; it keeps editing, offline), and the local server restarts 25 s in (stopped, then started again
 * on the same port, so the channels reconnect). The check that matters then is the final one (nothing
 * lost, every browser identical); the latency figure includes the outages.
 */
import 'fake-indexeddb/auto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import WebSocket from 'ws';
import { createApp, createServices } from '#functions/app.ts';
import { createAwsClients } from '#functions/aws/clients.ts';
import { projectConnections } from '#functions/live/connections.ts';
import { freePort } from '#infra/local/ports.ts';
import { startLocalServer } from '#infra/local/server.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { LIVE_PATH } from '#shared/live-protocol.ts';
import { encodeModule } from '#venue/codec.ts';
import { MODULE_NAMES, type ModuleName, type PlanningElement } from '#venue/documents.ts';
import { applyEntityEdits, type EntityEdit } from '#venue/field-lww.ts';
import { LiveChannel, type LiveSocket } from '#web/src/venue-data/live-channel.ts';
import { LiveSync } from '#web/src/venue-data/live-sync.ts';
import { ModuleSync } from '#web/src/venue-data/sync.ts';
import type { ModuleTransport } from '#web/src/venue-data/transport.ts';
import { type StoreChange, VenueStore } from '#web/src/venue-data/venue-store.ts';
import { jsonPoster, p95 } from './bench-kit.ts';

const CLIENTS = 10;
const EDITS_PER_SECOND = 5;
const SECONDS = Number(process.env.LIVE_BENCH_SECONDS ?? 60);
const ELEMENTS = 60;
const SCENE = 'main';
const P95_BUDGET_MS = 300;

const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-live-'));
const webRoot = join(dataDir, 'web');
mkdirSync(webRoot);
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
const port = await freePort();
/** The app's own origin: the only one the live endpoint takes a channel from. */
const origin = `http://localhost:${port}`;
const stack = await startLocalStack({ dataDir, appOrigins: [origin] });
/** The real local server, whose /live the browsers connect to (started again on the same port). */
const liveServer = () => startLocalServer({ config: stack.config, mailbox: stack.mailbox, port, webRoot });
const liveUrl = (projectId: string, token: string) =>
  `ws://127.0.0.1:${port}${LIVE_PATH}?${new URLSearchParams({ projectId, token })}`;
let server = await liveServer();
const FAULTS = process.env.LIVE_BENCH_FAULTS === '1';
const DROP_AT_S = 10;
const DROP_FOR_S = 30;
const RESTART_AT_S = 25;
try {
  const app = createApp(createServices(stack.config));
  const post = jsonPoster(app);
  const password = 'Bench!Passw0rd';
  /** A new account, signed up, confirmed with the mailed code and signed in: its name and token. */
  const signUp = async (n: number) => {
    const username = `live_${Date.now()}_${n}`;
    const email = `${username}@example.com`;
    await post('/api/auth/signup', { email, username, password });
    const code = stack.mailbox.list().find((m) => m.to === email)?.code;
    if (!code) throw new Error(`No code was mailed to ${email}`);
    await post('/api/auth/code', { username, code });
    const login = await post('/api/auth/login', { username, password });
    if (!login.Authorization) throw new Error(`Sign-in failed: ${JSON.stringify(login)}`);
    return { username, token: String(login.Authorization) };
  };
  const call = async (token: string, name: string, input: unknown, kind: 'query' | 'mutation') => {
    const response =
      kind === 'query'
        ? await app.request(
            `/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            {
              headers: { authorization: token },
            },
          )
        : await app.request(`/trpc/${name}`, {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: JSON.stringify(input),
          });
    const body = (await response.json()) as { result?: { data: never }; error?: unknown };
    if (!body.result) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
    return body.result.data;
  };
  // The owner and nine Editors. Each account makes an API call first, as the app does on sign-in.
  const users = [];
  for (let n = 0; n < CLIENTS; n++) users.push(await signUp(n));
  for (const user of users) await call(user.token, 'listProjects', undefined, 'query');
  const [owner, ...editors] = users as [(typeof users)[number], ...typeof users];
  const { projectId } = (await call(
    owner.token,
    'createProject',
    { name: 'Live bench', about: 'Live bench' },
    'mutation',
  )) as { projectId: string };
  for (const editor of editors)
    await call(
      owner.token,
      'inviteProjectMember',
      { projectId, who: editor.username, role: 'editor' },
      'mutation',
    );
  /** The module calls of a browser signed in with `token`. */
  const transportFor = (token: string): ModuleTransport => ({
    listModules: async () => {
      const { modules } = (await call(
        token,
        'listVenueSceneDataModules',
        { projectId, sceneId: SCENE },
        'query',
      )) as {
        modules: { module: ModuleName; etag: string }[];
      };
      return new Map(modules.map((m) => [m.module, m.etag]));
    },
    readUrls: (module) =>
      call(token, 'getVenueSceneDataModuleFileUrl', { projectId, sceneId: SCENE, module }, 'query'),
    uploadUrl: async (module, precondition) =>
      (
        (await call(
          token,
          'getVenueSceneDataModuleFileUploadUrl',
          { projectId, sceneId: SCENE, module, ...precondition },
          'mutation',
        )) as { url: string }
      ).url,
    fetch: (input, init) => fetch(input, init),
  });

  // The plan everyone starts from: one browser places the elements and saves.
  const seeder = await VenueStore.open({ venueId: projectId, sceneId: SCENE, indexedDB: new IDBFactory() });
  const seederSync = new ModuleSync(seeder, transportFor(owner.token));
  await seederSync.syncAllModules();
  const ids = Array.from({ length: ELEMENTS }, (_, i) => `el-${i}`);
  await seeder.writeMany(
    'planning',
    ids.map(
      (id, i): PlanningElement => ({ id, type: 'chair', name: `Chair ${i}`, position: { x: i, y: 0, z: 0 } }),
    ),
    [],
  );
  await seederSync.syncAllModules();
  const seedDocument = seeder.document('planning');
  seeder.close();

  // Each edit: its start, keyed by entity and clock; latencies per (edit, other screen).
  const started = new Map<string, number>();
  const latencies: number[] = [];
  /** The parts: the local write (in memory) before the edit goes out; out to applied elsewhere. */
  const localWrites: number[] = [];
  const sentAt = new Map<string, number>();
  const transit: number[] = [];
  const allEdits: EntityEdit[] = [];
  let syncErrors = 0;
  const syncErrorKinds = new Map<string, number>();
  const syncFailed = (_module: unknown, error: unknown) => {
    syncErrors++;
    const kind = String((error as Error)?.message ?? error).slice(0, 80);
    syncErrorKinds.set(kind, (syncErrorKinds.get(kind) ?? 0) + 1);
  };
  const key = (edit: EntityEdit) =>
    `${edit.id}@${edit.clock}@${edit.op === 'upsert' ? Object.keys(edit.fields).join() : 'x'}`;

  const clients = await Promise.all(
    users.map(async ({ token }, index) => {
      const store = await VenueStore.open({
        venueId: projectId,
        sceneId: SCENE,
        indexedDB: new IDBFactory(),
      });
      const sync = new ModuleSync(store, transportFor(token), { onError: syncFailed });
      // Ten browsers opening at once may race on the cloud's copies: a failed first round goes again.
      await sync.syncAllModules().catch(() => {
        syncErrors++;
        return sync.syncAllModules();
      });
      // The socket the channel holds, and whether this browser's network to the server is cut.
      const link = { socket: null as WebSocket | null, cut: false };
      const channel = new LiveChannel({
        url: () => liveUrl(projectId, token),
        createSocket: (url) => {
          // A cut network: the upgrade fails as a browser sees it (close 1006). A browser sends the
          // page's Origin with the upgrade; a Node socket must say it.
          link.socket = new WebSocket(link.cut ? 'ws://127.0.0.1:9/live' : url, { origin });
          return link.socket as unknown as LiveSocket;
        },
      });
      const live = new LiveSync({ store, sync, channel, sceneId: SCENE, onError: syncFailed });
      let pendingStart = 0;
      store.events.addEventListener('edits', (event) => {
        const change = (event as CustomEvent<StoreChange>).detail;
        if (change.local) {
          localWrites.push(performance.now() - pendingStart);
          for (const edit of change.edits) {
            started.set(key(edit), pendingStart);
            sentAt.set(key(edit), performance.now());
            allEdits.push(edit);
          }
        } else {
          const now = performance.now();
          for (const edit of change.edits) {
            const t0 = started.get(key(edit));
            if (t0 !== undefined) latencies.push(now - t0);
            const sent = sentAt.get(key(edit));
            if (sent !== undefined) transit.push(now - sent);
          }
        }
      });
      channel.connect();
      return {
        index,
        store,
        sync,
        channel,
        live,
        link,
        async edit(n: number) {
          const id = ids[(index * 7 + n * 13) % ids.length] as string;
          pendingStart = performance.now();
          const r = (n * 7919 + index * 104_729) % 1000;
          const changes: Partial<PlanningElement> =
            n % 3 === 0
              ? { name: `Chair ${id} by ${index}.${n}` }
              : { position: { x: r / 10, y: 0, z: (index + n) % 17 }, rotation: { x: 0, y: r / 100, z: 0 } };
          await store.update('planning', id, changes);
          sync.scheduleSync('planning');
        },
      };
    }),
  );
  const waitFor = async (what: string, done: () => boolean | Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await done())) {
      if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await waitFor('every channel to be live', () => clients.every((c) => c.channel.status === 'live'));

  console.log(`${CLIENTS} browsers, ${EDITS_PER_SECOND} edits/s each, ${SECONDS} s, ${ELEMENTS} elements`);
  const t0 = performance.now();
  const faults: Promise<void>[] = [];
  if (FAULTS) {
    const dropped = clients[CLIENTS - 1];
    const at = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const say = (what: string) => console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${what}`);
    faults.push(
      (async () => {
        await at(DROP_AT_S);
        if (!dropped) return;
        dropped.link.cut = true;
        dropped.link.socket?.terminate();
        say(`browser ${dropped.index} lost its channel`);
        await at(DROP_FOR_S);
        dropped.link.cut = false;
        dropped.channel.reconnectNow();
        say(`browser ${dropped.index} back`);
      })(),
      (async () => {
        await at(RESTART_AT_S);
        await server.stop();
        server = await liveServer();
        say('local server (live endpoint) restarted');
      })(),
    );
  }
  await Promise.all(
    clients.map(async (client) => {
      const total = SECONDS * EDITS_PER_SECOND;
      for (let n = 0; n < total; n++) {
        const due = t0 + (n * 1000) / EDITS_PER_SECOND + client.index * 20;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await client.edit(n);
      }
    }),
  );
  const editing = performance.now() - t0;
  await Promise.all(faults);
  await waitFor(
    'every channel to be live again',
    () => clients.every((c) => c.channel.status === 'live'),
    60_000,
  );
  const expected = CLIENTS * SECONDS * EDITS_PER_SECOND * (CLIENTS - 1);
  await waitFor(
    'every edit to reach every screen',
    () => latencies.length >= expected,
    FAULTS ? 3_000 : 30_000,
  ).catch(() => {});
  await Promise.all(clients.map((c) => c.live.settled()));

  // The final save: every browser uploads what it has (merging), then everyone fetches the result.
  for (const client of clients) await client.sync.syncAllModules().catch(() => syncErrors++);
  for (const client of clients) await client.sync.syncAllModules().catch(() => syncErrors++);

  const reference = encodeModule(applyEntityEdits(seedDocument, allEdits));
  const lost = clients.filter(
    (c) => !Buffer.from(encodeModule(c.store.document('planning'))).equals(reference),
  );
  const diverged = MODULE_NAMES.filter((module) => {
    const first = Buffer.from(
      encodeModule(
        clients[0]?.store.document(module) ?? { module, version: 1, timestamp: 0, items: [], tombstones: [] },
      ),
    );
    return clients.some((c) => !Buffer.from(encodeModule(c.store.document(module))).equals(first));
  });
  const p = p95(latencies);
  console.log(`edits made                    ${allEdits.length} in ${(editing / 1000).toFixed(1)} s`);
  console.log(
    `applied on other screens      ${latencies.length} of ${expected}${latencies.length < expected ? ' (MISSING)' : ''}`,
  );
  console.log(
    `edit → other screens p95      ${p.toFixed(0)} ms (budget ${P95_BUDGET_MS} ms), max ${Math.max(...latencies).toFixed(0)} ms`,
  );
  console.log(
    `  of which: local write p95 ${p95(localWrites).toFixed(0)} ms, sent → applied elsewhere p95 ${p95(transit).toFixed(0)} ms`,
  );
  console.log(`sync errors (retried)         ${syncErrors}`);
  for (const [kind, count] of syncErrorKinds) console.log(`  ${count} × ${kind}`);
  console.log(
    `browsers missing edits        ${lost.length} of ${CLIENTS} (planning module vs all edits applied in order)`,
  );
  console.log(
    `modules differing             ${diverged.length ? diverged.join(', ') : 'none: every browser byte-identical'}`,
  );
  for (const client of clients) {
    client.live.dispose();
    client.channel.dispose();
    client.sync.dispose();
    client.store.close();
  }
  // The server's $disconnects finish before the stack stops (they remove the connections from the table).
  const live = { ddb: createAwsClients(stack.config).ddb, liveTableName: String(stack.config.liveTableName) };
  await waitFor(
    'the server to drop every connection',
    async () => (await projectConnections(live, projectId)).length === 0,
  ).catch((error) => console.warn(String(error)));
  const latencyMissed = !FAULTS && (p > P95_BUDGET_MS || latencies.length < expected);
  if (latencyMissed || lost.length || diverged.length) process.exitCode = 1;
} finally {
  await server.stop();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
