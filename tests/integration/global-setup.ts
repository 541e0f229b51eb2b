/** Starts one local stack for the whole vitest run, in a fresh temporary data folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { AppConfig } from '#functions/config.ts';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    localConfig: AppConfig;
    mailboxFile: string;
  }
}

let stack: LocalStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'atrium-it-'));
  stack = await startLocalStack({ dataDir, appOrigins: ['http://localhost:3000'] });
  project.provide('localConfig', stack.config);
  project.provide('mailboxFile', join(dataDir, 'mail.json'));
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
