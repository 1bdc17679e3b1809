import { ApiError } from './errors.ts';

/**
 * Creations the server accepts an `Idempotency-Key` for (a comment, a message: docs/decisions.md)
 * are retried when the answer was lost on the way (no connection, a gateway's 502/504): the retry
 * carries the same key, so the server answers what the first request made and nothing is posted
 * twice. One key per thing sent: the mutation's variables object stays the same across its retries.
 */
const keys = new WeakMap<object, string>();

/** The key of one creation (the same for every retry of it). */
export function idempotencyKeyOf(input: object): string {
  let key = keys.get(input);
  if (!key) {
    key = newKey();
    keys.set(input, key);
  }
  return key;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a school network) randomUUID is missing.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const notRetried = new WeakSet<object>();

/** Marks the failure of a call that carried no key (it must not be sent again), and returns it. */
export function notToRetry<E>(error: E): E {
  if (error && typeof error === 'object') notRetried.add(error);
  return error;
}

/** Whether the answer never arrived (worth sending again with the same key). */
export function answerLost(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    !notRetried.has(error) &&
    (error.status === 0 || error.status === 502 || error.status === 504)
  );
}

/** TanStack Query `retry` and `retryDelay` for such a creation: twice more, after 1 s and 3 s. */
export const retryLostAnswers = {
  retry: (failures: number, error: unknown) => failures < 2 && answerLost(error),
  retryDelay: (attempt: number) => (attempt === 0 ? 1000 : 3000),
};
