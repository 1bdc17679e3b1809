import { describe, expect, it, vi } from 'vitest';
import { ListCache } from './events.ts';

describe('ListCache', () => {
  it('keeps a value for its time, loads it once however many ask, and forgets by prefix', async () => {
    const cache = new ListCache<number>(30_000);
    const load = vi.fn(async () => 1);
    const [a, b] = await Promise.all([cache.get('1|page', load), cache.get('1|page', load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forget('2|');
    await cache.get('1|page', load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forget('1|');
    await cache.get('1|page', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('empties once, a while after the first of many changes that may show late (clearWithin)', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ListCache<number>(30_000);
      let n = 0;
      const load = async () => ++n;
      expect(await cache.get('page', load)).toBe(1);
      // Fifty likes in the second: the page is built again once, a second after the first.
      for (let i = 0; i < 50; i++) {
        cache.clearWithin(1000);
        vi.advanceTimersByTime(10);
        expect(await cache.get('page', load)).toBe(1);
      }
      vi.advanceTimersByTime(500);
      expect(await cache.get('page', load)).toBe(2);
      expect(await cache.get('page', load)).toBe(2);
      // A change that must show at once empties it at once, and the pending one is not needed.
      cache.clearWithin(1000);
      cache.clear();
      expect(await cache.get('page', load)).toBe(3);
      vi.advanceTimersByTime(2000);
      expect(await cache.get('page', load)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
