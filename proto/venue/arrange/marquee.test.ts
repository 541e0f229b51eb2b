/** Marquee selection (contain against touch) and how Shift, Ctrl/Cmd or neither change the selection. */
import { describe, expect, it } from 'vitest';
import { box, span } from '../test-fixtures.ts';
import { insideMarquee, toggleSelection } from './marquee.ts';

// The marquee spans x 0..4, y 0..3.
const inside = box('inside', 2, 1.5); // 1.5..2.5, 1..2
const straddling = box('straddling', 4.25, 1.5); // 3.75..4.75: crosses the right side
const edgeOn = box('edgeOn', 0.5, 2.5); // 0..1, 2..3: exactly inside on two sides
const touching = box('touching', 2, -0.5); // y −1..0: shares the bottom side only
const outside = box('outside', 6, 1.5); // 5.5..6.5
const all = [inside, straddling, edgeOn, touching, outside];

describe('insideMarquee', () => {
  it('contain takes only footprints wholly inside', () => {
    expect(insideMarquee(span(0, 0, 4, 3), all, 'contain')).toEqual(['inside', 'edgeOn']);
  });

  it('touch takes any footprint the rectangle meets', () => {
    expect(insideMarquee(span(0, 0, 4, 3), all, 'touch')).toEqual([
      'inside',
      'straddling',
      'edgeOn',
      'touching',
    ]);
  });

  it('takes the corners in any order', () => {
    expect(insideMarquee(span(4, 0, 0, 3), all, 'contain')).toEqual(['inside', 'edgeOn']);
    expect(insideMarquee(span(4, 3, 0, 0), all, 'touch')).toHaveLength(4);
  });

  it('a rectangle just short of a footprint does not touch it', () => {
    expect(insideMarquee(span(0, 0, 5.49, 3), [outside], 'touch')).toEqual([]);
  });
});

describe('toggleSelection', () => {
  it('replaces the selection with neither key', () => {
    expect(toggleSelection(['a', 'b'], ['c', 'a', 'c'], false, false)).toEqual(['c', 'a']);
  });

  it('adds with Shift, keeping order and no duplicates', () => {
    expect(toggleSelection(['a', 'b'], ['c', 'a', 'd'], true, false)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('toggles each id with Ctrl/Cmd', () => {
    expect(toggleSelection(['a', 'b', 'c'], ['b', 'd'], false, true)).toEqual(['a', 'c', 'd']);
    expect(toggleSelection(['a'], ['a'], false, true)).toEqual([]);
  });

  it('toggles when Shift and Ctrl/Cmd are both held', () => {
    expect(toggleSelection(['a', 'b'], ['b', 'c'], true, true)).toEqual(['a', 'c']);
  });
});
