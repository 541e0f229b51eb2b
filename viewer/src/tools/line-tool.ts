/** The line tool: a polyline of two or more clicks, finished with Enter or a double click. */
import type { Tool } from './tool.ts';
import { addAnnotation } from './tool.ts';

export const lineTool: Tool = {
  name: 'line',
  minPoints: 2,
  maxPoints: Number.POSITIVE_INFINITY,
  closes: false,
  onFloor: false,
  complete: (points, ctx) => addAnnotation('line', points, ctx),
};
