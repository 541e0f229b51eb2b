/** The polygon tool: three or more clicks, closed by clicking the first point again, Enter or a double click. */
import type { Tool } from './tool.ts';
import { addAnnotation } from './tool.ts';

export const polygonTool: Tool = {
  name: 'polygon',
  minPoints: 3,
  maxPoints: Number.POSITIVE_INFINITY,
  closes: true,
  onFloor: false,
  complete: (points, ctx) => addAnnotation('polygon', points, ctx),
};
