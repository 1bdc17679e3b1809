/**
 * A value that is expensive to compute and may be a little old (the leaderboard): the first call
 * computes it; later calls get the last value at once, and one past `ttlMs` starts a single
 * recomputation in the background. No request waits for a recomputation, and a failed one keeps
 * the last value (the next call past `ttlMs` tries again).
 */
export function refreshing<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let last: { value: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  const start = () => {
    pending ??= load()
      .then((value) => {
        last = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return () => {
    if (!last) return start();
    if (Date.now() - last.at >= ttlMs) start().catch(() => {});
    return Promise.resolve(last.value);
  };
}
