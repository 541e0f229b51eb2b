import { describe, expect, it } from 'vitest';
import { HybridLogicalClock } from './hlc.ts';

describe('HybridLogicalClock', () => {
  it('follows the wall clock and never repeats a value', () => {
    let wall = 1000;
    const clock = new HybridLogicalClock(() => wall);
    expect(clock.now()).toBe(1000);
    expect(clock.now()).toBe(1001);
    wall = 900; // the wall clock stepped back
    expect(clock.now()).toBe(1002);
    wall = 5000;
    expect(clock.now()).toBe(5000);
  });

  it('stamps past every clock it has observed', () => {
    const clock = new HybridLogicalClock(() => 10);
    clock.observe(2000);
    clock.observe(Number.NaN);
    clock.observe(5);
    expect(clock.now()).toBe(2001);
    expect(clock.latest).toBe(2001);
  });
});
