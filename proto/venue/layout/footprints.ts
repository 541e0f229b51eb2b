/**
 * The floor a placed model covers, for checking layouts (issue 26): a seat or rectangular table is a
 * rectangle turned to its facing (width across, depth along the facing), a round table a circle. The
 * fills keep every footprint inside their zone and apart; the tests check the same way. Touching is not
 * overlapping: a hair of tolerance lets chairs stand edge to edge.
 */
import type { ModelSize, P2, Placement2D } from './layout-types.ts';

export type Footprint =
  | { kind: 'rectangle'; x: number; y: number; facing: number; halfWidth: number; halfDepth: number }
  | { kind: 'circle'; x: number; y: number; radius: number };

const TOLERANCE_M = 1e-6;

export function footprintOf(
  placement: Placement2D,
  size: ModelSize,
  shape: 'round' | 'rectangular' = 'rectangular',
): Footprint {
  const { x, y, facing } = placement;
  if (shape === 'round') return { kind: 'circle', x, y, radius: size.width / 2 };
  return { kind: 'rectangle', x, y, facing, halfWidth: size.width / 2, halfDepth: size.depth / 2 };
}

type Rectangle = Extract<Footprint, { kind: 'rectangle' }>;

/** A point in a rectangle's own axes: u along its facing, v across (its width). */
function local(r: Rectangle, p: P2): P2 {
  const c = Math.cos(r.facing);
  const s = Math.sin(r.facing);
  const dx = p.x - r.x;
  const dy = p.y - r.y;
  return { x: dx * c + dy * s, y: -dx * s + dy * c };
}

/** A rectangular footprint's four corners, going round. */
export function footprintCorners(r: Rectangle): P2[] {
  const c = Math.cos(r.facing);
  const s = Math.sin(r.facing);
  return [
    [1, 1],
    [1, -1],
    [-1, -1],
    [-1, 1],
  ].map(([a = 0, b = 0]) => ({
    x: r.x + c * a * r.halfDepth - s * b * r.halfWidth,
    y: r.y + s * a * r.halfDepth + c * b * r.halfWidth,
  }));
}

/** Distance from a point in a rectangle's axes to the rectangle (0 inside). */
function toBox(p: P2, r: Rectangle): number {
  return Math.hypot(Math.max(0, Math.abs(p.x) - r.halfDepth), Math.max(0, Math.abs(p.y) - r.halfWidth));
}

function toSegment(p: P2, a: P2, b: P2): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Whether segment a–b passes through the rectangle's interior (its box shrunk by the tolerance). */
function crosses(r: Rectangle, a: P2, b: P2): boolean {
  const p = local(r, a);
  const q = local(r, b);
  let t0 = 0;
  let t1 = 1;
  const d = { x: q.x - p.x, y: q.y - p.y };
  for (const [start, delta, half] of [
    [p.x, d.x, r.halfDepth - TOLERANCE_M],
    [p.y, d.y, r.halfWidth - TOLERANCE_M],
  ] as const) {
    if (half <= 0) return false;
    if (delta === 0) {
      if (Math.abs(start) >= half) return false;
      continue;
    }
    const ta = (-half - start) / delta;
    const tb = (half - start) / delta;
    t0 = Math.max(t0, Math.min(ta, tb));
    t1 = Math.min(t1, Math.max(ta, tb));
    if (t0 >= t1) return false;
  }
  return true;
}

function segmentToRectangle(r: Rectangle, a: P2, b: P2): number {
  if (crosses(r, a, b)) return -1;
  const near = Math.min(toBox(local(r, a), r), toBox(local(r, b), r));
  return Math.min(near, ...footprintCorners(r).map((c) => toSegment(c, a, b)));
}

function projection(points: P2[], ax: number, ay: number): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    const d = p.x * ax + p.y * ay;
    min = Math.min(min, d);
    max = Math.max(max, d);
  }
  return [min, max];
}

type Circle = Extract<Footprint, { kind: 'circle' }>;

function circleMeetsRectangle(circle: Circle, rectangle: Rectangle): boolean {
  const p = local(rectangle, circle);
  const inside = Math.abs(p.x) < rectangle.halfDepth && Math.abs(p.y) < rectangle.halfWidth;
  return inside || toBox(p, rectangle) < circle.radius - TOLERANCE_M;
}

/** Whether two footprints share more than a touching edge. */
export function footprintsOverlap(a: Footprint, b: Footprint): boolean {
  if (a.kind === 'circle') {
    if (b.kind === 'rectangle') return circleMeetsRectangle(a, b);
    return Math.hypot(a.x - b.x, a.y - b.y) < a.radius + b.radius - TOLERANCE_M;
  }
  if (b.kind === 'circle') return circleMeetsRectangle(b, a);
  const pa = footprintCorners(a);
  const pb = footprintCorners(b);
  for (const facing of [a.facing, b.facing]) {
    for (const [ax, ay] of [
      [Math.cos(facing), Math.sin(facing)],
      [-Math.sin(facing), Math.cos(facing)],
    ] as const) {
      const [minA, maxA] = projection(pa, ax, ay);
      const [minB, maxB] = projection(pb, ax, ay);
      if (Math.min(maxA, maxB) - Math.max(minA, minB) <= TOLERANCE_M) return false;
    }
  }
  return true;
}

/** Even-odd rule; the polygon may run either way round. */
function pointInPolygon(p: P2, polygon: readonly P2[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as P2;
    const b = polygon[j] as P2;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Whether a footprint lies inside the polygon, at least `margin` from every edge (the polygon shrunk by
 * `margin`). Convex or concave, clockwise or not: the centre is inside and no edge comes closer.
 */
export function footprintInside(footprint: Footprint, polygon: readonly P2[], margin = 0): boolean {
  if (polygon.length < 3 || !pointInPolygon(footprint, polygon)) return false;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as P2;
    const b = polygon[(i + 1) % polygon.length] as P2;
    const clear =
      footprint.kind === 'circle'
        ? toSegment(footprint, a, b) - footprint.radius
        : segmentToRectangle(footprint, a, b);
    if (clear < margin - TOLERANCE_M) return false;
  }
  return true;
}

/** [minX, minY, maxX, maxY] of a footprint. */
function bounds(f: Footprint): [number, number, number, number] {
  if (f.kind === 'circle') return [f.x - f.radius, f.y - f.radius, f.x + f.radius, f.y + f.radius];
  const c = Math.abs(Math.cos(f.facing));
  const s = Math.abs(Math.sin(f.facing));
  const hx = c * f.halfDepth + s * f.halfWidth;
  const hy = s * f.halfDepth + c * f.halfWidth;
  return [f.x - hx, f.y - hy, f.x + hx, f.y + hy];
}

/**
 * Every footprint that overlaps another. Footprints go into a uniform grid of cells about the median
 * footprint's size (coarser when they are spread far apart), and each pair sharing cells is checked once,
 * in the first cell both cover.
 */
export function overlappingIndices(footprints: readonly Footprint[]): Set<number> {
  const found = new Set<number>();
  const n = footprints.length;
  if (n < 2) return found;
  const box = new Float64Array(4 * n);
  for (const [i, f] of footprints.entries()) box.set(bounds(f), 4 * i);
  let originX = Number.POSITIVE_INFINITY;
  let originY = Number.POSITIVE_INFINITY;
  let spanX = 0;
  let spanY = 0;
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) {
    originX = Math.min(originX, box[4 * i] as number);
    originY = Math.min(originY, box[4 * i + 1] as number);
    spanX = Math.max(spanX, box[4 * i + 2] as number);
    spanY = Math.max(spanY, box[4 * i + 3] as number);
    sizes.push(
      Math.max(
        (box[4 * i + 2] as number) - (box[4 * i] as number),
        (box[4 * i + 3] as number) - (box[4 * i + 1] as number),
      ),
    );
  }
  spanX -= originX;
  spanY -= originY;
  sizes.sort((p, q) => p - q);
  let cell = Math.max(sizes[n >> 1] ?? 0, 1e-3);
  while ((Math.floor(spanX / cell) + 1) * (Math.floor(spanY / cell) + 1) > 4 * n + 64) cell *= 2;
  const columns = Math.floor(spanX / cell) + 1;
  const rows = Math.floor(spanY / cell) + 1;
  // Each footprint's cell range [x0, x1] × [y0, y1].
  const range = new Int32Array(4 * n);
  const counts = new Int32Array(columns * rows + 1);
  for (let i = 0; i < n; i++) {
    const x0 = Math.floor(((box[4 * i] as number) - originX) / cell);
    const y0 = Math.floor(((box[4 * i + 1] as number) - originY) / cell);
    const x1 = Math.min(columns - 1, Math.floor(((box[4 * i + 2] as number) - originX) / cell));
    const y1 = Math.min(rows - 1, Math.floor(((box[4 * i + 3] as number) - originY) / cell));
    range.set([x0, y0, x1, y1], 4 * i);
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) (counts[y * columns + x + 1] as number)++;
  }
  for (let c = 1; c < counts.length; c++) counts[c] = (counts[c] as number) + (counts[c - 1] as number);
  const members = new Int32Array(counts[counts.length - 1] as number);
  const next = counts.slice(0, -1);
  for (let i = 0; i < n; i++) {
    for (let y = range[4 * i + 1] as number; y <= (range[4 * i + 3] as number); y++) {
      for (let x = range[4 * i] as number; x <= (range[4 * i + 2] as number); x++) {
        const c = y * columns + x;
        members[next[c] as number] = i;
        next[c] = (next[c] as number) + 1;
      }
    }
  }
  const apart = (i: number, j: number, axis: number) =>
    Math.min(box[4 * i + axis + 2] as number, box[4 * j + axis + 2] as number) -
      Math.max(box[4 * i + axis] as number, box[4 * j + axis] as number) <=
    TOLERANCE_M;
  for (let c = 0; c < columns * rows; c++) {
    const x = c % columns;
    const y = (c - x) / columns;
    for (let p = counts[c] as number; p < (counts[c + 1] as number); p++) {
      const i = members[p] as number;
      for (let q = p + 1; q < (counts[c + 1] as number); q++) {
        const j = members[q] as number;
        // Only in the first cell both cover.
        if (Math.max(range[4 * i] as number, range[4 * j] as number) !== x) continue;
        if (Math.max(range[4 * i + 1] as number, range[4 * j + 1] as number) !== y) continue;
        if (apart(i, j, 0) || apart(i, j, 1)) continue;
        if (footprintsOverlap(footprints[i] as Footprint, footprints[j] as Footprint)) {
          found.add(i);
          found.add(j);
        }
      }
    }
  }
  return found;
}
