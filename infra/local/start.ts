/**
 * `npm start`: the whole product on this machine at one URL. Starts the emulators, builds the SPA if
 * needed, serves app + API, and stops every child process on Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAwsClients } from '#functions/aws/clients.ts';
import { type AppConfig, annotationImagesFlag } from '#functions/config.ts';
import { dataContextOf } from '#functions/data/context.ts';
import { failInterruptedBuilds, removeInterruptedWork } from './interrupted-builds.ts';
import { startLocalServer } from './server.ts';
import { startLocalStack } from './stack.ts';
import { ensureViewerBuilt, ensureWebBuilt } from './web-build.ts';
import { WorkerProcesses } from './worker-processes.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/**
 * Google Drive: a real OAuth client when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, none
 * otherwise (the wizard says Drive is not configured). ATRIUM_FAKE_GOOGLE=1 (the end-to-end tests)
 * starts a fake of Google's OAuth and Drive APIs with a demo Drive instead.
 */
async function localGoogle(): Promise<{ config: Partial<AppConfig>; stop: () => Promise<void> }> {
  if (process.env.ATRIUM_FAKE_GOOGLE === '1') {
    const { startDemoGoogle } = await import('./google/demo-drive.ts');
    const fake = await startDemoGoogle();
    console.log(`  Fake Google APIs (ATRIUM_FAKE_GOOGLE=1): ${fake.rootUrl}`);
    return {
      config: {
        googleClientId: fake.options.clientId,
        googleClientSecret: fake.options.clientSecret,
        googleApiRoot: fake.rootUrl,
      },
      stop: () => fake.stop(),
    };
  }
  return {
    config: {
      googleClientId: process.env.GOOGLE_CLIENT_ID,
      googleClientSecret: process.env.GOOGLE_CLIENT_SECRET,
    },
    stop: async () => {},
  };
}

/**
 * ATRIUM_WORKER_COMMAND (a JSON array: program and arguments) replaces the build worker's command line,
 * for tests that need a worker that behaves in a known way; unset, the real worker runs.
 */
function workerCommand(): string[] | undefined {
  const text = process.env.ATRIUM_WORKER_COMMAND;
  if (!text) return undefined;
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((part) => typeof part === 'string'))
    throw new Error('ATRIUM_WORKER_COMMAND must be a JSON array of strings: ["program", "arg", ...]');
  return parsed;
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = resolve(process.env.ATRIUM_DATA_DIR ?? resolve(repoRoot, '.data'));
  const url = `http://localhost:${port}`;

  // Java for DynamoDB Local; ffmpeg and COLMAP for tour builds (frames and camera recovery).
  execFileSync(resolve(repoRoot, 'infra/local/system-deps.sh'), ['java', 'ffmpeg', 'colmap'], {
    stdio: 'inherit',
  });
  if (process.env.ATRIUM_SKIP_WEB_BUILD !== '1') ensureWebBuilt(repoRoot);
  // ATRIUM_VIEWER_TEST_HOOK=1 (the end-to-end tests): the viewer's test build, with window.__atriumViewer;
  // it is built here whenever it is stale, whatever ATRIUM_SKIP_WEB_BUILD says.
  const viewerRoot =
    process.env.ATRIUM_VIEWER_TEST_HOOK === '1'
      ? ensureViewerBuilt(repoRoot, 'test')
      : resolve(repoRoot, 'viewer', 'dist');

  const cognitoPort = Number(process.env.ATRIUM_COGNITO_PORT ?? port + 1);
  const stack = await startLocalStack({
    dataDir,
    appOrigins: [url, `http://127.0.0.1:${port}`],
    cognitoPort,
  });
  const google = await localGoogle();
  // Stop handlers first: from here on, a SIGTERM or Ctrl-C stops everything this process started.
  const workers = new WorkerProcesses();
  let server: Awaited<ReturnType<typeof startLocalServer>> | undefined;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Atrium ...');
    await server?.stop();
    await workers.stopAll();
    await google.stop();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // Builds a previous run started were stopped with it: they end failed instead of building forever.
  const interrupted = await failInterruptedBuilds(
    dataContextOf({ config: stack.config, clients: createAwsClients(stack.config) }),
  );
  if (interrupted > 0) console.log(`  ${interrupted} interrupted build(s) marked failed.`);
  // The workers' work folders live in the data folder; what an earlier run left there is removed.
  const workRoot = resolve(dataDir, 'builds');
  const leftovers = removeInterruptedWork(workRoot);
  if (leftovers > 0) console.log(`  ${leftovers} interrupted build folder(s) removed.`);

  const command = workerCommand();
  server = await startLocalServer({
    // Real Stripe when its keys are set; otherwise payments run in the local test mode.
    config: {
      ...stack.config,
      stripeSecretKey: process.env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
      // Annotation images: off unless ATRIUM_ANNOTATION_IMAGES=1 (spec venue-planner.md §9).
      annotationImages: annotationImagesFlag(process.env),
      ...google.config,
    },
    mailbox: stack.mailbox,
    port,
    webRoot: resolve(repoRoot, 'web', 'dist'),
    viewerRoot,
    repoRoot,
    worker: { processes: workers, workRoot, ...(command ? { command } : {}) },
  });

  console.log(`\nAtrium is running at ${url}`);
  console.log(
    `  Local mailbox (sign-up and reset codes): ${url}/__local/mailbox  (JSON: ${url}/__local/mail)`,
  );
  console.log(`  Data folder: ${dataDir}`);
  console.log('  Press Ctrl-C to stop.\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
