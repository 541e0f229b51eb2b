/** Ctrl+D repeats the offset from an original to its moved copy. */
import { describe, expect, it } from 'vitest';
import { DuplicateMemory } from './repeat-offset.ts';

const DEFAULT = { x: 0.5, y: -0.5 };

describe('DuplicateMemory', () => {
  it('uses the default offset until a copy is moved', () => {
    expect(new DuplicateMemory().offsetFor(DEFAULT)).toEqual({ x: 0.5, y: -0.5 });
  });

  it('repeats the whole offset from the original to the moved copy', () => {
    const memory = new DuplicateMemory();
    const original = { x: 1, y: 2 };
    const offset = memory.offsetFor(DEFAULT);
    expect({ x: original.x + offset.x, y: original.y + offset.y }).toEqual({ x: 1.5, y: 1.5 });
    // The user drags that copy to (2.2, 2): 1.2 m along from the original, in line with it.
    memory.remember(original, { x: 2.2, y: 2 });
    const next = memory.offsetFor(DEFAULT);
    expect(next.x).toBeCloseTo(1.2, 9);
    expect(next.y).toBeCloseTo(0, 9);
    // And again for the one after, from the copy to its copy.
    expect(memory.offsetFor(DEFAULT)).toEqual(next);
  });

  it('forgets the offset on reset', () => {
    const memory = new DuplicateMemory();
    memory.remember({ x: 0, y: 0 }, { x: 3, y: 4 });
    expect(memory.offsetFor(DEFAULT)).toEqual({ x: 3, y: 4 });
    memory.reset();
    expect(memory.offsetFor(DEFAULT)).toEqual({ x: 0.5, y: -0.5 });
  });

  it('hands out copies, so callers cannot change what it remembers', () => {
    const memory = new DuplicateMemory();
    memory.offsetFor(DEFAULT).x = 99;
    expect(DEFAULT.x).toBe(0.5);
    memory.remember({ x: 0, y: 0 }, { x: 1, y: 1 });
    memory.offsetFor(DEFAULT).x = 99;
    expect(memory.offsetFor(DEFAULT)).toEqual({ x: 1, y: 1 });
  });
});
