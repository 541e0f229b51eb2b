import { describe, expect, it } from 'vitest';
import { anchorOnSelection, pinPosition } from './comment-anchors.ts';

const chair = { id: 'chair-1', name: 'Chair', position: { x: 1, y: 0, z: 2 } };
const zone = {
  id: 'zone-1',
  name: 'Dance floor',
  geometry: {
    boundary: [
      { x: 0, y: 0, z: 0 },
      { x: 4, y: 0, z: 0 },
      { x: 4, y: 0, z: 2 },
      { x: 0, y: 0, z: 2 },
    ],
  },
};

describe('comment anchors', () => {
  it('puts a pin on its item or zone as they are now, and where it was put once they are gone', () => {
    const onChair = {
      anchor: { kind: 'item' as const, id: 'chair-1' },
      position: [9, 9, 9] as [number, number, number],
    };
    expect(pinPosition(onChair, [chair], [])).toEqual([1, 0, 2]);
    expect(pinPosition(onChair, [{ ...chair, position: { x: 3, y: 0, z: 3 } }], [])).toEqual([3, 0, 3]);
    expect(pinPosition(onChair, [], [])).toEqual([9, 9, 9]);
    const onZone = {
      anchor: { kind: 'zone' as const, id: 'zone-1' },
      position: [0, 0, 0] as [number, number, number],
    };
    expect(pinPosition(onZone, [], [zone])).toEqual([2, 0, 1]);
    const onPoint = { anchor: { kind: 'point' as const }, position: [5, 1, 5] as [number, number, number] };
    expect(pinPosition(onPoint, [chair], [zone])).toEqual([5, 1, 5]);
  });

  it('anchors a new comment on the one selected item or zone, and on nothing else', () => {
    expect(anchorOnSelection(['chair-1'], [chair], [zone])).toEqual({
      anchor: { kind: 'item', id: 'chair-1' },
      position: [1, 0, 2],
      label: 'Chair',
    });
    expect(anchorOnSelection(['zone-1'], [chair], [zone])?.label).toBe('Dance floor');
    expect(anchorOnSelection(['chair-1', 'zone-1'], [chair], [zone])).toBeNull();
    expect(anchorOnSelection(['annotation-1'], [chair], [zone])).toBeNull();
    expect(anchorOnSelection([], [chair], [zone])).toBeNull();
  });
});
