/**
 * The calibrate tool: two clicks over a distance the user knows. The viewer keeps the line and asks the
 * app for its real length (calibrationPicked); calibrateScale then sets the scale as one undoable edit.
 */
import { distance } from '#venue/vec.ts';
import type { Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';

export const calibrateTool: Tool = {
  description: {
    name: 'calibrate',
    label: 'Set scale',
    icon: 'crosshair',
    hint: 'Click two points a known distance apart',
    modes: ['venue', 'measure'],
  },
  order: 80,
  minPoints: 2,
  maxPoints: 2,
  closes: false,
  onFloor: false,
  complete(points, ctx) {
    const [a, b] = points as [Vec3, Vec3];
    ctx.setCalibrationLine([a, b]);
    ctx.bus.fire('calibration.picked', { points: [a, b], sceneDistance: distance(a, b) });
  },
};
