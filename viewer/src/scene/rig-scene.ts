/**
 * The half of a SplatScene that does not depend on the renderer: the canvas in its container, the
 * camera rig (orbit/fly controls, animation), the camera-change listeners, the three.js scene the
 * overlays go in and the on-demand render loop. Both renderers extend it.
 */
import { type Object3D, Scene } from 'three';
import type { CameraState } from '../../protocol/index.ts';
import { CameraRig } from './camera-rig.ts';
import { RenderLoop } from './render-loop.ts';

export abstract class RigScene {
  readonly canvas: HTMLCanvasElement;
  protected readonly rig: CameraRig;
  private readonly cameraListeners = new Set<(camera: CameraState) => void>();
  /** The three.js scene the overlays are added to (WebGL draws it over the splats; WebGPU holds them too). */
  protected readonly scene = new Scene();
  protected readonly loop = new RenderLoop((dt) => this.tick(dt));
  /** Whether the view has changed since the last frame was drawn. */
  protected dirty = true;

  protected constructor(canvas: HTMLCanvasElement, container: HTMLElement) {
    this.canvas = canvas;
    canvas.className = 'splat-canvas';
    container.appendChild(canvas);
    this.rig = new CameraRig(canvas);
    this.rig.onChange(() => {
      this.requestRender();
      const camera = this.rig.get();
      for (const listener of this.cameraListeners) listener(camera);
    });
  }

  /** Draws one frame if needed; answers whether it wants another. */
  protected abstract tick(dt: number): boolean;

  /** Schedules one frame; the pages render on demand. */
  requestRender() {
    this.dirty = true;
    this.loop.request();
  }

  addOverlay(object: Object3D) {
    this.scene.add(object);
    this.requestRender();
  }

  removeOverlay(object: Object3D) {
    this.scene.remove(object);
    this.requestRender();
  }

  getCamera(): CameraState {
    return this.rig.get();
  }

  setCamera(camera: CameraState) {
    this.rig.set(camera);
  }

  animateCamera(camera: CameraState, durationMs: number) {
    return this.rig.animateTo(camera, durationMs);
  }

  setSceneRadius(radius: number) {
    this.rig.setSceneRadius(radius);
  }

  setOrbitMode(mode: 'orbit' | 'fly') {
    this.rig.setMode(mode);
  }

  setMapControls(on: boolean) {
    this.rig.setMap(on);
  }

  /** The overlay draws on a canvas of its own over this one, so fading this canvas fades the scan only. */
  setScanOpacity(opacity: number) {
    this.canvas.style.opacity = String(opacity);
    this.canvas.style.visibility = opacity <= 0 ? 'hidden' : '';
  }

  onCameraChange(listener: (camera: CameraState) => void) {
    this.cameraListeners.add(listener);
    return () => this.cameraListeners.delete(listener);
  }
}
