/** The point tool: one click places a point annotation. */
import { toPoint } from '#venue/vec.ts';
import type { Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';
import { addAnnotation } from './add-annotation.ts';

export const pointTool: Tool = {
  description: {
    name: 'point',
    label: 'Point',
    icon: 'map-pin',
    key: 1,
    hint: 'Click where the point goes',
    modes: ['annotate', 'draw'],
    // Markers go down one after another (a row of exits, the bars): the tool stays picked.
    repeats: true,
  },
  order: 10,
  minPoints: 1,
  maxPoints: 1,
  closes: false,
  onFloor: false,
  complete: ([point], ctx) => addAnnotation(ctx, 'point', 'Point', { position: toPoint(point as Vec3) }),
};
