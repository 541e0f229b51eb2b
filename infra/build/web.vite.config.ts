import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { buildInputs } from '../local/build-inputs.ts';

/** The web app's folder: this config lives with the other build and run tooling in infra/. */
const root = fileURLToPath(new URL('../../web/', import.meta.url));

// The API is served on the same origin in production; in development the local server runs beside Vite.
const apiTarget = process.env.ATRIUM_API_URL ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(
    ['/trpc', '/api', '/__local', '/oauth'].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
  ),
  // The live channel (a WebSocket): the local server accepts only its own origin, which this says.
  '/live': {
    target: apiTarget,
    ws: true,
    changeOrigin: true,
    headers: { origin: new URL(apiTarget).origin },
  },
};

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), buildInputs()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'ui', test: /node_modules[\\/](@radix-ui|@floating-ui|lucide-react|react-toastify)/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
