/** Bundles the API Lambda exactly as the deploy does (infra/cloud/bundle.ts) and measures size and cold import. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type BundleOutput, bundleLambdaAsync, outputsByLoad } from '#infra/cloud/bundle.ts';
import { median } from './bench-kit.ts';

/** Fresh processes the cold import is timed in; the median is the figure. */
const COLD_IMPORT_RUNS = 7;

async function measureLambdaBundle(_repoRoot: string) {
  const outDir = mkdtempSync(join(tmpdir(), 'atrium-lambda-'));
  // The same recipe the CDK stacks deploy (infra/cloud/bundle.ts), so the figures are the artefact's.
  const { outfile, metafile } = await bundleLambdaAsync('api', outDir);
  const { main, lazy } = outputsByLoad(metafile, outfile);

  // Cold import: a fresh Node process importing the entry (and so every main chunk) with the Lambda's environment.
  const probe = join(outDir, 'probe.mjs');
  writeFileSync(
    probe,
    // Wall time is the figure; CPU time (user + system) is printed too, as it drifts less on a busy machine.
    `const t0 = performance.now(); const c0 = process.cpuUsage(); await import(${JSON.stringify(outfile)});
     const wall = performance.now() - t0; const cpu = process.cpuUsage(c0);
     console.log(wall, (cpu.user + cpu.system) / 1000);`,
  );
  const env = {
    ...process.env,
    ATRIUM_TABLE_NAME: 't',
    ATRIUM_BUCKET_NAME: 'b',
    ATRIUM_USER_POOL_ID: 'us-east-1_x',
    ATRIUM_USER_POOL_CLIENT_ID: 'c',
  };
  const runs = Array.from({ length: COLD_IMPORT_RUNS }, () =>
    execFileSync(process.execPath, [probe], { env, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
      .split(' ')
      .map(Number),
  );
  const wall = runs.map(([ms]) => ms ?? 0).sort((a, b) => a - b);
  const cpu = runs.map(([, ms]) => ms ?? 0).sort((a, b) => a - b);
  return {
    main: { bytes: total(main), files: main.length, packages: bytesPerPackage(main) },
    lazy: {
      bytes: total(lazy),
      chunks: lazy.map((o) => ({ name: basename(o.path), bytes: o.bytes })).sort((a, b) => b.bytes - a.bytes),
      packages: bytesPerPackage(lazy),
    },
    coldImportMsMedian: median(wall),
    coldImportMsMin: wall[0] ?? 0,
    coldImportCpuMsMedian: median(cpu),
  };
}

function total(outputs: BundleOutput[]): number {
  return outputs.reduce((sum, o) => sum + o.bytes, 0);
}

/** Bytes each package contributes to these files (after minification), largest first. */
function bytesPerPackage(outputs: BundleOutput[]): [string, number][] {
  const perPackage = new Map<string, number>();
  for (const output of outputs)
    for (const [path, input] of Object.entries(output.inputs)) {
      const key = packageOf(path);
      perPackage.set(key, (perPackage.get(key) ?? 0) + input.bytesInOutput);
    }
  return [...perPackage].sort((a, b) => b[1] - a[1]);
}

/** `node_modules/@aws-sdk/client-s3/dist-es/x.js` → `@aws-sdk/client-s3`; own code → its top folder. */
function packageOf(path: string): string {
  const parts = path.split('node_modules/');
  const tail = parts[parts.length - 1] ?? path;
  if (parts.length === 1) return tail.split('/').slice(0, 2).join('/');
  const segments = tail.split('/');
  return segments[0]?.startsWith('@') ? segments.slice(0, 2).join('/') : (segments[0] ?? tail);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(5)} KiB`;

/**
 * Prints the main chunk's size (what a cold start reads) and the 12 largest packages in it, the lazy
 * chunks (loaded on first use) with the packages they hold, and the cold import.
 */
export async function reportLambdaBundle(repoRoot: string) {
  const bundle = await measureLambdaBundle(repoRoot);
  console.log('\nLambda bundle (esbuild, minified ESM, node22, split into chunks)');
  console.log(
    `main (entry + static chunks)       ${kib(bundle.main.bytes)} in ${bundle.main.files} files (budget 1,024 KiB)`,
  );
  for (const [name, bytes] of bundle.main.packages.slice(0, 12)) {
    console.log(`  ${name.padEnd(40)} ${kib(bytes)}`);
  }
  console.log(
    `lazy chunks (on first use)         ${kib(bundle.lazy.bytes)} in ${bundle.lazy.chunks.length} files`,
  );
  for (const { name, bytes } of bundle.lazy.chunks.slice(0, 6)) {
    console.log(`  ${name.padEnd(40)} ${kib(bytes)}`);
  }
  console.log('  largest packages in lazy chunks:');
  for (const [name, bytes] of bundle.lazy.packages.slice(0, 8)) {
    console.log(`  ${name.padEnd(40)} ${kib(bytes)}`);
  }
  console.log(`total                              ${kib(bundle.main.bytes + bundle.lazy.bytes)}`);
  console.log(
    `cold import                        median ${bundle.coldImportMsMedian.toFixed(0)} ms, best ${bundle.coldImportMsMin.toFixed(0)} ms (${COLD_IMPORT_RUNS} fresh processes; goal ≤ 150 ms)`,
  );
  console.log(
    `cold import, CPU time              median ${bundle.coldImportCpuMsMedian.toFixed(0)} ms (user + system)`,
  );
}
