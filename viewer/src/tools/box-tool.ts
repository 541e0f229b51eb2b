/** The bounding-box tool: two clicks give the diagonal of a box standing on the floor, one meter high. */
import type { Tool } from './tool.ts';
import { addAnnotation } from './tool.ts';

export const boxTool: Tool = {
  name: 'boundingBox',
  minPoints: 2,
  maxPoints: 2,
  closes: false,
  onFloor: true,
  complete: (points, ctx) => addAnnotation('boundingBox', points, ctx),
};
