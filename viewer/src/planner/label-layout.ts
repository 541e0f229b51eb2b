/**
 * Keeps the overlay's labels from covering each other: labels are placed in order (selected first,
 * then top to bottom) and one that would overlap a label already placed is moved up until it is clear.
 * Screen pixels, y down. Small enough to run every frame for the few hundred labels the overlay draws.
 */

export interface LabelBox {
  id: string;
  /** Centre, in canvas pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Placed first and never moved (the selection). */
  pinned?: boolean;
}

const GAP_PX = 2;
/** A label pushed this far gives up (a dense pile is left overlapping rather than flung off screen). */
const MAX_SHIFT_PX = 240;

const overlaps = (a: LabelBox, ay: number, b: LabelBox, by: number) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width + GAP_PX &&
  Math.abs(ay - by) * 2 < a.height + b.height + GAP_PX;

/** How far up (negative pixels) each label moves; labels that need not move are left out. */
export function spreadLabels(boxes: readonly LabelBox[]): Map<string, number> {
  const order = [...boxes].sort((a, b) => Number(!!b.pinned) - Number(!!a.pinned) || a.y - b.y || a.x - b.x);
  const placed: Array<{ box: LabelBox; y: number }> = [];
  const shifts = new Map<string, number>();
  for (const box of order) {
    let y = box.y;
    if (!box.pinned) {
      for (let moved = true; moved && box.y - y <= MAX_SHIFT_PX; ) {
        moved = false;
        for (const other of placed) {
          if (!overlaps(box, y, other.box, other.y)) continue;
          y = other.y - (other.box.height + box.height) / 2 - GAP_PX;
          moved = true;
        }
      }
      if (box.y - y > MAX_SHIFT_PX) y = box.y;
    }
    if (y !== box.y) shifts.set(box.id, y - box.y);
    placed.push({ box, y });
  }
  return shifts;
}
