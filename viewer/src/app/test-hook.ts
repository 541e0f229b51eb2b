/**
 * `window.__atriumViewer`: what end-to-end tests and the benchmark read (state, renderer, splat count)
 * and ask for (an explicit render, a screenshot, a timed orbit). Nothing here is reachable by messages.
 * Only the viewer's test build has it (infra/local/viewer-builds.ts); the production pages do not.
 */
import type { CameraState, PlacedItemData, Vec3 } from '../../protocol/index.ts';
import { floorPlane } from '../planner/layouts/layout-items.ts';
import type { PlacedLabel } from '../planner/overlay.ts';
import { makeProjector } from '../planner/picking.ts';
import type { Planner } from '../planner/planner.ts';
import type { ViewerHost } from './viewer-host.ts';

interface ViewerTestHook {
  readonly state: string;
  readonly renderer: string | null;
  readonly splatCount: number;
  readonly lastError: string | null;
  readonly fellBack: boolean;
  /** The Files screen's context, from its messages. */
  readonly files: ViewerHost['files'];
  getCamera(): CameraState | null;
  /** Where a world point is on the canvas (CSS pixels from its top left), or null behind the camera. */
  project(point: Vec3): [number, number] | null;
  /** The planner's labels as drawn over the scene (text and canvas position). */
  labels(): readonly PlacedLabel[];
  /** The floor point under a canvas pixel (CSS pixels), or null above the horizon. */
  floorAt(x: number, y: number): Vec3 | null;
  /** A scene point on the floor plane in meters (the floor frame's u and v): what Align lines up. */
  floor2D(point: Vec3): [number, number] | null;
  /** The placed models as the planner holds them. */
  items(): readonly PlacedItemData[];
  /** Each zone's floor outline (scene points). */
  zones(): ReadonlyArray<{ id: string; name: string; boundary: Vec3[] }>;
  renderNow(): Promise<void>;
  screenshot(width?: number, height?: number): Promise<string | null>;
  /**
   * Orbits the camera a little every frame for `durationMs` and returns frames drawn per second (each
   * frame: the splats and the planner's overlay, both finished on the GPU).
   */
  measureFps(durationMs: number): Promise<number>;
  /** Mean milliseconds to draw the planner's overlay alone (finished on the GPU) over `frames` orbit steps. */
  measureOverlayMs(frames: number): number;
}

declare global {
  interface Window {
    __atriumViewer?: ViewerTestHook;
  }
}

export function installTestHook(app: ViewerHost, planner: () => Planner | null) {
  window.__atriumViewer = {
    get state() {
      return app.state;
    },
    get renderer() {
      return app.scene?.kind ?? null;
    },
    get splatCount() {
      return app.splatCount;
    },
    get lastError() {
      return app.lastError;
    },
    get fellBack() {
      return app.fellBack;
    },
    get files() {
      return app.files;
    },
    getCamera: () => app.scene?.getCamera() ?? null,
    project(point) {
      const scene = app.scene;
      if (!scene) return null;
      const view = {
        camera: scene.getCamera(),
        width: scene.canvas.clientWidth,
        height: scene.canvas.clientHeight,
      };
      return makeProjector(view).toScreen(point);
    },
    labels: () => planner()?.placedLabels() ?? [],
    floorAt: (x, y) => planner()?.pointer.pickAt(x, y, true) ?? null,
    floor2D(point) {
      const plan = planner();
      if (!plan) return null;
      const { x, y } = floorPlane(plan.frame).to2D(point);
      return [x, y];
    },
    items: () => planner()?.items.list() ?? [],
    zones: () =>
      (planner()?.store.list('segmentation') ?? []).map((zone) => ({
        id: zone.id,
        name: zone.name ?? '',
        boundary: (zone.geometry?.boundary ?? []).map((p): Vec3 => [p.x, p.y, p.z]),
      })),
    renderNow: async () => app.scene?.renderNow(),
    screenshot: async (width, height) => (app.scene ? app.scene.screenshot({ width, height }) : null),
    async measureFps(durationMs) {
      const scene = app.scene;
      if (!scene) return 0;
      const start = scene.getCamera();
      const [px, py, pz] = start.position;
      const [tx, , tz] = start.target;
      const radius = Math.hypot(px - tx, pz - tz);
      const angle0 = Math.atan2(pz - tz, px - tx);
      let frames = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < durationMs) {
        const a = angle0 + (frames + 1) * 0.02;
        scene.setCamera({ ...start, position: [tx + radius * Math.cos(a), py, tz + radius * Math.sin(a)] });
        await scene.renderNow();
        planner()?.renderOverlayNow();
        frames++;
      }
      const fps = frames / ((performance.now() - t0) / 1000);
      scene.setCamera(start);
      return fps;
    },
    measureOverlayMs(frames) {
      const scene = app.scene;
      const plan = planner();
      if (!scene || !plan) return 0;
      const start = scene.getCamera();
      const [px, py, pz] = start.position;
      const [tx, , tz] = start.target;
      const radius = Math.hypot(px - tx, pz - tz);
      const angle0 = Math.atan2(pz - tz, px - tx);
      const t0 = performance.now();
      for (let i = 1; i <= frames; i++) {
        const a = angle0 + i * 0.02;
        scene.setCamera({ ...start, position: [tx + radius * Math.cos(a), py, tz + radius * Math.sin(a)] });
        plan.renderOverlayNow();
      }
      const ms = (performance.now() - t0) / frames;
      scene.setCamera(start);
      return ms;
    },
  };
}
