/** The annotation list's reload rules of spec §4: retries when empty, extra refreshes, failures. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AnnotationListLoader,
  type AnnotationListState,
  FAILED_TO_LOAD_ANNOTATIONS,
  retryDelay,
} from './annotation-list-loader.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setUp(load: () => Promise<readonly string[]> | readonly string[]) {
  const states: AnnotationListState<string>[] = [];
  const calls = vi.fn(load);
  const loader = new AnnotationListLoader(calls, (s) => states.push(s));
  /** How many reads there have been once `ms` more have passed. */
  const readsAfter = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    return calls.mock.calls.length;
  };
  return { loader, states, calls, readsAfter, last: () => states.at(-1) };
}

describe('annotation list loader', () => {
  it('waits 700 ms + 300 ms per retry between reads of an empty list', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([700, 1000, 1300, 1600, 1900, 2200]);
  });

  it('retries an empty list 6 times, then stops', async () => {
    const { loader, calls, last, readsAfter } = setUp(() => []);
    await loader.refresh();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ status: 'ready', items: [] });
    expect(await readsAfter(699)).toBe(1);
    expect(await readsAfter(1)).toBe(2);
    expect(await readsAfter(1000 + 1300 + 1600 + 1900 + 2200)).toBe(7);
    expect(await readsAfter(60_000)).toBe(7);
  });

  it('stops retrying once annotations arrive', async () => {
    let items: string[] = [];
    const { loader, last, readsAfter } = setUp(() => items);
    await loader.refresh();
    items = ['a1'];
    await vi.advanceTimersByTimeAsync(700);
    expect(last()).toEqual({ status: 'ready', items: ['a1'] });
    expect(await readsAfter(60_000)).toBe(2);
  });

  it('refreshes again at 250, 800 and 2000 ms after start', async () => {
    const { loader, readsAfter } = setUp(() => ['a1']);
    loader.start();
    expect(await readsAfter(0)).toBe(1);
    expect(await readsAfter(250)).toBe(2);
    expect(await readsAfter(550)).toBe(3);
    expect(await readsAfter(1200)).toBe(4);
    expect(await readsAfter(60_000)).toBe(4);
  });

  it('a refresh starts a fresh retry budget', async () => {
    const { loader, calls, readsAfter } = setUp(() => []);
    await loader.refresh();
    expect(await readsAfter(700 + 1000)).toBe(3);
    await loader.refresh();
    expect(calls).toHaveBeenCalledTimes(4);
    expect(await readsAfter(699)).toBe(4);
    expect(await readsAfter(1)).toBe(5);
  });

  it("shows a failure's message, or the fallback text", async () => {
    const failing = setUp(() => Promise.reject(new Error('Database not initialized')));
    await failing.loader.refresh();
    expect(failing.last()).toEqual({ status: 'error', message: 'Database not initialized' });
    const silent = setUp(() => Promise.reject(new Error('')));
    await silent.loader.refresh();
    expect(silent.last()).toEqual({ status: 'error', message: FAILED_TO_LOAD_ANNOTATIONS });
  });

  it('keeps only the latest read and nothing after dispose', async () => {
    let resolveSlow: (v: string[]) => void = () => {};
    let first = true;
    const { loader, states } = setUp(() => {
      if (!first) return ['new'];
      first = false;
      return new Promise<string[]>((r) => {
        resolveSlow = r;
      });
    });
    const slow = loader.refresh();
    await loader.refresh();
    resolveSlow(['old']);
    await slow;
    expect(states).toEqual([{ status: 'ready', items: ['new'] }]);
    loader.dispose();
    await loader.refresh();
    expect(states).toHaveLength(1);
  });
});
