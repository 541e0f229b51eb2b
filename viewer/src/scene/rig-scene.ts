/**
 * The half of a SplatScene that does not depend on the renderer: the canvas in its container, the
 * camera rig (orbit/fly controls, animation) and the camera-change listeners. Both renderers extend it.
 */
import type { CameraState } from '../../protocol/index.ts';
import { CameraRig } from './camera-rig.ts';

export abstract class RigScene {
  readonly canvas: HTMLCanvasElement;
  protected readonly rig: CameraRig;
  private readonly cameraListeners = new Set<(camera: CameraState) => void>();

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

  /** Schedules one frame; the pages render on demand. */
  abstract requestRender(): void;

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

  onCameraChange(listener: (camera: CameraState) => void) {
    this.cameraListeners.add(listener);
    return () => this.cameraListeners.delete(listener);
  }
}
