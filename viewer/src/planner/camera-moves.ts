/**
 * The planner's camera moves on the attached renderer: turning the camera level with the floor, the
 * overview from above (and back to the camera before it), and framing one object.
 */
import { dot, normalize } from '#venue/vec.ts';
import type { CameraState, SceneFrame, Vec3 } from '../../protocol/index.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { frameObjectCamera, overviewCamera } from './viewpoints.ts';

const CAMERA_MOVE_MS = 600;

export interface CameraSources {
  scene(): SplatScene | null;
  frame(): SceneFrame;
  /** Where the overview looks down: the splats' robust centre. */
  center(): Vec3;
}

export class CameraMoves {
  private beforeOverview: CameraState | null = null;
  /** How high above the floor the overview looks down from (m), while it is on. */
  overviewHeight: number | null = null;

  constructor(private readonly sources: CameraSources) {}

  /** A levelled scene orbits around its own up: the camera's up becomes the floor's. */
  levelWith(up: Vec3) {
    const scene = this.sources.scene();
    if (!scene) return;
    const camera = scene.getCamera();
    if (dot(normalize(camera.up), normalize(up)) < 0.999999) scene.setCamera({ ...camera, up });
  }

  /** Looks straight down from `heightMeters` above the floor (on), or goes back to the camera before (off). */
  async overview(on: boolean, heightMeters: number) {
    const scene = this.sources.scene();
    this.overviewHeight = on ? heightMeters : null;
    if (!scene) return;
    if (on) {
      this.beforeOverview ??= scene.getCamera();
      const { fov } = scene.getCamera();
      const camera = overviewCamera(this.sources.frame(), this.sources.center(), heightMeters, fov);
      await scene.animateCamera(camera, CAMERA_MOVE_MS);
    } else if (this.beforeOverview) {
      const saved = this.beforeOverview;
      this.beforeOverview = null;
      await scene.animateCamera(saved, CAMERA_MOVE_MS);
    }
  }

  /** Moves the camera to show all of these points. */
  async frameObject(points: readonly Vec3[]) {
    const scene = this.sources.scene();
    if (!scene) return;
    const camera = frameObjectCamera(points, scene.getCamera());
    if (camera) await scene.animateCamera(camera, CAMERA_MOVE_MS);
  }
}
