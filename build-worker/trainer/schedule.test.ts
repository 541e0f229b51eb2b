/** The training schedule: iteration counts, the held-out split and the plateau stop. */
import { describe, expect, it } from 'vitest';
import { adaptiveIterations, holdOut, PlateauStop } from './schedule.ts';
import type { View } from './types.ts';

const views = (n: number): View[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `f${i}`,
    camera: { width: 1, height: 1, fx: 1, fy: 1, cx: 0, cy: 0, R: [1, 0, 0, 0, 1, 0, 0, 0, 1], t: [0, 0, 0] },
    image: new Float32Array(3),
  }));

describe('adaptiveIterations', () => {
  it('grows with the frame count and the resolution, within its bounds', () => {
    expect(adaptiveIterations({ frames: 60, width: 640, height: 360 })).toBe(1500);
    expect(adaptiveIterations({ frames: 60, width: 1280, height: 720 })).toBe(3000);
    expect(adaptiveIterations({ frames: 60, width: 320, height: 180 })).toBe(800);
    expect(adaptiveIterations({ frames: 10, width: 320, height: 180 })).toBe(500);
    expect(adaptiveIterations({ frames: 500, width: 960, height: 540 })).toBe(3000);
    expect(adaptiveIterations({ frames: 500, width: 960, height: 540, max: 10_000 })).toBe(10_000);
    expect(adaptiveIterations({ frames: 8, width: 320, height: 180, min: 200 })).toBe(200);
  });
});

describe('holdOut', () => {
  it('holds out every Nth view, evenly spread, capped', () => {
    const all = views(40);
    const { train, test } = holdOut(all, 8);
    expect(test.map((v) => v.name)).toEqual(['f7', 'f15', 'f23', 'f31', 'f39']);
    expect(train).toHaveLength(35);
    expect(train.some((v) => test.includes(v))).toBe(false);
    const capped = holdOut(views(200), 8, 5);
    expect(capped.test.map((v) => v.name)).toEqual(['f7', 'f47', 'f87', 'f127', 'f167']);
    expect(capped.train).toHaveLength(195);
  });

  it('holds nothing out when there are too few views', () => {
    const few = views(15);
    expect(holdOut(few, 8)).toEqual({ train: few, test: [] });
  });
});

describe('PlateauStop', () => {
  it('stops after `patience` evaluations without a real gain', () => {
    const stop = new PlateauStop({ evalEvery: 100, patience: 2, minGainDb: 0.1 });
    expect(stop.due(200)).toBe(true);
    expect(stop.due(250)).toBe(false);
    expect(stop.observe(100, 20)).toBe(false);
    expect(stop.observe(200, 22)).toBe(false);
    expect(stop.observe(300, 22.05)).toBe(false); // below the minimum gain: stale 1
    expect(stop.observe(400, 23)).toBe(false); // a real gain resets
    expect(stop.observe(500, 22.9)).toBe(false);
    expect(stop.observe(600, 23.02)).toBe(true);
    expect(stop.bestIteration).toBe(400);
  });

  it('does not stop before its minimum iteration', () => {
    const stop = new PlateauStop({ evalEvery: 100, patience: 1, minGainDb: 0.1, minIteration: 500 });
    expect(stop.observe(100, 20)).toBe(false);
    expect(stop.observe(200, 19)).toBe(false);
    expect(stop.observe(500, 19)).toBe(true);
  });
});
