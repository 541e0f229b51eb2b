/** The bounding-box tool: two clicks give the diagonal of a box standing on the floor, one meter high. */
import { Euler, Matrix4, Vector3 } from 'three';
import { dropToFloor, floorBasis, fromMeters } from '#venue/frame.ts';
import { add, dot, scale, toPoint } from '#venue/vec.ts';
import type { SceneFrame, Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';
import { addAnnotation } from './add-annotation.ts';

/** A box's default height when drawn: one meter (one unit before calibration). */
const BOX_HEIGHT_METERS = 1;

/**
 * A box standing on the floor over the rectangle with diagonal a–b, its sides along the floor axes.
 * Stored as world extents about its centre (min, max) turned by `rotation` (XYZ Euler radians).
 */
function boxBounds(frame: SceneFrame, a: Vec3, b: Vec3, height: number) {
  const { u, v, n } = floorBasis(frame);
  const fa = dropToFloor(frame, a);
  const fb = dropToFloor(frame, b);
  const lu = [dot(fa, u), dot(fb, u)];
  const lv = [dot(fa, v), dot(fb, v)];
  const half: Vec3 = [
    Math.abs((lu[0] as number) - (lu[1] as number)) / 2,
    height / 2,
    Math.abs((lv[0] as number) - (lv[1] as number)) / 2,
  ];
  const mid = scale(add(fa, fb), 0.5);
  const center = add(mid, scale(n, height / 2));
  const basis = new Matrix4().makeBasis(new Vector3(...u), new Vector3(...n), new Vector3(...v));
  const euler = new Euler().setFromRotationMatrix(basis, 'XYZ');
  return {
    min: toPoint([center[0] - half[0], center[1] - half[1], center[2] - half[2]]),
    max: toPoint([center[0] + half[0], center[1] + half[1], center[2] + half[2]]),
    rotation: { x: euler.x, y: euler.y, z: euler.z },
    center,
  };
}

export const boxTool: Tool = {
  description: {
    name: 'boundingBox',
    label: 'Box',
    icon: 'box',
    key: 4,
    hint: 'Click two opposite corners on the floor',
    modes: ['annotate', 'draw'],
  },
  order: 40,
  minPoints: 2,
  maxPoints: 2,
  closes: false,
  onFloor: true,
  complete(points, ctx) {
    const [a, b] = points as [Vec3, Vec3];
    const frame = ctx.frames.frame;
    const { center, ...bounds } = boxBounds(frame, a, b, fromMeters(frame, BOX_HEIGHT_METERS));
    addAnnotation(ctx, 'bounding_box_3d', 'Box', { position: toPoint(center), bounds });
  },
};
