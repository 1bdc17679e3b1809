import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkCurrentUser } from './current-user.ts';
import { ApiError } from './errors.ts';

describe('current-user check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the user and the referral code', async () => {
    const outcome = await checkCurrentUser(async () => ({ user: { userName: 'ada' }, referralCode: 'RC1' }));
    expect(outcome).toEqual({ kind: 'user', user: { userName: 'ada' }, referralCode: 'RC1' });
  });

  it.each([401, 404])('logs out on %i without retrying', async (status) => {
    const fetchCurrent = vi.fn(async () => {
      throw new ApiError('nope', status);
    });
    await expect(checkCurrentUser(fetchCurrent)).resolves.toEqual({ kind: 'loggedOut' });
    expect(fetchCurrent).toHaveBeenCalledTimes(1);
  });

  it('retries other errors 5 times, waiting 100 ms and doubling', async () => {
    const times: number[] = [];
    const start = Date.now();
    const fetchCurrent = vi.fn(async () => {
      times.push(Date.now() - start);
      throw new ApiError('Unknown Error', 0);
    });
    const result = checkCurrentUser(fetchCurrent).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toMatchObject({ message: 'Unknown Error', status: 0 });
    expect(fetchCurrent).toHaveBeenCalledTimes(6);
    expect(times).toEqual([0, 100, 300, 700, 1500, 3100]);
  });

  it('succeeds when a retry succeeds', async () => {
    const fetchCurrent = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('boom', 500))
      .mockRejectedValueOnce(new ApiError('boom', 502))
      .mockResolvedValueOnce({ user: { userName: 'ada' } });
    const result = checkCurrentUser(fetchCurrent as () => Promise<{ user: { userName: string } }>);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchCurrent).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ kind: 'user', user: { userName: 'ada' }, referralCode: null });
    expect(fetchCurrent).toHaveBeenCalledTimes(3);
  });

  it('a 401 during the retries still logs out', async () => {
    const fetchCurrent = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('boom', 500))
      .mockRejectedValueOnce(new ApiError('gone', 404));
    const result = checkCurrentUser(fetchCurrent as () => Promise<{ user: unknown }>);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ kind: 'loggedOut' });
  });
});
