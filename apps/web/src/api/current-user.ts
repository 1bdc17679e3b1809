import { CURRENT_USER_RETRIES, CURRENT_USER_RETRY_BASE_MS } from '@makerboard/shared/constants';
import { ApiError } from './errors.ts';
import { sleep as defaultSleep } from './throttle.ts';

export type CurrentUserOutcome<U> =
  | { kind: 'user'; user: U; referralCode: string | null }
  | { kind: 'loggedOut' };

export interface CurrentUserCheckOptions {
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The current-user check of spec/001 §4: a 401 or 404 means "logged out"; any other error is
 * retried up to 5 times, waiting 100 ms and doubling; after that the last error goes to the caller.
 */
export async function checkCurrentUser<U>(
  fetchCurrent: () => Promise<{ user: U; referralCode?: string | null }>,
  options: CurrentUserCheckOptions = {},
): Promise<CurrentUserOutcome<U>> {
  const retries = options.retries ?? CURRENT_USER_RETRIES;
  const base = options.baseDelayMs ?? CURRENT_USER_RETRY_BASE_MS;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      const { user, referralCode } = await fetchCurrent();
      return { kind: 'user', user, referralCode: referralCode ?? null };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404))
        return { kind: 'loggedOut' };
      // Maintenance fails locally and will keep failing: no point waiting.
      if (error instanceof ApiError && error.code === 'MAINTENANCE') throw error;
      if (attempt >= retries) throw error;
      await sleep(base * 2 ** attempt);
    }
  }
}
