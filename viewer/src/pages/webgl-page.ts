/** /webgl-splat-viewer.html: phones and browsers without WebGPU (three + GaussianSplats3D on WebGL 2). */
import '../app/viewer.css';
import { installTestHook } from '../app/test-hook.ts';
import { ViewerApp } from '../app/viewer-app.ts';
import { WebGLSplatScene } from '../scene/webgl-scene.ts';

const app = new ViewerApp({ primary: async (host) => new WebGLSplatScene(host) });
// The end-to-end tests' hook: only in the test build (npm run build:viewer:test).
if (import.meta.env.VIEWER_TEST_HOOK) installTestHook(app, () => app.planner);
void app.start();
