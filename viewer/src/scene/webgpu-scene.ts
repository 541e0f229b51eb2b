/**
 * The WebGPU renderer: three's own GaussianSplat (GPU counting sort) through WebGPURenderer. A device can
 * be granted and then lost on the first present, and three ignores a loss whose reason is 'destroyed' (its
 * onDeviceLost never fires and render() keeps returning having drawn nothing), so this scene watches
 * `device.lost` itself, treats a rejected `onSubmittedWorkDone()` as a loss, and gives the first frame's GPU
 * work a watchdog. On a loss it tells the page, which rebuilds on WebGL.
 */
import { GaussianSplat } from 'three/examples/jsm/objects/GaussianSplat.js';
import { Color, LinearSRGBColorSpace, Raycaster, Vector2, WebGPURenderer } from 'three/webgpu';
import type { Vec3 } from '../../protocol/index.ts';
import type { SceneData } from '../formats/unpack.ts';
import { parseGeometry } from './parse-geometry.ts';
import { nextFrame } from './render-loop.ts';
import { RigScene } from './rig-scene.ts';
import { canvasToPng } from './snapshot.ts';
import type { LoadOptions, ScreenshotOptions, SplatScene } from './splat-scene.ts';
import { withTimeout } from './timeout.ts';
import type { SceneHostOptions } from './webgl-scene.ts';

class WebGPUUnavailableError extends Error {
  override name = 'WebGPUUnavailableError';
}

interface GpuDeviceLike {
  lost: Promise<{ reason?: string; message?: string }>;
  queue: { onSubmittedWorkDone(): Promise<void> };
}

export class WebGPUSplatScene extends RigScene implements SplatScene {
  readonly kind = 'webgpu' as const;
  private readonly resizeObserver: ResizeObserver;
  private readonly lostListeners = new Set<(reason: string) => void>();
  private splats: GaussianSplat | null = null;
  private splatCount = 0;
  private disposed = false;
  private lost: string | null = null;
  private framesChecked = 0;

  private constructor(
    private readonly renderer: WebGPURenderer,
    private readonly device: GpuDeviceLike,
    private readonly host: SceneHostOptions,
    private readonly watchdogMs: number,
  ) {
    super(renderer.domElement, host.container);
    // The captures' colours are display colours already: no second sRGB encode (matches the WebGL page).
    renderer.outputColorSpace = LinearSRGBColorSpace;
    renderer.setPixelRatio(host.pixelRatio);
    // With a linear output the background's sRGB values must be written as they are.
    this.scene.background = new Color().setStyle(host.background, LinearSRGBColorSpace);
    void device.lost.then((info) => this.markLost(info.reason || info.message || 'unknown'));
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host.container);
    this.resize();
  }

  /** Builds the renderer; throws WebGPUUnavailableError where there is no usable WebGPU adapter. */
  static async create(host: SceneHostOptions, watchdogMs = 15_000): Promise<WebGPUSplatScene> {
    const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
    if (!gpu) throw new WebGPUUnavailableError('WebGPU is not available in this browser');
    const adapter = await gpu.requestAdapter().catch(() => null);
    if (!adapter) throw new WebGPUUnavailableError('No WebGPU adapter');
    const renderer = new WebGPURenderer({ antialias: false, alpha: false });
    await renderer.init();
    const backend = renderer.backend as { isWebGPUBackend?: boolean; device?: GpuDeviceLike };
    // three quietly falls back to its own WebGL backend; this page then uses the WebGL page's renderer.
    if (!backend.isWebGPUBackend || !backend.device) {
      renderer.dispose();
      throw new WebGPUUnavailableError('three.js could not start its WebGPU backend');
    }
    return new WebGPUSplatScene(renderer, backend.device, host, watchdogMs);
  }

  private markLost(reason: string) {
    if (this.disposed || this.lost) return;
    this.lost = reason;
    this.loop.stop();
    for (const listener of this.lostListeners) listener(reason);
  }

  onLost(listener: (reason: string) => void) {
    this.lostListeners.add(listener);
    if (this.lost) listener(this.lost);
  }

  private resize() {
    const { clientWidth, clientHeight } = this.host.container;
    this.renderer.setSize(Math.max(1, clientWidth), Math.max(1, clientHeight), false);
    this.rig.setSize(clientWidth, clientHeight);
    this.requestRender();
  }

  private draw() {
    this.renderer.render(this.scene, this.rig.camera);
    // Every frame's GPU work is checked; the first few also against a watchdog (a lost device can
    // leave it pending forever while render() keeps returning).
    const done = this.device.queue.onSubmittedWorkDone();
    // A big scene's first sort is slow on a weak GPU: the watchdog grows by a minute per million splats.
    const limit = this.watchdogMs + (this.splatCount / 1e6) * 60_000;
    const check = this.framesChecked++ < 3 ? withTimeout(done, limit, 'The first frame') : done;
    return check.catch((error: unknown) => {
      this.markLost(error instanceof Error ? error.message : 'GPU work failed');
      throw error;
    });
  }

  protected tick(dt: number): boolean {
    if (this.lost || this.disposed) return false;
    const moving = this.rig.update(dt);
    if (this.dirty || moving) {
      this.dirty = false;
      this.draw().catch(() => {});
    }
    return moving;
  }

  async load(data: SceneData, options: LoadOptions): Promise<{ splatCount: number }> {
    options.onProgress?.(10);
    const geometry = await withTimeout(parseGeometry(data), options.timeoutMs, 'Reading the scene');
    options.onProgress?.(60);
    if (this.splats) {
      this.scene.remove(this.splats);
      this.splats.geometry.dispose();
    }
    // GaussianSplat has no dispose and keeps backend state: a new mesh per load and per renderer.
    this.splats = new GaussianSplat(geometry);
    this.splats.frustumCulled = false;
    this.scene.add(this.splats);
    options.onProgress?.(100);
    this.splatCount = geometry.getAttribute('position').count;
    return { splatCount: this.splatCount };
  }

  sampleCenters(max: number): Float32Array {
    const position = this.splats?.splatGeometry.getAttribute('position');
    if (!position) return new Float32Array(0);
    const n = Math.min(max, position.count);
    const out = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) {
      const j = Math.floor((i * position.count) / n);
      out.set([position.getX(j), position.getY(j), position.getZ(j)], i * 3);
    }
    return out;
  }

  raycast(x: number, y: number): Vec3 | null {
    if (!this.splats) return null;
    const raycaster = new Raycaster();
    const ndc = new Vector2((x / this.canvas.clientWidth) * 2 - 1, -(y / this.canvas.clientHeight) * 2 + 1);
    raycaster.setFromCamera(ndc, this.rig.camera);
    const hit = raycaster.intersectObject(this.splats, false)[0];
    return hit ? [hit.point.x, hit.point.y, hit.point.z] : null;
  }

  async renderNow(): Promise<void> {
    if (this.lost) throw new Error(`The WebGPU device was lost (${this.lost})`);
    this.rig.update(0);
    this.dirty = false;
    await this.draw();
    await nextFrame();
  }

  setBackground(color: string) {
    this.scene.background = new Color().setStyle(color, LinearSRGBColorSpace);
    this.requestRender();
  }

  async screenshot(options?: ScreenshotOptions): Promise<string> {
    await this.renderNow();
    // Read back in the same task as the draw, before the frame is presented.
    this.renderer.render(this.scene, this.rig.camera);
    return canvasToPng(this.canvas, options);
  }

  dispose() {
    this.disposed = true;
    this.loop.stop();
    this.resizeObserver.disconnect();
    this.rig.dispose();
    if (this.splats) this.splats.geometry.dispose();
    this.renderer.dispose();
    this.canvas.remove();
  }
}
