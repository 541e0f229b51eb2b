/**
 * The web build's freshness check follows the build's own module graph: a Vite build with the plugin
 * lists a module it imports from outside its folder (as the SPA imports functions/shared/products.ts),
 * and changing or removing that module makes the build stale.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type PluginOption, type UserConfig, type UserConfigExport } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INPUTS_FILE, buildInputs, staleReason } from './build-inputs.ts';

const root = mkdtempSync(join(tmpdir(), 'atrium-build-inputs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = join(root, 'app');
const shared = join(root, 'shared');
const dist = join(app, 'dist');

function write(path: string, text: string) {
  mkdirSync(resolve(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

/** As if the sources were written a while before the build. */
function sourcesWrittenEarlier() {
  const earlier = new Date(Date.now() - 3_600_000);
  for (const file of ['app/index.html', 'app/main.ts', 'shared/products.ts', 'shared/unused.ts'])
    utimesSync(join(root, file), earlier, earlier);
}

/** An edit: the file gets the current time. */
function touch(path: string) {
  const now = new Date();
  utimesSync(path, now, now);
}

async function buildFixture() {
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    plugins: [buildInputs()],
    build: { outDir: 'dist', emptyOutDir: true },
  });
}

describe('build inputs', () => {
  it('lists every module the build bundled, shared ones outside the app included', async () => {
    write(join(app, 'index.html'), '<!doctype html><script type="module" src="./main.ts"></script>');
    write(
      join(app, 'main.ts'),
      "import { PRODUCTS } from '../shared/products.ts';\nconsole.log(PRODUCTS);\n",
    );
    write(join(shared, 'products.ts'), "export const PRODUCTS = ['tour'];\n");
    write(join(shared, 'unused.ts'), 'export const UNUSED = 1;\n');
    await buildFixture();
    const { inputs } = JSON.parse(readFileSync(join(dist, BUILD_INPUTS_FILE), 'utf8')) as {
      inputs: string[];
    };
    const files = inputs.map((input) => resolve(dist, input));
    expect(files).toEqual(
      expect.arrayContaining([join(app, 'index.html'), join(app, 'main.ts'), join(shared, 'products.ts')]),
    );
    expect(files).not.toContain(join(shared, 'unused.ts'));
    expect(staleReason(dist)).toBeNull();
  });

  it('is stale when a bundled module changes, but not for a file the build does not use', async () => {
    sourcesWrittenEarlier();
    expect(staleReason(dist)).toBeNull();
    touch(join(shared, 'unused.ts'));
    expect(staleReason(dist)).toBeNull();
    touch(join(shared, 'products.ts'));
    expect(staleReason(dist)).toBe(`${join(shared, 'products.ts')} changed`);
    await buildFixture();
    expect(staleReason(dist)).toBeNull();
  });

  it('is stale when a bundled module is gone, or there is no build', () => {
    rmSync(join(shared, 'products.ts'));
    expect(staleReason(dist)).toBe(`${join(shared, 'products.ts')} is gone`);
    rmSync(dist, { recursive: true });
    expect(staleReason(dist)).toMatch(/no build/);
  });

  it('is written by the builds npm start checks: the web app and the viewer pages', async () => {
    for (const config of ['../build/web.vite.config.ts', '../build/viewer.vite.config.ts']) {
      const { default: exported } = (await import(config)) as { default: UserConfigExport };
      // The viewer's config is a function of the mode (its test build); the SPA's a plain object.
      const userConfig: UserConfig =
        typeof exported === 'function'
          ? await exported({ command: 'build', mode: 'production' })
          : await exported;
      const names = (userConfig.plugins ?? [])
        .flat(Number.POSITIVE_INFINITY as 1)
        .map((plugin: PluginOption) =>
          plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '',
        );
      expect(names, config).toContain('atrium-build-inputs');
    }
  });
});
