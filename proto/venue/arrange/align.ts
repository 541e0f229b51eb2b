/**
 * Align and distribute for the venue planner's selections, as in drawing programs: line several
 * footprints up on one side or their middle, or space them out with equal gaps between them. Pure: it
 * returns each box's new centre and the viewer moves the items. Floor-plane meters (arrange-types.ts);
 * 'top' is +y, the far side of the floor plan as drawn from above, and 'bottom' is −y.
 */
import { type Box2, boundsOf, type P2 } from './arrange-types.ts';

export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export type DistributeDirection = 'horizontal' | 'vertical';

/** The planner's button texts. */
export const ALIGN_LABELS: Readonly<Record<AlignEdge, string>> = {
  left: 'Left',
  centre: 'Centre',
  right: 'Right',
  top: 'Top',
  middle: 'Middle',
  bottom: 'Bottom',
};

export const DISTRIBUTE_LABELS: Readonly<Record<DistributeDirection, string>> = {
  horizontal: 'Horizontally',
  vertical: 'Vertically',
};

/**
 * Each box's new centre, aligned to the selection's bounding box: left = its min x edge, right = its
 * max x, centre = its x middle; top = its max y, bottom = its min y, middle = its y middle. The other
 * coordinate stays.
 */
export function align(boxes: readonly Box2[], edge: AlignEdge): Map<string, P2> {
  const result = new Map<string, P2>();
  const bounds = boundsOf(boxes);
  if (!bounds) return result;
  for (const b of boxes) {
    const at = (x: number, y: number) => result.set(b.id, { x, y });
    switch (edge) {
      case 'left':
        at(bounds.minX + b.halfWidth, b.y);
        break;
      case 'centre':
        at((bounds.minX + bounds.maxX) / 2, b.y);
        break;
      case 'right':
        at(bounds.maxX - b.halfWidth, b.y);
        break;
      case 'top':
        at(b.x, bounds.maxY - b.halfDepth);
        break;
      case 'middle':
        at(b.x, (bounds.minY + bounds.maxY) / 2);
        break;
      case 'bottom':
        at(b.x, bounds.minY + b.halfDepth);
        break;
    }
  }
  return result;
}

/**
 * Each box's new centre with equal gaps between consecutive footprints along x (horizontal) or y
 * (vertical), taken in order of their centres (ties in the given order); the first and last stay put and
 * the others move along that axis only. Footprints wider than the room between the outer two overlap by
 * equal amounts (a negative gap). Fewer than 3 boxes: all unchanged.
 */
export function distribute(boxes: readonly Box2[], direction: DistributeDirection): Map<string, P2> {
  const result = new Map<string, P2>(boxes.map((b) => [b.id, { x: b.x, y: b.y }]));
  if (boxes.length < 3) return result;
  const axis = direction === 'horizontal' ? 'x' : 'y';
  const half = (b: Box2) => (direction === 'horizontal' ? b.halfWidth : b.halfDepth);
  const sorted = [...boxes].sort((a, b) => a[axis] - b[axis]);
  const first = sorted[0] as Box2;
  const last = sorted[sorted.length - 1] as Box2;
  const span = last[axis] + half(last) - (first[axis] - half(first));
  const filled = sorted.reduce((sum, b) => sum + 2 * half(b), 0);
  const gap = (span - filled) / (sorted.length - 1);
  let edge = first[axis] + half(first) + gap;
  for (const b of sorted.slice(1, -1)) {
    const centre = edge + half(b);
    result.set(b.id, axis === 'x' ? { x: centre, y: b.y } : { x: b.x, y: centre });
    edge = centre + half(b) + gap;
  }
  return result;
}
