/**
 * One viewer page: reads the query, builds the renderer, loads the scene (download → unpack → upload to
 * the GPU, each with progress and a readable error), frames the camera, and answers the window-message
 * protocol. Both pages run this; they differ only in which renderer they build first.
 */
import {
  type CameraState,
  DEFAULT_FOV,
  type FilesMessage,
  isMobileDevice,
  type RendererKind,
  TOUR_UNSHARED_TITLE,
  type Vec3,
} from '../../protocol/index.ts';
import { readScene } from '../formats/read-scene.ts';
import type { SceneData } from '../formats/unpack.ts';
import type { Planner } from '../planner/planner.ts';
import { DEFAULT_UP, frameCamera, robustBounds } from '../scene/framing.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import type { SceneHostOptions } from '../scene/webgl-scene.ts';
import { fetchScene, isUnsharedPublication } from './fetch-scene.ts';
import { installMessageHandler } from './message-handler.ts';
import { numberSetting, readParams, readSetting, safeStorage, type ViewerParams } from './params.ts';
import { installPlanChrome } from './plan-chrome.ts';
import { postEvent } from './post-event.ts';
import { showPublishedPlan } from './read-only-plan.ts';
import { ViewerUi } from './ui.ts';
import type { FilesContext, ViewerHost, ViewerState } from './viewer-host.ts';
import { showVisitorLink } from './visitor-link.ts';

export type SceneFactory = (host: SceneHostOptions) => Promise<SplatScene>;

export interface ViewerPageOptions {
  /** The renderer this page prefers. */
  primary: SceneFactory;
  /** The renderer used when the primary one cannot start or loses its device (the WebGPU page only). */
  fallback?: { create: SceneFactory; note: string; delayAfterLossMs: number };
}

const RENDERER_NAMES: Record<RendererKind, string> = {
  webgpu: 'WebGPU (three.js GaussianSplat)',
  webgl: 'WebGL 2 (GaussianSplats3D)',
};

function parseUp(value: string | null): Vec3 {
  const parts = (value ?? '').split(',').map(Number);
  return parts.length === 3 && parts.every(Number.isFinite) && parts.some((v) => v !== 0)
    ? (parts as Vec3)
    : DEFAULT_UP;
}

export class ViewerApp implements ViewerHost {
  readonly params: ViewerParams;
  readonly storage = safeStorage();
  readonly ui: ViewerUi;
  scene: SplatScene | null = null;
  state: ViewerState = 'starting';
  splatCount = 0;
  lastError: string | null = null;
  fellBack = false;
  /**
   * What the Files screen around the viewer told it (FILE_PREVIEW_CHANGED, FILE_FILTER_CHANGED,
   * FILE_UPLOADED): kept as context, never acted on by reloading — the screen loads scenes itself
   * with loadScene, so the viewer only keeps track of it.
   */
  readonly files: FilesContext = {
    previewFile: null,
    isSplatFile: false,
    filter: 'all',
    uploads: [],
  };
  private data: SceneData | null = null;
  private loadToken = 0;
  private readonly host: SceneHostOptions;
  /** The venue planner (the test hook reads its labels). */
  planner: Planner | null = null;

  constructor(private readonly options: ViewerPageOptions) {
    this.params = readParams(location.search, location.origin, this.storage);
    this.ui = new ViewerUi({
      onReload: () => void this.reload(),
      onOrbitMode: (mode) => this.scene?.setOrbitMode(mode),
    });
    const ratio = window.devicePixelRatio || 1;
    this.host = {
      container: this.ui.stage,
      // Phones have 3× screens and weak GPUs: cap what we draw.
      pixelRatio: Math.min(ratio, isMobileDevice(navigator) ? 1.5 : 2),
      background: this.background(),
    };
  }

  background(): string {
    const bg = readSetting(this.storage, 'bg') ?? readSetting(this.storage, 'background');
    return bg && /^#?[0-9a-f]{3,8}$|^[a-z]+$/i.test(bg)
      ? bg.startsWith('#') || /^[a-z]+$/i.test(bg)
        ? bg
        : `#${bg}`
      : '#0f1115';
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  async start() {
    this.setState('starting');
    this.planner = installMessageHandler(this);
    installPlanChrome(
      this.ui.stage,
      () => this.scene,
      this.planner,
      () => this.background(),
    );
    // A published link with venue tools: its plan, read-only, while the scene loads.
    void showPublishedPlan(this, this.planner);
    // A personal link ('Public URL for User'): whom it was shared with, and its opening reported.
    showVisitorLink(this);
    try {
      await this.createScene(this.options.primary);
    } catch (error) {
      if (!this.options.fallback)
        return this.fail(error, 'This browser cannot draw 3D scenes (WebGL 2 is not available).');
      console.warn('Primary renderer could not start; using WebGL', error);
      try {
        await this.createScene(this.options.fallback.create);
        this.fellBack = true;
      } catch (fallbackError) {
        return this.fail(
          fallbackError,
          'This browser cannot draw 3D scenes (neither WebGPU nor WebGL 2 is available).',
        );
      }
    }
    postEvent({ type: 'viewerReady', renderer: this.scene?.kind ?? 'webgl' });
    if (this.params.fileRejected) return this.fail(null, 'The scene address is not valid.');
    if (!this.params.fileUrl) return this.setState('empty');
    await this.loadUrl(this.params.fileUrl);
  }

  private async createScene(factory: SceneFactory) {
    const scene = await factory(this.host);
    this.scene = scene;
    this.ui.setFact('Renderer', RENDERER_NAMES[scene.kind]);
    document.body.dataset.renderer = scene.kind;
    // The planner draws its layers on its own canvas over this one (the same in both renderers).
    this.planner?.attach(scene);
    scene.onCameraChange((camera) => this.cameraMoved(camera));
    scene.onLost?.((reason) => void this.recoverFromLoss(reason));
    if (this.params.picking) {
      scene.canvas.addEventListener('click', (event) => {
        const point = scene.raycast(event.offsetX, event.offsetY);
        if (point) this.ui.showCamera(`picked ${point.map((v) => v.toFixed(3)).join(', ')}`);
      });
    }
  }

  private cameraListeners = new Set<(camera: CameraState) => void>();
  onCamera(listener: (camera: CameraState) => void) {
    this.cameraListeners.add(listener);
  }
  private cameraMoved(camera: CameraState) {
    if (this.params.showCamera) {
      const f = (v: Vec3) => v.map((n) => n.toFixed(2)).join(', ');
      this.ui.showCamera(
        `position ${f(camera.position)}\ntarget   ${f(camera.target)}\nfov      ${camera.fov.toFixed(0)}`,
      );
    }
    for (const listener of this.cameraListeners) listener(camera);
  }

  private setState(state: ViewerApp['state']) {
    this.state = state;
    this.ui.setState(state);
  }

  private fail(error: unknown, detail: string) {
    if (error) console.error(error);
    this.lastError = detail;
    this.ui.showError(detail);
    this.state = 'error';
    postEvent({ type: 'sceneLoadFailed', message: detail });
  }

  /** A Files screen message: recorded as the viewer's context (see `files`). */
  noteFilesMessage(message: FilesMessage) {
    if (message.type === 'FILE_PREVIEW_CHANGED') {
      this.files.previewFile = message.previewFile;
      this.files.isSplatFile = message.isSplatFile;
    } else if (message.type === 'FILE_FILTER_CHANGED') {
      this.files.filter = message.filter;
    } else {
      this.files.uploads = [...this.files.uploads, message.fileName ?? ''].slice(-20);
    }
  }

  loadTimeoutMs(): number {
    return numberSetting(this.storage, 'loadTimeoutMs', 90_000, 1000, 600_000);
  }

  /** Downloads and shows a scene; refuses while another load is in progress. */
  async loadUrl(url: string): Promise<boolean> {
    if (this.loading) {
      console.warn('A scene is already loading; the new load was ignored');
      return false;
    }
    const token = ++this.loadToken;
    this.setState('loading');
    this.ui.setLoadingText('Loading 3D view...');
    this.ui.setProgress(0);
    const progress = (percent: number) => {
      this.ui.setProgress(percent);
      postEvent({ type: 'sceneLoadProgress', percent: Math.max(0, Math.min(100, percent)) });
    };
    let data: SceneData;
    try {
      const bytes = await fetchScene(url, (p) => progress(p * 0.6), this.loadTimeoutMs());
      data = await readScene(bytes, new URL(url).pathname);
    } catch (error) {
      if (isUnsharedPublication(error, url)) {
        this.fail(null, TOUR_UNSHARED_TITLE);
        this.ui.showUnshared();
        return false;
      }
      this.fail(error, error instanceof Error ? error.message : 'The scene could not be read.');
      return false;
    }
    if (token !== this.loadToken) return false;
    return this.show(data, (p) => progress(60 + p * 0.4));
  }

  private async show(
    data: SceneData,
    onProgress: (percent: number) => void,
    camera?: CameraState,
  ): Promise<boolean> {
    // Kept even when there is no renderer right now: a fallback in progress shows it when it is up.
    this.data = data;
    const scene = this.scene;
    if (!scene) return false;
    this.setState('loading');
    try {
      const { splatCount } = await scene.load(data, { onProgress, timeoutMs: this.loadTimeoutMs() });
      if (scene !== this.scene) return false; // replaced by a fallback meanwhile
      this.splatCount = splatCount;
      const bounds = robustBounds(scene.sampleCenters(20_000));
      scene.setSceneRadius(bounds.radius);
      const fov = numberSetting(this.storage, 'fov', DEFAULT_FOV, 10, 120);
      scene.setCamera(
        camera ?? data.manifest?.camera ?? frameCamera(bounds, parseUp(readSetting(this.storage, 'up')), fov),
      );
      this.planner?.sceneLoaded(scene);
      this.ui.setFact('Splats', splatCount.toLocaleString('en-US'));
      this.ui.setFact('Format', data.sourceFormat ?? data.format);
      await scene.renderNow();
      if (scene !== this.scene) return false;
      this.ui.setProgress(100);
      this.setState('ready');
      postEvent({ type: 'sceneLoaded', splatCount });
      postEvent({ type: 'sceneReadyForAnnotations' });
      return true;
    } catch (error) {
      if (scene !== this.scene) return false;
      this.fail(
        error,
        error instanceof Error ? `${error.message}.`.replace(/\.\.$/, '.') : 'The scene could not be drawn.',
      );
      return false;
    }
  }

  /** Reload: the same file from the network again. */
  async reload() {
    if (this.loading) return;
    if (this.params.fileUrl) await this.loadUrl(this.params.fileUrl);
    else location.reload();
  }

  /** The WebGPU device is gone: rebuild on WebGL in place (after the pause WebGL needs to come back). */
  private async recoverFromLoss(reason: string) {
    const fallback = this.options.fallback;
    const lost = this.scene;
    if (!fallback || !lost || this.fellBack)
      return this.fail(null, `The graphics device was lost (${reason}).`);
    console.warn(`WebGPU device lost (${reason}); switching to WebGL`);
    this.fellBack = true;
    const camera = this.state === 'ready' ? lost.getCamera() : undefined;
    const lostAt = performance.now();
    this.scene = null;
    this.planner?.detach();
    lost.dispose();
    this.setState('loading');
    this.ui.setLoadingText('Loading 3D view...');
    const wait = fallback.delayAfterLossMs - (performance.now() - lostAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      await this.createScene(fallback.create);
    } catch (error) {
      return this.fail(error, 'The graphics device was lost and WebGL 2 is not available.');
    }
    this.ui.setNote(fallback.note);
    if (this.data) await this.show(this.data, (p) => this.ui.setProgress(p), camera);
    else this.setState(this.params.fileUrl ? 'loading' : 'empty');
  }
}
