/**
 * Seats per zone (issue 14, beyond the spec): the seating models (category Seating) whose floor
 * position lies inside a capacity zone's boundary (and outside its holes), compared with the zone's
 * seated capacity. Positions and boundaries are scene coordinates; both are projected on the floor
 * plane of the scene's up before the even-odd point-in-polygon test.
 */
import type { PlanningElement, Segmentation, Vec3 } from '#venue/documents.ts';
import { toFloor2D } from '#venue/frame.ts';
import { insidePolygon } from '#venue/geometry.ts';

type Point2 = [number, number];
type Up = [number, number, number];

/** Projects stored points onto the floor plane of `up` (the scene frame's floor coordinates). */
function floorProjector(up: Up) {
  const frame = { up, floor: 0, metersPerUnit: null, levelledBy: 'default' } as const;
  return (p: Vec3 | null | undefined): Point2 => toFloor2D(frame, [p?.x ?? 0, p?.y ?? 0, p?.z ?? 0]);
}

const pointInPolygon = (p: Point2, polygon: readonly Point2[]) => insidePolygon(p[0], p[1], polygon);

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

/** The zones with more seats placed inside them than their seated capacity (the zone list shows them red). */
export function overCapacityZones(
  zones: readonly Segmentation[],
  elements: readonly PlanningElement[],
  up?: Up,
): Set<string> {
  const seats = seatsByZone(zones, elements, up);
  return new Set(
    zones
      .filter((z) => (seats.get(z.id ?? '') ?? 0) > (z.properties?.capacity?.maxSeated ?? 0))
      .map((z) => z.id ?? ''),
  );
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
