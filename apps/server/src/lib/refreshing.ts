export interface RefreshingOptions<T> {
  /**
   * Past this age the last value is not served: the caller waits for a fresh one (someone back
   * after a long while is not shown what was true then). Unset: any age is served.
   */
  maxAgeMs?: number;
  /** Called with each value that replaced an earlier one (caches built on the earlier forget theirs). */
  refreshed?: (value: T) => void;
}

/**
 * A value that is expensive to compute and may be a little old (the leaderboard, a person's ranked
 * recommendations): the first call computes it; later calls get the last value at once, and one
 * past `ttlMs` starts a single recomputation in the background. No request waits for a
 * recomputation (unless the value is past `maxAgeMs`), and a failed one keeps the last value (the
 * next call past `ttlMs` tries again).
 */
export function refreshing<T>(
  ttlMs: number,
  load: () => Promise<T>,
  options: RefreshingOptions<T> = {},
): () => Promise<T> {
  let last: { value: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  const start = () => {
    pending ??= load()
      .then((value) => {
        const replaced = last !== null;
        last = { value, at: Date.now() };
        if (replaced) options.refreshed?.(value);
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return () => {
    if (!last) return start();
    const age = Date.now() - last.at;
    if (options.maxAgeMs !== undefined && age >= options.maxAgeMs) return start();
    if (age >= ttlMs) start().catch(() => {});
    return Promise.resolve(last.value);
  };
}
