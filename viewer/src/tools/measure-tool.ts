/** The measure tool: two clicks make a measurement (measurements layer) labelled in the chosen units. */
import type { Tool } from './tool.ts';
import { addAnnotation } from './tool.ts';

export const measureTool: Tool = {
  name: 'measure',
  minPoints: 2,
  maxPoints: 2,
  closes: false,
  onFloor: false,
  complete: (points, ctx) => addAnnotation('measure', points, ctx),
};
