/** The point tool: one click places a point annotation. */
import type { Tool } from './tool.ts';
import { addAnnotation } from './tool.ts';

export const pointTool: Tool = {
  name: 'point',
  minPoints: 1,
  maxPoints: 1,
  closes: false,
  onFloor: false,
  complete: (points, ctx) => addAnnotation('point', points, ctx),
};
