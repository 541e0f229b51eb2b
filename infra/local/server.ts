/**
 * The local Node adapter: the same HTTP app as the Lambda, plus what CloudFront does in AWS (serve
 * the built SPA with its fallback to index.html, the asset catalogue) and the local-only mailbox under /__local.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { createApp, createServices } from '#functions/app.ts';
import type { AppConfig } from '#functions/config.ts';
import type { DataContext } from '#functions/data/context.ts';
import type { Mailbox } from '#functions/mail/mailbox.ts';
import { LIVE_PATH } from '#shared/live-protocol.ts';
import { CATALOGUE_DIR, CATALOGUE_URL_PATH } from '../assets/catalogue-paths.ts';
import { BUILD_INPUTS_FILE } from './build-inputs.ts';
import { attachLiveEndpoint, type LiveSockets, liveSockets } from './live-endpoint.ts';
import { mailboxPage } from './mailbox-page.ts';
import { localBuildLauncher } from './pipeline-runner.ts';
import { publicationRoutes } from './publications.ts';
import { securityHeaders } from './security-headers.ts';
import type { WorkerProcesses } from './worker-processes.ts';

export interface LocalServerOptions {
  config: AppConfig;
  mailbox: Mailbox;
  port: number;
  /** Folder of the built SPA (web/dist). */
  webRoot: string;
  /** Starts build tasks with the local pipeline runner; absent: tasks are recorded but not run. */
  repoRoot?: string;
  /** Folder of the built viewer pages (viewer/dist), served at the site's root like the SPA's files. */
  viewerRoot?: string;
  /**
   * The build worker's command line (default: the real worker), where running workers are kept, and
   * the folder their work folders go in.
   */
  worker?: { command?: string[]; processes?: WorkerProcesses; workRoot?: string };
  /** The live channel's open sockets: the API closes a removed member's (startLocalServer makes them). */
  live?: LiveSockets;
}

/**
 * A request refused for its size (413) leaves its body unread, so Node cannot reuse the connection and
 * drops it: the answer says so (`Connection: close`) and Node closes it after the answer, instead of
 * promising keep-alive and failing the client's next request on it.
 */
function closeAfterRefusedBody(c: Context) {
  if (c.res.status === 413) c.res.headers.set('Connection', 'close');
}

export function createLocalApp({
  config,
  mailbox,
  webRoot,
  viewerRoot,
  repoRoot,
  worker,
  live,
}: Omit<LocalServerOptions, 'port'>) {
  const root = new Hono();
  // Presigned URLs point at s3rver here: its origin stands for the bucket's in the policies.
  const addSecurityHeaders = securityHeaders(config.s3Endpoint ? [new URL(config.s3Endpoint).origin] : []);
  // What the edge does to every answer, in one middleware (each one costs every request an await).
  root.use('*', async (c, next) => {
    await next();
    closeAfterRefusedBody(c);
    addSecurityHeaders(c);
  });
  root.get('/__local/mail', (c) => c.json(mailbox.list()));
  root.get('/__local/mailbox', (c) => c.html(mailboxPage(mailbox.list())));
  // The live channel is a WebSocket (live-endpoint.ts): a plain request for its path is told so.
  root.get(LIVE_PATH, (c) => c.text('The live channel is a WebSocket', 426, { Upgrade: 'websocket' }));
  const launcher = repoRoot
    ? (data: DataContext) =>
        localBuildLauncher({
          repoRoot,
          config,
          data,
          ...(worker?.command ? { workerCommand: worker.command } : {}),
          ...(worker?.processes ? { workers: worker.processes } : {}),
          ...(worker?.workRoot ? { workRoot: worker.workRoot } : {}),
        })
    : undefined;
  const services = createServices(config, launcher);
  const liveTableName = config.liveTableName;
  root.route(
    '/',
    createApp(
      live && liveTableName
        ? { ...services, live: { live: { ddb: services.clients.ddb, liveTableName }, poster: live.poster } }
        : services,
    ),
  );
  root.route('/published', publicationRoutes(config));

  // Each build's list of its source files (build-inputs.ts) is for npm start, not for the site.
  root.get(`/${BUILD_INPUTS_FILE}`, (c) => c.notFound());
  // The built-in asset catalogue straight from its committed folder, so a fresh clone serves it without
  // rebuilding the web app (the web build copies the same folder into web/dist for the deployed site).
  root.use(
    `${CATALOGUE_URL_PATH}/*`,
    serveStatic({ root: CATALOGUE_DIR, rewriteRequestPath: (path) => path.slice(CATALOGUE_URL_PATH.length) }),
  );
  if (viewerRoot && existsSync(viewerRoot)) root.use('/*', serveStatic({ root: viewerRoot }));
  root.use('/*', serveStatic({ root: webRoot }));
  // SPA fallback: a route like /property/…/view3d is the app's, a missing file (with an extension) is a 404.
  root.get('*', async (c) => {
    const path = c.req.path;
    if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('/__local/')) return c.notFound();
    const index = join(webRoot, 'index.html');
    if (!existsSync(index)) return c.text('The web app is not built: run `npm run build:web`.', 503);
    return c.html(await readFile(index, 'utf8'));
  });
  return root;
}

/** The running local server. */
export interface LocalServer {
  server: Server;
  /**
   * Stops taking connections; the requests still being answered get up to `graceMs` to finish (a load
   * generator's last requests can outlive its run), then every connection is closed.
   */
  stop(graceMs?: number): Promise<void>;
}

export function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const sockets = options.config.liveTableName ? liveSockets() : undefined;
  const app = createLocalApp({ ...options, ...(sockets ? { live: sockets } : {}) });
  let running = 0;
  let onIdle: (() => void) | undefined;
  const fetch: typeof app.fetch = async (request, ...rest) => {
    running++;
    try {
      return await app.fetch(request, ...rest);
    } finally {
      running--;
      if (running === 0) onIdle?.();
    }
  };
  const idle = (graceMs: number) =>
    new Promise<void>((done) => {
      if (running === 0 || graceMs <= 0) return done();
      const timer = setTimeout(done, graceMs);
      onIdle = () => {
        clearTimeout(timer);
        done();
      };
    });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: options.port, hostname: '127.0.0.1' }, () =>
      resolve({
        server,
        async stop(graceMs = 0) {
          await live?.close();
          server.close();
          server.closeIdleConnections();
          await idle(graceMs);
          server.closeAllConnections();
        },
      }),
    ) as Server;
    // The live channel on the same port, for pages of the app's own origin (both names of loopback).
    const port = options.port;
    const live = sockets
      ? attachLiveEndpoint(
          server,
          options.config,
          [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
          sockets,
        )
      : undefined;
    server.once('error', reject);
  });
}
