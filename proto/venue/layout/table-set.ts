/**
 * A table with its chairs (issue 26): a round with chairs evenly round it, a rectangular table with
 * chairs along its long sides (and its ends), or a cabaret round, its side towards the stage left open.
 * The table comes first, then its chairs, each facing the table.
 */
import { type ModelSize, type P2, type Placement2D, type TableModel, wrapAngle } from './layout-types.ts';

/** From a table's edge to its chairs' centres (about 18 in): round tables and the sides of rectangular ones. */
export const ROUND_CHAIR_OFFSET_M = 0.45;

export interface TableSetSpec {
  centre: P2;
  table: TableModel;
  seat: ModelSize;
  /** Chairs; for cabaret, those of the full round, of which the half towards `facingPoint` stay away. */
  count: number;
  /** Default: the table's shape. */
  style?: 'round' | 'rectangular' | 'cabaret';
  /** Rectangular: one chair at each end, out of `count`. */
  ends?: boolean;
  /** Radians: a rectangular table's long axis; where a round's first chair stands. */
  rotation?: number;
  /** Cabaret: the open side faces it. */
  facingPoint?: P2;
}

/** Chairs' offsets from the middle of the half circle away from the stage, spaced as a full round of `count`. */
function cabaretOffsets(count: number): number[] {
  const step = (2 * Math.PI) / count;
  const half = (phase: number) =>
    Array.from({ length: count }, (_, k) => (k - Math.floor(count / 2) + phase) * step).filter(
      (offset) => Math.abs(offset) <= Math.PI / 2 + 1e-9,
    );
  const centred = half(0);
  const straddling = half(0.5);
  return straddling.length > centred.length ? straddling : centred;
}

export function tableSet(spec: TableSetSpec): Placement2D[] {
  const { centre, table, seat, count } = spec;
  const style = spec.style ?? table.shape;
  const rotation = spec.rotation ?? 0;
  const offset = Math.max(ROUND_CHAIR_OFFSET_M, seat.depth / 2);
  const chair = (along: number, across: number, facing: number): Placement2D => ({
    role: 'seat',
    x: centre.x + Math.cos(rotation) * along - Math.sin(rotation) * across,
    y: centre.y + Math.sin(rotation) * along + Math.cos(rotation) * across,
    facing: wrapAngle(rotation + facing),
  });
  if (style === 'rectangular') {
    const long = Math.max(table.width, table.depth);
    const short = Math.min(table.width, table.depth);
    // The table's width lies along `rotation` when it is the longer side.
    const facing = table.width >= table.depth ? rotation + Math.PI / 2 : rotation;
    const ends = spec.ends ? Math.min(2, count) : 0;
    const first = Math.ceil((count - ends) / 2);
    const second = count - ends - first;
    const side = (m: number, sign: number) =>
      Array.from({ length: m }, (_, i) =>
        chair(((i + 0.5) * long) / m - long / 2, sign * (short / 2 + offset), -sign * (Math.PI / 2)),
      );
    return [
      { role: 'table', x: centre.x, y: centre.y, facing: wrapAngle(facing) },
      ...side(first, 1),
      ...side(second, -1),
      ...[chair(long / 2 + offset, 0, Math.PI), chair(-long / 2 - offset, 0, 0)].slice(0, ends),
    ];
  }
  const radius = table.width / 2 + offset;
  const round = (angle: number) => chair(radius * Math.cos(angle), radius * Math.sin(angle), angle + Math.PI);
  if (style === 'cabaret') {
    const open = spec.facingPoint
      ? Math.atan2(spec.facingPoint.y - centre.y, spec.facingPoint.x - centre.x) - rotation
      : 0;
    const chairs = count > 0 ? cabaretOffsets(count).map((o) => round(open + Math.PI + o)) : [];
    return [{ role: 'table', x: centre.x, y: centre.y, facing: wrapAngle(rotation + open) }, ...chairs];
  }
  return [
    { role: 'table', x: centre.x, y: centre.y, facing: wrapAngle(rotation) },
    ...Array.from({ length: count }, (_, k) => round((2 * Math.PI * k) / count)),
  ];
}
