/**
 * Seats per zone (issue 14, beyond the spec): the seating models (category Seating) whose floor
 * position lies inside a capacity zone's boundary (and outside its holes), compared with the zone's
 * seated capacity. Positions and boundaries are scene coordinates; both are projected on the floor
 * plane of the scene's up before the even-odd point-in-polygon test.
 */
import type { PlanningElement, Segmentation, Vec3 } from '#venue/documents.ts';

type Point2 = [number, number];
type Up = [number, number, number];

/** Even-odd rule; a point on an edge may fall either way. */
export function pointInPolygon(point: Point2, polygon: readonly Point2[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point2;
    const [xj, yj] = polygon[j] as Point2;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/** Projects scene points onto the floor plane (two axes perpendicular to up). */
function floorProjector(up: Up) {
  const l = Math.hypot(...up) || 1;
  const n: Up = [up[0] / l, up[1] / l, up[2] / l];
  const ref: Up = Math.abs(n[0]) < 0.9 ? [1, 0, 0] : [0, 0, 1];
  const d = ref[0] * n[0] + ref[1] * n[1] + ref[2] * n[2];
  const u0: Up = [ref[0] - n[0] * d, ref[1] - n[1] * d, ref[2] - n[2] * d];
  const ul = Math.hypot(...u0);
  const u: Up = [u0[0] / ul, u0[1] / ul, u0[2] / ul];
  const v: Up = [u[1] * n[2] - u[2] * n[1], u[2] * n[0] - u[0] * n[2], u[0] * n[1] - u[1] * n[0]];
  return (p: Vec3 | null | undefined): Point2 => {
    const x = p?.x ?? 0;
    const y = p?.y ?? 0;
    const z = p?.z ?? 0;
    return [x * u[0] + y * u[1] + z * u[2], x * v[0] + y * v[1] + z * v[2]];
  };
}

const isSeat = (element: PlanningElement) => element.category === 'Seating';

/** How many seats stand inside each zone, by zone id. */
export function seatsByZone(
  zones: readonly Segmentation[],
  elements: readonly PlanningElement[],
  up: Up = [0, 1, 0],
): Map<string, number> {
  const project = floorProjector(up);
  const seats = elements.filter(isSeat).map((e) => project(e.position));
  const counts = new Map<string, number>();
  for (const zone of zones) {
    const boundary = (zone.geometry?.boundary ?? []).map(project);
    const holes = (zone.geometry?.holes ?? []).map((ring) => (ring.points ?? []).map(project));
    const inside = (p: Point2) =>
      boundary.length >= 3 &&
      pointInPolygon(p, boundary) &&
      !holes.some((h) => h.length >= 3 && pointInPolygon(p, h));
    counts.set(zone.id ?? '', seats.filter(inside).length);
  }
  return counts;
}

/** The zone panel's line and its warning when the seats placed exceed the zone's seated capacity. */
export function seatsText(seats: number, maxSeated: number): { text: string; warning: string | null } {
  return {
    text: `${seats} / ${maxSeated}`,
    warning:
      seats > maxSeated
        ? `${seats - maxSeated} seat${seats - maxSeated === 1 ? '' : 's'} over this zone's capacity`
        : null,
  };
}
