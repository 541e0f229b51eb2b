/**
 * The one esbuild recipe for every Lambda: the API (functions/lambda.ts) and the build pipeline's
 * steps (functions/pipeline/lambda.ts). The CDK stacks call it through local bundling, so synthesis
 * needs no Docker, and `bench/lambda-bundle.ts` calls it, so the benchmark measures the deployed file.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** Entry files of the deployed functions, relative to the repository root. */
export const LAMBDA_ENTRIES = {
  api: 'functions/lambda.ts',
  pipeline: 'functions/pipeline/lambda.ts',
} as const;
export type LambdaName = keyof typeof LAMBDA_ENTRIES;

/** Bundles one entry into `{outDir}/index.mjs` (ESM, Node 22, minified); answers the file's path. */
export function bundleLambda(name: LambdaName, outDir: string): string {
  const outfile = resolve(outDir, 'index.mjs');
  buildSync({
    entryPoints: [resolve(REPO_ROOT, LAMBDA_ENTRIES[name])],
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    // ESM builds of the AWS SDK and friends tree-shake better than their CommonJS ones.
    mainFields: ['module', 'main'],
    minify: true,
    outfile,
    logLevel: 'error',
    // Bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
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
