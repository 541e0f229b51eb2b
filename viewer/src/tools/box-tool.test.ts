import { describe, expect, it } from 'vitest';
import { boxCorners } from '../planner/shapes.ts';
import { boxTool } from './box-tool.ts';
import { drawnAnnotation } from './tool-test-kit.ts';

describe('bounding box tool', () => {
  it('stands a one-meter box on the floor over the picked diagonal', () => {
    // A scale of 0.5 m per unit: one meter is two units high.
    const box = drawnAnnotation(
      boxTool,
      [
        [0, 3, 0],
        [4, 5, 2],
      ],
      { frame: { up: [0, 1, 0], floor: 1, metersPerUnit: 0.5 } },
    );
    expect(box?.type).toBe('bounding_box_3d');
    const corners = boxCorners(box?.bounds as never);
    const ys = corners.map((c) => c[1]);
    expect(Math.min(...ys)).toBeCloseTo(1, 9);
    expect(Math.max(...ys)).toBeCloseTo(3, 9);
    const xs = corners.map((c) => c[0]);
    const zs = corners.map((c) => c[2]);
    expect(Math.min(...xs)).toBeCloseTo(0, 9);
    expect(Math.max(...xs)).toBeCloseTo(4, 9);
    expect(Math.min(...zs)).toBeCloseTo(0, 9);
    expect(Math.max(...zs)).toBeCloseTo(2, 9);
  });

  it('follows a tilted floor', () => {
    const box = drawnAnnotation(
      boxTool,
      [
        [0, 0, 0],
        [1, 1, 0],
      ],
      { frame: { up: [0, 0, 1], floor: 0, metersPerUnit: 1 } },
    );
    const corners = boxCorners(box?.bounds as never);
    const zs = corners.map((c) => c[2]);
    expect(Math.min(...zs)).toBeCloseTo(0, 9);
    expect(Math.max(...zs)).toBeCloseTo(1, 9);
  });
});
