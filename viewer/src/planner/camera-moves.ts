/**
 * The planner's camera moves on the attached renderer: turning the camera level with the floor, the
 * overview from above and the floor plan (and back to the camera before either), and framing one object.
 */
import { dot, normalize } from '#venue/vec.ts';
import type { CameraState, SceneFrame, Vec3 } from '../../protocol/index.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { type FloorRect, planCamera, planCameraOver, planUp } from './plan-view.ts';
import { frameObjectCamera, overviewCamera } from './viewpoints.ts';

const CAMERA_MOVE_MS = 600;

export interface CameraSources {
  scene(): SplatScene | null;
  frame(): SceneFrame;
  /** Where the overview looks down: the splats' robust centre. */
  center(): Vec3;
  /** What the floor plan frames: the scan's floor extent (meters on the plan). */
  floorRect(): FloorRect;
}

export class CameraMoves {
  /** The camera before the overview or the plan took over, to go back to. */
  private before: CameraState | null = null;
  /** How high above the floor the overview looks down from (m), while it is on. */
  overviewHeight: number | null = null;
  /** Whether the floor plan view is on (issue #27). */
  plan = false;
  /** How strongly the scan shows in the plan view (its Scan layer); it always shows fully outside it. */
  scanOpacity = 1;

  constructor(private readonly sources: CameraSources) {}

  /**
   * A levelled scene orbits around its own up: the camera's up becomes the floor's. In the plan, a new
   * floor is looked down on afresh (the camera's up there is along the floor).
   */
  levelWith(up: Vec3) {
    const scene = this.sources.scene();
    if (!scene) return;
    if (this.plan) {
      // An unchanged floor leaves the plan where the user panned it (and the scan's extent unread).
      const frame = this.sources.frame();
      if (dot(normalize(scene.getCamera().up), normalize(planUp(frame))) >= 0.999999) return;
      const aspect = scene.canvas.clientWidth / Math.max(1, scene.canvas.clientHeight);
      scene.setCamera(planCamera(frame, this.sources.floorRect(), aspect));
      return;
    }
    const camera = scene.getCamera();
    if (dot(normalize(camera.up), normalize(up)) < 0.999999) scene.setCamera({ ...camera, up });
  }

  /** Looks straight down from `heightMeters` above the floor (on), or goes back to the camera before (off). */
  async overview(on: boolean, heightMeters: number) {
    const scene = this.sources.scene();
    this.overviewHeight = on ? heightMeters : null;
    if (!scene) return;
    if (on) {
      this.leavePlan(scene);
      this.before ??= scene.getCamera();
      const fov = this.before.fov;
      const camera = overviewCamera(this.sources.frame(), this.sources.center(), heightMeters, fov);
      await scene.animateCamera(camera, CAMERA_MOVE_MS);
    } else await this.goBack(scene);
  }

  /**
   * The floor plan (on): straight above the scan's floor, a long lens, map controls (a drag pans, the
   * wheel zooms at the cursor, nothing orbits); or back to the camera before (off).
   */
  async planView(on: boolean) {
    const scene = this.sources.scene();
    this.plan = on;
    if (on) this.overviewHeight = null;
    if (!scene) return;
    scene.setMapControls(on);
    scene.setScanOpacity(on ? this.scanOpacity : 1);
    if (on) {
      this.before ??= scene.getCamera();
      const aspect = scene.canvas.clientWidth / Math.max(1, scene.canvas.clientHeight);
      await scene.animateCamera(
        planCamera(this.sources.frame(), this.sources.floorRect(), aspect),
        CAMERA_MOVE_MS,
      );
    } else await this.goBack(scene);
  }

  setScanOpacity(opacity: number) {
    this.scanOpacity = opacity;
    if (this.plan) this.sources.scene()?.setScanOpacity(opacity);
  }

  /** The overview replaces the plan: map controls off, the scan shown, the camera before the plan kept. */
  private leavePlan(scene: SplatScene) {
    if (!this.plan) return;
    this.plan = false;
    scene.setMapControls(false);
    scene.setScanOpacity(1);
  }

  private async goBack(scene: SplatScene) {
    const saved = this.before;
    if (!saved || this.plan || this.overviewHeight !== null) return;
    this.before = null;
    await scene.animateCamera(saved, CAMERA_MOVE_MS);
  }

  /** Moves the camera to show all of these points (in the plan, still from straight above). */
  async frameObject(points: readonly Vec3[]) {
    const scene = this.sources.scene();
    if (!scene) return;
    const camera = this.plan
      ? planCameraOver(
          this.sources.frame(),
          points,
          scene.canvas.clientWidth / Math.max(1, scene.canvas.clientHeight),
        )
      : frameObjectCamera(points, scene.getCamera());
    if (camera) await scene.animateCamera(camera, CAMERA_MOVE_MS);
  }
}
