/**
 * What the seat layout tools (Chair row, Chair block) share: a finished drawing places the layout its
 * points make with the page's seating model, and the drawing so far plus the cursor previews it.
 */
import type { LayoutModel, LayoutSpec, Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';

export function seatLayout(
  layoutOf: (points: Vec3[], seat: LayoutModel) => LayoutSpec,
): Pick<Tool, 'complete' | 'preview'> {
  return {
    complete(points, ctx) {
      const { seat } = ctx.layouts;
      if (seat) ctx.layouts.place(layoutOf(points, seat));
    },
    preview(points, ctx) {
      const { seat } = ctx.layouts;
      return seat && points.length >= 2 ? ctx.layouts.preview(layoutOf(points, seat)) : null;
    },
  };
}
