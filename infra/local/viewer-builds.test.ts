/**
 * The test hook (window.__atriumViewer) is in the viewer's test build, which the end-to-end stack and
 * the benchmark serve, and not in the production build that is deployed: both built here from the
 * real viewer config, in memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown, resolveConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { VIEWER_TEST_MODE } from './viewer-builds.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const configFile = join(repoRoot, 'infra', 'build', 'viewer.vite.config.ts');
const scratch = mkdtempSync(join(tmpdir(), 'atrium-viewer-builds-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const HOOK_MODULE = join(repoRoot, 'viewer', 'src', 'app', 'test-hook.ts');

/** The viewer pages' chunks as `vite build --mode <mode>` makes them, kept in memory. */
async function viewerChunks(mode: string): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile,
    mode,
    logLevel: 'silent',
    // Elsewhere than viewer/dist*, so that the real builds and their input lists are left alone.
    build: { outDir: join(scratch, mode), write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
}

const hasHook = (chunks: Rolldown.OutputChunk[]) =>
  chunks.some((c) => c.code.includes('__atriumViewer') || c.moduleIds.includes(HOOK_MODULE));

describe('the viewer test hook', () => {
  it('is left out of the production build', { timeout: 180_000 }, async () => {
    const chunks = await viewerChunks('production');
    expect(chunks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['splat-viewer', 'webgl-splat-viewer', 'viewer-thumbnail']),
    );
    expect(hasHook(chunks)).toBe(false);
  });

  it('is in the test build, which goes to viewer/dist-test', { timeout: 180_000 }, async () => {
    expect(hasHook(await viewerChunks(VIEWER_TEST_MODE))).toBe(true);
    const testConfig = await resolveConfig(
      { configFile, mode: VIEWER_TEST_MODE, logLevel: 'silent' },
      'build',
    );
    const productionConfig = await resolveConfig({ configFile, logLevel: 'silent' }, 'build');
    expect(resolve(testConfig.root, testConfig.build.outDir)).toBe(join(repoRoot, 'viewer', 'dist-test'));
    expect(resolve(productionConfig.root, productionConfig.build.outDir)).toBe(
      join(repoRoot, 'viewer', 'dist'),
    );
  });
});
