import { UPDATE_NOTICE_THRESHOLD_S } from '@makerboard/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionChecker, isUpdateAvailable } from './version-check.ts';

const MIN = 60_000;

describe('isUpdateAvailable', () => {
  it('needs the server to be more than 518400 s newer than the baseline', () => {
    expect(UPDATE_NOTICE_THRESHOLD_S).toBe(518_400);
    expect(isUpdateAvailable(1000 + 518_400, 1000)).toBe(false);
    expect(isUpdateAvailable(1000 + 518_401, 1000)).toBe(true);
    expect(isUpdateAvailable(500, 1000)).toBe(false);
    expect(isUpdateAvailable(Number.NaN, 1000)).toBe(false);
  });
});

describe('version checker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function make(version: () => number, editing = { value: false }) {
    const fetchVersion = vi.fn(async () => version());
    const onUpdateAvailable = vi.fn();
    const checker = createVersionChecker({
      fetchVersion,
      baseline: 1_000_000,
      onUpdateAvailable,
      isEditing: () => editing.value,
    });
    return { checker, fetchVersion, onUpdateAvailable, editing };
  }

  it('checks every 15 minutes', async () => {
    const { checker, fetchVersion } = make(() => 1_000_000);
    checker.start();
    await vi.advanceTimersByTimeAsync(15 * MIN - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    checker.stop();
  });

  it('checks every 5 minutes while the user edits', async () => {
    const { checker, fetchVersion, editing } = make(() => 1_000_000);
    checker.start();
    await vi.advanceTimersByTimeAsync(2 * MIN);
    editing.value = true;
    checker.editingChanged();
    await vi.advanceTimersByTimeAsync(3 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    editing.value = false;
    checker.editingChanged();
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    checker.stop();
  });

  it('shows the notice once when the server is more than 6 days newer, and stops checking', async () => {
    let server = 1_000_000 + 100;
    const { checker, fetchVersion, onUpdateAvailable } = make(() => server);
    checker.start();
    await vi.advanceTimersByTimeAsync(15 * MIN);
    expect(onUpdateAvailable).not.toHaveBeenCalled();
    server = 1_000_000 + 518_401;
    await vi.advanceTimersByTimeAsync(15 * MIN);
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
  });

  it('a failed check is silent and the schedule goes on', async () => {
    const { checker, fetchVersion } = make(() => {
      throw new Error('offline');
    });
    checker.start();
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    checker.stop();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });
});
