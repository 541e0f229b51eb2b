import { describe, expect, it } from 'vitest';
import { insidePolygon } from './geometry.ts';

describe('inside a polygon', () => {
  it('tells inside from outside, concave shapes included', () => {
    const l: Array<[number, number]> = [
      [0, 0],
      [4, 0],
      [4, 1],
      [1, 1],
      [1, 4],
      [0, 4],
    ];
    expect(insidePolygon(0.5, 3, l)).toBe(true);
    expect(insidePolygon(3, 0.5, l)).toBe(true);
    expect(insidePolygon(3, 3, l)).toBe(false);
    expect(insidePolygon(-1, 0.5, l)).toBe(false);
  });
});
