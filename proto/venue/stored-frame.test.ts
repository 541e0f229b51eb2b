import { describe, expect, it } from 'vitest';
import { storedFrame, viewerFrame } from './stored-frame.ts';

describe('scene frame in venue_core', () => {
  it('round-trips a calibrated and an uncalibrated frame', () => {
    const calibrated = {
      up: [0, 0, 1] as [number, number, number],
      floor: -1.5,
      metersPerUnit: 0.42,
      levelledBy: 'fit' as const,
    };
    expect(viewerFrame(storedFrame(calibrated))).toEqual(calibrated);
    const raw = { ...calibrated, metersPerUnit: null, levelledBy: 'points' as const };
    expect(storedFrame(raw).metersPerUnit).toBe(0);
    expect(viewerFrame(storedFrame(raw))).toEqual(raw);
  });

  it('drops nothing-stored and nonsense frames', () => {
    expect(viewerFrame(undefined)).toBeNull();
    expect(
      viewerFrame({ up: { x: 0, y: 1, z: 0 }, floor: 0, metersPerUnit: -2, levelledBy: 'fit' }),
    ).toBeNull();
    expect(viewerFrame({ up: { x: 0, y: 1, z: 0 }, floor: 0, levelledBy: 'guess' })).toBeNull();
  });
});
