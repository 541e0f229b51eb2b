/**
 * Marquee (rubber-band) selection on the floor plan and how a click or marquee changes the selection:
 * 'contain' takes footprints wholly inside the dragged rectangle, 'touch' any it meets (drawing
 * programs commonly use contain dragging one way and touch the other; the viewer picks). Shift adds,
 * Ctrl/Cmd toggles, neither replaces. Floor-plane meters (arrange-types.ts).
 */
import type { Box2, P2 } from './arrange-types.ts';

export type MarqueeMode = 'contain' | 'touch';

/**
 * Ids, in the boxes' order, of the footprints inside (contain) or meeting (touch) the axis-aligned
 * rectangle two opposite corners span, in either order. Edges count: a footprint exactly on the
 * rectangle's edge is inside, one sharing only an edge touches.
 */
export function insideMarquee(
  corners: readonly [P2, P2],
  boxes: readonly Box2[],
  mode: MarqueeMode,
): string[] {
  const [a, b] = corners;
  const minX = Math.min(a.x, b.x);
  const maxX = Math.max(a.x, b.x);
  const minY = Math.min(a.y, b.y);
  const maxY = Math.max(a.y, b.y);
  return boxes
    .filter((box) => {
      const left = box.x - box.halfWidth;
      const right = box.x + box.halfWidth;
      const bottom = box.y - box.halfDepth;
      const top = box.y + box.halfDepth;
      return mode === 'contain'
        ? left >= minX && right <= maxX && bottom >= minY && top <= maxY
        : left <= maxX && right >= minX && bottom <= maxY && top >= minY;
    })
    .map((box) => box.id);
}

/**
 * The selection after picking `ids`: with `toggle` (Ctrl/Cmd) each id not selected is added and each
 * selected one removed; else with `add` (Shift) the new ids are added; with neither they replace it.
 * Toggle wins when both are held. Order is kept (current first, then new ids as given), no duplicates.
 */
export function toggleSelection(
  current: readonly string[],
  ids: readonly string[],
  add: boolean,
  toggle: boolean,
): string[] {
  const picked = [...new Set(ids)];
  if (toggle) {
    const removed = new Set(picked.filter((id) => current.includes(id)));
    const kept = [...new Set(current)].filter((id) => !removed.has(id));
    return [...kept, ...picked.filter((id) => !removed.has(id))];
  }
  if (add) return [...new Set([...current, ...picked])];
  return picked;
}
