/** A className given to a component overrides the component's own Tailwind defaults. */
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('skips falsy values', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it('keeps the later of two conflicting Tailwind classes', () => {
    expect(cn('px-3 py-1 text-zinc-700', 'px-2 text-red-600')).toBe('py-1 px-2 text-red-600');
    expect(cn('h-9 hover:bg-zinc-100', 'hover:bg-red-50')).toBe('h-9 hover:bg-red-50');
  });
});
