import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttlePromise } from './throttle.ts';

describe('throttlePromise (login check once per 3 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at most once per window and shares the promise', async () => {
    const fn = vi.fn(async () => 'done');
    const check = throttlePromise(fn, 3000);
    const first = check();
    const second = check();
    expect(second).toBe(first);
    vi.advanceTimersByTime(2999);
    await check();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await check();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('reset lets the next call run at once', async () => {
    const fn = vi.fn(async () => 1);
    const check = throttlePromise(fn, 3000);
    await check();
    check.reset();
    await check();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a failed run does not block the next call', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const check = throttlePromise(fn as () => Promise<string>, 3000);
    await expect(check()).rejects.toThrow('down');
    await expect(check()).resolves.toBe('ok');
  });
});
