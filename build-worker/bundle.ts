/**
 * The build worker as the GPU image runs it: one ESM bundle of the worker (its imports from functions/,
 * viewer/ and proto/ included, npm dependencies too), the trainer's thread beside it, and the GPU
 * trainer script. `bundleWorker(dir)` writes exactly what the image's /app holds (build-worker/Dockerfile
 * copies this folder and nothing else), so build-worker/bundle.test.ts can prove the image's contents run.
 *
 *   node --import tsx build-worker/bundle.ts <outDir>
 */
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { BUNDLED_THREAD } from './trainer/pool.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The image's entry point, relative to its /app: `node worker/main.mjs`. */
export const WORKER_ENTRY = 'worker/main.mjs';

export function bundleWorker(outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  buildSync({
    entryPoints: {
      'worker/main': join(HERE, 'worker', 'main.ts'),
      // pool.ts starts this file, beside the entry, as the trainer's worker threads.
      [`worker/${BUNDLED_THREAD.replace(/\.mjs$/, '')}`]: join(HERE, 'trainer', 'worker.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    mainFields: ['module', 'main'],
    logLevel: 'error',
    // Bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as atriumCreateRequire } from 'node:module'; const require = atriumCreateRequire(import.meta.url);",
    },
  });
  // The GPU trainer (gsplat-trainer.ts finds it at ../gpu/ from the worker's own file).
  mkdirSync(join(outDir, 'gpu'), { recursive: true });
  for (const file of readdirSync(join(HERE, 'gpu')).filter((name) => name.endsWith('.py')))
    cpSync(join(HERE, 'gpu', file), join(outDir, 'gpu', file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('Usage: node --import tsx build-worker/bundle.ts <outDir>');
  bundleWorker(resolve(outDir));
}
