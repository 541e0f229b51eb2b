/**
 * The viewer pages, built as a multi-page app into viewer/dist and served at the site's root beside the
 * SPA (locally by infra/local/server.ts, in AWS by CloudFront). Their files go under /viewer-assets/ so
 * they never collide with the SPA's /assets/. `--mode e2e` makes the test build, with the test hook, in
 * viewer/dist-test (infra/local/viewer-builds.ts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VIEWER_ISOLATION_HEADERS } from '../cloud/web/site-headers.ts';
import { buildInputs } from '../local/build-inputs.ts';
import { viewerBuildOfMode, viewerOutDir } from '../local/viewer-builds.ts';

/** The viewer's folder: this config lives with the other build and run tooling in infra/. */
const root = fileURLToPath(new URL('../../viewer/', import.meta.url));
const page = (name: string) => fileURLToPath(new URL(`../../viewer/${name}.html`, import.meta.url));

export default defineConfig(({ mode }) => ({
  root,
  base: '/',
  plugins: [buildInputs()],
  // A constant, so that the production bundle drops the test hook (and its module) as dead code.
  define: { 'import.meta.env.VIEWER_TEST_HOOK': JSON.stringify(viewerBuildOfMode(mode) === 'test') },
  build: {
    outDir: viewerOutDir(viewerBuildOfMode(mode)),
    emptyOutDir: true,
    assetsDir: 'viewer-assets',
    target: 'es2022',
    // three's WebGPU build alone is ~1 MB before gzip.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: {
        'splat-viewer': page('splat-viewer'),
        'webgl-splat-viewer': page('webgl-splat-viewer'),
        'viewer-thumbnail': page('viewer-thumbnail'),
      },
    },
  },
  // Cross-origin isolation, as the site sends it (one source: infra/cloud/web/site-headers.ts).
  server: { headers: { ...VIEWER_ISOLATION_HEADERS } },
}));
