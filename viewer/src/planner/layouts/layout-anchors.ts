/**
 * A group's parameters hold scene points (a row's ends, a block's front and stage, a set's centre): when
 * its items are copied aside or turned, the points go with them, so that re-making the group from the
 * right panel re-makes it where it now stands. A copy of a zone's fill is no longer that zone's fill: it
 * keeps its group but loses the link.
 */
import type { LayoutSpec, Vec3 } from '../../../protocol/index.ts';

export function movedLayout(
  layout: LayoutSpec | undefined,
  move: (point: Vec3) => Vec3,
  how: { degrees: number; copy: boolean },
): LayoutSpec | undefined {
  const { degrees, copy } = how;
  if (!layout) return undefined;
  switch (layout.kind) {
    case 'row':
      return { ...layout, start: move(layout.start), end: move(layout.end) };
    case 'block':
      return { ...layout, front: move(layout.front), facingPoint: move(layout.facingPoint) };
    case 'set': {
      const rotation = ((((layout.rotation + degrees + 180) % 360) + 360) % 360) - 180;
      const facingPoint = layout.facingPoint && move(layout.facingPoint);
      return { ...layout, centre: move(layout.centre), rotation, ...(facingPoint ? { facingPoint } : {}) };
    }
    case 'fill':
      return copy ? undefined : layout;
  }
}
