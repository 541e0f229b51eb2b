/**
 * `node --import tsx infra/cloud/bundle-cli.ts <api|pipeline> <outDir>`: bundles one Lambda with
 * esbuild's async API (the only one that runs plugins), for bundleLambda's synchronous callers.
 */
import { bundleLambdaAsync, LAMBDA_ENTRIES, type LambdaName } from './bundle.ts';

const [name, outDir] = process.argv.slice(2);
if (!name || !(name in LAMBDA_ENTRIES) || !outDir) {
  console.error('usage: bundle-cli.ts <api|pipeline> <outDir>');
  process.exit(2);
}
await bundleLambdaAsync(name as LambdaName, outDir);
