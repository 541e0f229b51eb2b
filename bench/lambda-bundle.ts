/** Bundles the API Lambda exactly as the deploy does (infra/cloud/bundle.ts) and measures size and cold import. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleLambda } from '../infra/cloud/bundle.ts';

export async function measureLambdaBundle(_repoRoot: string) {
  const outDir = mkdtempSync(join(tmpdir(), 'atrium-lambda-'));
  // The same recipe the CDK stacks deploy (infra/cloud/bundle.ts), so the figures are the artefact's.
  const outfile = bundleLambda('api', outDir);
  const bytes = statSync(outfile).size;

  // Cold import: a fresh Node process importing the bundle with the Lambda's environment set.
  const probe = join(outDir, 'probe.mjs');
  writeFileSync(
    probe,
    `const t0 = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t0);`,
  );
  const env = {
    ...process.env,
    ATRIUM_TABLE_NAME: 't',
    ATRIUM_BUCKET_NAME: 'b',
    ATRIUM_USER_POOL_ID: 'us-east-1_x',
    ATRIUM_USER_POOL_CLIENT_ID: 'c',
  };
  const runs = Array.from({ length: 5 }, () =>
    Number(execFileSync(process.execPath, [probe], { env }).toString()),
  );
  runs.sort((a, b) => a - b);
  return { bytes, coldImportMsMedian: runs[2] ?? 0, coldImportMsMin: runs[0] ?? 0 };
}
