/**
 * End-to-end tests: Debian's Chromium (Playwright's own browser download cannot work here) against
 * the real local stack started by the same code as `npm start`, on its own port and a fresh data folder.
 */
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags for Chromium on a machine with no network beyond loopback: nothing phones home. */
export const quietChromium = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** WebGL 2 and WebGPU on SwiftShader; adding --disable-gpu or --disable-vulkan-surface breaks WebGPU presentation. */
export const viewerGpuFlags = [
  '--enable-unsafe-swiftshader',
  '--enable-unsafe-webgpu',
  '--enable-features=Vulkan',
  '--use-vulkan=swiftshader',
  '--use-angle=vulkan',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../.tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../.tmp/reports/playwright.json' }]],
  use: {
    baseURL,
    actionTimeout: 10_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // One project per browser set-up: the app's screens need no GPU; the viewer pages (tests/e2e/viewer/)
  // need WebGL/WebGPU on SwiftShader and bring their own flags.
  projects: [
    {
      name: 'app',
      testIgnore: 'viewer/**',
      use: {
        launchOptions: {
          executablePath: chromiumPath,
          args: [...quietChromium, '--disable-gpu'],
        },
      },
    },
    {
      // The viewer pages on SwiftShader: WebGL 2 through ANGLE on Vulkan, and a WebGPU device that can
      // present to a canvas (only with exactly these flags and Chromium's own SwiftShader Vulkan driver).
      name: 'viewer',
      testMatch: 'viewer/**/*.spec.ts',
      timeout: 120_000,
      use: {
        viewport: { width: 800, height: 600 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [...quietChromium, ...viewerGpuFlags],
          env: { ...process.env, VK_ICD_FILENAMES: '/usr/lib/chromium/vk_swiftshader_icd.json' },
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf .tmp/e2e-data-${port} && node --openssl-legacy-provider --import tsx infra/local/start.ts`,
    cwd: '../..',
    url: `${baseURL}/__local/mail`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Tour builds in tests train briefly: the test checks the pipeline runs end to end, not quality.
    env: {
      PORT: String(port),
      ATRIUM_DATA_DIR: `.tmp/e2e-data-${port}`,
      ATRIUM_SKIP_WEB_BUILD: '1',
      // The viewer's test build (viewer/dist-test), with the window.__atriumViewer hook the specs read.
      ATRIUM_VIEWER_TEST_HOOK: '1',
      ATRIUM_BUILD_ITERATIONS: '300',
      // Google Drive against a fake of Google's OAuth and Drive APIs with a demo Drive (infra/local/google/).
      ATRIUM_FAKE_GOOGLE: '1',
      // Annotation images are behind an environment flag (default off); the planner tests use them.
      ATRIUM_ANNOTATION_IMAGES: '1',
    },
    stdout: 'pipe',
  },
});
