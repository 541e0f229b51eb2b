/**
 * The floor plan view's geometry (issue #27). The splat renderers draw through a perspective camera
 * only, so the plan is a long lens (1°) far above the floor: over a 20 m room the floor and a 1 m table
 * top differ in scale by under 0.2 %, inside the plan's 1 % — an orthographic view for every purpose
 * here, and the picking, overlay and furniture code that reads the camera keeps working unchanged.
 */
import { floorBasis, fromMeters, type SceneFrame } from '#venue/frame.ts';
import { sheetFrame } from '#venue/plan-sheet/sheet-frame.ts';
import { METERS_PER_FOOT } from '#venue/units.ts';
import { add, scale } from '#venue/vec.ts';
import type { CameraState, MeasurementUnits, Vec3 } from '../../protocol/index.ts';

/** The plan's paper: behind the scan in the plan view and in its exports. */
export const PLAN_PAPER = '#ffffff';
/** The plan camera's vertical field of view (degrees): the protocol's smallest. */
const PLAN_FOV = 1;
/** Room round the plan when the view first frames it. */
const FRAME_MARGIN = 1.08;

export interface FloorRect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The floor extent of the splats on the plan (meters), stray splats far out left out. */
export function floorExtent(centers: Float32Array, frame: SceneFrame): FloorRect {
  const { toSheet } = sheetFrame(frame);
  const count = Math.floor(centers.length / 3);
  if (count === 0) return { minX: -5, minY: -5, maxX: 5, maxY: 5 };
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const p = toSheet([centers[i * 3] as number, centers[i * 3 + 1] as number, centers[i * 3 + 2] as number]);
    xs[i] = p.x;
    ys[i] = p.y;
  }
  xs.sort();
  ys.sort();
  const at = (values: Float64Array, q: number) => values[Math.round((values.length - 1) * q)] as number;
  // A room turned on the plan has few splats at its corners' extremes: trim only 0.2 % each way, then
  // leave a margin of 5 % of its size, which covers the corner the trim cut.
  const [minX, maxX, minY, maxY] = [at(xs, 0.002), at(xs, 0.998), at(ys, 0.002), at(ys, 0.998)];
  const mx = (maxX - minX) * 0.05;
  const my = (maxY - minY) * 0.05;
  return { minX: minX - mx, minY: minY - my, maxX: maxX + mx, maxY: maxY + my };
}

/** The plan camera's up: the plan's +y, which is the floor's −v (sheet-frame.ts), so the room is not mirrored. */
export const planUp = (frame: SceneFrame): Vec3 => scale(floorBasis(frame).v, -1);

/** The camera straight above the middle of `rect`, far enough for all of it to fit a canvas of this aspect. */
export function planCamera(frame: SceneFrame, rect: FloorRect, aspect: number): CameraState {
  const { n } = floorBasis(frame);
  const { toScene } = sheetFrame(frame);
  const ground = toScene({ x: (rect.minX + rect.maxX) / 2, y: (rect.minY + rect.maxY) / 2 });
  const halfHeight = Math.max(
    (rect.maxY - rect.minY) / 2,
    (rect.maxX - rect.minX) / 2 / Math.max(aspect, 1e-3),
  );
  const distance = fromMeters(frame, (Math.max(halfHeight, 0.5) * FRAME_MARGIN) / tanHalf(PLAN_FOV));
  return { position: add(ground, scale(n, distance)), target: ground, up: planUp(frame), fov: PLAN_FOV };
}

/** The plan camera over these scene points, with a few meters round them (framing an object in the plan). */
export function planCameraOver(
  frame: SceneFrame,
  points: readonly Vec3[],
  aspect: number,
): CameraState | null {
  if (points.length === 0) return null;
  const { toSheet } = sheetFrame(frame);
  const flat = points.map(toSheet);
  const xs = flat.map((p) => p.x);
  const ys = flat.map((p) => p.y);
  const pad = 1.5;
  const rect = {
    minX: Math.min(...xs) - pad,
    minY: Math.min(...ys) - pad,
    maxX: Math.max(...xs) + pad,
    maxY: Math.max(...ys) + pad,
  };
  return planCamera(frame, rect, aspect);
}

const tanHalf = (fovDegrees: number) => Math.tan(((fovDegrees / 2) * Math.PI) / 180);

/** The floor a plan camera shows on a canvas of this size (meters on the plan). */
export function visibleRect(
  camera: CameraState,
  frame: SceneFrame,
  width: number,
  height: number,
): FloorRect {
  const { toSheet } = sheetFrame(frame);
  const c = toSheet(camera.target);
  const distance = Math.hypot(...camera.position.map((p, i) => p - (camera.target[i] as number)));
  const halfHeight = distance * (frame.metersPerUnit ?? 1) * tanHalf(camera.fov);
  const halfWidth = (halfHeight * width) / Math.max(1, height);
  return { minX: c.x - halfWidth, minY: c.y - halfHeight, maxX: c.x + halfWidth, maxY: c.y + halfHeight };
}

/** A scale bar: the round length (1, 2 or 5 × 10ⁿ m, or ft) nearest to `targetPixels` long on screen. */
export function scaleBar(
  metersPerPixel: number,
  units: MeasurementUnits,
  targetPixels = 120,
): { pixels: number; label: string } {
  const unitMeters = units === 'feet' ? METERS_PER_FOOT : 1;
  const wanted = (metersPerPixel * targetPixels) / unitMeters;
  const power = 10 ** Math.floor(Math.log10(wanted));
  const step = [1, 2, 5, 10]
    .map((k) => k * power)
    .reduce((a, b) => (Math.abs(b - wanted) < Math.abs(a - wanted) ? b : a));
  const rounded = Number(step.toPrecision(3));
  return {
    pixels: (rounded * unitMeters) / metersPerPixel,
    label: `${rounded} ${units === 'feet' ? 'ft' : 'm'}`,
  };
}
