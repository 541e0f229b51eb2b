/**
 * A row of chairs between two floor points, straight or bent into an arc: the quickest way to lay out a
 * line of seats by hand (issue 26). Chairs stand a pitch of seat width + gap apart and all face the left
 * of start → end (flip turns them round).
 */
import { type ModelSize, type P2, type Placement2D, wrapAngle } from './layout-types.ts';

/** Clear space between neighbouring chairs in a row (about 6 in). */
export const DEFAULT_SEAT_GAP_M = 0.15;

export interface ChairRowSpec {
  start: P2;
  end: P2;
  seat: ModelSize;
  gap?: number;
  count?: number;
  flip?: boolean;
  /** Sagitta in m of an arc through start and end; 0 = straight. Positive bulges to the right of start → end. */
  bend?: number;
}

/** Chairs that fit with their full width along `length` at `pitch` (at least 1). */
function fitting(length: number, width: number, pitch: number): number {
  return Math.max(1, Math.floor((length - width) / pitch + 1e-9) + 1);
}

/**
 * The row's chairs. Straight: the first chair's edge at `start`, without `count` as many as fit before
 * `end`. With `bend` ≠ 0 they lie on the arc through start and end, spaced by arc length, each facing the
 * left of its direction along the arc: towards the arc's centre when bend > 0 (the row curves round what
 * it faces, like theatre rows round a stage), away from it when bend < 0, so a row never turns about as
 * its bend passes 0.
 */
export function chairRow(spec: ChairRowSpec): Placement2D[] {
  const { start, end, seat } = spec;
  const pitch = seat.width + (spec.gap ?? DEFAULT_SEAT_GAP_M);
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const chord = Math.hypot(dx, dy);
  const turn = spec.flip ? Math.PI : 0;
  const bend = spec.bend ?? 0;
  if (chord === 0 || bend === 0) {
    const along = Math.atan2(dy, dx);
    const ux = Math.cos(along);
    const uy = Math.sin(along);
    const count = spec.count ?? fitting(chord, seat.width, pitch);
    return Array.from({ length: count }, (_, k) => {
      const s = seat.width / 2 + k * pitch;
      return {
        role: 'seat',
        x: start.x + ux * s,
        y: start.y + uy * s,
        facing: wrapAngle(along + Math.PI / 2 + turn),
      };
    });
  }
  const h = Math.abs(bend);
  const side = Math.sign(bend);
  const r = ((chord * chord) / 4 + h * h) / (2 * h);
  // The centre is on the left of start → end for a positive bend (the arc bulges right).
  const nx = -dy / chord;
  const ny = dx / chord;
  const cx = (start.x + end.x) / 2 + nx * side * (r - h);
  const cy = (start.y + end.y) / 2 + ny * side * (r - h);
  const arcLength = r * 4 * Math.atan((2 * h) / chord);
  const count = spec.count ?? fitting(arcLength, seat.width, pitch);
  const angle0 = Math.atan2(start.y - cy, start.x - cx);
  return Array.from({ length: count }, (_, k) => {
    const angle = angle0 + (side * (seat.width / 2 + k * pitch)) / r;
    // Left of the direction of travel: inwards when travelling counter-clockwise (side > 0).
    const facing = side > 0 ? angle + Math.PI : angle;
    return {
      role: 'seat',
      x: cx + r * Math.cos(angle),
      y: cy + r * Math.sin(angle),
      facing: wrapAngle(facing + turn),
    };
  });
}

/** A third point closer to the line than this (m) leaves a row straight. */
const STRAIGHT_WITHIN_M = 0.05;

/**
 * The bend (sagitta, m; positive to the right of start → end, as `chairRow` takes it) of the arc through
 * start, end and `through` (the Chair row tool's third click), at most a half circle; 0 when `through`
 * is all but on the line.
 */
export function bendThrough(start: P2, end: P2, through: P2): number {
  const chord = Math.hypot(end.x - start.x, end.y - start.y);
  if (chord === 0) return 0;
  const half = chord / 2;
  // The point in the chord's frame: along it from its middle, and to its left.
  const ux = (end.x - start.x) / chord;
  const uy = (end.y - start.y) / chord;
  const along = (through.x - (start.x + end.x) / 2) * ux + (through.y - (start.y + end.y) / 2) * uy;
  const left = (through.x - start.x) * -uy + (through.y - start.y) * ux;
  if (Math.abs(left) < STRAIGHT_WITHIN_M) return 0;
  // The circle through the three points has its centre on the chord's bisector, `k` to the left.
  const k = (along * along + left * left - half * half) / (2 * left);
  const sagittaLeft = k + Math.sign(left) * Math.hypot(half, k);
  return Math.max(-half, Math.min(half, -sagittaLeft));
}
