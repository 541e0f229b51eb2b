/**
 * The site's files: the SPA (web/dist) and the viewer pages (viewer/dist), the very folders `npm start`
 * serves (infra/local/start.ts). Deploying needs both built; a fresh clone gets a clear message.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const SITE_PARTS = [
  { dir: 'web/dist', page: 'index.html', build: 'npm run build:web' },
  { dir: 'viewer/dist', page: 'splat-viewer.html', build: 'npm run build:viewer' },
] as const;

export function siteAssetDirs(repoRoot: string): string[] {
  const missing = SITE_PARTS.filter((part) => !existsSync(resolve(repoRoot, part.dir, part.page)));
  if (missing.length > 0) {
    const list = missing.map((part) => `  ${part.dir} (build it with: ${part.build})`).join('\n');
    throw new Error(`The site is not built, so there is nothing to deploy. Missing:\n${list}`);
  }
  return SITE_PARTS.map((part) => resolve(repoRoot, part.dir));
}
