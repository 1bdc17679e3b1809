import { describe, expect, it, vi } from 'vitest';
import { refreshing } from './refreshing.ts';

describe('refreshing', () => {
  it('computes once, answers the last value while one recomputation runs in the background', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      let release: () => void = () => {};
      const load = vi.fn(async () => {
        n += 1;
        if (n > 1) await new Promise<void>((resolve) => (release = resolve));
        return n;
      });
      const get = refreshing(1000, load);
      expect(await get()).toBe(1);
      expect(await get()).toBe(1);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      // Past its age: the old value at once, and a single recomputation however many ask.
      expect(await get()).toBe(1);
      expect(await get()).toBe(1);
      expect(load).toHaveBeenCalledTimes(2);
      release();
      await vi.waitFor(async () => expect(await get()).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last value when a recomputation fails, and tries again later', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<string>>()
        .mockResolvedValueOnce('a')
        .mockRejectedValueOnce(new Error('down'));
      load.mockResolvedValue('b');
      const get = refreshing(1000, load);
      expect(await get()).toBe('a');
      vi.advanceTimersByTime(1000);
      // The recomputation started here fails: callers keep getting the last value, never the error.
      expect(await get()).toBe('a');
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      expect(await get()).toBe('a');
      await vi.waitFor(async () => {
        expect(await get()).toBe('b');
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a fresh value past its greatest age, and tells of each value that replaced an earlier one', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const told: number[] = [];
      const get = refreshing(1000, async () => ++n, { maxAgeMs: 5000, refreshed: (v) => told.push(v) });
      expect(await get()).toBe(1);
      expect(told).toEqual([]);
      vi.advanceTimersByTime(1000);
      expect(await get()).toBe(1);
      await vi.waitFor(async () => expect(await get()).toBe(2));
      expect(told).toEqual([2]);
      // Away for longer than the greatest age: the old value is not served, the caller waits.
      vi.advanceTimersByTime(5000);
      expect(await get()).toBe(3);
      expect(told).toEqual([2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });
});
