/** The line tool: a polyline of two or more clicks, finished with Enter or a double click. */
import { toPoint } from '#venue/vec.ts';
import type { Tool } from '../planner/tool.ts';
import { addAnnotation } from './add-annotation.ts';

export const lineTool: Tool = {
  description: {
    name: 'line',
    label: 'Line',
    icon: 'spline',
    key: 2,
    hint: 'Click each point of the line; double-click or press Enter to finish',
    modes: ['annotate', 'draw'],
  },
  order: 20,
  minPoints: 2,
  maxPoints: Number.POSITIVE_INFINITY,
  closes: false,
  onFloor: false,
  complete(points, ctx) {
    const list = points.map(toPoint);
    addAnnotation(ctx, 'line', 'Line', { position: list[0], points: list });
  },
};
