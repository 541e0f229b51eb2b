import { describe, expect, it } from 'vitest';
import { type LabelBox, spreadLabels } from './label-layout.ts';

const box = (id: string, x: number, y: number, extra: Partial<LabelBox> = {}): LabelBox => ({
  id,
  x,
  y,
  width: 100,
  height: 20,
  ...extra,
});

/** The boxes where spreadLabels puts them. */
function placed(boxes: LabelBox[]) {
  const shifts = spreadLabels(boxes);
  return boxes.map((b) => ({ ...b, y: b.y + (shifts.get(b.id) ?? 0) }));
}

function anyOverlap(boxes: LabelBox[]) {
  return boxes.some((a, i) =>
    boxes.some(
      (b, j) =>
        i < j && Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height,
    ),
  );
}

describe('label de-overlap', () => {
  it('leaves labels that do not touch where they are', () => {
    expect(spreadLabels([box('a', 0, 0), box('b', 300, 0), box('c', 0, 100)]).size).toBe(0);
  });

  it('moves the lower of two colliding labels up above the other', () => {
    const [a, b] = placed([box('a', 0, 100), box('b', 30, 110)]);
    expect(a?.y).toBe(100);
    expect(b?.y).toBeLessThanOrEqual(100 - 20);
    expect(anyOverlap([a as LabelBox, b as LabelBox])).toBe(false);
  });

  it('stacks a pile of labels at one spot without overlaps', () => {
    const pile = Array.from({ length: 6 }, (_, i) => box(`l${i}`, i * 3, 200 + i));
    expect(anyOverlap(pile)).toBe(true);
    expect(anyOverlap(placed(pile))).toBe(false);
  });

  it('never moves a pinned (selected) label; the others make way', () => {
    const [a, b] = placed([box('a', 0, 100), box('b', 0, 105, { pinned: true })]);
    expect(b?.y).toBe(105);
    expect(a?.y).toBeLessThan(105 - 20);
  });

  it('gives up on labels that would go too far and leaves them in place', () => {
    const pile = Array.from({ length: 40 }, (_, i) => box(`l${i}`, 0, 500));
    const shifts = spreadLabels(pile);
    expect(Math.min(...shifts.values())).toBeGreaterThanOrEqual(-240 - 22);
  });
});
