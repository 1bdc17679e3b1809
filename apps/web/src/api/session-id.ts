export const SESSION_ID_KEY = 'mb_session_id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The anonymous session id sent as X-Session-ID when there is no token (spec/001 §4). It lives for
 * the browser tab's session.
 */
export function getSessionId(storage: Storage | undefined = globalThis.sessionStorage): string {
  try {
    const existing = storage?.getItem(SESSION_ID_KEY);
    if (existing) return existing;
    const id = randomId();
    storage?.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** A short random key, e.g. for the logout redirect's cache-busting query (spec/000 §2). */
export function randomKey(length = 8): string {
  return Math.random()
    .toString(36)
    .slice(2, 2 + length)
    .padEnd(length, '0');
}
