/**
 * What the browser benchmarks (assets, planner, viewer) stand on: a static server like the local stack's
 * (the viewer's test build with its isolation headers, plus the files a bench maps in) and headless
 * Chromium with the viewer's GPU flags on SwiftShader.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { VIEWER_ISOLATION_HEADERS } from '#infra/cloud/web/site-headers.ts';
import { quietChromium, viewerGpuFlags } from '#tests/e2e/playwright.config.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.glb': 'model/gltf-binary',
  '.json': 'application/json',
};

/**
 * Serves `viewerDist` on a free local port; `benchFile` maps a request path to a file of the bench's own
 * (a scene, a catalogue file), or gives undefined to serve from the viewer build.
 */
export async function serveViewerBuild(
  viewerDist: string,
  benchFile: (path: string) => string | undefined,
): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const own = benchFile(path);
    const file = own ?? normalize(join(viewerDist, path));
    if (own === undefined && !file.startsWith(viewerDist)) return void res.writeHead(403).end();
    if (!existsSync(file) || statSync(file).isDirectory()) return void res.writeHead(404).end();
    const headers: Record<string, string | number> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
    };
    if (path.endsWith('.html')) Object.assign(headers, VIEWER_ISOLATION_HEADERS);
    res.writeHead(200, headers).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { server, origin: `http://localhost:${typeof address === 'object' && address ? address.port : 0}` };
}

/** Headless Chromium with the viewer's GPU flags, WebGPU and WebGL on SwiftShader. */
export function launchViewerChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...quietChromium, ...viewerGpuFlags],
    env: { ...process.env, VK_ICD_FILENAMES: '/usr/lib/chromium/vk_swiftshader_icd.json' } as Record<
      string,
      string
    >,
  });
}
