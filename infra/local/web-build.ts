/**
 * Builds the SPA and the viewer pages when their dist folder is missing or older than one of the files
 * the previous build was made from (its own module graph, build-inputs.ts), so `npm start` always
 * serves fresh code.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { staleReason } from './build-inputs.ts';
import { VIEWER_TEST_MODE, type ViewerBuild, viewerOutDir } from './viewer-builds.ts';

function build(repoRoot: string, config: string, what: string, reason: string, extra: string[] = []) {
  console.log(`Building ${what} (${reason}) ...`);
  const vite = join(repoRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--config', config, '--logLevel', 'warn', ...extra], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Building ${what} failed`);
}

export function ensureWebBuilt(repoRoot: string): void {
  const reason = staleReason(join(repoRoot, 'web', 'dist'));
  if (reason) build(repoRoot, 'infra/build/web.vite.config.ts', 'the web app', reason);
  ensureViewerBuilt(repoRoot, 'production');
}

/**
 * The viewer pages, served at the site's root beside the SPA: the production build (viewer/dist) or
 * the test build with its test hook (viewer/dist-test). Returns the build's folder.
 */
export function ensureViewerBuilt(repoRoot: string, which: ViewerBuild): string {
  const outDir = join(repoRoot, 'viewer', viewerOutDir(which));
  const reason = staleReason(outDir);
  const mode = which === 'test' ? ['--mode', VIEWER_TEST_MODE] : [];
  if (reason)
    build(repoRoot, 'infra/build/viewer.vite.config.ts', `the viewer pages (${which} build)`, reason, mode);
  return outDir;
}
