/** Builds the SPA when web/dist is missing or older than its sources, so `npm start` always serves fresh code. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string, skip: Set<string>): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path, skip) : statSync(path).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

export function ensureWebBuilt(repoRoot: string): void {
  const index = join(repoRoot, 'web', 'dist', 'index.html');
  const skip = new Set(['dist', 'node_modules']);
  const sources = Math.max(
    newestMtime(join(repoRoot, 'web'), skip),
    statSync(join(repoRoot, 'functions', 'schemas.ts')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the web app ...');
  const vite = join(repoRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the web app failed');
}
