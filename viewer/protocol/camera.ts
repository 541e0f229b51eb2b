/** The camera as it crosses the window-message boundary: the spec accepts camera data only with all four. */
import { z } from 'zod';

export const vec3Schema = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
export type Vec3 = z.infer<typeof vec3Schema>;

export const cameraStateSchema = z.object({
  position: vec3Schema,
  target: vec3Schema,
  up: vec3Schema,
  /** Vertical field of view in degrees. */
  fov: z.number().finite().min(1).max(179),
});
export type CameraState = z.infer<typeof cameraStateSchema>;

/** Default viewpoint field of view (venue-planner §9). */
export const DEFAULT_FOV = 60;
