/**
 * Runs `fn` at most once per `ms`: a call within `ms` of the last run shares that run's promise
 * (spec/001 §4: the login check is throttled to once per 3 s).
 */
export interface Throttled<T> {
  (): Promise<T>;
  /** Forgets the last run, so the next call runs at once (after a login or logout). */
  reset(): void;
}

export function throttlePromise<T>(
  fn: () => Promise<T>,
  ms: number,
  // Read at each call, so a clock swapped in later (tests' fake timers) is the one used.
  now: () => number = () => Date.now(),
): Throttled<T> {
  let lastStart = Number.NEGATIVE_INFINITY;
  let last: Promise<T> | null = null;
  const throttled = (() => {
    const time = now();
    if (last && time - lastStart < ms) return last;
    lastStart = time;
    last = fn();
    // A failed run is not kept: the next call may try again.
    last.catch(() => {
      lastStart = Number.NEGATIVE_INFINITY;
    });
    return last;
  }) as Throttled<T>;
  throttled.reset = () => {
    lastStart = Number.NEGATIVE_INFINITY;
    last = null;
  };
  return throttled;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
