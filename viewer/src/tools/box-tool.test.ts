import { describe, expect, it } from 'vitest';
import type { AnnotationData, Vec3 } from '../../protocol/index.ts';
import { boxCorners } from '../planner/shapes.ts';
import { drawnAnnotation } from '../planner/tool-test-kit.ts';
import { boxTool } from './box-tool.ts';

/** How far a drawn box reaches along one scene axis: its lowest and highest corner. */
function expectSpan(box: AnnotationData | undefined, axis: 0 | 1 | 2, from: number, to: number) {
  const along = boxCorners(box?.bounds as never).map((corner) => corner[axis] as number);
  expect(Math.min(...along)).toBeCloseTo(from, 9);
  expect(Math.max(...along)).toBeCloseTo(to, 9);
}

describe('bounding box tool', () => {
  it('stands a one-meter box on the floor over the picked diagonal', () => {
    const diagonal: Vec3[] = [
      [0, 3, 0],
      [4, 5, 2],
    ];
    // A scale of 0.5 m per unit: one meter is two units high.
    const box = drawnAnnotation(boxTool, diagonal, {
      frame: { up: [0, 1, 0], floor: 1, metersPerUnit: 0.5 },
    });
    expect(box?.type).toBe('bounding_box_3d');
    expectSpan(box, 1, 1, 3);
    expectSpan(box, 0, 0, 4);
    expectSpan(box, 2, 0, 2);
  });

  it('follows a tilted floor', () => {
    const diagonal: Vec3[] = [
      [0, 0, 0],
      [1, 1, 0],
    ];
    const box = drawnAnnotation(boxTool, diagonal, { frame: { up: [0, 0, 1], floor: 0, metersPerUnit: 1 } });
    expectSpan(box, 2, 0, 1);
  });
});
