/** The polygon tool: three or more clicks, closed by clicking the first point again, Enter or a double click. */
import { toPoint } from '#venue/vec.ts';
import type { Tool } from '../planner/tool.ts';
import { addAnnotation } from './add-annotation.ts';

export const polygonTool: Tool = {
  description: {
    name: 'polygon',
    label: 'Polygon',
    icon: 'pentagon',
    key: 3,
    hint: 'Click each corner; click the first corner again to close it',
    modes: ['annotate', 'draw'],
  },
  order: 30,
  minPoints: 3,
  maxPoints: Number.POSITIVE_INFINITY,
  closes: true,
  onFloor: false,
  complete(points, ctx) {
    const list = points.map(toPoint);
    addAnnotation(ctx, 'polygon', 'Polygon', {
      position: list[0],
      vertices: list,
      polygon: list,
      isClosed: true,
    });
  },
};
