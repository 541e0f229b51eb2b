import { describe, expect, it } from 'vitest';
import { cross, dot, normalize, sub } from '../vec.ts';
import { sheetFrame } from './sheet-frame.ts';

const frame = {
  up: [0, 1, 0] as [number, number, number],
  floor: 0.5,
  metersPerUnit: 2,
  levelledBy: 'points' as const,
};

describe('the plan sheet frame', () => {
  it('measures in meters on the floor and goes back to the same floor point', () => {
    const f = sheetFrame(frame);
    const a = f.toSheet([1, 0.5, 0]);
    const b = f.toSheet([4, 0.5, 0]);
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(6);
    const back = f.toScene({ x: 3, y: -1.5 });
    expect(back[1]).toBeCloseTo(0.5);
    expect(f.toSheet(back).x).toBeCloseTo(3);
    expect(f.toSheet(back).y).toBeCloseTo(-1.5);
  });

  it('is the floor seen from above: x then y turn counter-clockwise about up, not mirrored', () => {
    const f = sheetFrame(frame);
    const o = f.toScene({ x: 0, y: 0 });
    const ex = normalize(sub(f.toScene({ x: 1, y: 0 }), o));
    const ey = normalize(sub(f.toScene({ x: 0, y: 1 }), o));
    // Right-handed with up: (x × y) points up out of the floor, towards the viewer above.
    expect(dot(cross(ex, ey), [0, 1, 0])).toBeCloseTo(1);
    expect(f.angleOf(sub(f.toScene({ x: 0, y: 2 }), o))).toBeCloseTo(Math.PI / 2);
  });
});
