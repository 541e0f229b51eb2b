/** The measure tool: two clicks make a measurement (measurements layer) labelled in the chosen units. */
import { toMeters } from '#venue/frame.ts';
import { pathLength } from '#venue/geometry.ts';
import { formatLength } from '#venue/units.ts';
import { toPoint } from '#venue/vec.ts';
import type { Tool } from '../planner/tool.ts';
import { addAnnotation } from './add-annotation.ts';

export const measureTool: Tool = {
  description: {
    name: 'measure',
    label: 'Measure',
    icon: 'ruler',
    hint: 'Click the two ends of what to measure',
    modes: ['measure'],
  },
  order: 60,
  minPoints: 2,
  maxPoints: 2,
  closes: false,
  onFloor: false,
  complete(points, ctx) {
    const sceneLength = pathLength(points);
    const meters = toMeters(ctx.frames.frame, sceneLength);
    const list = points.map(toPoint);
    addAnnotation(ctx, 'measurement', 'Measurement', {
      position: list[0],
      points: list,
      metadata: {
        label: formatLength(meters, sceneLength, ctx.units),
        description: '',
        customAttributes:
          meters === null ? { sceneDistance: String(sceneLength) } : { distanceMeters: meters.toFixed(4) },
      },
    });
  },
};
