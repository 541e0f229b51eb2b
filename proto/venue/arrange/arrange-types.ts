/**
 * What the venue planner's arranging code (snapping, align/distribute, nudging, marquee selection,
 * repeated duplicates) works on: points and footprint boxes on the floor plane, in meters, x along the
 * floor's u axis and y along its v axis (frame.ts floorBasis). No three.js and no DOM, so it all tests
 * as plain numbers; the viewer turns items into boxes and applies the results.
 */

export interface P2 {
  x: number;
  y: number;
}

/** An item as arranging sees it: its id, centre, and the half extents of its axis-aligned footprint box in the floor frame. */
export interface Box2 {
  id: string;
  x: number;
  y: number;
  halfWidth: number;
  halfDepth: number;
}

/** The floor-plane rectangle a box or a selection covers. */
export interface Bounds2 {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The footprint of one box, or the bounding box of several (null for none). */
export function boundsOf(boxes: readonly Box2[]): Bounds2 | null {
  if (boxes.length === 0) return null;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const b of boxes) {
    minX = Math.min(minX, b.x - b.halfWidth);
    maxX = Math.max(maxX, b.x + b.halfWidth);
    minY = Math.min(minY, b.y - b.halfDepth);
    maxY = Math.max(maxY, b.y + b.halfDepth);
  }
  return { minX, maxX, minY, maxY };
}
