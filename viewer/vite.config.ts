/**
 * The viewer pages, built as a multi-page app into viewer/dist and served at the site's root beside the
 * SPA (locally by infra/local/server.ts, in AWS by CloudFront). Their files go under /viewer-assets/ so
 * they never collide with the SPA's /assets/.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VIEWER_ISOLATION_HEADERS } from '#infra/cloud/web/site-headers.ts';
import { buildInputs } from '#infra/local/build-inputs.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const page = (name: string) => fileURLToPath(new URL(`./${name}.html`, import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [buildInputs()],
  build: {
    outDir: 'dist',
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
});
