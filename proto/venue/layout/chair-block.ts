/**
 * A block of theatre rows facing a stage (issue 26): rows one behind another going away from the facing
 * point, centred across on the front row's centre, with aisles cut through the rows every few seats.
 */
import { DEFAULT_SEAT_GAP_M } from './chair-row.ts';
import { type ModelSize, type P2, type Placement2D, wrapAngle } from './layout-types.ts';

/** Rows back to back, centre to centre (about 36 in). */
export const DEFAULT_ROW_SPACING_M = 0.9;
/** Clear width of an aisle (48 in, the usual egress aisle). */
export const DEFAULT_AISLE_WIDTH_M = 1.2;

export interface ChairBlockSpec {
  /** Centre of the front row. */
  front: P2;
  /** The stage: every seat faces it along the block's axis. */
  facingPoint: P2;
  rows: number;
  columns: number;
  seat: ModelSize;
  rowSpacing?: number;
  seatGap?: number;
  /** An aisle after every N seats in a row; 0 = none. */
  aisleEvery?: number;
  aisleWidth?: number;
}

/** The `aisleEvery` that splits a row of `columns` seats by one centre aisle (0 when there is nothing to split). */
export function centreAisle(columns: number): number {
  return columns < 2 ? 0 : Math.ceil(columns / 2);
}

/**
 * The block's seats, row by row from the front, each row from the seated guests' left to their right.
 * The clear space between the two seats either side of an aisle is `aisleWidth`.
 */
export function chairBlock(spec: ChairBlockSpec): Placement2D[] {
  const { front, seat, rows, columns } = spec;
  const gap = spec.seatGap ?? DEFAULT_SEAT_GAP_M;
  const pitch = seat.width + gap;
  const rowSpacing = spec.rowSpacing ?? DEFAULT_ROW_SPACING_M;
  const aisleEvery = spec.aisleEvery ?? 0;
  const extra = (spec.aisleWidth ?? DEFAULT_AISLE_WIDTH_M) - gap;
  const dx = spec.facingPoint.x - front.x;
  const dy = spec.facingPoint.y - front.y;
  const facing = dx === 0 && dy === 0 ? 0 : Math.atan2(dy, dx);
  const fx = Math.cos(facing);
  const fy = Math.sin(facing);
  // The guests' right: the facing direction turned -90°.
  const rx = fy;
  const ry = -fx;
  const across = Array.from(
    { length: Math.max(0, columns) },
    (_, c) => c * pitch + (aisleEvery > 0 ? Math.floor(c / aisleEvery) : 0) * extra,
  );
  const middle = ((across[0] ?? 0) + (across[across.length - 1] ?? 0)) / 2;
  const seats: Placement2D[] = [];
  for (let r = 0; r < rows; r++) {
    for (const a of across) {
      const side = a - middle;
      seats.push({
        role: 'seat',
        x: front.x - fx * r * rowSpacing + rx * side,
        y: front.y - fy * r * rowSpacing + ry * side,
        facing: wrapAngle(facing),
      });
    }
  }
  return seats;
}
