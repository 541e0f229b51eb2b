/**
 * The WebGL2 renderer: three + @mkkellogg/gaussian-splats-3d. Facts that shape it: with
 * `sharedMemoryForWorkers` and no cross-origin isolation its sort worker throws and the load never settles
 * (so the flag follows `crossOriginIsolated`, and every load has a timeout); `gpuAcceleratedSort` draws
 * nothing on SwiftShader (so it is off).
 */
import { SceneFormat, SceneRevealMode, Viewer } from '@mkkellogg/gaussian-splats-3d';
import { Color, Vector3, WebGLRenderer } from 'three';
import type { Vec3 } from '../../protocol/index.ts';
import type { SplatFormat } from '../formats/scene-format.ts';
import type { SceneData } from '../formats/unpack.ts';
import { nextFrame } from './render-loop.ts';
import { RigScene } from './rig-scene.ts';
import { canvasToPng } from './snapshot.ts';
import type { LoadOptions, ScreenshotOptions, SplatScene } from './splat-scene.ts';
import { delay, withTimeout } from './timeout.ts';

const FORMATS: Record<SplatFormat, number> = {
  splat: SceneFormat.Splat,
  ksplat: SceneFormat.KSplat,
  ply: SceneFormat.Ply,
  spz: SceneFormat.Spz,
};

export interface SceneHostOptions {
  container: HTMLElement;
  pixelRatio: number;
  background: string;
}

export class WebGLSplatScene extends RigScene implements SplatScene {
  readonly kind = 'webgl' as const;
  private readonly renderer: WebGLRenderer;
  private readonly viewer: Viewer;
  private readonly resizeObserver: ResizeObserver;
  private loaded = false;

  constructor(private readonly host: SceneHostOptions) {
    super(document.createElement('canvas'), host.container);
    // Throws "Error creating WebGL context." where WebGL2 is missing; the page shows its error state.
    this.renderer = new WebGLRenderer({
      canvas: this.canvas,
      antialias: false,
      powerPreference: 'high-performance',
    });
    this.renderer.setPixelRatio(host.pixelRatio);
    this.renderer.setClearColor(new Color(host.background), 1);
    this.viewer = new Viewer({
      renderer: this.renderer,
      camera: this.rig.camera,
      threeScene: this.scene,
      rootElement: host.container,
      selfDrivenMode: false,
      useBuiltInControls: false,
      sharedMemoryForWorkers: globalThis.crossOriginIsolated === true,
      gpuAcceleratedSort: false,
      sceneRevealMode: SceneRevealMode.Instant,
      ignoreDevicePixelRatio: host.pixelRatio <= 1,
    });
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host.container);
    this.resize();
  }

  setBackground(color: string) {
    this.renderer.setClearColor(new Color(color), 1);
    this.requestRender();
  }

  private resize() {
    const { clientWidth, clientHeight } = this.host.container;
    this.renderer.setSize(Math.max(1, clientWidth), Math.max(1, clientHeight), false);
    this.rig.setSize(clientWidth, clientHeight);
    this.requestRender();
  }

  protected tick(dt: number): boolean {
    const moving = this.rig.update(dt);
    if (!this.loaded) return moving;
    this.viewer.update();
    // shouldRender() also notices a finished sort (the library asks for a frame then).
    const should = this.viewer.shouldRender();
    if (should || this.dirty || moving) this.viewer.render();
    this.dirty = false;
    return moving || this.sorting();
  }

  private sorting(): boolean {
    return (this.viewer as unknown as { sortRunning?: boolean }).sortRunning === true;
  }

  async load(scene: SceneData, options: LoadOptions): Promise<{ splatCount: number }> {
    const url = URL.createObjectURL(new Blob([scene.bytes as Uint8Array<ArrayBuffer>]));
    try {
      const loading = this.viewer.addSplatScene(url, {
        format: FORMATS[scene.format],
        showLoadingUI: false,
        progressiveLoad: false,
        splatAlphaRemovalThreshold: 1,
        onProgress: (percent) => options.onProgress?.(percent),
      });
      await withTimeout(Promise.resolve(loading), options.timeoutMs, 'Loading the scene');
    } finally {
      URL.revokeObjectURL(url);
    }
    this.loaded = true;
    this.requestRender();
    return { splatCount: this.viewer.getSplatMesh().getSplatCount() };
  }

  sampleCenters(max: number): Float32Array {
    const mesh = this.viewer.getSplatMesh();
    const count = mesh.getSplatCount();
    const n = Math.min(max, count);
    const out = new Float32Array(n * 3);
    const v = new Vector3();
    for (let i = 0; i < n; i++) {
      mesh.getSplatCenter(Math.floor((i * count) / n), v);
      out.set([v.x, v.y, v.z], i * 3);
    }
    return out;
  }

  raycast(x: number, y: number): Vec3 | null {
    if (!this.loaded) return null;
    const hits: Array<{ origin: Vector3; normal: Vector3; distance: number; splatIndex: number }> = [];
    const ratio = this.renderer.getPixelRatio();
    this.viewer.raycaster.setFromCameraAndScreenPosition(
      this.rig.camera,
      { x: x * ratio, y: y * ratio },
      { x: this.canvas.width, y: this.canvas.height },
    );
    this.viewer.raycaster.intersectSplatMesh(this.viewer.getSplatMesh(), hits);
    const hit = hits[0];
    return hit ? [hit.origin.x, hit.origin.y, hit.origin.z] : null;
  }

  async renderNow(): Promise<void> {
    if (!this.loaded) return;
    this.viewer.update();
    // The sort runs in a worker: draw once it has put the splats in order for this view.
    // (1M splats sort in seconds on a slow CPU: wait up to a minute, then draw what there is.)
    for (let i = 0; i < 2400 && this.sorting(); i++) await delay(25);
    this.viewer.update();
    this.viewer.render();
    await nextFrame();
  }

  async screenshot(options?: ScreenshotOptions): Promise<string> {
    await this.renderNow();
    this.viewer.render();
    // Read back in the same task as the draw: the drawing buffer is not preserved after compositing.
    return canvasToPng(this.canvas, options);
  }

  dispose() {
    this.loop.stop();
    this.resizeObserver.disconnect();
    this.rig.dispose();
    void this.viewer.dispose().catch(() => {});
    this.renderer.dispose();
    this.canvas.remove();
  }
}
