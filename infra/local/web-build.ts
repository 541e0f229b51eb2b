/**
 * Builds the SPA and the viewer pages when their dist folder is missing or older than their sources, so
 * `npm start` always serves fresh code.
 */
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

function build(repoRoot: string, config: string, what: string) {
  console.log(`Building ${what} ...`);
  const vite = join(repoRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--config', config, '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Building ${what} failed`);
}

export function ensureWebBuilt(repoRoot: string): void {
  const skip = new Set(['dist', 'node_modules']);
  const index = join(repoRoot, 'web', 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(join(repoRoot, 'web'), skip),
    statSync(join(repoRoot, 'functions', 'schemas.ts')).mtimeMs,
    // The app imports the viewer protocol (viewer/protocol).
    newestMtime(join(repoRoot, 'viewer', 'protocol'), skip),
  );
  if (!existsSync(index) || statSync(index).mtimeMs < sources)
    build(repoRoot, 'web/vite.config.ts', 'the web app');
  ensureViewerBuilt(repoRoot);
}

/** The viewer pages (viewer/dist), served at the site's root beside the SPA. */
export function ensureViewerBuilt(repoRoot: string): void {
  const page = join(repoRoot, 'viewer', 'dist', 'splat-viewer.html');
  const sources = newestMtime(join(repoRoot, 'viewer'), new Set(['dist', 'node_modules']));
  if (existsSync(page) && statSync(page).mtimeMs >= sources) return;
  build(repoRoot, 'viewer/vite.config.ts', 'the viewer pages');
}
