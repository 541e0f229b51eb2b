/** Lengths, perimeters and floor areas of drawn shapes, in scene units (scene-frame.ts turns them into meters). */
import type { Vec3 } from '#protocol/index.ts';
import { type SceneFrame, toFloor2D } from './frame.ts';
import { distance } from './vec.ts';

/** Sum of the segment lengths; a closed shape adds the segment back to the first point. */
export function pathLength(points: readonly Vec3[], closed = false): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1] as Vec3, points[i] as Vec3);
  if (closed && points.length > 2) total += distance(points[points.length - 1] as Vec3, points[0] as Vec3);
  return total;
}

/** Area of a 2D polygon (shoelace), always positive. */
export function polygonArea2D(points: ReadonlyArray<readonly [number, number]>): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] as [number, number];
    const [x2, y2] = points[(i + 1) % points.length] as [number, number];
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** Area of a polygon's footprint on the floor (points projected along up), in scene units². */
export function floorArea(frame: SceneFrame, points: readonly Vec3[]): number {
  if (points.length < 3) return 0;
  return polygonArea2D(points.map((p) => toFloor2D(frame, p)));
}

/** Whether a 2D point lies inside a polygon (even-odd rule). */
export function insidePolygon(x: number, y: number, polygon: ReadonlyArray<readonly [number, number]>) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as [number, number];
    const [xj, yj] = polygon[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a 2D point to a segment. */
export function distanceToSegment2D(
  x: number,
  y: number,
  [ax, ay]: readonly [number, number],
  [bx, by]: readonly [number, number],
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSq));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}
