/** Bundles the API Lambda exactly as the deploy does (infra/cloud/bundle.ts) and measures size and cold import. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleLambdaAsync } from '#infra/cloud/bundle.ts';

export async function measureLambdaBundle(_repoRoot: string) {
  const outDir = mkdtempSync(join(tmpdir(), 'atrium-lambda-'));
  // The same recipe the CDK stacks deploy (infra/cloud/bundle.ts), so the figures are the artefact's.
  const { outfile, metafile } = await bundleLambdaAsync('api', outDir);
  const bytes = statSync(outfile).size;
  const output = Object.values(metafile.outputs)[0];
  // Bytes each package contributes to the output (after minification), largest first.
  const perPackage = new Map<string, number>();
  for (const [path, input] of Object.entries(output?.inputs ?? {})) {
    const key = packageOf(path);
    perPackage.set(key, (perPackage.get(key) ?? 0) + input.bytesInOutput);
  }
  const modules = [...perPackage].sort((a, b) => b[1] - a[1]);

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
  return { bytes, modules, coldImportMsMedian: runs[2] ?? 0, coldImportMsMin: runs[0] ?? 0 };
}

/** `node_modules/@aws-sdk/client-s3/dist-es/x.js` → `@aws-sdk/client-s3`; own code → its top folder. */
function packageOf(path: string): string {
  const parts = path.split('node_modules/');
  const tail = parts[parts.length - 1] ?? path;
  if (parts.length === 1) return tail.split('/').slice(0, 2).join('/');
  const segments = tail.split('/');
  return segments[0]?.startsWith('@') ? segments.slice(0, 2).join('/') : (segments[0] ?? tail);
}

/** Prints the bundle's size, the 12 largest packages in it, and its cold import. */
export async function reportLambdaBundle(repoRoot: string) {
  const bundle = await measureLambdaBundle(repoRoot);
  console.log('\nLambda bundle (esbuild, minified ESM, node22)');
  console.log(
    `size                               ${(bundle.bytes / 1024).toFixed(0)} KiB (budget 1,024 KiB)`,
  );
  for (const [name, bytes] of bundle.modules.slice(0, 12)) {
    console.log(`  ${name.padEnd(40)} ${(bytes / 1024).toFixed(0).padStart(5)} KiB`);
  }
  console.log(
    `cold import                        median ${bundle.coldImportMsMedian.toFixed(0)} ms, best ${bundle.coldImportMsMin.toFixed(0)} ms (5 fresh processes)`,
  );
}
