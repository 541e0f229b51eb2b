/**
 * What the seat layout tools (Chair row, Chair block) share: a finished drawing places the layout its
 * points make with the page's seating model, and the drawing so far plus the cursor previews it. A tool
 * that places early (the Chair row at its second click) has its later points re-make that group.
 */
import type { LayoutModel, LayoutSpec, Vec3 } from '../../protocol/index.ts';
import type { Tool, ToolContext } from '../planner/tool.ts';

export function seatLayout(
  layoutOf: (points: Vec3[], seat: LayoutModel, ctx: ToolContext) => LayoutSpec,
  placesAt?: number,
): Pick<Tool, 'complete' | 'preview' | 'placeEarly'> {
  return {
    complete(points, ctx, placed) {
      const { seat } = ctx.layouts;
      if (!seat) return;
      // Placed already, and no point since: nothing changes.
      if (placed && points.length <= (placesAt ?? 0)) return;
      ctx.layouts.place(layoutOf(points, seat, ctx), placed ?? undefined);
    },
    preview(points, ctx) {
      const { seat } = ctx.layouts;
      return seat && points.length >= 2 ? ctx.layouts.preview(layoutOf(points, seat, ctx)) : null;
    },
    ...(placesAt
      ? {
          placeEarly(points: Vec3[], ctx: ToolContext) {
            const { seat } = ctx.layouts;
            return seat ? ctx.layouts.place(layoutOf(points, seat, ctx)) : null;
          },
        }
      : {}),
  };
}
