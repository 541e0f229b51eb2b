/**
 * The one esbuild recipe for every Lambda: the API (functions/lambda.ts), the build pipeline's
 * steps (functions/pipeline/lambda.ts) and the live channel (functions/live/lambda.ts). The CDK stacks
 * call it through local bundling, so synthesis needs no Docker, and `bench/lambda-bundle.ts` calls it,
 * so the benchmark measures the deployed files.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** Entry files of the deployed functions, relative to the repository root. */
export const LAMBDA_ENTRIES = {
  api: 'functions/lambda.ts',
  pipeline: 'functions/pipeline/lambda.ts',
  live: 'functions/live/lambda.ts',
} as const;
export type LambdaName = keyof typeof LAMBDA_ENTRIES;

/**
 * zod's `z` namespace re-exports every locale (`export * as locales`), so esbuild keeps all of them
 * (~250 KiB). Only English is used; this swaps zod's locale index for one that exports `en` alone.
 */
const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /[\\/]locales[\\/]index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: resolve(REPO_ROOT, 'infra', 'cloud', 'zod-locales-en.js') }
        : undefined,
    );
  },
};

/**
 * esbuild options for one entry, written to `{outDir}/index.mjs` (ESM, Node 22, minified). Code
 * reached only through a dynamic `import()` (Stripe, the Google clients, the AWS SDK's rarely used
 * credential providers) goes to `{outDir}/chunks/*.mjs`, loaded on first use, not at cold start.
 */
function lambdaBuildOptions(name: LambdaName, outDir: string): BuildOptions {
  return {
    entryPoints: { index: resolve(REPO_ROOT, LAMBDA_ENTRIES[name]) },
    // The metafile names files relative to this folder, whatever the caller's working directory.
    absWorkingDir: REPO_ROOT,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    splitting: true,
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    // ESM builds of the AWS SDK and friends tree-shake better than their CommonJS ones.
    mainFields: ['module', 'main'],
    minify: true,
    logLevel: 'error',
    metafile: true,
    plugins: [zodEnglishOnly],
    // Bundled CommonJS dependencies call require(); give every output file (entry and chunks) one.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  };
}

/** Bundles one entry; answers the entry file's path and esbuild's metafile (bytes per input module). */
export async function bundleLambdaAsync(
  name: LambdaName,
  outDir: string,
): Promise<{ outfile: string; metafile: Metafile }> {
  const result = await build(lambdaBuildOptions(name, outDir));
  if (!result.metafile) throw new Error('esbuild returned no metafile');
  return { outfile: resolve(outDir, 'index.mjs'), metafile: result.metafile };
}

/** One output file of a bundle. */
export interface BundleOutput {
  /** Absolute path of the file. */
  path: string;
  bytes: number;
  /** Bytes each input module contributes to this file, after minification. */
  inputs: Record<string, { bytesInOutput: number }>;
}

/**
 * The bundle's files split by when they load: `main` is the entry and every chunk it imports
 * statically (all of it is read at cold start); `lazy` is every chunk reached only by `import()`.
 */
export function outputsByLoad(
  metafile: Metafile,
  outfile: string,
): { main: BundleOutput[]; lazy: BundleOutput[] } {
  const all = new Map(
    Object.entries(metafile.outputs)
      .filter(([path]) => path.endsWith('.mjs'))
      .map(([path, output]) => [resolve(REPO_ROOT, path), output] as const),
  );
  const entry = resolve(outfile);
  const eager = new Set<string>();
  const visit = (path: string) => {
    if (eager.has(path) || !all.has(path)) return;
    eager.add(path);
    for (const imported of all.get(path)?.imports ?? [])
      if (imported.kind === 'import-statement') visit(resolve(REPO_ROOT, imported.path));
  };
  visit(entry);
  if (eager.size === 0) throw new Error(`${entry} is not an output of this bundle`);
  const of = (path: string): BundleOutput => {
    const output = all.get(path);
    return { path, bytes: output?.bytes ?? 0, inputs: output?.inputs ?? {} };
  };
  return {
    main: [...eager].map(of),
    lazy: [...all.keys()].filter((path) => !eager.has(path)).map(of),
  };
}

/**
 * The same bundle, synchronously, for CDK's local bundling (which cannot await). esbuild runs
 * plugins only in its async API, so this runs `bundle-cli.ts` in a child Node process.
 */
export function bundleLambda(name: LambdaName, outDir: string): string {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', resolve(REPO_ROOT, 'infra', 'cloud', 'bundle-cli.ts'), name, outDir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return resolve(outDir, 'index.mjs');
}

/**
 * Lambda code bundled on this machine at synthesis. The asset hash is the bundle's own, so a change
 * in any dependency redeploys and an unchanged bundle does not. The Docker image is never used: local
 * bundling always succeeds or throws.
 */
export function lambdaCode(name: LambdaName): Code {
  return Code.fromAsset(resolve(REPO_ROOT, 'functions'), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('unused-local-bundling-only'),
      // CDK caches staged assets by source path and bundling options (functions are not part of the
      // key): naming the entry keeps the API and pipeline bundles apart.
      environment: { ATRIUM_LAMBDA: name },
      local: {
        tryBundle(outputDir: string) {
          bundleLambda(name, outputDir);
          return true;
        },
      },
    },
  });
}
