/**
 * What both viewer pages can do, whichever renderer draws: the page shell, the protocol handler and the
 * planner's tools talk only to this interface.
 */
import type { Object3D } from 'three';
import type { CameraState, RendererKind, Vec3 } from '../../protocol/index.ts';
import type { SceneData } from '../formats/unpack.ts';

export interface LoadOptions {
  onProgress?: (percent: number) => void;
  /** Milliseconds before a load that neither resolves nor fails is given up (the WebGL library can hang). */
  timeoutMs: number;
}

export interface ScreenshotOptions {
  width?: number;
  height?: number;
  /** CSS colour painted behind the splats; transparent when absent. */
  background?: string;
  /** PNG (the default) or JPEG (a plan's scan: a photo-like picture a tenth of the size). */
  type?: 'image/png' | 'image/jpeg';
}

export interface SplatScene {
  readonly kind: RendererKind;
  readonly canvas: HTMLCanvasElement;
  /** Loads one scene (replacing none: a page holds one scene) and resolves with its splat count. */
  load(scene: SceneData, options: LoadOptions): Promise<{ splatCount: number }>;
  /** Up to `max` splat centres, evenly sampled, for framing the camera. */
  sampleCenters(max: number): Float32Array;
  getCamera(): CameraState;
  setCamera(camera: CameraState): void;
  animateCamera(camera: CameraState, durationMs: number): Promise<void>;
  /** The first splat under a point given in canvas pixels, or null. */
  raycast(x: number, y: number): Vec3 | null;
  /** Adds a three object drawn with the splats (annotations, furniture, measurements …). */
  addOverlay(object: Object3D): void;
  removeOverlay(object: Object3D): void;
  setOrbitMode(mode: 'orbit' | 'fly'): void;
  /** The floor plan's map controls: a drag pans, the wheel zooms at the cursor, nothing orbits. */
  setMapControls(on: boolean): void;
  /** How strongly the splats show (the plan view's Scan layer: 1 shown, between faded, 0 hidden). */
  setScanOpacity(opacity: number): void;
  /** The colour drawn where there are no splats (the page's, or the plan's paper). */
  setBackground(color: string): void;
  /** Schedules one frame; the pages render on demand. */
  requestRender(): void;
  /** Renders now and resolves once the frame is on the canvas. */
  renderNow(): Promise<void>;
  /** A PNG data URL of the current view. */
  screenshot(options?: ScreenshotOptions): Promise<string>;
  onCameraChange(listener: (camera: CameraState) => void): () => void;
  /** Tells the scene how big the scene is (fly speed, clip planes). */
  setSceneRadius(radius: number): void;
  /** Called when the renderer can no longer draw (a lost WebGPU device); the page then falls back. */
  onLost?(listener: (reason: string) => void): void;
  dispose(): void;
}
