/**
 * The one esbuild recipe for every Lambda: the API (functions/lambda.ts) and the build pipeline's
 * steps (functions/pipeline/lambda.ts). The CDK stacks call it through local bundling, so synthesis
 * needs no Docker, and `bench/lambda-bundle.ts` calls it, so the benchmark measures the deployed file.
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
} as const;
export type LambdaName = keyof typeof LAMBDA_ENTRIES;

/**
 * zod's `z` namespace re-exports every locale (`export * as locales`), so esbuild keeps all of them
 * (~250 KiB). Only English is used; this swaps zod's locale index for one that exports `en` alone.
 */
export const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /[\\/]locales[\\/]index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: resolve(REPO_ROOT, 'infra', 'cloud', 'zod-locales-en.js') }
        : undefined,
    );
  },
};

/** esbuild options for one entry, written to `{outDir}/index.mjs` (ESM, Node 22, minified). */
function lambdaBuildOptions(name: LambdaName, outDir: string): BuildOptions {
  return {
    entryPoints: [resolve(REPO_ROOT, LAMBDA_ENTRIES[name])],
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    // ESM builds of the AWS SDK and friends tree-shake better than their CommonJS ones.
    mainFields: ['module', 'main'],
    minify: true,
    outfile: resolve(outDir, 'index.mjs'),
    logLevel: 'error',
    metafile: true,
    plugins: [zodEnglishOnly],
    // Bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  };
}

/** Bundles one entry; answers the file's path and esbuild's metafile (bytes per input module). */
export async function bundleLambdaAsync(
  name: LambdaName,
  outDir: string,
): Promise<{ outfile: string; metafile: Metafile }> {
  const options = lambdaBuildOptions(name, outDir);
  const result = await build(options);
  if (!result.metafile) throw new Error('esbuild returned no metafile');
  return { outfile: options.outfile as string, metafile: result.metafile };
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
