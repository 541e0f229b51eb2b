/**
 * /splat-viewer.html: desktops with WebGPU (three's GaussianSplat). Without WebGPU, or when the device is
 * lost, the page falls back by itself to the WebGL renderer (loaded only then).
 */
import '../app/viewer.css';
import { numberSetting, safeStorage } from '../app/params.ts';
import { installTestHook } from '../app/test-hook.ts';
import { ViewerApp } from '../app/viewer-app.ts';
import { WebGPUSplatScene } from '../scene/webgpu-scene.ts';

const watchdogMs = numberSetting(safeStorage(), 'gpuWatchdogMs', 15_000, 1000, 120_000);

const app = new ViewerApp({
  primary: (host) => WebGPUSplatScene.create(host, watchdogMs),
  fallback: {
    create: async (host) => new (await import('../scene/webgl-scene.ts')).WebGLSplatScene(host),
    note: 'WebGPU stopped working on this device, so the viewer switched to WebGL.',
    // WebGL right after a lost GPU device failed every time in our measurements; after 5 s it recovered.
    delayAfterLossMs: 5000,
  },
});
// The end-to-end tests' hook: only in the test build (npm run build:viewer:test).
if (import.meta.env.VIEWER_TEST_HOOK) installTestHook(app, () => app.planner);
void app.start();
