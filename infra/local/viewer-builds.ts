/**
 * The viewer pages' two builds. The production build (viewer/dist: deployed, served by `npm start`)
 * has no test hook; the test build (viewer/dist-test: served to the end-to-end tests and the benchmark)
 * adds `window.__atriumViewer` (viewer/src/app/test-hook.ts). Vite's mode tells them apart: the viewer's
 * Vite config turns it into `import.meta.env.VIEWER_TEST_HOOK`, and the production bundle drops the hook
 * as dead code.
 */

/** `vite build --mode e2e` (npm run build:viewer:test) makes the test build. */
export const VIEWER_TEST_MODE = 'e2e';

export type ViewerBuild = 'production' | 'test';

export function viewerBuildOfMode(mode: string): ViewerBuild {
  return mode === VIEWER_TEST_MODE ? 'test' : 'production';
}

/** The build's folder, relative to viewer/. */
export function viewerOutDir(build: ViewerBuild): string {
  return build === 'test' ? 'dist-test' : 'dist';
}
