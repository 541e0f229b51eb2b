/**
 * Which source files a Vite build was made from, so `npm start` knows when the build is stale. A build
 * writes `.build-inputs.json` into its output folder: every file in its module graph (the app's code, the
 * shared modules it imports from functions/, viewer/ and proto/, its dependencies, its config). The build
 * is stale when one of them changed after that list was written, or is gone: the check cannot drift
 * from what the bundle really contains.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const BUILD_INPUTS_FILE = '.build-inputs.json';

/** A module id as a file path: without Vite's query suffix; null for virtual modules. */
function fileOf(id: string): string | null {
  if (id.startsWith('\0') || id.startsWith('virtual:')) return null;
  const path = id.split('?')[0] ?? '';
  return isAbsolute(path) && existsSync(path) ? path : null;
}

/** The Vite plugin: writes the build's input list into its output folder (paths relative to it). */
export function buildInputs(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'atrium-build-inputs',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle() {
      if (!config) return;
      const outDir = resolve(config.root, config.build.outDir);
      const files = new Set<string>();
      for (const id of this.getModuleIds()) {
        const file = fileOf(id);
        if (file) files.add(file);
      }
      if (config.configFile) files.add(config.configFile);
      const inputs = [...files].map((file) => relative(outDir, file)).sort();
      // Written directly (not emitted): the list is not a file the site serves.
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, BUILD_INPUTS_FILE), JSON.stringify({ inputs }, null, 1));
    },
  };
}

/** Why the build in this folder must be redone, or null when it is up to date with its inputs. */
export function staleReason(outDir: string): string | null {
  const list = join(outDir, BUILD_INPUTS_FILE);
  if (!existsSync(list)) return 'no build (or one without its input list)';
  const builtAt = statSync(list).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(list, 'utf8')) as { inputs: string[] };
  for (const input of inputs) {
    const file = resolve(outDir, input);
    if (!existsSync(file)) return `${file} is gone`;
    if (statSync(file).mtimeMs > builtAt) return `${file} changed`;
  }
  return null;
}
