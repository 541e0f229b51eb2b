/**
 * The plan's floor frame (issue #27): meters on the levelled floor, `x` along the floor's u axis and `y`
 * against its v axis. (u, v, up) is a left-handed triple (frame.ts: u × up = v), so a plan drawn with +v
 * up the page would be the room seen from below, mirrored; with y = −v it is the room seen from above,
 * as the plan view shows it (its camera's up is −v) and as the PDF, PNG and DXF draw it.
 */

import type { Vec3 } from '#protocol/index.ts';
import { floorBasis, type SceneFrame } from '../frame.ts';
import type { P2 } from '../layout/layout-types.ts';
import { add, dot, scale } from '../vec.ts';

export function sheetFrame(frame: SceneFrame) {
  const { u, v, n } = floorBasis(frame);
  const metersPerUnit = frame.metersPerUnit ?? 1;
  return {
    /** A scene point's place on the plan (meters). */
    toSheet: (p: Vec3): P2 => ({ x: dot(p, u) * metersPerUnit, y: -dot(p, v) * metersPerUnit }),
    /** A plan point back on the scene's floor. */
    toScene: ({ x, y }: P2): Vec3 =>
      add(scale(n, frame.floor), add(scale(u, x / metersPerUnit), scale(v, -y / metersPerUnit))),
    /** A scene direction's angle on the plan (radians, counter-clockwise from +x seen from above). */
    angleOf: (direction: Vec3): number => Math.atan2(-dot(direction, v), dot(direction, u)),
  };
}
